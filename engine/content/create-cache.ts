import type { ContentCache } from './cache.ts';
import type { CacheEngineOptions } from './cache-core.ts';
import { DEFAULT_MAX_BYTES, MemoryContentCache } from './cache-memory.ts';
import { DEFAULT_KEY_PREFIX, RedisContentCache } from './cache-redis.ts';

/**
 * The process's content cache: Redis (shared by all render nodes) when REDIS_URL is set, else in-process memory.
 * CONTENT_CACHE_MAX_BYTES bounds the memory cache; CONTENT_CACHE_PREFIX sets the Redis key prefix.
 */
export function createContentCache(env: NodeJS.ProcessEnv = process.env, options: Pick<CacheEngineOptions, 'logger' | 'onEvent'> = {}): ContentCache {
  if (env.REDIS_URL) {
    return new RedisContentCache({ ...options, url: env.REDIS_URL, keyPrefix: env.CONTENT_CACHE_PREFIX || DEFAULT_KEY_PREFIX });
  }
  return new MemoryContentCache({ ...options, maxBytes: parseMaxBytes(env.CONTENT_CACHE_MAX_BYTES) });
}

function parseMaxBytes(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return DEFAULT_MAX_BYTES;
  const bytes = Number(raw.trim());
  if (!/^\d+$/.test(raw.trim()) || !Number.isSafeInteger(bytes) || bytes <= 0) {
    throw new Error(`CONTENT_CACHE_MAX_BYTES must be a positive whole number of bytes (e.g. 67108864), got "${raw}"`);
  }
  return bytes;
}
