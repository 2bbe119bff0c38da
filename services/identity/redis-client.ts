// The Redis connection identity and sales share (rate limits, used captcha solutions, failed redemptions): while
// Redis is away every command must fail at once, so each caller falls back to this node's memory, instead of
// queueing until a reconnect (sign-in took 4.5 to 7 s per request that way, and throughput fell to a tenth).
import { Redis } from 'ioredis';

export interface SharedRedisOptions {
  /** Shown in CLIENT LIST, so an operator (and a test) sees which connections are whose. */
  connectionName: string;
  log: { warn(message: string): void };
}

export function sharedRedis(url: string, { connectionName, log }: SharedRedisOptions): Redis {
  const redis = new Redis(url, {
    connectionName,
    // A command sent while disconnected, or in flight when the connection drops, fails without waiting for a retry.
    maxRetriesPerRequest: 0,
    connectTimeout: 1_000,
    // A Redis that accepts but never answers (overloaded, half-open TCP) counts as away too.
    commandTimeout: 1_000,
    // Keeps reconnecting in the background, at most every 2 s.
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  // Commands sent during the very first connection wait for it (a node just started counts in Redis at once); once it
  // has been up, a lost connection fails every command at once instead of queueing it.
  redis.once('ready', () => {
    redis.options.enableOfflineQueue = false;
  });
  // One line when Redis goes away, one when it is back: never one per reconnect attempt or per request.
  let down = false;
  let lastError = 'connection closed';
  const away = () => {
    if (down) return;
    down = true;
    log.warn(`identity Redis unavailable (${lastError}); rate limits and captcha replays count in this node's memory until it is back`);
  };
  redis.on('error', (error: Error) => {
    lastError = error.message;
    away();
  });
  redis.on('reconnecting', away);
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.warn('identity Redis is reachable again: rate limits are shared by every node again');
  });
  return redis;
}
