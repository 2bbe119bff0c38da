// The embedded default captcha: a self-hosted proof of work (ALTCHA, altcha-lib), so no third-party script loads.
// The server hands out signed challenges; the reader's browser spends about a second of CPU finding the solution,
// which costs a human nothing and a bot sending thousands of requests a great deal. Each solution is single use.
import { createHmac, randomInt } from 'node:crypto';
import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import express, { type Router } from 'express';
import { memorySingleUse, type SingleUse } from './captcha-single-use.ts';
import type { CaptchaVerifier } from './ports.ts';

export interface AltchaOptions {
  /** Secret the challenges are signed with (ALTCHA_HMAC_KEY or generated into data/). */
  hmacKey: string;
  /** PBKDF2 iterations per try. */
  cost?: number;
  /** The solution's counter is drawn from this range: on average (min + max) / 2 tries. */
  counter?: { min: number; max: number };
  /** How long a challenge may be solved and used. */
  expiresInSeconds?: number;
  /** Where used solutions are remembered (Redis for several nodes). */
  used?: SingleUse;
  log?: { warn(message: string): void };
}

/** About a second of one core per solution (measured in Node on a loaded 2-core machine: 0.7 to 1.1 s to solve, 1 ms to verify). */
export const ALTCHA_DEFAULTS = { algorithm: 'PBKDF2/SHA-256', cost: 5000, counter: { min: 250, max: 750 }, expiresInSeconds: 10 * 60 } as const;

/** A payload is base64 of a few hundred bytes of JSON: anything much larger is not one, and not worth parsing. */
const MAX_PAYLOAD_LENGTH = 4096;

export function altchaCaptcha(options: AltchaOptions): { verifier: CaptchaVerifier; challengeRouter: Router } {
  // Two keys from one secret: one signs the challenge, the other the expected key (cheap verification).
  const signatureKey = subKey(options.hmacKey, 'altcha-challenge');
  const keySignatureKey = subKey(options.hmacKey, 'altcha-derived-key');
  const cost = options.cost ?? ALTCHA_DEFAULTS.cost;
  const counter = options.counter ?? ALTCHA_DEFAULTS.counter;
  const ttl = options.expiresInSeconds ?? ALTCHA_DEFAULTS.expiresInSeconds;
  const used = options.used ?? memorySingleUse();

  const challenge = () =>
    createChallenge({
      algorithm: ALTCHA_DEFAULTS.algorithm,
      cost,
      counter: randomInt(counter.min, counter.max + 1),
      deriveKey,
      hmacSignatureSecret: signatureKey,
      hmacKeySignatureSecret: keySignatureKey,
      expiresAt: Math.floor(Date.now() / 1000) + ttl,
    });

  const verifier: CaptchaVerifier = {
    async verify(token) {
      const payload = parsePayload(token);
      if (!payload) return false;
      let result;
      try {
        result = await verifySolution({ ...payload, deriveKey, hmacSignatureSecret: signatureKey, hmacKeySignatureSecret: keySignatureKey });
      } catch {
        // altcha-lib throws on malformed parameters (unknown algorithm, bad counter): a failed captcha, not a 500.
        return false;
      }
      if (!result.verified) return false;
      // The nonce is random per challenge and covered by its signature: the solution's identity.
      const expiresAt = payload.challenge.parameters.expiresAt ?? Math.floor(Date.now() / 1000) + ttl;
      try {
        return await used.claim(payload.challenge.parameters.nonce, expiresAt - Math.floor(Date.now() / 1000));
      } catch (error) {
        // Without the record of used solutions a replay cannot be told apart: refused, as a failed captcha.
        options.log?.warn(`captcha solutions store unavailable: ${(error as Error).message}`);
        return false;
      }
    },
  };

  const challengeRouter = express.Router();
  challengeRouter.get('/', async (_req, res, next) => {
    try {
      res.set('Cache-Control', 'no-store').json(await challenge());
    } catch (error) {
      next(error);
    }
  });
  return { verifier, challengeRouter };
}

/** The widget's payload: base64 of `{ challenge, solution }`. Anything else is undefined. */
function parsePayload(token: string | undefined): { challenge: Challenge; solution: Solution } | undefined {
  if (!token || token.length > MAX_PAYLOAD_LENGTH) return undefined;
  let parsed: { challenge?: Challenge; solution?: Solution };
  try {
    parsed = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
  } catch {
    return undefined;
  }
  const { challenge, solution } = parsed ?? {};
  const p = challenge?.parameters;
  if (!p || typeof p.nonce !== 'string' || typeof p.algorithm !== 'string' || typeof challenge.signature !== 'string') return undefined;
  if (p.algorithm !== ALTCHA_DEFAULTS.algorithm) return undefined;
  if (!solution || !Number.isSafeInteger(solution.counter) || typeof solution.derivedKey !== 'string') return undefined;
  return { challenge, solution };
}

function subKey(secret: string, label: string): string {
  return createHmac('sha256', secret).update(label).digest('hex');
}
