// The invalidation bus: every node hears every other node's invalidations, over Redis, PostgreSQL or in-process.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chunkTags, decodeMessage, encodeMessage, LocalBus, type InvalidationBus } from './bus.ts';
import { PostgresBus } from './bus-postgres.ts';
import { RedisBus } from './bus-redis.ts';
import { createInvalidationBus, POSTGRES_CHANNEL } from './create-bus.ts';

const REDIS_URL = process.env.REDIS_URL;
const DATABASE_URL = process.env.DATABASE_URL;
if (!REDIS_URL) console.warn('REDIS_URL is not set: skipping the Redis invalidation bus tests');
if (!DATABASE_URL) console.warn('DATABASE_URL is not set: skipping the PostgreSQL invalidation bus tests');

const quiet = { warn: () => {} };
const opened: InvalidationBus[] = [];
const keep = <T extends InvalidationBus>(bus: T) => {
  opened.push(bus);
  return bus;
};
afterEach(async () => {
  await Promise.all(opened.splice(0).map((bus) => bus.close()));
});

/** Everything a bus hands its subscriber, to wait on. */
function recorder(bus: InvalidationBus) {
  const heard: Array<{ tags: string[]; origin: string }> = [];
  bus.subscribe((tags, origin) => heard.push({ tags, origin }));
  return heard;
}

describe('bus messages', () => {
  it('a message carries its tags and origin; anything else on the channel is ignored', () => {
    expect(decodeMessage(encodeMessage('node-a', ['A', 'navigation:site']))).toEqual({ origin: 'node-a', tags: ['A', 'navigation:site'] });
    expect(decodeMessage('not json')).toBeUndefined();
    expect(decodeMessage(JSON.stringify({ tags: ['A'] }))).toBeUndefined();
    expect(decodeMessage(JSON.stringify({ origin: 'x', tags: ['ok', 'with space', 7] }))).toEqual({ origin: 'x', tags: ['ok'] });
  });

  it('many tags are split into messages each under the size limit, losing none', () => {
    const tags = Array.from({ length: 2000 }, (_, i) => `DOCUMENT${String(i).padStart(18, '0')}`);
    const chunks = chunkTags('origin-id', tags, 7000);
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) expect(Buffer.byteLength(encodeMessage('origin-id', chunk))).toBeLessThanOrEqual(7000);
    expect(chunks.flat()).toEqual(tags);
  });
});

describe('in-process bus', () => {
  it('every subscriber hears each publish with its origin; an unsubscribed one no longer does', async () => {
    const bus = keep(new LocalBus());
    const a = recorder(bus);
    const b: string[][] = [];
    const stop = bus.subscribe((tags) => b.push(tags));
    await bus.publish(['A', 'B'], 'node-1');
    stop();
    await bus.publish(['C'], 'node-2');
    expect(a).toEqual([{ tags: ['A', 'B'], origin: 'node-1' }, { tags: ['C'], origin: 'node-2' }]);
    expect(b).toEqual([['A', 'B']]);
  });
});

describe('createInvalidationBus', () => {
  it('picks Redis with REDIS_URL (channel from the cache prefix), PostgreSQL with DATABASE_URL only, else in-process', async () => {
    expect(keep(createInvalidationBus({}, quiet)).kind).toBe('in-process (one node)');
    const redis = keep(createInvalidationBus({ REDIS_URL: 'redis://127.0.0.1:1', DATABASE_URL: 'postgres://x@127.0.0.1:1/db', CONTENT_CACHE_PREFIX: 'staging:' }, quiet));
    expect(redis).toBeInstanceOf(RedisBus);
    expect(redis.kind).toBe('Redis pub/sub (staging:invalidate)');
    const postgres = keep(createInvalidationBus({ DATABASE_URL: 'postgres://x@127.0.0.1:1/db' }, quiet));
    expect(postgres).toBeInstanceOf(PostgresBus);
    expect(postgres.kind).toBe(`PostgreSQL NOTIFY (${POSTGRES_CHANNEL})`);
  });

  it('a malformed Redis URL or PostgreSQL channel is a precise start-up error', () => {
    expect(() => new RedisBus({ url: 'http://127.0.0.1:6379', channel: 'c' })).toThrow('invalidation bus: Redis URL must start with redis:// or rediss://, got "http://127.0.0.1:6379"');
    expect(() => new PostgresBus({ url: 'postgres://x@127.0.0.1:1/db', channel: 'no spaces please' })).toThrow(
      'invalidation bus: PostgreSQL channel "no spaces please" must be letters, digits and "_" (at most 63)',
    );
  });
});

