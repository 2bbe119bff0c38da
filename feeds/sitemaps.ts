/**
 * Sitemaps (sitemaps.org 0.9): an index naming the news sitemap and one sitemap per month of display dates,
 * from the month of the site's oldest item to the current one; a month's sitemap (stories, videos, galleries
 * with their promo image); and the Google News sitemap of stories first published in the last two days.
 * Every address is the item's canonical URL on the site's public origin, as on its page, in a language: each page
 * has one per language (common/metadata/languages.ts), and every entry names them all as `xhtml:link` alternates.
 * A month lists each item at every language's address; the news sitemap once, at the address of the story's own
 * language (a Māori story at its /mi address, where it is served in Māori).
 */
import { absoluteUrl, canonicalUrl } from '../common/metadata/canonical.ts';
import { socialImageSource, socialImageUrl } from '../common/metadata/social-image.ts';
import { addressIn, languageLinks } from '../common/metadata/languages.ts';
import { siteSetup } from '../common/site-setup.ts';
import type { Lang } from '../engine/index.ts';
import { publishedAt, type Item } from './content.ts';
import { NEWS_SITEMAP_PATH, monthlySitemapPath, type Month } from './paths.ts';
import { xmlDocument, type XmlNode } from './xml.ts';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const IMAGE_NS = 'http://www.google.com/schemas/sitemap-image/1.1';
const NEWS_NS = 'http://www.google.com/schemas/sitemap-news/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/** Google News takes stories published in the last two days, at most 1,000 of them. */
export const NEWS_WINDOW_MS = 2 * 86_400_000;
export const NEWS_LIMIT = 1000;
/** Well under the protocol's 50,000 URLs a sitemap: a month of a busy newsroom. */
export const MONTH_LIMIT = 5000;

export const monthOf = (d: Date): Month => ({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1 });
export const monthStart = (m: Month) => new Date(Date.UTC(m.year, m.month - 1, 1));
export const nextMonth = (m: Month): Month => (m.month === 12 ? { year: m.year + 1, month: 1 } : { year: m.year, month: m.month + 1 });
const ordinal = (m: Month) => m.year * 12 + m.month - 1;

/** Months from `first` to `last` inclusive, newest first. */
export function monthsBetween(first: Month, last: Month): Month[] {
  const out: Month[] = [];
  for (let n = ordinal(last); n >= ordinal(first); n--) out.push({ year: Math.floor(n / 12), month: (n % 12) + 1 });
  return out;
}

export function inMonths(m: Month, first: Month, last: Month): boolean {
  return ordinal(m) >= ordinal(first) && ordinal(m) <= ordinal(last);
}

export function sitemapIndex(origin: string | undefined, months: Month[]): string {
  const entry = (path: string): XmlNode | false => {
    const loc = absoluteUrl(path, origin);
    return loc ? ['sitemap', [['loc', loc]]] : false;
  };
  return xmlDocument(['sitemapindex', [entry(NEWS_SITEMAP_PATH), ...months.map((m) => entry(monthlySitemapPath(m)))], { xmlns: SITEMAP_NS }]);
}

const isoDate = (value: unknown): string | undefined => {
  const t = typeof value === 'string' ? Date.parse(value) : NaN;
  return Number.isNaN(t) ? undefined : new Date(t).toISOString();
};

function imageNode(item: Item, origin: string | undefined): XmlNode | false {
  const image = socialImageSource('article', item);
  const loc = image && socialImageUrl(image, origin);
  return loc ? ['image:image', [['image:loc', loc]]] : false;
}

/** The `xhtml:link` alternates of an address: each language's and x-default. */
const alternateNodes = (loc: string, origin: string | undefined): XmlNode[] =>
  languageLinks(loc, origin).map(({ hreflang, href }): XmlNode => ['xhtml:link', undefined, { rel: 'alternate', hreflang, href }]);

/** The language a story is written in, when the site has it; else the site's default. */
export function itemLanguage(item: Item): Lang {
  return siteSetup.languages.find((l) => l === item.language) ?? siteSetup.defaultLanguage;
}

/** A month's items with their last change and promo image, at each language's address. */
export function monthSitemap(origin: string | undefined, items: Item[]): string {
  const urls = items.flatMap((item): XmlNode[] => {
    const canonical = canonicalUrl('article', item, origin);
    if (!canonical) return [];
    const lastmod = isoDate(item.last_updated_date) ?? isoDate(item.display_date);
    const alternates = alternateNodes(canonical, origin);
    // An address off the site's origin has no language versions here: listed once, as it is.
    const locs = alternates.length ? siteSetup.languages.map((lang) => addressIn(canonical, lang, origin)) : [canonical];
    return locs.map((loc): XmlNode => ['url', [['loc', loc], lastmod ? ['lastmod', lastmod] : false, imageNode(item, origin), ...alternates]]);
  });
  return xmlDocument(['urlset', urls, { xmlns: SITEMAP_NS, 'xmlns:image': IMAGE_NS, 'xmlns:xhtml': XHTML_NS }]);
}

/** Stories with their publication, language and title, for Google News. */
export function newsSitemap(origin: string | undefined, publication: string, items: Item[]): string {
  const urls = items.flatMap((item): XmlNode[] => {
    const canonical = canonicalUrl('article', item, origin);
    const title = typeof item.headlines?.basic === 'string' ? item.headlines.basic.trim() : '';
    const published = publishedAt(item);
    if (!canonical || !title || Number.isNaN(published)) return [];
    const loc = addressIn(canonical, itemLanguage(item), origin);
    const language = typeof item.language === 'string' && item.language ? item.language : 'en';
    const news: XmlNode = ['news:news', [
      ['news:publication', [['news:name', publication], ['news:language', language]]],
      ['news:publication_date', new Date(published).toISOString()],
      ['news:title', title],
    ]];
    return [['url', [['loc', loc], news, ...alternateNodes(canonical, origin)]]];
  });
  return xmlDocument(['urlset', urls, { xmlns: SITEMAP_NS, 'xmlns:news': NEWS_NS, 'xmlns:xhtml': XHTML_NS }]);
}
