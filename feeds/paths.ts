/**
 * Where the feeds and sitemaps live on a site. The site-wide RSS feed is at exactly the path the site property
 * `rssUrl` names (e.g. /arc/outboundfeeds/rss/); under it:
 *   <rssUrl>category/<section path>/   stories of one section (e.g. category/news/ for section /news)
 *   <rssUrl>tags/<slug>/               stories with one tag
 *   <rssUrl><lang>/...                 any of the above in one language only (en, mi), e.g. mi/category/news/
 * Sitemaps: /sitemap.xml (the index), /sitemap/<YYYY>-<MM>.xml (a month of stories, videos and galleries by
 * display date), /sitemap-news.xml (Google News: the last two days' stories); /robots.txt names them.
 */
import type { Lang } from '../engine/index.ts';
import { siteSetup } from '../common/site-setup.ts';

export const FEED_LANGS: readonly Lang[] = siteSetup.languages;

export type FeedScope = { kind: 'site' } | { kind: 'section'; section: string } | { kind: 'tag'; slug: string };

export interface FeedRequest {
  scope: FeedScope;
  /** Only stories in this language; undefined for every language. */
  lang?: Lang;
}

const SEGMENT = '[a-z0-9][a-z0-9-]*';
const TAIL = new RegExp(`^(?:(?<lang>${FEED_LANGS.join('|')})/)?(?:category/(?<section>${SEGMENT}(?:/${SEGMENT})*)/|tags/(?<tag>${SEGMENT})/)?$`);

// Bases already worked out: the endpoint asks on every request, for the same few site properties.
const bases = new Map<string, string | undefined>();

/** The path part of `rssUrl` with a trailing slash, or undefined when it names no path of this site. */
export function feedBase(rssUrl: unknown, websiteDomain?: unknown): string | undefined {
  if (typeof rssUrl !== 'string' || !rssUrl.trim()) return undefined;
  const key = `${rssUrl}\n${typeof websiteDomain === 'string' ? websiteDomain : ''}`;
  if (bases.has(key)) return bases.get(key);
  const base = readFeedBase(rssUrl, websiteDomain);
  if (bases.size < 100) bases.set(key, base);
  return base;
}

function readFeedBase(rssUrl: string, websiteDomain?: unknown): string | undefined {
  let url: URL;
  try {
    url = new URL(rssUrl.trim(), 'http://site.invalid');
  } catch {
    return undefined;
  }
  // An absolute rssUrl elsewhere (a feed service) is not ours to serve.
  if (url.host !== 'site.invalid' && (typeof websiteDomain !== 'string' || !sameOrigin(url, websiteDomain))) return undefined;
  return url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
}

function sameOrigin(url: URL, origin: string): boolean {
  try {
    return new URL(origin).origin === url.origin;
  } catch {
    return false;
  }
}

/** Which feed `path` asks for under `base` (from feedBase), or undefined when it is not a feed path. */
export function parseFeedPath(path: string, base: string): FeedRequest | undefined {
  const withSlash = path.endsWith('/') ? path : `${path}/`;
  if (!withSlash.startsWith(base)) return undefined;
  const m = TAIL.exec(withSlash.slice(base.length));
  if (!m?.groups) return undefined;
  const lang = m.groups.lang as Lang | undefined;
  const scope: FeedScope = m.groups.section ? { kind: 'section', section: `/${m.groups.section}` } : m.groups.tag ? { kind: 'tag', slug: m.groups.tag } : { kind: 'site' };
  return { scope, ...(lang ? { lang } : {}) };
}

/** The path of a feed under `base`; parseFeedPath(feedPath(base, r), base) gives r back. */
export function feedPath(base: string, r: FeedRequest): string {
  const scope = r.scope.kind === 'section' ? `category${r.scope.section}/` : r.scope.kind === 'tag' ? `tags/${r.scope.slug}/` : '';
  return `${base}${r.lang ? `${r.lang}/` : ''}${scope}`;
}

export const SITEMAP_INDEX_PATH = '/sitemap.xml';
export const NEWS_SITEMAP_PATH = '/sitemap-news.xml';
export const ROBOTS_PATH = '/robots.txt';

/** A month of the sitemap (UTC), as in /sitemap/2025-06.xml. */
export interface Month {
  year: number;
  /** 1-12 */
  month: number;
}

const MONTHLY = /^\/sitemap\/(?<year>\d{4})-(?<month>0[1-9]|1[0-2])\.xml$/;

export function monthlySitemapPath(m: Month): string {
  return `/sitemap/${m.year}-${String(m.month).padStart(2, '0')}.xml`;
}

export function parseMonthlySitemapPath(path: string): Month | undefined {
  const g = MONTHLY.exec(path)?.groups;
  return g ? { year: Number(g.year), month: Number(g.month) } : undefined;
}
