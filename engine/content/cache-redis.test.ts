import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RedisContentCache, type RedisCacheOptions } from './cache-redis.ts';

// The shared behaviour suite runs against Redis in cache.test.ts; these are the Redis-only rules.
const REDIS_URL = process.env.REDIS_URL;
if (!REDIS_URL) console.warn('REDIS_URL is not set: skipping the Redis-specific content cache tests (set REDIS_URL=redis://127.0.0.1:6379)');

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const made: RedisContentCache[] = [];
const make = (options: RedisCacheOptions) => {
  const cache = new RedisContentCache({ logger: { warn: () => {} }, ...options });
  made.push(cache);
  return cache;
};
afterEach(async () => {
  for (const cache of made.splice(0)) {
    await cache.clear();
    await cache.close();
  }
});

describe('redis unreachable', () => {
  it('redis unreachable: get() falls back to calling load() directly, keeps coalescing, and logs once', async () => {
    const logger = { warn: vi.fn() };
    const cache = make({ url: 'redis://127.0.0.1:1', logger, keyPrefix: `content-test:${randomUUID()}:` });
    const load = vi.fn(async () => {
      await pause(10);
      return 'direct';
    });
    const started = performance.now();
    expect(await Promise.all(Array.from({ length: 10 }, () => cache.get('k', load, { ttl: 60 })))).toEqual(Array(10).fill('direct'));
    expect(load).toHaveBeenCalledTimes(1);
    expect(await cache.get('k', load, { ttl: 60 })).toBe('direct');
    expect(await cache.get('k', load, { ttl: 60 })).toBe('direct');
    expect(load).toHaveBeenCalledTimes(3);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn.mock.calls[0][0]).toMatch(/^content cache: Redis unavailable \(.+\); loading content directly/);
  });
});

describe.skipIf(!REDIS_URL)('redis back end', () => {
  let admin: Redis;
  let prefix: string;
  beforeAll(() => {
    admin = new Redis(REDIS_URL!);
  });
  afterAll(async () => {
    await admin.quit();
  });
  afterEach(async () => {
    const keys = await admin.keys(`${prefix}*`);
    if (keys.length) await admin.del(...keys);
  });
  const freshPrefix = () => (prefix = `content-test:${process.pid}:${randomUUID()}:`);

  it('redis storage: values are JSON with their fetch time, expiring after ttl + stale grace', async () => {
    const now = 1_700_000_000_000;
    const cache = make({ url: REDIS_URL, keyPrefix: freshPrefix(), now: () => now });
    await cache.get('story:{"id":"a"}', async () => ({ headline: 'Kia ora' }), { ttl: 60 });
    const raw = await admin.get(`${prefix}story:{"id":"a"}`);
    expect(JSON.parse(raw!)).toEqual({ value: { headline: 'Kia ora' }, fetchedAt: now });
    const pttl = await admin.pttl(`${prefix}story:{"id":"a"}`);
    expect(pttl).toBeGreaterThan((60 + 3600) * 1000 - 5000);
    expect(pttl).toBeLessThanOrEqual((60 + 3600) * 1000);
  });

  it('redis key prefix: configurable, and clear() removes only keys under this prefix', async () => {
    const mine = freshPrefix();
    const cache = make({ url: REDIS_URL, keyPrefix: mine });
    const otherKey = `${mine.slice(0, -1)}-other:k`;
    await admin.set(otherKey, 'keep', 'EX', 60);
    await cache.get('k', async () => 'v', { ttl: 60 });
    expect(await admin.exists(`${mine}k`)).toBe(1);
    await cache.clear();
    expect(await admin.exists(`${mine}k`)).toBe(0);
    expect(await admin.get(otherKey)).toBe('keep');
    await admin.del(otherKey);
  });

  it('redis coalescing across render nodes: two caches sharing Redis make one upstream call (refresh lock)', async () => {
    const keyPrefix = freshPrefix();
    const nodeA = make({ url: REDIS_URL, keyPrefix });
    const nodeB = make({ url: REDIS_URL, keyPrefix });
    // Both nodes connected first: this is about coalescing, not about a slow first connection (which loads directly).
    await Promise.all([nodeA, nodeB].map((node) => node.get('warm-up', async () => 1, { ttl: 60 })));
    const load = vi.fn(async () => {
      await pause(60);
      return 'shared';
    });
    const calls = [nodeA, nodeB].flatMap((node) => Array.from({ length: 25 }, () => node.get('k', load, { ttl: 60 })));
    expect(await Promise.all(calls)).toEqual(Array(50).fill('shared'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('redis refresh lock: a node whose lock holder fails loads the value itself instead of waiting for the timeout', async () => {
    const keyPrefix = freshPrefix();
    const nodeA = make({ url: REDIS_URL, keyPrefix });
    const nodeB = make({ url: REDIS_URL, keyPrefix });
    // A's load runs only once A holds the refresh lock: B starts after that, so B is the waiting node on any machine.
    let aHoldsLock!: () => void;
    const lockTaken = new Promise<void>((resolve) => (aHoldsLock = resolve));
    let failA!: (e: Error) => void;
    // A's lock lasts a minute: B can only finish within the test's time by noticing A's failure, not by the lock expiring.
    const failing = nodeA.get('k', () => {
      aHoldsLock();
      return new Promise((_resolve, reject) => (failA = reject));
    }, { ttl: 60, timeoutMs: 60_000 }).catch((e: Error) => e.message);
    await lockTaken;
    const loadB = vi.fn(async () => 'from B');
    const fromB = nodeB.get('k', loadB, { ttl: 60, timeoutMs: 60_000 });
    expect(loadB).not.toHaveBeenCalled();
    failA(new Error('upstream 503'));
    expect(await fromB).toBe('from B');
    expect(loadB).toHaveBeenCalledTimes(1);
    expect(await failing).toBe('upstream 503');
  });

  it('redis connection lost: get() loads directly instead of failing or hanging', async () => {
    const client = new Redis(REDIS_URL!);
    const logger = { warn: vi.fn() };
    const cache = make({ client, keyPrefix: freshPrefix(), logger });
    expect(await cache.get('k', async () => 'v1', { ttl: 60 })).toBe('v1');
    client.disconnect();
    expect(await cache.get('other', async () => 'direct', { ttl: 60 })).toBe('direct');
    expect(logger.warn).toHaveBeenCalledWith(expect.stringMatching(/Redis unavailable/));
  });
});
