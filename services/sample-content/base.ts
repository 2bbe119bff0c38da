/** Fields every story, video and gallery shares: dates, unique canonical URL, websites, credits, taxonomy. */
import { MAIN_SITE, SECTIONS, type SectionDef } from './catalogue.ts';
import type { ImageAns, ImageBank } from './media.ts';
import type { Authors, Tags } from './people.ts';
import { sectionRef } from './navigation.ts';
import { slugify, type Rng } from './prng.ts';
import type { Lang } from './types.ts';

const DAY_MS = 86_400_000;

export interface BaseInput {
  lang: Lang;
  section: SectionDef;
  headline: string;
  subheadline: string;
  description: string;
  ageMs: number;
  /** Extra sites besides the main one (programme sites). */
  alsoOn?: string[];
  tagSlugs: string[];
  /** Indexes into the authors; empty = no byline. */
  authorIdx: number[];
  location: string;
  promo: ImageAns;
  sponsored?: boolean;
}

export class BaseFactory {
  private readonly slugs = new Set<string>();

  constructor(
    readonly r: Rng,
    readonly bank: ImageBank,
    readonly now: Date,
    readonly tags: Tags,
    readonly authors: Authors,
  ) {}

  /** Ages: `recent` within the last week, otherwise spread over the last ~60 days. */
  age(recent: boolean): number {
    const span = recent ? 7 * DAY_MS : 60 * DAY_MS;
    return Math.floor(this.r.next() * span) + 60_000;
  }

  section(id: string): SectionDef {
    return SECTIONS.find((s) => s.id === id) ?? SECTIONS[0];
  }

  build(o: BaseInput): Record<string, unknown> {
    const date = new Date(this.now.getTime() - o.ageMs);
    const iso = date.toISOString();
    const url = this.canonicalUrl(date, o.headline, o.sponsored);
    const sites = [MAIN_SITE, ...(o.alsoOn ?? [])];
    const websites = Object.fromEntries(
      sites.map((site) => [site, { website_url: url, website_section: sectionRef(site, o.section) }]),
    );
    const primary = sectionRef(MAIN_SITE, o.section);
    const tags = o.tagSlugs.map((slug) => this.tags.entry(slug));
    return {
      version: '0.10.9',
      language: o.lang,
      headlines: { basic: o.headline },
      subheadlines: { basic: o.subheadline },
      description: { basic: o.description },
      display_date: iso,
      first_publish_date: iso,
      publish_date: iso,
      created_date: iso,
      last_updated_date: iso,
      canonical_url: url,
      canonical_website: MAIN_SITE,
      websites,
      credits: { by: o.authorIdx.map((i) => this.authors.credit(i)) },
      taxonomy: {
        tags,
        seo_keywords: tags.map((t) => t.text),
        sections: sites.map((site) => sectionRef(site, o.section)),
        primary_section: primary,
      },
      promo_items: { basic: o.promo },
      location: o.location,
      copyright: `© ${date.getUTCFullYear()} Te Ao Mārama`,
      owner: { id: MAIN_SITE, sponsored: Boolean(o.sponsored) },
    };
  }

  /**
   * /YYYY/MM/DD/slug/ (UTC date of display_date); a repeated slug gets -2, -3, ... Sponsored content lives under
   * /sponsored/ so it is served by its own landing template (noindex, nofollow), never as an ordinary article.
   */
  private canonicalUrl(date: Date, headline: string, sponsored = false): string {
    const base = slugify(headline) || 'story';
    let slug = base;
    for (let n = 2; this.slugs.has(slug); n++) slug = `${base}-${n}`;
    this.slugs.add(slug);
    const y = date.getUTCFullYear();
    const m = String(date.getUTCMonth() + 1).padStart(2, '0');
    const d = String(date.getUTCDate()).padStart(2, '0');
    return `${sponsored ? '/sponsored' : ''}/${y}/${m}/${d}/${slug}/`;
  }
}
