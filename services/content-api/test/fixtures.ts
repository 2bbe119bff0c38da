/** A small, known corpus for the content API tests. */
import type { AnsDocument, NavigationNode } from '../types.ts';

const SITE = 'teaomarama';

function video(n: number, opts: { watch?: boolean; day: number; site?: string }): AnsDocument {
  const site = opts.site ?? SITE;
  const url = `/video/2025/01/${String(opts.day).padStart(2, '0')}/video-${n}/`;
  return {
    _id: `VIDEO${n}`,
    type: 'video',
    display_date: `2025-01-${String(opts.day).padStart(2, '0')}T00:00:00Z`,
    canonical_url: url,
    canonical_website: site,
    headlines: { basic: `Video number ${n}` },
    websites: { [site]: { website_url: url, website_section: { _id: '/video', name: 'Video' } } },
    taxonomy: {
      tags: opts.watch ? [{ text: 'Other', slug: 'other' }, { text: 'Watch', slug: 'watch' }] : [{ text: 'Other', slug: 'other' }],
      sections: [{ _id: '/video', name: 'Video' }],
    },
    duration: 60_000 * n,
    promo_items: { basic: { _id: `IMG${n}`, type: 'image', url: `https://example.test/img${n}.jpg`, auth: { '2': 'x' } } },
  };
}

export const videos: AnsDocument[] = [
  video(1, { watch: true, day: 1 }),
  video(2, { watch: true, day: 2 }),
  video(3, { watch: true, day: 3 }),
  video(4, { watch: true, day: 4 }),
  video(5, { watch: true, day: 5 }),
  video(6, { watch: false, day: 6 }),
  video(7, { watch: true, day: 7, site: 'te-rito' }),
];

export const englishStory: AnsDocument = {
  _id: 'STORYEN',
  type: 'story',
  display_date: '2025-02-01T09:30:00Z',
  language: 'en',
  headlines: { basic: 'Election results announced in Wellington' },
  subheadlines: { basic: 'Turnout rose across the region' },
  description: { basic: 'Final counts were released on Saturday.' },
  websites: {
    teaomarama: { website_url: '/news/2025/02/01/election-results/', website_section: { _id: '/news', name: 'News' } },
    'local-democracy-reporting': { website_url: '/ldr/election-results/' },
  },
  canonical_website: SITE,
  credits: { by: [{ _id: 'jane-doe', name: 'Jane Doe', type: 'author' }] },
  taxonomy: {
    tags: [{ text: 'Politics', slug: 'politics' }],
    sections: [{ _id: '/news', name: 'News' }],
    primary_section: { _id: '/news', name: 'News' },
  },
  content_elements: [
    { type: 'text', content: 'The <b>council</b> confirmed the count of ballots.' },
    { type: 'image', url: 'https://example.test/x.jpg' },
  ],
};

export const maoriStory: AnsDocument = {
  _id: 'STORYMI',
  type: 'story',
  display_date: '2025-02-02T09:30:00Z',
  language: 'mi',
  headlines: { basic: 'Ka whakatuwheratia te wharekura hou' },
  description: { basic: 'He rā nui mō te whānau' },
  websites: { teaomarama: { website_url: '/te-reo/2025/02/02/wharekura-hou/', website_section: { _id: '/te-reo', name: 'Te Reo' } } },
  credits: { by: [{ _id: 'jane-doe', name: 'Jane Doe' }] },
  taxonomy: { tags: [{ text: 'Mātauranga', slug: 'matauranga' }], sections: [{ _id: '/te-reo', name: 'Te Reo' }] },
  content_elements: [{ type: 'text', content: 'I tū te hui ki te marae, ā, i kōrero ngā kaumātua mō te reo Māori.' }],
  owner: { sponsored: true },
};

export const gallery: AnsDocument = {
  _id: 'GALLERY1',
  type: 'gallery',
  display_date: '2025-01-15T00:00:00Z',
  headlines: { basic: 'Photos from the regatta' },
  websites: { teaomarama: { website_url: '/photos/regatta/' } },
  taxonomy: { sections: [{ _id: '/news', name: 'News' }] },
};

export const author: AnsDocument = {
  _id: 'jane-doe',
  type: 'author',
  slug: 'jane-doe',
  byline: 'Jane Doe',
  bio: 'Political reporter.',
};

export const tag: AnsDocument = { _id: 'TAGWATCH', type: 'tag', slug: 'watch', name: 'Watch', description: 'Videos to watch' };

export const image: AnsDocument = {
  _id: 'IMG1',
  type: 'image',
  url: 'https://example.test/img1.jpg',
  width: 1600,
  height: 900,
  focal_point: { x: 800, y: 450 },
};

export const collection: AnsDocument = {
  _id: 'COLLECTION1',
  type: 'collection',
  content_alias: 'homepage-top',
  canonical_website: SITE,
  headlines: { basic: 'Top stories' },
  content_elements: [{ _id: 'STORYEN' }, { _id: 'MISSING' }, { _id: 'VIDEO1' }, { _id: 'VIDEO7' }, { _id: 'STORYMI' }, { _id: 'VIDEO2' }],
};

export const section: AnsDocument = {
  _id: '/news',
  type: 'section',
  _website: SITE,
  name: 'News',
  navigation: { nav_title: 'News' },
  site: { site_title: 'News', maori_title: 'Ngā Kōrero' },
};

export const mainMenu: NavigationNode = {
  _id: '/',
  node_type: 'section',
  name: 'Te Ao Mārama',
  children: [
    { _id: '/news', node_type: 'section', name: 'News', children: [{ _id: '/news/politics', node_type: 'section', name: 'Politics' }] },
    { _id: '/sport', node_type: 'section', name: 'Sport', children: [] },
    { _id: 'LINK_1', node_type: 'link', display_name: 'Live', url: '/live/' },
  ],
};

export const allDocuments: AnsDocument[] = [...videos, englishStory, maoriStory, gallery, author, tag, image, collection, section];
