// Failed redemptions per reader: the budget, then 429 with Retry-After; only the reader's own failures count; with
// Redis, one count shared by every node, so spreading guesses over nodes buys nothing.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { redeemLimit, type RedeemLimit } from './redeem-limit.ts';

const REDIS_URL = process.env.REDIS_URL;
if (!REDIS_URL) console.warn('REDIS_URL is not set: skipping the redemption-limit test against Redis (shared by every node)');

const wrongToken = () => Promise.reject(Object.assign(new Error('no such token'), { status: 404 }));
const redeemed = () => Promise.resolve('redeemed');
/** The status an attempt ends with: 200 when it ran and succeeded. */
const statusOf = (limit: RedeemLimit, reader: string, run: () => Promise<unknown>) =>
  limit.attempt(reader, run).then(() => 200, (e: { status?: number }) => e.status ?? 500);

describe('redemption limit in memory', () => {
  it('a reader\'s failed attempts are allowed up to the budget, then every attempt is refused (429), even a good token; another reader is not', async () => {
    const limit = redeemLimit({ points: 3 });
    for (let i = 0; i < 3; i++) expect(await statusOf(limit, 'reader-a', wrongToken)).toBe(404);
    expect(await statusOf(limit, 'reader-a', redeemed)).toBe(429);
    const refused = await limit.attempt('reader-a', redeemed).catch((e: { headers?: Record<string, string> }) => e);
    expect(Number((refused as { headers: Record<string, string> }).headers['Retry-After'])).toBeGreaterThan(0);
    expect(await statusOf(limit, 'reader-b', redeemed)).toBe(200);
  });

  it('a server fault is not the reader\'s failure: it does not count', async () => {
    const limit = redeemLimit({ points: 2 });
    for (let i = 0; i < 5; i++) expect(await statusOf(limit, 'reader-c', () => Promise.reject(Object.assign(new Error('database down'), { status: 503 })))).toBe(503);
    expect(await statusOf(limit, 'reader-c', redeemed)).toBe(200);
  });
});

describe.skipIf(!REDIS_URL)('redemption limit in Redis', () => {
  const clients: Redis[] = [];
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.quit()));
  });

  it('two nodes on one Redis share a reader\'s count: failures spread over both spend one budget', async () => {
    const keyPrefix = `test:${randomUUID()}:sales-redeem`;
    const [a, b] = [new Redis(REDIS_URL!), new Redis(REDIS_URL!)];
    clients.push(a, b);
    const nodeA = redeemLimit({ points: 4, redis: a, keyPrefix });
    const nodeB = redeemLimit({ points: 4, redis: b, keyPrefix });
    for (let i = 0; i < 2; i++) {
      expect(await statusOf(nodeA, 'reader-d', wrongToken)).toBe(404);
      expect(await statusOf(nodeB, 'reader-d', wrongToken)).toBe(404);
    }
    expect(await statusOf(nodeA, 'reader-d', redeemed)).toBe(429);
    expect(await statusOf(nodeB, 'reader-d', redeemed)).toBe(429);
    expect(await statusOf(nodeB, 'reader-e', redeemed)).toBe(200);
  });
});
