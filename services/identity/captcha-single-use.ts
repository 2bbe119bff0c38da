// Which captcha solutions were already used: a solution proves one human action, so a replay is refused. In memory
// on one node; in Redis when several nodes share one, or a solution could be spent once on every node.
import type { Redis } from 'ioredis';

export interface SingleUse {
  /** True the first time an id is claimed while it is live; false for every later claim of the same id. */
  claim(id: string, ttlSeconds: number): Promise<boolean>;
}

export function memorySingleUse(now: () => number = Date.now): SingleUse {
  const used = new Map<string, number>();
  let nextSweep = 0;
  return {
    async claim(id, ttlSeconds) {
      const at = now();
      // Entries outlive their challenge by nothing: once expired, the challenge itself is refused anyway.
      if (at >= nextSweep) {
        for (const [key, until] of used) if (until <= at) used.delete(key);
        nextSweep = at + 60_000;
      }
      const until = used.get(id);
      if (until !== undefined && until > at) return false;
      used.set(id, at + Math.max(1, ttlSeconds) * 1000);
      return true;
    },
  };
}

/**
 * Claims in Redis, shared by every node. While Redis is away (its client fails fast, redis-client.ts) this node's
 * memory remembers the claims instead: a solution could then be spent once per node, which beats refusing every
 * human's captcha; one line says so per outage.
 */
export function redisSingleUse(redis: Redis, keyPrefix = 'identity:captcha-used:', { log = console as Pick<Console, 'warn'> } = {}): SingleUse {
  const fallback = memorySingleUse();
  let away = false;
  return {
    async claim(id, ttlSeconds) {
      try {
        // SET NX is atomic: of two nodes given the same solution at once, exactly one wins.
        const won = (await redis.set(keyPrefix + id, '1', 'EX', Math.max(1, Math.ceil(ttlSeconds)), 'NX')) === 'OK';
        away = false;
        // A solution claimed here during the outage stays spent once Redis is back.
        return won && (await fallback.claim(id, ttlSeconds));
      } catch (error) {
        if (!away) log.warn(`captcha: Redis unavailable (${(error as Error).message}); used solutions are remembered by this node meanwhile`);
        away = true;
        return fallback.claim(id, ttlSeconds);
      }
    },
  };
}
