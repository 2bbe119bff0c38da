/**
 * Cache tags on responses: `Surrogate-Key` (Fastly and most CDNs, space-separated) and `Cache-Tag`
 * (Cloudflare-style, comma-separated) name what the page was rendered from, so a purge by tag reaches it.
 */
import type { ServerResponse } from 'node:http';
import type { Registry } from '../registry.ts';
import { parseContentKey } from '../content/key.ts';
import type { RequestContent } from '../content/store.ts';
import { headerValue, normaliseTags, tagger, type TagsOf } from '../content/tags.ts';

/**
 * The tag every page of a site carries, whatever it was rendered from: what a publish of that site's page configs
 * purges from the CDN (editor-api.ts), since any page may be built from the published document.
 */
export const sitePagesTag = (site: string) => `pages:${site}`;

/**
 * The headers that can carry a response's tags: `Surrogate-Key` (Fastly and most CDNs) and `Cache-Tag` (Cloudflare,
 * Akamai). A CDN strips its own before the reader; the other reaches readers, so a deployment may name only its own.
 */
export const CACHE_TAG_HEADERS = ['surrogate-key', 'cache-tag'] as const;
export type CacheTagHeader = (typeof CACHE_TAG_HEADERS)[number];

/** Most tags a response names; beyond it the header is cut (the site's tag and the global content come first). */
const MAX_PAGE_TAGS = 1000;

// The tags of a cached value, by site and the key it was read under: the cache hands every request the same object
// until it changes, so a page's tags are worked out once per value, not walked again for every reader.
const tagsByValue = new WeakMap<object, Map<string, Map<string, readonly string[]>>>();

/** Each value's tags, in load order: the same array objects for the same values (memoised by value). */
function valueTagLists(registry: Registry, content: RequestContent, site: string, fallback?: TagsOf): Array<readonly string[]> {
  const lists: Array<readonly string[]> = [];
  for (const [key, value] of content.loaded()) {
    if (value === null || typeof value !== 'object') {
      lists.push(tagsOfValue(registry, key, value, site, fallback));
      continue;
    }
    let bySite = tagsByValue.get(value);
    if (!bySite) tagsByValue.set(value, (bySite = new Map()));
    let byKey = bySite.get(site);
    if (!byKey) bySite.set(site, (byKey = new Map()));
    let valueTags = byKey.get(key);
    if (!valueTags) byKey.set(key, (valueTags = tagsOfValue(registry, key, value, site, fallback)));
    lists.push(valueTags);
  }
  return lists;
}

// The headers last made from exactly these tag lists (the same arrays in the same order), by the first list (the
// page's own content): every reader of a warm page has them, so the union, its checks and the joined header
// strings are made once per set of values, not per request.
const headersByFirst = new WeakMap<readonly string[], { site: string; lists: Array<readonly string[]>; headers: TagHeaders | undefined }>();
const NO_VALUES: readonly string[] = [];

/**
 * Sets the cache-tag headers of a rendered page: its site's tag (sitePagesTag), then the tags of every value its
 * render read, in load order (the page's own content first).
 */
export function setRenderedTagHeaders(res: ServerResponse, registry: Registry, content: RequestContent, site: string, fallback?: TagsOf, names: readonly CacheTagHeader[] = CACHE_TAG_HEADERS): void {
  if (!names.length) return; // no header to fill: the tags are not worked out at all
  const lists = valueTagLists(registry, content, site, fallback);
  const first = lists[0] ?? NO_VALUES;
  const known = headersByFirst.get(first);
  if (known && known.site === site && known.lists.length === lists.length && known.lists.every((list, i) => list === lists[i])) return setHeaders(res, known.headers, names);
  const headers = tagHeaders(normaliseTags([sitePagesTag(site), ...lists.flat()], MAX_PAGE_TAGS));
  headersByFirst.set(first, { site, lists, headers });
  setHeaders(res, headers, names);
}

function tagsOfValue(registry: Registry, key: string, value: unknown, site: string, fallback?: TagsOf): readonly string[] {
  const parsed = parseContentKey(key);
  const source = parsed && registry.source(parsed.source);
  const tagsOf = source ? tagger(source, parsed.query, site, fallback) : fallback;
  try {
    return tagsOf ? normaliseTags(tagsOf(value)) : [];
  } catch {
    // A tagging rule that throws already warned when the value was cached; the page goes out without its tags.
    return [];
  }
}

/** The tags of one source call's value (the content endpoint's answer). */
export function valueTags(registry: Registry, sourceName: string, query: Record<string, unknown>, site: string, value: unknown, fallback?: TagsOf): string[] {
  const source = registry.source(sourceName);
  const tagsOf = source ? tagger(source, query, site, fallback) : undefined;
  try {
    return tagsOf ? normaliseTags(tagsOf(value), MAX_PAGE_TAGS) : [];
  } catch {
    return [];
  }
}

/** The header values naming these tags, by header (none for no tags). */
type TagHeaders = Record<CacheTagHeader, string>;
const tagHeaders = (tags: readonly string[]): TagHeaders | undefined =>
  tags.length ? { 'surrogate-key': headerValue(tags, ' '), 'cache-tag': headerValue(tags, ',') } : undefined;

function setHeaders(res: ServerResponse, headers: TagHeaders | undefined, names: readonly CacheTagHeader[]): void {
  if (!headers) return;
  for (const name of names) res.setHeader(name, headers[name]);
}

/** Sets the headers `names` (default both) naming `tags` on a response. */
export function setCacheTagHeaders(res: ServerResponse, tags: readonly string[], names: readonly CacheTagHeader[] = CACHE_TAG_HEADERS): void {
  setHeaders(res, tagHeaders(tags), names);
}

/**
 * CACHE_TAG_HEADERS: which of the two headers a response names its tags in. Unset or empty: both (whatever CDN is
 * in front finds its own); `none`: neither (no CDN in front, so readers are not sent a list of document ids); else a
 * comma-separated list of the names. Anything else throws, naming what is allowed.
 */
export function parseCacheTagHeaders(raw: string | undefined): readonly CacheTagHeader[] {
  const text = raw?.trim().toLowerCase() ?? '';
  if (text === '') return CACHE_TAG_HEADERS;
  if (text === 'none') return [];
  const names = new Set<CacheTagHeader>();
  for (const part of text.split(',').map((p) => p.trim())) {
    if (!(CACHE_TAG_HEADERS as readonly string[]).includes(part)) throw new Error(`CACHE_TAG_HEADERS must be "none" or a comma-separated list of ${CACHE_TAG_HEADERS.join(', ')}; got "${raw}"`);
    names.add(part as CacheTagHeader);
  }
  // In the order the constant lists them, whatever order they were given in.
  return CACHE_TAG_HEADERS.filter((name) => names.has(name));
}
