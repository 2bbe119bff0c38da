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
export function setRenderedTagHeaders(res: ServerResponse, registry: Registry, content: RequestContent, site: string, fallback?: TagsOf): void {
  const lists = valueTagLists(registry, content, site, fallback);
  const first = lists[0] ?? NO_VALUES;
  const known = headersByFirst.get(first);
  if (known && known.site === site && known.lists.length === lists.length && known.lists.every((list, i) => list === lists[i])) return setHeaders(res, known.headers);
  const headers = tagHeaders(normaliseTags([sitePagesTag(site), ...lists.flat()], MAX_PAGE_TAGS));
  headersByFirst.set(first, { site, lists, headers });
  setHeaders(res, headers);
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

/** The two header values naming these tags (none for no tags). */
type TagHeaders = { surrogateKey: string; cacheTag: string };
const tagHeaders = (tags: readonly string[]): TagHeaders | undefined =>
  tags.length ? { surrogateKey: headerValue(tags, ' '), cacheTag: headerValue(tags, ',') } : undefined;

function setHeaders(res: ServerResponse, headers: TagHeaders | undefined): void {
  if (!headers) return;
  res.setHeader('surrogate-key', headers.surrogateKey);
  res.setHeader('cache-tag', headers.cacheTag);
}

export function setCacheTagHeaders(res: ServerResponse, tags: readonly string[]): void {
  setHeaders(res, tagHeaders(tags));
}
