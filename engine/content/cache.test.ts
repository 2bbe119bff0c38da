import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ContentTimeoutError, DEFAULT_TIMEOUT_MS, stableKey } from './cache-core.ts';
import { MemoryContentCache } from './cache-memory.ts';
import { RedisContentCache } from './cache-redis.ts';
import { createContentCache } from './create-cache.ts';
import { deferred, testCaches, type CacheFactory } from './cache.fixtures.ts';

/** The behaviour every back end must share; run once per back end. */
function contentCacheSuite(factory: CacheFactory) {
  let now = 0;
  const { make, logger } = testCaches(factory, () => ({ now: () => now }));
  const advance = (ms: number) => {
    now += ms;
  };

  beforeEach(() => {
    now = 1_700_000_000_000;
  });

  it('coalescing: 50 concurrent identical requests make one upstream call', async () => {
    const cache = make();
    // The upstream answers only once the load has started: by then every caller has read the miss and joined it
    // (the in-memory reads settle first; Redis answers a connection's reads in order, before the lock the load waits for).
    const upstream = deferred<{ headline: string }>();
    const load = vi.fn(() => upstream.promise);
    const calls = Promise.all(Array.from({ length: 50 }, () => cache.get('story:{"id":"a"}', load, { ttl: 60 })));
    await vi.waitFor(() => expect(load).toHaveBeenCalled());
    upstream.resolve({ headline: 'Kia ora' });
    const results = await calls;
    expect(load).toHaveBeenCalledTimes(1);
    expect(results).toEqual(Array(50).fill({ headline: 'Kia ora' }));
  });

  it('ttl: a value is served from cache while fresh, without calling upstream', async () => {
    const cache = make();
    const load = vi.fn(async () => 'v1');
    await cache.get('k', load, { ttl: 60 });
    advance(59_000);
    expect(await cache.get('k', load, { ttl: 60 })).toBe('v1');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stale-while-revalidate: after ttl the stale value is served at once, one refresh runs, then the refreshed value is served', async () => {
    const cache = make();
    await cache.get('k', async () => 'v1', { ttl: 10 });
    advance(10_001);
    const upstream = deferred<string>();
    const refresh = vi.fn(() => upstream.promise);
    // The refresh is still pending, yet every caller gets the stale value immediately.
    const served = await Promise.all(Array.from({ length: 10 }, () => cache.get('k', refresh, { ttl: 10 })));
    expect(served).toEqual(Array(10).fill('v1'));
    await vi.waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    upstream.resolve('v2');
    await vi.waitFor(async () => expect(await cache.get('k', refresh, { ttl: 10 })).toBe('v2'));
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('stale-if-error: when the upstream fails the last good value is served and kept', async () => {
    const cache = make();
    await cache.get('k', async () => 'good', { ttl: 10 });
    advance(11_000);
    const failing = vi.fn(async () => {
      throw new Error('upstream 503');
    });
    expect(await cache.get('k', failing, { ttl: 10 })).toBe('good');
    await vi.waitFor(() => expect(logger.warn).toHaveBeenCalledWith(expect.stringMatching(/refresh of "k" failed \(upstream 503\)/)));
    // Once that refresh has ended, the next caller is served the same good value and starts another refresh.
    await vi.waitFor(async () => {
      expect(await cache.get('k', failing, { ttl: 10 })).toBe('good');
      expect(failing.mock.calls.length).toBeGreaterThanOrEqual(2);
    });
  });

  it('stale-if-error: stale entries are dropped after the grace period, default max(ttl*10, 1h)', async () => {
    const cache = make();
    await cache.get('k', async () => 'good', { ttl: 10 });
    const failing = vi.fn(async () => {
      throw new Error('upstream 503');
    });
    advance(10_000 + 3_600_000 - 1);
    expect(await cache.get('k', failing, { ttl: 10 })).toBe('good');
    await vi.waitFor(() => expect(failing).toHaveBeenCalledTimes(1));
    advance(1);
    // While that refresh runs its caller still has the old value; once it has ended, nothing stale is left to serve.
    await vi.waitFor(() => expect(cache.get('k', failing, { ttl: 10 })).rejects.toThrow('upstream 503'));
  });

  it('stale-if-error: the grace period is configurable (staleGraceSeconds)', async () => {
    const cache = make({ staleGraceSeconds: 5 });
    await cache.get('k', async () => 'good', { ttl: 10 });
    advance(15_001);
    await expect(cache.get('k', async () => Promise.reject(new Error('down')), { ttl: 10 })).rejects.toThrow('down');
  });

  it('timeout: a load that never resolves is aborted and get rejects within timeoutMs', async () => {
    const cache = make();
    let seen: AbortSignal | undefined;
    const hung = vi.fn((signal: AbortSignal) => {
      seen = signal;
      return new Promise<never>(() => {});
    });
    const started = performance.now();
    const error = await cache.get('k', hung, { ttl: 10, timeoutMs: 50 }).catch((e: unknown) => e);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(error).toBeInstanceOf(ContentTimeoutError);
    expect((error as Error).message).toBe('content cache: upstream call for "k" timed out after 50 ms');
    expect(seen?.aborted).toBe(true);
    // The timed-out call is not remembered: the next request tries upstream again.
    expect(await cache.get('k', async () => 'ok', { ttl: 10 })).toBe('ok');
  });

  it(`timeout: without timeoutMs the default applies (${DEFAULT_TIMEOUT_MS} ms unless configured)`, async () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(3000);
    const cache = make({ defaultTimeoutMs: 40 });
    await expect(cache.get('k', () => new Promise(() => {}), { ttl: 10 })).rejects.toThrow('timed out after 40 ms');
  });

  it('timeout: with a previous good value a hung refresh never delays the caller, and is abandoned after timeoutMs', async () => {
    const cache = make();
    await cache.get('k', async () => 'good', { ttl: 10 });
    advance(11_000);
    const hung = vi.fn(() => new Promise<never>(() => {}));
    const started = performance.now();
    expect(await cache.get('k', hung, { ttl: 10, timeoutMs: 50 })).toBe('good');
    expect(performance.now() - started).toBeLessThan(1000);
    await vi.waitFor(() => expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('timed out after 50 ms')));
    expect(await cache.get('k', hung, { ttl: 10, timeoutMs: 50 })).toBe('good');
    await vi.waitFor(() => expect(hung).toHaveBeenCalledTimes(2));
  });

  it('errors are not cached: a failed load is rethrown and the next request calls upstream again', async () => {
    const cache = make();
    await expect(cache.get('k', async () => Promise.reject(new Error('boom')), { ttl: 60 })).rejects.toThrow('boom');
    const load = vi.fn(async () => 'recovered');
    expect(await cache.get('k', load, { ttl: 60 })).toBe('recovered');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('coalescing: concurrent callers of a failing load all get the error from one upstream call', async () => {
    const cache = make();
    const upstream = deferred<never>();
    const load = vi.fn(() => upstream.promise);
    const calls = Array.from({ length: 20 }, () => cache.get('k', load, { ttl: 60 }).catch((e: Error) => e.message));
    // Fail only once the upstream call is under way (a Redis back end takes a few round trips to get there).
    await vi.waitFor(() => expect(load).toHaveBeenCalled());
    upstream.reject(new Error('bad gateway'));
    expect(await Promise.all(calls)).toEqual(Array(20).fill('bad gateway'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('values are JSON: callers get the JSON form, and a non-serialisable value is a precise error', async () => {
    const cache = make();
    const at = new Date('2024-05-01T00:00:00Z');
    expect(await cache.get('k', async () => ({ at, gone: undefined }), { ttl: 60 })).toEqual({ at: '2024-05-01T00:00:00.000Z' });
    await expect(cache.get('big', async () => ({ n: 1n }), { ttl: 60 })).rejects.toThrow(
      /value for "big" is not JSON-serialisable/,
    );
  });

  it('keys are independent and clear() forgets everything', async () => {
    const cache = make();
    await cache.get('a', async () => 'A', { ttl: 60 });
    await cache.get('b', async () => 'B', { ttl: 60 });
    expect(await cache.get('a', async () => 'other', { ttl: 60 })).toBe('A');
    await cache.clear();
    expect(await cache.get('a', async () => 'A2', { ttl: 60 })).toBe('A2');
    expect(await cache.get('b', async () => 'B2', { ttl: 60 })).toBe('B2');
  });

  it('bad options: a negative ttl is rejected with a precise message', async () => {
    const cache = make();
    await expect(cache.get('k', async () => 1, { ttl: -1 })).rejects.toThrow(
      'content cache: ttl for "k" must be a non-negative number of seconds, got -1',
    );
  });
}

describe('content cache (memory back end)', () => {
  contentCacheSuite((options) => new MemoryContentCache(options));

  it('LRU by bytes: the least recently used entries are evicted once maxBytes is exceeded', async () => {
    const cache = new MemoryContentCache({ maxBytes: 1000 });
    const value = (name: string) => async () => name.repeat(280); // ~310 bytes as JSON: three fit in 1000
    await cache.get('a', value('a'), { ttl: 60 });
    await cache.get('b', value('b'), { ttl: 60 });
    await cache.get('c', value('c'), { ttl: 60 });
    await cache.get('a', value('a'), { ttl: 60 }); // a is now more recent than b
    await cache.get('d', value('d'), { ttl: 60 });
    expect(cache.bytes).toBeLessThanOrEqual(1000);
    const reload = vi.fn(async () => 'reloaded');
    expect(await cache.get('a', reload, { ttl: 60 })).toBe('a'.repeat(280));
    expect(await cache.get('b', reload, { ttl: 60 })).toBe('reloaded');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("a page's fresh lookups arm no timer each: the store's clock is read to the second, not the millisecond", async () => {
    const cache = new MemoryContentCache();
    await cache.get('k', async () => 'v', { ttl: 60 });
    const timers = vi.spyOn(globalThis, 'setTimeout');
    try {
      // Twenty lookups, each more than a millisecond after the one before with the event loop turning in between
      // (its timers run), as a server's pages are.
      for (let i = 0; i < 20; i++) {
        for (const start = performance.now(); performance.now() - start < 2; ) await new Promise((resolve) => setImmediate(resolve));
        expect(cache.fresh('k', 60)).toEqual({ value: 'v' });
      }
      expect(timers.mock.calls.length).toBeLessThanOrEqual(1);
    } finally {
      timers.mockRestore();
    }
  });

  it('LRU by bytes: a value larger than maxBytes is served but not kept', async () => {
    const cache = new MemoryContentCache({ maxBytes: 100 });
    const load = vi.fn(async () => 'x'.repeat(500));
    expect(await cache.get('huge', load, { ttl: 60 })).toHaveLength(500);
    await cache.get('huge', load, { ttl: 60 });
    expect(load).toHaveBeenCalledTimes(2);
    expect(cache.bytes).toBe(0);
  });
});

const REDIS_URL = process.env.REDIS_URL;
if (!REDIS_URL) console.warn('REDIS_URL is not set: skipping the Redis content cache suite (set REDIS_URL=redis://127.0.0.1:6379)');

describe.skipIf(!REDIS_URL)('content cache (redis back end, same suite)', () => {
  contentCacheSuite(
    (options) => new RedisContentCache({ ...options, url: REDIS_URL, keyPrefix: `content-test:${process.pid}:${randomUUID()}:` }),
  );
});

describe('stableKey', () => {
  it('key format: `${source}:${stable JSON}` with sorted keys, so equal queries share an entry', () => {
    expect(stableKey('story-feed-query', { size: 4, q: 'type:video', nested: { b: 1, a: [2, 1] } })).toBe(
      'story-feed-query:{"nested":{"a":[2,1],"b":1},"q":"type:video","size":4}',
    );
    expect(stableKey('s', { a: 1, b: 2 })).toBe(stableKey('s', { b: 2, a: 1 }));
  });
});

describe('createContentCache', () => {
  it('picks the memory cache without REDIS_URL, bounded by CONTENT_CACHE_MAX_BYTES', async () => {
    const cache = createContentCache({ CONTENT_CACHE_MAX_BYTES: '100' });
    expect(cache).toBeInstanceOf(MemoryContentCache);
    await cache.get('huge', async () => 'x'.repeat(500), { ttl: 60 });
    expect((cache as MemoryContentCache).bytes).toBe(0);
    await cache.close();
  });

  it('picks the Redis cache when REDIS_URL is set', async () => {
    const cache = createContentCache({ REDIS_URL: REDIS_URL ?? 'redis://127.0.0.1:1' });
    expect(cache).toBeInstanceOf(RedisContentCache);
    await cache.close();
  });

  it('bad CONTENT_CACHE_MAX_BYTES is a precise startup error', () => {
    expect(() => createContentCache({ CONTENT_CACHE_MAX_BYTES: '64MB' })).toThrow(
      'CONTENT_CACHE_MAX_BYTES must be a positive whole number of bytes (e.g. 67108864), got "64MB"',
    );
  });
});
