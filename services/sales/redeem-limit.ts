/**
 * Failed redemptions (share, gift and enterprise tokens) per reader: tokens carry 256 bits, so guessing is hopeless
 * anyway, but a reader trying token after token is refused early rather than served. Counted in Redis when the
 * nodes share one (REDIS_URL: the same connection as identity's rate limits), so spreading tries over nodes gains
 * nothing; else in this process's memory (identity's sharedLimiter).
 */
import type { Redis } from 'ioredis';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { sharedLimiter } from '../identity/rate-limit.ts';
import { subsErrors } from './subscription-errors.ts';

/** Failed attempts a reader may make per window before every redemption is refused until it ends. */
export const REDEEM_FAILURES = 10;
export const REDEEM_WINDOW_SECONDS = 15 * 60;

export interface RedeemLimit {
  /** Throws 429 while the reader's failures are spent; else runs the attempt and counts it if it fails with a 4xx. */
  attempt<T>(reader: string, run: () => Promise<T>): Promise<T>;
}

export interface RedeemLimitOptions {
  points?: number;
  durationSeconds?: number;
  /** Redis: one count for every node; without it, this process's memory. */
  redis?: Redis;
  keyPrefix?: string;
}

export function redeemLimit({ points = REDEEM_FAILURES, durationSeconds = REDEEM_WINDOW_SECONDS, redis, keyPrefix = 'sales-redeem' }: RedeemLimitOptions = {}): RedeemLimit {
  const limiter = sharedLimiter({ points, duration: durationSeconds, keyPrefix }, redis);
  return {
    async attempt(reader, run) {
      const spent = await limiter.get(reader);
      if (spent && spent.consumedPoints >= points) throw subsErrors.tooManyRequests(Math.max(1, Math.ceil(spent.msBeforeNext / 1000)));
      try {
        return await run();
      } catch (error) {
        const status = (error as { status?: number }).status;
        // Only the reader's own failures count (a wrong or used token), never a server fault.
        if (typeof status === 'number' && status >= 400 && status < 500) await limiter.penalty(reader, 1).catch((e: unknown) => { if (!(e instanceof RateLimiterRes)) throw e; });
        throw error;
      }
    },
  };
}
