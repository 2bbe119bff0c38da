// What the content cache's behaviour tests share, whichever back end they run against.
import { afterEach, beforeEach, vi } from 'vitest';
import type { ContentCache } from './cache.ts';
import type { CacheEngineOptions } from './cache-core.ts';

/** Makes a cache of one back end (memory, Redis) from the engine's options. */
export type CacheFactory = (options: CacheEngineOptions) => ContentCache;

/** A promise the test settles when it chooses, e.g. an upstream that answers only once every caller has joined. */
export { deferred } from '../../tests/support/deferred.ts';

/**
 * Caches for the tests of a describe block: `make` builds one with `defaults()`, a logger whose `warn` calls the
 * test can read (forgotten before each test) and its own options; every cache made is cleared and closed after
 * each test, so no entry or connection outlives the test that made it.
 */
export function testCaches(factory: CacheFactory, defaults: () => Partial<CacheEngineOptions> = () => ({})) {
  const logger = { warn: vi.fn<(...args: unknown[]) => void>() };
  const made: ContentCache[] = [];
  beforeEach(() => {
    logger.warn.mockReset();
  });
  afterEach(async () => {
    for (const cache of made.splice(0)) {
      await cache.clear();
      await cache.close();
    }
  });
  const make = (extra: Partial<CacheEngineOptions> = {}) => {
    const cache = factory({ ...defaults(), logger, ...extra });
    made.push(cache);
    return cache;
  };
  return { make, logger };
}
