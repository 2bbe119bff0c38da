/**
 * Cache tags on responses: `Surrogate-Key` (Fastly and most CDNs, space-separated) and `Cache-Tag`
 * (Cloudflare-style, comma-separated) name what the page was rendered from, so a purge by tag reaches it.
 */
import type { ServerResponse } from 'node:http';
import type { Registry } from '../registry.ts';
import { parseContentKey } from '../content/key.ts';
import type { RequestContent } from '../content/store.ts';
import { headerValue, normaliseTags, tagger, type TagsOf } from '../content/tags.ts';

/** Most tags a response names; beyond it the header is cut (the global content, loaded first, is kept). */
const MAX_PAGE_TAGS = 1000;

// The tags of a cached value, by the key it was read under: the cache hands every request the same object until it
// changes, so a page's tags are worked out once per value, not walked again for every reader.
const tagsByValue = new WeakMap<object, Map<string, readonly string[]>>();

/** The tags of every value a render read, in load order (the page's own content first). */
export function renderedTags(registry: Registry, content: RequestContent, site: string, fallback?: TagsOf): string[] {
  const tags: string[] = [];
  for (const [key, value] of content.loaded()) {
    const memo = value !== null && typeof value === 'object' ? tagsByValue.get(value) : undefined;
    let valueTags = memo?.get(`${site}|${key}`);
    if (!valueTags) {
      valueTags = tagsOfValue(registry, key, value, site, fallback);
      if (value !== null && typeof value === 'object') {
        if (memo) memo.set(`${site}|${key}`, valueTags);
        else tagsByValue.set(value, new Map([[`${site}|${key}`, valueTags]]));
      }
    }
    tags.push(...valueTags);
  }
  return normaliseTags(tags, MAX_PAGE_TAGS);
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

export function setCacheTagHeaders(res: ServerResponse, tags: readonly string[]): void {
  if (!tags.length) return;
  res.setHeader('surrogate-key', headerValue(tags, ' '));
  res.setHeader('cache-tag', headerValue(tags, ','));
}
