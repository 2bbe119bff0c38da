// Invalidation by tag: what a content write does to the cache, for the memory and the Redis back ends alike.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ContentError } from '../source.ts';
import { MemoryContentCache } from './cache-memory.ts';
import { RedisContentCache } from './cache-redis.ts';
import { deferred, testCaches, type CacheFactory } from './cache.fixtures.ts';

/** Tags as the news site makes them: the _id of the value and of each item of its list. */
const ids = (value: unknown) => {
  const v = value as { _id?: string; content_elements?: Array<{ _id: string }> };
  return [...(v._id ? [v._id] : []), ...(v.content_elements ?? []).map((e) => e._id)];
};
const TTL = { ttl: 60, tags: ids };

function invalidationSuite(factory: CacheFactory) {
  const { make, logger } = testCaches(factory);

  it('an invalidated entry is not served again: the next reader waits for the reload and gets the new value', async () => {
    const cache = make();
    await cache.get('story:a', async () => ({ _id: 'A', headline: 'old' }), TTL);
    expect(await cache.invalidate(['A'])).toBe(1);
    const reload = vi.fn(async () => ({ _id: 'A', headline: 'corrected' }));
    expect(await cache.get('story:a', reload, TTL)).toEqual({ _id: 'A', headline: 'corrected' });
    expect(reload).toHaveBeenCalledTimes(1);
    // The reloaded value is current again: served from the cache.
    expect(await cache.get('story:a', reload, TTL)).toEqual({ _id: 'A', headline: 'corrected' });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('only entries carrying the tag are invalidated, whichever list position the document has', async () => {
    const cache = make();
    await cache.get('list:news', async () => ({ content_elements: [{ _id: 'A' }, { _id: 'B' }] }), TTL);
    await cache.get('list:sport', async () => ({ content_elements: [{ _id: 'C' }] }), TTL);
    await cache.get('untagged', async () => ({ content_elements: [{ _id: 'B' }] }), { ttl: 60 });
    expect(await cache.invalidate(['B'])).toBe(1);
    const reload = vi.fn(async () => ({ content_elements: [] }));
    await cache.get('list:sport', reload, TTL);
    await cache.get('untagged', reload, { ttl: 60 });
    expect(reload).not.toHaveBeenCalled();
    await cache.get('list:news', reload, TTL);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('one invalidation marks every entry holding the document: the story and each list it is in', async () => {
    const cache = make();
    await cache.get('story:a', async () => ({ _id: 'A' }), TTL);
    await cache.get('list:1', async () => ({ _id: 'L1', content_elements: [{ _id: 'A' }] }), TTL);
    await cache.get('list:2', async () => ({ _id: 'L2', content_elements: [{ _id: 'Z' }, { _id: 'A' }] }), TTL);
    expect(await cache.invalidate(['A', 'not-cached'])).toBe(3);
    // Already outdated: a second invalidation finds nothing more to mark.
    expect(await cache.invalidate(['A'])).toBe(0);
  });

  it('after an invalidation the upstream failing serves the outdated value (stale-if-error) and says so', async () => {
    const cache = make();
    await cache.get('story:a', async () => ({ _id: 'A', headline: 'old' }), TTL);
    await cache.invalidate(['A']);
    const failing = async () => {
      throw new ContentError('content request answered 502', 502);
    };
    expect(await cache.get('story:a', failing, TTL)).toEqual({ _id: 'A', headline: 'old' });
    expect(logger.warn).toHaveBeenCalledWith(expect.stringMatching(/refresh of "story:a" failed \(content request answered 502\); serving the outdated value/));
  });

  it('after an invalidation the upstream answering 404 is the truth: the old value is not served', async () => {
    const cache = make();
    await cache.get('story:a', async () => ({ _id: 'A' }), TTL);
    await cache.invalidate(['A']);
    const gone = async () => {
      throw new ContentError('content request answered 404', 404);
    };
    await expect(cache.get('story:a', gone, TTL)).rejects.toThrow('answered 404');
  });

  it('a load that began before an invalidation of its document is handed out but stored as outdated', async () => {
    const cache = make();
    const upstream = deferred<unknown>();
    const load = vi.fn(() => upstream.promise);
    const inFlight = cache.get('story:a', load, TTL);
    // The write lands while the load is on its way back with the old text.
    await vi.waitFor(() => expect(load).toHaveBeenCalled());
    expect(await cache.invalidate(['A'])).toBe(0);
    upstream.resolve({ _id: 'A', headline: 'old' });
    expect(await inFlight).toEqual({ _id: 'A', headline: 'old' });
    const reload = vi.fn(async () => ({ _id: 'A', headline: 'corrected' }));
    expect(await cache.get('story:a', reload, TTL)).toEqual({ _id: 'A', headline: 'corrected' });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a reader arriving after an invalidation does not join a refresh started before it', async () => {
    const cache = make();
    const before = deferred<unknown>();
    const load = vi.fn(() => before.promise);
    const first = cache.get('story:a', load, TTL);
    await vi.waitFor(() => expect(load).toHaveBeenCalled());
    await cache.invalidate(['A']);
    const second = vi.fn(async () => ({ _id: 'A', headline: 'corrected' }));
    expect(await cache.get('story:a', second, TTL)).toEqual({ _id: 'A', headline: 'corrected' });
    expect(second).toHaveBeenCalledTimes(1);
    before.resolve({ _id: 'A', headline: 'old' });
    await first;
  });

  it('a reload re-tags the entry: a document no longer in the list no longer invalidates it', async () => {
    const cache = make();
    await cache.get('list', async () => ({ content_elements: [{ _id: 'A' }] }), TTL);
    await cache.invalidate(['A']);
    await cache.get('list', async () => ({ content_elements: [{ _id: 'B' }] }), TTL);
    expect(await cache.invalidate(['A'])).toBe(0);
    expect(await cache.invalidate(['B'])).toBe(1);
  });

  it('malformed tags are ignored, and a tagging rule that throws leaves the value cached untagged', async () => {
    const cache = make();
    expect(await cache.invalidate([])).toBe(0);
    expect(await cache.get('k', async () => 'v', { ttl: 60, tags: () => ['has space', 'a,b', '', 'ok'] })).toBe('v');
    expect(await cache.invalidate(['has space', 'a,b'])).toBe(0);
    expect(await cache.invalidate(['ok'])).toBe(1);
    const broken = () => {
      throw new Error('no ids here');
    };
    expect(await cache.get('j', async () => 'w', { ttl: 60, tags: broken })).toBe('w');
    expect(logger.warn).toHaveBeenCalledWith('content cache: tagging "j" failed (no ids here); it is cached untagged');
    const load = vi.fn(async () => 'again');
    expect(await cache.get('j', load, { ttl: 60 })).toBe('w');
    expect(load).not.toHaveBeenCalled();
  });

  it('clear() forgets the tag index with the entries', async () => {
    const cache = make();
    await cache.get('story:a', async () => ({ _id: 'A' }), TTL);
    await cache.clear();
    expect(await cache.invalidate(['A'])).toBe(0);
  });
}

describe('content cache invalidation (memory back end)', () => {
  invalidationSuite((options) => new MemoryContentCache(options));

  it('the tag index shrinks as entries leave the cache (evicted by size), so it never outgrows the cache', async () => {
    const cache = new MemoryContentCache({ maxBytes: 1000 });
    for (let i = 0; i < 20; i++) {
      await cache.get(`story:${i}`, async () => ({ _id: `S${i}`, body: 'x'.repeat(200) }), TTL);
    }
    // About three ~250-byte entries fit: only their tags remain indexed.
    expect(cache.indexedTags).toBeLessThanOrEqual(4);
    expect(await cache.invalidate(['S0'])).toBe(0);
    expect(await cache.invalidate(['S19'])).toBe(1);
  });
});

const REDIS_URL = process.env.REDIS_URL;
if (!REDIS_URL) console.warn('REDIS_URL is not set: skipping the Redis cache invalidation tests (set REDIS_URL=redis://127.0.0.1:6379)');

describe.skipIf(!REDIS_URL)('content cache invalidation (redis back end)', () => {
  let prefix = '';
  let admin: Redis;
  beforeAll(() => {
    admin = new Redis(REDIS_URL!);
  });
  afterAll(async () => {
    await admin.quit();
  });

  invalidationSuite((options) => new RedisContentCache({ ...options, url: REDIS_URL, keyPrefix: (prefix = `content-test:${process.pid}:${randomUUID()}:`) }));

  it('a tag is a Redis set of keys that lives as long as its longest-kept entry; invalidation marks the entry in place, keeping its expiry', async () => {
    const mine = `content-test:${process.pid}:${randomUUID()}:`;
    const cache = new RedisContentCache({ url: REDIS_URL, keyPrefix: mine, logger: { warn: () => {} } });
    try {
      await cache.get('list:short', async () => ({ content_elements: [{ _id: 'A' }] }), { ttl: 10, tags: ids });
      await cache.get('story:a', async () => ({ _id: 'A' }), { ttl: 600, tags: ids });
      expect((await admin.smembers(`${mine}~tag:A`)).sort()).toEqual(['list:short', 'story:a']);
      const entryTtl = await admin.pttl(`${mine}story:a`);
      expect(await admin.pttl(`${mine}~tag:A`)).toBeGreaterThanOrEqual(entryTtl - 1000);

      expect(await cache.invalidate(['A'])).toBe(2);
      const stored = JSON.parse((await admin.get(`${mine}story:a`))!);
      expect(stored).toMatchObject({ invalid: true, value: { _id: 'A' } });
      expect(await admin.pttl(`${mine}story:a`)).toBeGreaterThan(entryTtl - 5000);
      // The set is spent: the reload writes the entry and its tags anew.
      expect(await admin.exists(`${mine}~tag:A`)).toBe(0);
      await cache.get('story:a', async () => ({ _id: 'A', headline: 'new' }), { ttl: 600, tags: ids });
      expect(await admin.smembers(`${mine}~tag:A`)).toEqual(['story:a']);
    } finally {
      await cache.clear();
      await cache.close();
    }
    expect(prefix).not.toBe('');
  });

  it('two nodes sharing the Redis cache: an invalidation by either is seen by both', async () => {
    const shared = `content-test:${process.pid}:${randomUUID()}:`;
    const a = new RedisContentCache({ url: REDIS_URL, keyPrefix: shared, logger: { warn: () => {} } });
    const b = new RedisContentCache({ url: REDIS_URL, keyPrefix: shared, logger: { warn: () => {} } });
    try {
      await b.get('story:a', async () => ({ _id: 'A', headline: 'old' }), TTL);
      expect(await a.invalidate(['A'])).toBe(1);
      expect(await b.get('story:a', async () => ({ _id: 'A', headline: 'new' }), TTL)).toEqual({ _id: 'A', headline: 'new' });
    } finally {
      await a.clear();
      await a.close();
      await b.close();
    }
  });
});
