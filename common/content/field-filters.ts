/**
 * Field filters for list sources ("field filters for _id, headlines.basic, promo image data
 * (auth, focal point, type, url) and website_url per site"). One path list per feature marker, sent
 * upstream as `_sourceInclude` and applied again locally with `pick`, so island payloads stay small
 * even when an upstream ignores `_sourceInclude`.
 */

/** Feature markers the spec names, plus `default` (promo cards) and `full` (no filter). */
export const FEATURE_FILTERS = [
  'default',
  'full',
  'numbered-list',
  'simple-list',
  'small-promo',
  'results-list',
  'top-table-list',
  'article-list',
  'card-list',
  'video',
  'alert',
  'feed',
] as const;
export type FeatureFilter = (typeof FEATURE_FILTERS)[number];

const PROMO_IMAGE = ['_id', 'auth', 'focal_point', 'type', 'url', 'alt_text', 'width', 'height'].map(
  (f) => `promo_items.basic.${f}`,
);

/** The spec's minimum: what every list card needs to link and draw its image. */
function baseFields(site: string): string[] {
  return ['_id', 'type', 'headlines.basic', ...PROMO_IMAGE, `websites.${site}.website_url`];
}

const CARD_EXTRAS = [
  'description.basic',
  'display_date',
  'credits.by._id',
  'credits.by.name',
  'credits.by.url',
  'credits.by.type',
  'credits.by.byline',
];

const PROMO_EXTRAS = [
  ...CARD_EXTRAS,
  'subheadlines.basic',
  'canonical_url',
  'label',
  'owner.sponsored',
  'subtype',
  'language',
  'duration',
  'embed_html',
  'taxonomy.tags.text',
  'taxonomy.tags.slug',
  'taxonomy.primary_section._id',
  'taxonomy.primary_section.name',
  'taxonomy.primary_section.nav_title',
  'taxonomy.primary_section.maori_title',
  'promo_items.lead_art.type',
  'promo_items.lead_art.embed_html',
  ...PROMO_IMAGE.map((p) => p.replace('promo_items.basic', 'promo_items.lead_art.promo_items.basic')),
];

const EXTRAS: Record<Exclude<FeatureFilter, 'full'>, (site: string) => string[]> = {
  default: (site) => [...PROMO_EXTRAS, `websites.${site}.website_section`],
  'numbered-list': () => [],
  'simple-list': () => [],
  'small-promo': () => ['label', 'promo_items.lead_art.type', ...PROMO_IMAGE.map((p) => p.replace('promo_items.basic', 'promo_items.lead_art.promo_items.basic'))],
  'article-list': () => ['display_date'],
  'card-list': () => ['display_date', 'credits.by.name', 'credits.by.byline', 'credits.by.url'],
  'results-list': () => CARD_EXTRAS,
  // Tiers play videos in place and show the section overline.
  'top-table-list': (site) => [
    ...CARD_EXTRAS, 'label', 'owner.sponsored', 'embed_html', 'promo_items.lead_art.type', 'promo_items.lead_art.embed_html',
    `websites.${site}.website_section`, 'taxonomy.primary_section._id', 'taxonomy.primary_section.name',
    'taxonomy.primary_section.nav_title', 'taxonomy.primary_section.maori_title',
  ],
  video: () => [
    'description.basic',
    'subheadlines.basic',
    'display_date',
    'canonical_url',
    'duration',
    'embed_html',
    'taxonomy.tags.text',
    'taxonomy.tags.slug',
  ],
  alert: () => [],
  // RSS items and sitemap entries (feeds/): dates, language, authors, section on the site, tags.
  feed: (site) => [
    'description.basic', 'display_date', 'first_publish_date', 'last_updated_date', 'canonical_url', 'language',
    'credits.by.name', 'credits.by.byline', 'credits.by.url', 'taxonomy.tags.text', 'taxonomy.tags.slug',
    `websites.${site}.website_section._id`, `websites.${site}.website_section.name`, `websites.${site}.website_section.maori_title`,
    'promo_items.basic.caption', 'promo_items.lead_art.type', 'promo_items.lead_art.url', 'promo_items.lead_art._id', 'promo_items.lead_art.auth',
    ...PROMO_IMAGE.map((p) => p.replace('promo_items.basic', 'promo_items.lead_art.promo_items.basic')),
  ],
};

/** Paths a feature needs, or null for `full` (no filtering). Unknown names fall back to `default`. */
export function fieldsFor(feature: string | undefined, site: string): string[] | null {
  const name = (feature || 'default') as FeatureFilter;
  if (name === 'full') return null;
  const extras = EXTRAS[name as Exclude<FeatureFilter, 'full'>] ?? EXTRAS.default;
  return [...new Set([...baseFields(site), ...extras(site)])];
}

/** `&_sourceInclude=a,b` (empty string when nothing is filtered). */
export function sourceIncludeParam(fields: string[] | null): string {
  return fields ? `&_sourceInclude=${encodeURIComponent(fields.join(','))}` : '';
}

type Json = unknown;

/** Copies only the listed dotted paths; arrays on the way are mapped element by element. */
export function pick<T = Json>(doc: T, paths: string[] | null): T {
  if (paths === null || doc === null || typeof doc !== 'object') return doc;
  const tree = pathTree(paths);
  return pickTree(doc, tree) as T;
}

/** Applies `pick` to every element of a list response's array field (content_elements or data). */
export function pickList<R extends Record<string, unknown>>(res: R, key: string, paths: string[] | null): R {
  if (!res || typeof res !== 'object') return res;
  const list = res[key];
  if (!Array.isArray(list)) return res;
  return { ...res, [key]: list.map((d) => pick(d, paths)) };
}

interface PathTree {
  [segment: string]: PathTree | true;
}

function pathTree(paths: string[]): PathTree {
  const root: PathTree = {};
  for (const path of paths) {
    const parts = path.split('.');
    let node = root;
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i];
      if (i === parts.length - 1) {
        node[part] = true;
        break;
      }
      const next = node[part];
      if (next === true) break; // a shorter path already keeps the whole subtree
      node = node[part] = next ?? {};
    }
  }
  return root;
}

function pickTree(value: Json, tree: PathTree): Json {
  if (Array.isArray(value)) return value.map((v) => pickTree(v, tree));
  if (value === null || typeof value !== 'object') return undefined;
  const out: Record<string, Json> = {};
  const src = value as Record<string, Json>;
  for (const [key, sub] of Object.entries(tree)) {
    if (!(key in src)) continue;
    if (sub === true) out[key] = src[key];
    else {
      const picked = pickTree(src[key], sub);
      if (picked !== undefined) out[key] = picked;
    }
  }
  return out;
}
