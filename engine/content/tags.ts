/**
 * Cache tags: names of what a cached value depends on (the site decides, e.g. document ids), so a write can
 * invalidate exactly the entries, and CDNs purge exactly the pages, that contain it. The engine only indexes them.
 */

/** Most tags one value may carry: a value listing more is still cached, indexed under the first ones. */
export const MAX_TAGS_PER_VALUE = 500;
const MAX_TAG_LENGTH = 256;
// Printable ASCII without spaces or commas: a tag must survive space- and comma-separated CDN headers.
const TAG = /^[\x21-\x2b\x2d-\x7e]+$/;

/** Distinct well-formed tags in first-seen order; anything else is dropped (a tag never fails a load). */
export function normaliseTags(tags: Iterable<unknown> | undefined, max = MAX_TAGS_PER_VALUE): string[] {
  const out = new Set<string>();
  if (!tags) return [];
  for (const tag of tags) {
    if (out.size >= max) break;
    if (typeof tag === 'string' && tag.length <= MAX_TAG_LENGTH && TAG.test(tag)) out.add(tag);
  }
  return [...out];
}

/** The site's default tagging of a source's value (e.g. the ids of the documents in it). */
export type TagsOf = (value: unknown) => readonly string[];

interface Taggable {
  tags?: (value: any, query: any, site: string) => readonly string[];
}

/** How one source call's value is tagged: the source's own rule, else the site's default, else not at all. */
export function tagger(source: Taggable, query: Record<string, unknown>, site: string, fallback?: TagsOf): TagsOf | undefined {
  if (source.tags) return (value) => source.tags!(value, query, site);
  return fallback;
}

/** Longest Surrogate-Key / Cache-Tag header value sent (CDNs take 16 KB; the page's first tags matter most). */
export const MAX_HEADER_BYTES = 8 * 1024;

/** Tags joined by `separator`, cut before the header would pass `maxBytes` (tags are ASCII: chars = bytes). */
export function headerValue(tags: readonly string[], separator: string, maxBytes = MAX_HEADER_BYTES): string {
  let out = '';
  for (const tag of tags) {
    const next = out ? `${out}${separator}${tag}` : tag;
    if (next.length > maxBytes) break;
    out = next;
  }
  return out;
}
