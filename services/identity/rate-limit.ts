// Rate limits of the identity service with rate-limiter-flexible: counted in process memory on a single node, in
// Redis when several nodes share one (REDIS_URL), so an attacker gains nothing by spreading tries over nodes.
import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RateLimitKind, RateLimits, RateLimitVerdict } from './ports.ts';

export interface Budget {
  /** Attempts allowed per window. */
  points: number;
  /** The window, in seconds. */
  windowSeconds: number;
  /** Once spent, the key waits this long (from the refused attempt), however the window runs. */
  blockSeconds: number;
}

/**
 * The budgets, in one place. OWASP's authentication and forgot-password guidance asks for throttling per account
 * (slows guessing one password, without a lockout an attacker can trigger forever: the block ends by itself) and
 * per address (slows spraying many accounts from one machine, but generous: a newsroom, a school or a mobile
 * carrier puts many readers behind one address). Mail-sending requests are keyed by the email address they mail,
 * so nobody can flood someone's inbox; a reader who lost a link can still ask a few more times.
 * - login-account: 10 failed sign-ins per 15 minutes, then 15 minutes' wait (the core resets it on success).
 * - login-address: 100 sign-ins per 15 minutes from one address, then 15 minutes' wait.
 * - signup: 10 accounts per hour from one address, then an hour's wait.
 * - magic-link: 5 links per 15 minutes to one address, then 15 minutes' wait (a link lives about 15 minutes).
 * - password-reset: 5 reset mails per hour to one address, then an hour's wait (a reset link lives 60 minutes).
 */
export const RATE_LIMIT_BUDGETS: Record<RateLimitKind, Budget> = {
  'login-account': { points: 10, windowSeconds: 15 * 60, blockSeconds: 15 * 60 },
  'login-address': { points: 100, windowSeconds: 15 * 60, blockSeconds: 15 * 60 },
  signup: { points: 10, windowSeconds: 60 * 60, blockSeconds: 60 * 60 },
  'magic-link': { points: 5, windowSeconds: 15 * 60, blockSeconds: 15 * 60 },
  'password-reset': { points: 5, windowSeconds: 60 * 60, blockSeconds: 60 * 60 },
};

export const DEFAULT_RATE_LIMIT_PREFIX = 'identity:rl:';

export interface RateLimitOptions {
  budgets?: Partial<Record<RateLimitKind, Budget>>;
  /** Redis: counts shared by every node; without it, this process's memory. */
  redis?: Redis;
  /** Redis key prefix (tests use one per run). */
  keyPrefix?: string;
}

/**
 * A limiter counting in Redis, shared by every node, when one is given; else in this process's memory. A Redis
 * outage must not turn a call into a 500 nor switch the limit off: each node counts alone meanwhile (insurance).
 */
export function sharedLimiter(settings: { keyPrefix: string; points: number; duration: number; blockDuration?: number }, redis?: Redis): RateLimiterAbstract {
  const memory = new RateLimiterMemory(settings);
  return redis ? new RateLimiterRedis({ ...settings, storeClient: redis, insuranceLimiter: memory }) : memory;
}

export function createRateLimits(options: RateLimitOptions = {}): RateLimits {
  const prefix = options.keyPrefix ?? DEFAULT_RATE_LIMIT_PREFIX;
  const limiters = new Map<RateLimitKind, RateLimiterAbstract>();
  for (const kind of Object.keys(RATE_LIMIT_BUDGETS) as RateLimitKind[]) {
    const budget = options.budgets?.[kind] ?? RATE_LIMIT_BUDGETS[kind];
    const settings = { keyPrefix: `${prefix}${kind}`, points: budget.points, duration: budget.windowSeconds, blockDuration: budget.blockSeconds };
    limiters.set(kind, sharedLimiter(settings, options.redis));
  }
  const limiter = (kind: RateLimitKind) => {
    const found = limiters.get(kind);
    if (!found) throw new Error(`unknown rate-limit kind ${JSON.stringify(kind)}`);
    return found;
  };
  return {
    async consume(kind, key): Promise<RateLimitVerdict> {
      try {
        await limiter(kind).consume(storedKey(key));
        return { ok: true };
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
        throw refusal;
      }
    },
    async reset(kind, key) {
      await limiter(kind).delete(storedKey(key));
    },
  };
}

/** Keys are emails and addresses: stored as a hash so Redis holds no readers' addresses; case and spaces ignored. */
function storedKey(key: string): string {
  return createHash('sha256').update(key.trim().toLowerCase()).digest('base64url');
}
