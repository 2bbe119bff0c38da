/**
 * ANS shaped like services/sample-content output, for the stories and tests of the article blocks. Dates are
 * fixed (older than a week) unless a helper makes them relative to a given clock.
 */

export const SITE = 'teaomarama';
export const PROMO_ID = 'PROMO000000000000000000001';
export const AUTHOR_IMAGE_ID = 'AUTHOR00000000000000000001';
export const SIGNED = 'signed-hash';

export const authorDoc = {
  _id: 'AROHA0000000000000000000001',
  type: 'author',
  slug: 'aroha-tawhiri',
  byline: 'Aroha Tāwhiri',
  role: 'Senior reporter',
  bio: 'Aroha Tāwhiri covers health and housing from Rotorua.',
  image: `/resizer/v2/${AUTHOR_IMAGE_ID}.jpg`,
  image_id: AUTHOR_IMAGE_ID,
  image_alt: 'Aroha Tāwhiri',
  bio_page: '/author/aroha-tawhiri/',
  email: 'aroha-tawhiri@teaomarama.example',
  twitter: 'arohatawhiri',
  facebook: 'https://www.facebook.com/arohatawhiri',
  instagram: '',
  linkedin: 'https://www.linkedin.com/in/aroha-tawhiri',
  youtube: 'https://www.youtube.com/@arohatawhiri',
  medium: 'arohatawhiri',
};

/** credits.by entry for the author above (sample-content people.ts shape). */
export const arohaCredit = {
  _id: authorDoc._id,
  type: 'author',
  slug: authorDoc.slug,
  name: authorDoc.byline,
  byline: authorDoc.byline,
  url: authorDoc.bio_page,
  description: authorDoc.bio,
  image: { url: authorDoc.image, alt_text: authorDoc.image_alt, _id: AUTHOR_IMAGE_ID },
  social_links: [
    { site: 'email', url: authorDoc.email },
    { site: 'twitter', url: authorDoc.twitter },
    { site: 'linkedin', url: authorDoc.linkedin },
  ],
  additional_properties: { original: { byline: authorDoc.byline, role: authorDoc.role, bio_page: authorDoc.bio_page } },
};

export const hemiCredit = {
  _id: 'HEMI00000000000000000000001', type: 'author', name: 'Hēmi Paewai', byline: 'Hēmi Paewai', url: '/author/hemi-paewai/',
  social_links: [{ site: 'twitter', url: 'hemipaewai' }],
};
export const mereCredit = { _id: 'MERE00000000000000000000001', type: 'author', name: 'Mere Hōhaia', url: '/author/mere-hohaia/' };
/** A credit without a url: bylines name it, the author list skips it. */
export const wireCredit = { type: 'reference', name: 'Reuters' };

const section = { _id: '/news', type: 'section', name: 'News', nav_title: 'News', maori_title: 'Ngā Kōrero', navigation: { nav_title: 'News', maori_title: 'Ngā Kōrero' } };

export function storyOf(lang: 'en' | 'mi', overrides: Record<string, unknown> = {}) {
  const en = lang === 'en';
  const url = en ? '/2026/11/02/new-wharenui-opens-in-rotorua/' : '/2026/11/02/kua-huakina-te-wharenui-hou/';
  return {
    _id: en ? 'STORYEN0000000000000000001' : 'STORYMI0000000000000000001',
    type: 'story',
    language: lang,
    headlines: { basic: en ? 'New wharenui opens its doors in Rotorua' : 'Kua huakina ngā tatau o te wharenui hou i Rotorua' },
    subheadlines: { basic: en ? 'Hundreds gathered at dawn for the opening.' : 'He rau i huihui mai i te ata hāpara mō te whakatuwheratanga.' },
    description: { basic: en ? 'A new meeting house opens after five years of work.' : 'Kua tuwhera he whare hou i muri i ngā tau e rima o te mahi.' },
    display_date: '2026-11-02T01:30:00.000Z',
    canonical_url: url,
    websites: { [SITE]: { website_url: url, website_section: section } },
    credits: { by: [arohaCredit] },
    taxonomy: {
      tags: [{ text: en ? 'housing' : 'whare', slug: 'housing' }, { text: 'Rotorua', slug: 'rotorua' }],
      seo_keywords: ['housing', 'Rotorua'],
      primary_section: section,
    },
    promo_items: { basic: { _id: PROMO_ID, type: 'image', url: `/resizer/v2/${PROMO_ID}.jpg`, width: 1440, height: 810, focal_point: { x: 700, y: 400 }, alt_text: 'The carved front of the new wharenui' } },
    ...overrides,
  };
}

export function videoOf(lang: 'en' | 'mi', overrides: Record<string, unknown> = {}) {
  const en = lang === 'en';
  return storyOf(lang, {
    _id: en ? 'VIDEOEN0000000000000000001' : 'VIDEOMI0000000000000000001',
    type: 'video',
    headlines: { basic: en ? 'Kapa haka regionals: the highlights' : 'Ngā whakataetae kapa haka ā-rohe: ngā wāhanga pai' },
    subheadlines: { basic: en ? 'Watch the best of the weekend.' : 'Mātakitakihia ngā mea pai o te wiki whakatā.' },
    canonical_url: '/2026/11/01/kapa-haka-regionals/',
    related_content: {
      basic: [
        { _id: 'REL1', type: 'story', headlines: { basic: en ? 'Te Matatini draw announced' : 'Kua pānuitia te raupapa o Te Matatini' }, canonical_url: '/2026/10/30/te-matatini-draw/' },
        { _id: 'REL2', type: 'story', headlines: { basic: en ? 'A new haka for a new house' : 'He haka hou mō te whare hou' }, canonical_url: '/2026/10/28/new-haka/' },
        { _id: 'REL3', type: 'story', headlines: { basic: 'No address' } },
      ],
    },
    ...overrides,
  });
}

/** Latest stories as story-feed-author returns them (article-list filter). */
export function authorFeed(lang: 'en' | 'mi') {
  const en = lang === 'en';
  const item = (n: number, headline: string) => ({
    _id: `FEED${n}`, type: 'story', headlines: { basic: headline }, display_date: `2026-10-${10 + n}T00:00:00.000Z`,
    websites: { [SITE]: { website_url: `/2026/10/${10 + n}/feed-${n}/` } },
  });
  return {
    type: 'results',
    count: 4,
    content_elements: [
      item(1, en ? 'Housing waitlist grows in the Bay of Plenty' : 'Kua piki te rārangi tatari whare i Te Moana-a-Toi'),
      item(2, en ? 'Rural clinics short of nurses' : 'He iti ngā tapuhi i ngā whare haumanu taiwhenua'),
      { _id: 'FEED3', type: 'story', headlines: { basic: 'Only on another site' }, websites: {} },
      item(4, en ? 'Marae-based vaccination drive' : 'Te kaupapa werohanga i ngā marae'),
    ],
  };
}