describe.skipIf(!REDIS_URL)('Redis pub/sub bus', () => {
  it('a publish on one node reaches the other node (and itself), with the publisher as origin', async () => {
    const channel = `bus-test:${randomUUID()}`;
    const a = keep(new RedisBus({ url: REDIS_URL!, channel, logger: quiet }));
    const b = keep(new RedisBus({ url: REDIS_URL!, channel, logger: quiet }));
    await Promise.all([a.ready(), b.ready()]);
    const heardA = recorder(a);
    const heardB = recorder(b);
    await a.publish(['STORY1', 'navigation:teaomarama'], 'node-a');
    await vi.waitFor(() => expect(heardB).toEqual([{ tags: ['STORY1', 'navigation:teaomarama'], origin: 'node-a' }]));
    await vi.waitFor(() => expect(heardA).toHaveLength(1));
  });

  it('another channel (another deployment) and foreign messages are not heard', async () => {
    const channel = `bus-test:${randomUUID()}`;
    const other = keep(new RedisBus({ url: REDIS_URL!, channel: `${channel}-other`, logger: quiet }));
    const b = keep(new RedisBus({ url: REDIS_URL!, channel, logger: quiet }));
    await Promise.all([other.ready(), b.ready()]);
    const heard = recorder(b);
    const admin = new Redis(REDIS_URL!);
    try {
      await other.publish(['ELSEWHERE'], 'node-x');
      await admin.publish(channel, 'something that is not a bus message');
      await b.publish(['MINE'], 'node-b');
      await vi.waitFor(() => expect(heard.length).toBeGreaterThan(0));
      expect(heard).toEqual([{ tags: ['MINE'], origin: 'node-b' }]);
    } finally {
      await admin.quit();
    }
  });
});

describe.skipIf(!DATABASE_URL)('PostgreSQL LISTEN/NOTIFY bus', () => {
  const channel = () => `bus_test_${randomUUID().replace(/-/g, '')}`;

  it('a notify from one node reaches the other, even a long list of tags split over several notifications', async () => {
    const name = channel();
    const a = keep(new PostgresBus({ url: DATABASE_URL!, channel: name, logger: quiet }));
    const b = keep(new PostgresBus({ url: DATABASE_URL!, channel: name, logger: quiet }));
    await Promise.all([a.ready(), b.ready()]);
    const heard = recorder(b);
    const tags = Array.from({ length: 600 }, (_, i) => `DOC${String(i).padStart(23, '0')}`);
    await a.publish(tags, 'node-a');
    await vi.waitFor(() => expect(heard.flatMap((m) => m.tags)).toEqual(tags));
    expect(heard.length).toBeGreaterThan(1);
    expect(new Set(heard.map((m) => m.origin))).toEqual(new Set(['node-a']));
  });

  it('a listener whose connection is killed reconnects, says so once, and hears later invalidations', async () => {
    const name = channel();
    const logger = { warn: vi.fn() };
    const a = keep(new PostgresBus({ url: DATABASE_URL!, channel: name, logger: quiet }));
    const b = keep(new PostgresBus({ url: DATABASE_URL!, channel: name, logger }));
    await Promise.all([a.ready(), b.ready()]);
    const heard = recorder(b);
    const admin = new pg.Client({ connectionString: DATABASE_URL });
    await admin.connect();
    try {
      // Both nodes' sessions ran LISTEN on this channel: kill both, as a database restart would.
      const { rows } = await admin.query<{ pid: number }>(`select pid from pg_stat_activity where query = $1 order by backend_start desc`, [`LISTEN "${name}"`]);
      expect(rows).toHaveLength(2);
      await admin.query('select pg_terminate_backend($1)', [rows[0].pid]);
      await admin.query('select pg_terminate_backend($1)', [rows[1].pid]);
      await vi.waitFor(() => expect(logger.warn).toHaveBeenCalledWith(expect.stringMatching(/^invalidation bus: PostgreSQL connection lost \(.+\); reconnecting$/)));
      await vi.waitFor(
        async () => {
          await a.publish(['AFTER'], 'node-a').catch(() => {});
          expect(heard.some((m) => m.tags.includes('AFTER'))).toBe(true);
        },
        { timeout: 15_000, interval: 200 },
      );
      expect(logger.warn).toHaveBeenCalledWith(expect.stringMatching(/^invalidation bus: listening on PostgreSQL again/));
      expect(logger.warn.mock.calls.filter(([m]) => String(m).includes('connection lost'))).toHaveLength(1);
    } finally {
      await admin.end();
    }
  });
});
