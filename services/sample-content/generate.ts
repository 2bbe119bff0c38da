/**
 * Deterministic sample corpus for the embedded content API: same seed and `now` give the same
 * documents, navigation and image specs. No Math.random: everything comes from the seeded Rng.
 */
import { BaseFactory } from './base.ts';
import { MAIN_SITE, SECTIONS, SITES, SUBTYPES } from './catalogue.ts';
import { ImageBank, galleryDoc, subtypeLogos, videoDoc } from './media.ts';
import { navigation, sectionDocs } from './navigation.ts';
import { makeAuthors, makeTags } from './people.ts';
import { Rng } from './prng.ts';
import { relateVideos } from './related.ts';
import { makeStories } from './stories.ts';
import { headline, makeScene, say } from './text.ts';
import type { AnsDocument, Lang, SampleContent } from './types.ts';

export type { AnsDocument, ImageSpec, NavNode, NavigationEntry, SampleContent } from './types.ts';

export const STORY_COUNT = 320;
export const VIDEO_COUNT = 20;
export const GALLERY_COUNT = 6;

export interface GenerateOptions {
  seed?: number;
  /** Dates are spread backwards from here; defaults to the current hour (stable within the hour). */
  now?: Date;
}

export function generateSampleContent(opts: GenerateOptions = {}): SampleContent {
  const r = new Rng(opts.seed ?? 1);
  const now = opts.now ?? new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
  const bank = new ImageBank(r);
  subtypeLogos(bank);
  const tags = makeTags(r);
  const authors = makeAuthors(r, bank);
  const f = new BaseFactory(r, bank, now, tags, authors);

  const videos = Array.from({ length: VIDEO_COUNT }, (_, i) => media(f, 'video', i));
  const live = media(f, 'live', 0);
  const galleries = Array.from({ length: GALLERY_COUNT }, (_, i) => media(f, 'gallery', i));
  const stories = makeStories(f, { count: STORY_COUNT, videos, galleries });
  relateVideos(videos, stories);
  const collections = makeCollections(r, stories, live);

  const documents: AnsDocument[] = [
    ...stories,
    ...videos,
    live,
    ...galleries,
    ...collections,
    ...authors.docs,
    ...tags.docs,
    ...sectionDocs(),
    ...bank.docs,
  ];
  return { documents, navigation: navigation(), images: bank.specs };
}

function media(f: BaseFactory, kind: 'video' | 'live' | 'gallery', i: number): AnsDocument {
  const { r } = f;
  const lang: Lang = i % 3 === 1 ? 'mi' : 'en';
  const section = kind === 'live' ? f.section('/news') : SECTIONS[(i * 3) % SECTIONS.length];
  const scene = makeScene(r, lang);
  const title = kind === 'live' ? (lang === 'en' ? 'Te Ao Mārama live' : 'Te Ao Mārama ora') : headline(scene, section.id);
  const caption = say(scene, scene.book.captions);
  const base = f.build({
    lang,
    section,
    headline: title,
    subheadline: say(scene, scene.book.subheadlines),
    description: say(scene, scene.book.descriptions),
    // A third of the videos are from the last week, so Latest videos and Up Next have fresh items.
    ageMs: kind === 'live' ? 5 * 60_000 : f.age(i % 3 === 0),
    tagSlugs: r.sample(section.tags, 2),
    authorIdx: [kind === 'gallery' ? 0 : 5],
    location: scene.town,
    promo: f.bank.create({ alt: caption, caption }),
  });
  const id = r.id();
  if (kind === 'gallery') return galleryDoc(r, id, base, f.bank, scene.book.captions, scene.vars);
  return videoDoc(r, id, base, f.tags.entry('watch'), kind === 'live');
}

function ref(doc: AnsDocument): Record<string, unknown> {
  return { _id: doc._id, type: 'reference', referent: { id: doc._id, type: doc.type } };
}

function collection(r: Rng, site: string, alias: string, name: string, items: AnsDocument[]): AnsDocument {
  return {
    _id: r.id(),
    type: 'collection',
    version: '0.10.9',
    content_alias: alias,
    _website: site,
    canonical_website: site,
    headlines: { basic: name },
    description: { basic: `${name} (${SITES[site]})` },
    content_elements: items.map(ref),
  };
}

const newestFirst = (a: AnsDocument, b: AnsDocument) => String(b.display_date).localeCompare(String(a.display_date));

/** homepage-top per site, alert-bar (the breaking story), live-video (the live stream). */
function makeCollections(r: Rng, stories: AnsDocument[], live: AnsDocument): AnsDocument[] {
  const sorted = [...stories].sort(newestFirst);
  const breaking = stories.find((s) => (s.label as Record<string, unknown> | undefined)?.breaking_news_flag);
  const out = [
    collection(r, MAIN_SITE, 'homepage-top', 'Homepage top stories', sorted.filter((s) => s !== breaking).slice(0, 12)),
    collection(r, MAIN_SITE, 'alert-bar', 'Alert bar', breaking ? [breaking] : []),
    collection(r, MAIN_SITE, 'live-video', 'Live video', [live]),
  ];
  for (const site of SUBTYPES) {
    out.push(collection(r, site, 'homepage-top', `${SITES[site]} top stories`, sorted.filter((s) => s.subtype === site).slice(0, 8)));
  }
  return out;
}
