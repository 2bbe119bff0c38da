import type { ContentCache } from '../../engine/content/cache.ts';
import { ContentError } from '../../engine/source.ts';

/**
 * A content cache that answers from fixtures by source name, so the bench measures the engine and not a
 * content API. Keys are `${site}|${source}:${query}` (engine/content/fetch.ts). Unknown sources are a 404:
 * their blocks render with no content, as they would on a live site with a missing item.
 */
export function fixtureCache(bySource: Record<string, unknown>): ContentCache {
  return {
    async get(key) {
      const source = key.slice(key.indexOf('|') + 1, key.indexOf(':'));
      if (!(source in bySource)) throw new ContentError(`bench: no fixture for source "${source}"`, 404);
      return structuredClone(bySource[source]);
    },
    async invalidate() {
      return 0;
    },
    async clear() {},
    async close() {},
  };
}
