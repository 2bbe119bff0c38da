/** The story corpus: ~320 stories in English and te reo Māori across the sections. */
import { SECTIONS, SUBTYPES, type SectionDef, type Subtype } from './catalogue.ts';
import type { BaseFactory } from './base.ts';
import { EXTRA_KINDS, buildBody, type ExtraKind } from './body.ts';
import { embedOf } from './media.ts';
import { headline, makeScene, say, type Scene } from './text.ts';
import type { AnsDocument, Lang } from './types.ts';

/** Which author usually covers a section or programme (index into people.ts AUTHORS). */
const BEAT: Record<string, number> = {
  '/news': 0, '/politics': 1, '/te-ao-maori': 2, '/sport': 3, '/environment': 4, '/business': 6, '/world': 10,
  '/kapa-haka': 11, 'local-democracy-reporting': 8, 'open-justice': 9, 'te-rito': 7, 'public-interest-journalism': 0,
};

/** Programme stories sit in the section their beat belongs to. */
const SUBTYPE_SECTION: Record<Subtype, string> = {
  'public-interest-journalism': '/news',
  'te-rito': '/te-ao-maori',
  'local-democracy-reporting': '/politics',
  'open-justice': '/news',
};

const LABELS: Record<Lang, { analysis: string; updated: string; breaking: string; sponsored: string }> = {
  en: { analysis: 'Analysis', updated: 'Updated', breaking: 'Breaking', sponsored: 'Sponsored' },
  mi: { analysis: 'Tātaritanga', updated: 'Kua whakahōungia', breaking: 'Hou tonu mai', sponsored: 'He mea tautoko' },
};

interface Draft {
  doc: AnsDocument;
  scene: Scene;
  kinds: ExtraKind[];
  withLocation: boolean;
}

export interface StoryOptions {
  count: number;
  videos: AnsDocument[];
  galleries: AnsDocument[];
}

export function makeStories(f: BaseFactory, o: StoryOptions): AnsDocument[] {
  const drafts: Draft[] = [];
  for (let i = 0; i < o.count; i++) drafts.push(draft(f, i));
  let level = 0;
  for (const [i, d] of drafts.entries()) {
    const other = drafts[(i + 1) % drafts.length].doc;
    d.doc.content_elements = buildBody(
      {
        scene: d.scene,
        bank: f.bank,
        year: new Date(d.doc.display_date as string).getUTCFullYear(),
        related: { headline: (other.headlines as { basic: string }).basic, url: other.canonical_url as string },
        videos: o.videos,
        galleries: o.galleries,
        headerLevel: () => (level++ % 6) + 1,
      },
      d.kinds,
      d.withLocation,
    );
    if (i % 5 === 0) d.doc.promo_items = { ...(d.doc.promo_items as object), lead_art: leadArt(f, d, i / 5, o) };
  }
  return drafts.map((d) => d.doc);
}

function draft(f: BaseFactory, i: number): Draft {
  const { r } = f;
  const lang: Lang = r.chance(0.38) ? 'mi' : 'en';
  const subtype: Subtype | undefined = i % 20 < 4 ? SUBTYPES[i % 20] : undefined;
  const sponsored = i % 40 === 7;
  const section: SectionDef = sponsored ? f.section('/business') : subtype ? f.section(SUBTYPE_SECTION[subtype]) : r.pick(SECTIONS);
  const scene = makeScene(r, lang);
  const title = headline(scene, section.id);
  const promoCaption = say(scene, scene.book.captions);
  const author = BEAT[subtype ?? section.id] ?? 0;
  const authorIdx = i % 50 === 17 ? [] : r.chance(0.2) ? [author, r.int(0, 11)].filter((a, k, all) => all.indexOf(a) === k) : [author];
  const extraTag = r.chance(0.3) ? [r.pick(['housing', 'health', 'water', 'rangatahi', 'pacific', 'te-reo-maori'])] : [];
  const doc: AnsDocument = {
    _id: r.id(),
    type: 'story',
    ...f.build({
      lang,
      section,
      headline: title,
      subheadline: say(scene, scene.book.subheadlines),
      description: say(scene, scene.book.descriptions),
      // The first story is the breaking alert: minutes old. A run of others land in the last week.
      ageMs: i === 0 ? 15 * 60_000 : f.age(i < 50),
      alsoOn: subtype ? [subtype] : [],
      tagSlugs: [...new Set([...r.sample(section.tags, r.int(1, 3)), ...extraTag])],
      authorIdx,
      location: scene.town,
      promo: f.bank.create({ alt: promoCaption, caption: promoCaption, credit: scene.vars.name as string }),
      sponsored,
    }),
  };
  if (subtype) doc.subtype = subtype;
  const labels = LABELS[lang];
  const label: Record<string, unknown> = {};
  if (i === 0) label.breaking_news_flag = { display: true, text: labels.breaking, url: doc.canonical_url };
  if (sponsored) label.basic = { display: true, text: labels.sponsored, url: '' };
  else if (i % 11 === 3) label.basic = { display: true, text: labels.analysis, url: '' };
  if (i % 13 === 5) label.updated_flag = { display: true, text: labels.updated, url: '' };
  if (Object.keys(label).length) doc.label = label;
  if (i % 10 === 4) {
    doc.metadata = { metadata_title: `${(doc.headlines as { basic: string }).basic}`, metadata_description: (doc.description as { basic: string }).basic };
  }
  // Two extra kinds in a fixed rotation (coverage), sometimes a third at random.
  const kinds = [EXTRA_KINDS[i % EXTRA_KINDS.length], EXTRA_KINDS[(i * 7 + 3) % EXTRA_KINDS.length]];
  if (r.chance(0.3)) kinds.push(r.pick(EXTRA_KINDS));
  return { doc, scene, kinds: [...new Set(kinds)], withLocation: i % 25 === 9 };
}

function leadArt(f: BaseFactory, d: Draft, n: number, o: StoryOptions): Record<string, unknown> {
  const promo = (d.doc.promo_items as { basic: Record<string, unknown> }).basic;
  switch (n % 4) {
    case 0:
      return { ...promo, type: 'image' };
    case 1: {
      const video = embedOf(o.videos[n % o.videos.length]);
      return { ...video, promo_items: video.promo_items };
    }
    case 2:
      return embedOf(o.galleries[n % o.galleries.length]);
    default:
      return {
        _id: f.r.id(),
        type: 'raw_html',
        content: `<figure class="sample-lead-html"><blockquote>${say(d.scene, d.scene.book.quotes)}</blockquote></figure>`,
        promo_items: { basic: promo },
      };
  }
}
