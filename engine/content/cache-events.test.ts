// The content cache reports each lookup's outcome and each failed load as a neutral event (metrics count them).
import { describe, expect, it } from 'vitest';
import { ContentError } from '../source.ts';
import type { CacheEvent } from './cache-core.ts';
import { MemoryContentCache } from './cache-memory.ts';

function setup() {
  let now = 1_700_000_000_000;
  const events: CacheEvent[] = [];
  const waiting: Array<{ key: string; resolve: () => void }> = [];
  const onEvent = (e: CacheEvent) => {
    events.push(e);
    if (e.type === 'error') waiting.filter((w) => w.key === e.key).forEach((w) => w.resolve());
  };
  const cache = new MemoryContentCache({ now: () => now, logger: { warn() {} }, onEvent });
  const types = () => events.map((e) => e.type);
  /** Resolves when a load of key fails (a background refresh has no caller to await). */
  const failureOf = (key: string) => new Promise<void>((resolve) => waiting.push({ key, resolve }));
  return { cache, events, types, failureOf, advance: (ms: number) => (now += ms) };
}

describe('content cache events', () => {
  it('a first lookup is a miss, a repeat within the ttl a hit, a lookup after the ttl a stale serve', async () => {
    const { cache, types, advance } = setup();
    expect(await cache.get('k', async () => 1, { ttl: 10 })).toBe(1);
    expect(await cache.get('k', async () => 2, { ttl: 10 })).toBe(1);
    advance(11_000);
    expect(await cache.get('k', async () => 3, { ttl: 10 })).toBe(1);
    expect(types()).toEqual(['miss', 'hit', 'stale']);
  });

  it('callers joining a load already running count as misses, and the load runs once', async () => {
    const { cache, types } = setup();
    let loads = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const load = async () => {
      loads++;
      await gate;
      return 'v';
    };
    const both = Promise.all([cache.get('k', load, { ttl: 10 }), cache.get('k', load, { ttl: 10 })]);
    release();
    expect(await both).toEqual(['v', 'v']);
    expect(loads).toBe(1);
    expect(types()).toEqual(['miss', 'miss']);
  });

  it('a failed load is reported with its key and error, whether the caller gets the error or a stale value', async () => {
    const { cache, events, failureOf, advance } = setup();
    const boom = new ContentError('upstream answered 503', 502);
    await expect(cache.get('a', async () => Promise.reject(boom), { ttl: 10 })).rejects.toBe(boom);
    await cache.get('b', async () => 'old', { ttl: 10 });
    advance(11_000);
    const refreshFailed = failureOf('b');
    expect(await cache.get('b', async () => Promise.reject(boom), { ttl: 10 })).toBe('old');
    await refreshFailed;
    const errors = events.filter((e) => e.type === 'error');
    expect(errors).toEqual([
      { type: 'error', key: 'a', error: boom },
      { type: 'error', key: 'b', error: boom },
    ]);
  });

  it('a fresh value is handed over at once (no promise) and counted as a hit; stale, outdated, loading or absent values are not', async () => {
    const { cache, types, advance } = setup();
    expect(cache.fresh('k', 10)).toBeUndefined();
    await cache.get('k', async () => ({ n: 1 }), { ttl: 10 });
    expect(cache.fresh('k', 10)).toEqual({ value: { n: 1 } });
    expect(types()).toEqual(['miss', 'hit']);
    advance(11_000);
    expect(cache.fresh('k', 10)).toBeUndefined();
    await cache.get('t', async () => 't', { ttl: 10, tags: () => ['doc-1'] });
    await cache.invalidate(['doc-1']);
    expect(cache.fresh('t', 10)).toBeUndefined();
    let release!: (v: unknown) => void;
    const gate = new Promise((r) => (release = r));
    let started!: () => void;
    const loadStarted = new Promise<void>((r) => (started = r));
    const refreshing = cache.get('t', () => (started(), gate), { ttl: 10 });
    await loadStarted;
    expect(cache.fresh('t', 10)).toBeUndefined();
    release('t2');
    expect(await refreshing).toBe('t2');
    expect(cache.fresh('t', 10)).toEqual({ value: 't2' });
  });
});
