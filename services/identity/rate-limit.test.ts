// Rate limits: each kind's budget per key, the wait it answers with, and one count shared by every node over Redis.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createRateLimits, RATE_LIMIT_BUDGETS } from './rate-limit.ts';
import type { RateLimitKind, RateLimits } from './ports.ts';

const REDIS_URL = process.env.REDIS_URL;
if (!REDIS_URL) console.warn('REDIS_URL is not set: skipping the rate-limit tests against Redis (shared by every node)');

const budgets = { 'login-account': { points: 3, windowSeconds: 60, blockSeconds: 300 } };

async function spend(limits: RateLimits, kind: RateLimitKind, key: string, times: number) {
  const verdicts = [];
  for (let i = 0; i < times; i++) verdicts.push(await limits.consume(kind, key));
  return verdicts;
}

describe('rate-limit budgets', () => {
  it('every kind has a budget that allows a few honest attempts and makes the refused wait at least a minute', () => {
    for (const budget of Object.values(RATE_LIMIT_BUDGETS)) {
      expect(budget.points).toBeGreaterThanOrEqual(5);
      expect(budget.blockSeconds).toBeGreaterThanOrEqual(60);
    }
    // Address budgets are wider than account ones: many readers share one address.
    expect(RATE_LIMIT_BUDGETS['login-address'].points).toBeGreaterThan(RATE_LIMIT_BUDGETS['login-account'].points);
  });
});

describe('rate limits in memory', () => {
  it('allows the budget, then refuses with the seconds to wait until the block ends', async () => {
    const limits = createRateLimits({ budgets });
    const verdicts = await spend(limits, 'login-account', 'reader@example.com', 4);
    expect(verdicts.slice(0, 3)).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(verdicts[3]).toEqual({ ok: false, retryAfterSeconds: expect.any(Number) });
    const wait = (verdicts[3] as { retryAfterSeconds: number }).retryAfterSeconds;
    expect(wait).toBeGreaterThan(60);
    expect(wait).toBeLessThanOrEqual(300);
  });

  it('counts each key and each kind apart, and the same account whatever its case or surrounding spaces', async () => {
    const limits = createRateLimits({ budgets });
    await spend(limits, 'login-account', 'Reader@Example.com ', 3);
    expect(await limits.consume('login-account', 'reader@example.com')).toMatchObject({ ok: false });
    expect(await limits.consume('login-account', 'other@example.com')).toEqual({ ok: true });
    expect(await limits.consume('magic-link', 'reader@example.com')).toEqual({ ok: true });
  });

  it('a reset forgets the key, e.g. an account after a successful sign-in', async () => {
    const limits = createRateLimits({ budgets });
    await spend(limits, 'login-account', 'reader@example.com', 4);
    await limits.reset('login-account', 'reader@example.com');
    expect(await limits.consume('login-account', 'reader@example.com')).toEqual({ ok: true });
  });

  it('an unknown kind is a programming error, not a silent pass', async () => {
    await expect(createRateLimits().consume('nope' as RateLimitKind, 'x')).rejects.toThrow(/unknown rate-limit kind/);
  });
});

describe.skipIf(!REDIS_URL)('rate limits in Redis (REDIS_URL)', () => {
  const prefix = `test:identity-rl:${randomUUID()}:`;
  const clients: Redis[] = [];
  const node = () => {
    const redis = new Redis(REDIS_URL!, { maxRetriesPerRequest: 1 });
    clients.push(redis);
    return createRateLimits({ redis, keyPrefix: prefix, budgets });
  };
  afterAll(async () => {
    const keys = await clients[0]!.keys(`${prefix}*`);
    if (keys.length) await clients[0]!.del(...keys);
    await Promise.all(clients.map((c) => c.quit()));
  });

  it('two nodes share one count: tries spread over nodes are refused once the budget is spent', async () => {
    const a = node();
    const b = node();
    expect(await spend(a, 'login-account', 'shared@example.com', 2)).toEqual([{ ok: true }, { ok: true }]);
    expect(await b.consume('login-account', 'shared@example.com')).toEqual({ ok: true });
    const refused = await a.consume('login-account', 'shared@example.com');
    expect(refused).toEqual({ ok: false, retryAfterSeconds: expect.any(Number) });
    expect((refused as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(60);
    expect(await b.consume('login-account', 'shared@example.com')).toMatchObject({ ok: false });
  });

  it('a reset on one node frees the key on every node', async () => {
    const a = node();
    const b = node();
    await spend(a, 'login-account', 'reset@example.com', 4);
    await b.reset('login-account', 'reset@example.com');
    expect(await a.consume('login-account', 'reset@example.com')).toEqual({ ok: true });
  });

  it('Redis keeps no reader address in its keys', async () => {
    const limits = node();
    await limits.consume('signup', '203.0.113.9');
    const keys = await clients.at(-1)!.keys(`${prefix}*`);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.join(' ')).not.toContain('203.0.113.9');
  });
});
