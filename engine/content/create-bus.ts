import type { InvalidationBus } from './bus.ts';
import { LocalBus } from './bus.ts';
import { PostgresBus } from './bus-postgres.ts';
import { RedisBus } from './bus-redis.ts';
import { DEFAULT_KEY_PREFIX } from './cache-redis.ts';

/** The channel every node of a deployment shares on PostgreSQL. */
export const POSTGRES_CHANNEL = 'kupu_content_invalidate';

/**
 * The process's invalidation bus: Redis pub/sub when REDIS_URL is set (channel `<CONTENT_CACHE_PREFIX>invalidate`,
 * so deployments sharing a Redis stay apart), else PostgreSQL LISTEN/NOTIFY when DATABASE_URL is set, else in-process.
 */
export function createInvalidationBus(env: NodeJS.ProcessEnv = process.env, logger: Pick<Console, 'warn'> = console): InvalidationBus & { kind: string } {
  if (env.REDIS_URL) {
    const channel = `${env.CONTENT_CACHE_PREFIX || DEFAULT_KEY_PREFIX}invalidate`;
    return Object.assign(new RedisBus({ url: env.REDIS_URL, channel, logger }), { kind: `Redis pub/sub (${channel})` });
  }
  if (env.DATABASE_URL) return Object.assign(new PostgresBus({ url: env.DATABASE_URL, channel: POSTGRES_CHANNEL, logger }), { kind: `PostgreSQL NOTIFY (${POSTGRES_CHANNEL})` });
  return Object.assign(new LocalBus(), { kind: 'in-process (one node)' });
}
