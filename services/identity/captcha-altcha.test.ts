// The self-hosted proof-of-work captcha: challenges served over HTTP, solved by altcha-lib's own solver as a
// browser would, verified once; replays, tampering and expired challenges refused.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import express from 'express';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { altchaCaptcha, type AltchaOptions } from './captcha-altcha.ts';
import { memorySingleUse, redisSingleUse } from './captcha-single-use.ts';

const REDIS_URL = process.env.REDIS_URL;
if (!REDIS_URL) console.warn('REDIS_URL is not set: skipping the captcha single-use test shared over Redis');

const KEY = 'test-altcha-hmac-key-0123456789abcdef';
// Cheap enough for a test; the production defaults cost about a second.
const cheap = (extra: Partial<AltchaOptions> = {}) => altchaCaptcha({ hmacKey: KEY, cost: 10, counter: { min: 5, max: 40 }, ...extra });

const closers: Array<() => Promise<void>> = [];
afterAll(async () => {
  await Promise.all(closers.map((close) => close()));
});
afterEach(() => {
  vi.useRealTimers();
});

async function serveChallenges(captcha: ReturnType<typeof altchaCaptcha>): Promise<string> {
  const app = express();
  app.use('/identity/captcha/challenge', captcha.challengeRouter);
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve, reject) => server.once('listening', resolve).once('error', reject));
  closers.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/identity/captcha/challenge`;
}

/** What the widget submits: base64 of the challenge and the solution found by altcha-lib's solver. */
async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the solver found no solution');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const toBase64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
const fromBase64 = (token: string) => JSON.parse(Buffer.from(token, 'base64').toString('utf8'));

describe('the proof-of-work captcha (ALTCHA)', () => {
  let captcha: ReturnType<typeof altchaCaptcha>;
  let url: string;
  beforeAll(async () => {
    captcha = cheap();
    url = await serveChallenges(captcha);
  });

  it('GET serves a fresh, signed, uncached challenge with an expiry', async () => {
    const [a, b] = await Promise.all([fetch(url), fetch(url)]);
    expect(a.headers.get('cache-control')).toBe('no-store');
    const first = (await a.json()) as Challenge;
    const second = (await b.json()) as Challenge;
    expect(first.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(first.parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(first.parameters.expiresAt).toBeGreaterThan(Date.now() / 1000);
    expect(first.parameters.nonce).not.toBe(second.parameters.nonce);
  });

  it('a solution of a served challenge passes once; the same solution again is refused (no replay)', async () => {
    const token = await solve((await (await fetch(url)).json()) as Challenge);
    expect(await captcha.verifier.verify(token, 'signin')).toBe(true);
    expect(await captcha.verifier.verify(token, 'signin')).toBe(false);
    expect(await captcha.verifier.verify(token, 'signup')).toBe(false);
  });

  it('a challenge solved after it expired is refused', async () => {
    const token = await solve((await (await fetch(url)).json()) as Challenge);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 11 * 60 * 1000);
    expect(await captcha.verifier.verify(token, 'signin')).toBe(false);
  });

  it('a tampered challenge (a lower cost, a later expiry), a wrong key or a challenge signed by another key is refused', async () => {
    const challenge = (await (await fetch(url)).json()) as Challenge;
    const good = fromBase64(await solve(challenge));
    const cheaper = { ...good, challenge: { ...good.challenge, parameters: { ...good.challenge.parameters, cost: 1 } } };
    const longer = { ...good, challenge: { ...good.challenge, parameters: { ...good.challenge.parameters, expiresAt: good.challenge.parameters.expiresAt + 86400 } } };
    // The solution's proof is the derived key (checked against the key's signature): one guessed is refused.
    const wrongKey = { ...good, solution: { ...good.solution, derivedKey: good.solution.derivedKey.replace(/^./, (c: string) => (c === '0' ? '1' : '0')) } };
    for (const forged of [cheaper, longer, wrongKey]) expect(await captcha.verifier.verify(toBase64(forged), 'signin')).toBe(false);
    const other = altchaCaptcha({ hmacKey: 'another-altcha-hmac-key-0123456789abcdef', cost: 10, counter: { min: 5, max: 40 } });
    const otherUrl = await serveChallenges(other);
    const foreign = await solve((await (await fetch(otherUrl)).json()) as Challenge);
    expect(await captcha.verifier.verify(foreign, 'signin')).toBe(false);
    // The untouched solution still passes: the refusals above were for the forgeries, not a spent nonce.
    expect(await captcha.verifier.verify(toBase64(good), 'signin')).toBe(true);
  });

  it('garbage is a failed captcha, never an exception', async () => {
    const parameters = { algorithm: 'NOPE', nonce: 'x', salt: 'y', cost: 1, keyLength: 32, keyPrefix: '00' };
    for (const token of [undefined, '', 'not base64 !!', toBase64(null), toBase64({}), toBase64({ challenge: { parameters, signature: 'ab' }, solution: { counter: 1, derivedKey: 'ab' } }), 'A'.repeat(5000)]) {
      expect(await captcha.verifier.verify(token, 'signin')).toBe(false);
    }
  });
});

describe('single use of captcha solutions', () => {
  it('in memory: an id is claimed once while live, and may be claimed again once its time is over', async () => {
    let now = 1_000_000;
    const used = memorySingleUse(() => now);
    expect(await used.claim('n1', 60)).toBe(true);
    expect(await used.claim('n1', 60)).toBe(false);
    expect(await used.claim('n2', 60)).toBe(true);
    now += 61_000;
    expect(await used.claim('n1', 60)).toBe(true);
  });

  describe.skipIf(!REDIS_URL)('over Redis (REDIS_URL)', () => {
    const prefix = `test:identity-captcha:${randomUUID()}:`;
    let redis: Redis;
    beforeAll(() => {
      redis = new Redis(REDIS_URL!, { maxRetriesPerRequest: 1 });
    });
    afterAll(async () => {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    });

    it('a solution spent on one node is refused on another', async () => {
      const nodeA = cheap({ used: redisSingleUse(redis, prefix) });
      const nodeB = cheap({ used: redisSingleUse(redis, prefix) });
      const url = await serveChallenges(nodeA);
      const token = await solve((await (await fetch(url)).json()) as Challenge);
      expect(await nodeA.verifier.verify(token, 'signin')).toBe(true);
      expect(await nodeB.verifier.verify(token, 'signin')).toBe(false);
      const ttl = await redis.ttl((await redis.keys(`${prefix}*`))[0]!);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(600);
    });
  });
});
