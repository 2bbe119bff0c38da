/** Author and tag documents, and the credits/taxonomy entries stories carry for them. */
import { TAGS, TOWNS } from './catalogue.ts';
import { AUTHOR_BIO_EN } from './phrases-en.ts';
import type { ImageBank } from './media.ts';
import { fill, slugify, type Rng } from './prng.ts';
import type { AnsDocument } from './types.ts';

const AUTHORS: { name: string; role: string; beat: string }[] = [
  { name: 'Aroha Tāwhiri', role: 'Senior reporter', beat: 'health and housing' },
  { name: 'Hēmi Paewai', role: 'Political editor', beat: 'Parliament and local government' },
  { name: 'Mere Hōhaia', role: 'Te reo Māori reporter', beat: 'te ao Māori' },
  { name: 'Tama Walker', role: 'Sports reporter', beat: 'rugby, netball and waka ama' },
  { name: 'Kiri Te Kani', role: 'Environment reporter', beat: 'land, water and climate' },
  { name: 'Wiremu Heke', role: 'Video journalist', beat: 'video features' },
  { name: 'Hana Brown', role: 'Business reporter', beat: 'Māori enterprise and the regions' },
  { name: 'Rāwiri Manu', role: 'Kaupapa Māori editor', beat: 'iwi development' },
  { name: 'Ngaio Rangi', role: 'Local democracy reporter', beat: 'councils and community boards' },
  { name: 'Pita Pōtae', role: 'Open justice reporter', beat: 'the courts' },
  { name: 'Moana Tāwhiri', role: 'Pacific correspondent', beat: 'the Pacific' },
  { name: 'Tūī Paewai', role: 'Kapa haka reporter', beat: 'kapa haka and waiata' },
];

/** Some authors leave some networks empty, so blocks see the "only when non-empty" case. */
function socials(slug: string, i: number): Record<string, string> {
  const handle = slug.replace(/-/g, '');
  const all: Record<string, string> = {
    email: `${slug}@teaomarama.example`,
    twitter: handle,
    facebook: `https://www.facebook.com/${handle}`,
    instagram: handle,
    linkedin: `https://www.linkedin.com/in/${slug}`,
  };
  if (i % 3 === 0) all.youtube = `https://www.youtube.com/@${handle}`;
  if (i % 4 === 1) all.rss = `/rss/author/${slug}/`;
  if (i % 5 === 2) all.medium = `https://medium.com/@${handle}`;
  if (i % 6 === 4) all.instagram = '';
  return all;
}

export interface Authors {
  docs: AnsDocument[];
  /** credits.by entry for author i */
  credit(i: number): Record<string, unknown>;
}

export function makeAuthors(r: Rng, bank: ImageBank): Authors {
  const docs = AUTHORS.map((a, i) => {
    const slug = slugify(a.name);
    const town = r.pick(TOWNS).en;
    const image = bank.create({ width: 600, height: 600, alt: a.name, caption: a.name });
    const bio = `${a.name} ${fill(r.pick(AUTHOR_BIO_EN), { beat: a.beat, town, n: r.int(2, 20) }).replace(/^./, (c) => c.toLowerCase())}`;
    return {
      _id: r.id(),
      type: 'author',
      slug,
      firstName: a.name.split(' ')[0],
      lastName: a.name.split(' ').slice(1).join(' '),
      byline: a.name,
      role: a.role,
      bio,
      longBio: `${bio} Tips and story ideas are welcome by email.`,
      image: image.url,
      image_id: image._id,
      image_alt: a.name,
      bio_page: `/author/${slug}/`,
      location: town,
      ...socials(slug, i),
    } as AnsDocument;
  });
  return {
    docs,
    credit(i) {
      const a = docs[i % docs.length] as Record<string, any>;
      const links = ['email', 'twitter', 'facebook', 'instagram', 'linkedin', 'youtube', 'rss']
        .filter((site) => a[site])
        .map((site) => ({ site, url: a[site] }));
      return {
        _id: a._id,
        type: 'author',
        slug: a.slug,
        name: a.byline,
        byline: a.byline,
        url: a.bio_page,
        description: a.bio,
        image: { url: a.image, alt_text: a.image_alt, _id: a.image_id },
        social_links: links,
        additional_properties: { original: { byline: a.byline, role: a.role, bio_page: a.bio_page } },
      };
    },
  };
}

export interface Tags {
  docs: AnsDocument[];
  /** taxonomy.tags entry by slug */
  entry(slug: string): { _id: string; text: string; slug: string; description: string };
}

export function makeTags(r: Rng): Tags {
  const docs = Object.entries(TAGS).map(([slug, name]) => ({
    _id: r.id(),
    type: 'tag',
    slug,
    name,
    description: slug === 'watch' ? 'Videos from Te Ao Mārama.' : `Stories tagged “${name}”.`,
  }));
  const bySlug = new Map(docs.map((d) => [d.slug, d]));
  return {
    docs,
    entry(slug) {
      const d = bySlug.get(slug);
      if (!d) throw new Error(`sample content: unknown tag ${slug}`);
      return { _id: d._id, text: d.name, slug: d.slug, description: d.description };
    },
  };
}
