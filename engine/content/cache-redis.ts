import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import {
  ContentCacheEngine,
  decodeEntry,
  type CacheEngineOptions,
  type CacheEntry,
  type CacheStore,
  type RefreshLock,
} from './cache-core.ts';

export const DEFAULT_KEY_PREFIX = 'content:';

export interface RedisCacheOptions extends CacheEngineOptions {
  /** redis:// or rediss:// URL; ignored when client is given. */
  url?: string;
  /** An existing client (not closed by close()). */
  client?: Redis;
  /** Prefix of every key this cache writes (default "content:"). */
  keyPrefix?: string;
  /** A Redis command slower than this counts as Redis being unavailable (ms, default 250). */
  commandTimeoutMs?: number;
  /** How long the first call waits for the initial connection before loading directly (ms, default 1000). */
  connectWaitMs?: number;
}

const RELEASE_LOCK = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

// KEYS[1] the entry, KEYS[2..] its tag sets; ARGV[1] the JSON, ARGV[2] ms to keep. A tag set lives as long as
// the longest-kept entry in it, so it never forgets a key that is still cached.
const WRITE_TAGGED = `
redis.call('set', KEYS[1], ARGV[1], 'PX', ARGV[2])
local keep = tonumber(ARGV[2])
for i = 2, #KEYS do
  redis.call('sadd', KEYS[i], ARGV[3])
  if redis.call('pttl', KEYS[i]) < keep then redis.call('pexpire', KEYS[i], keep) end
end
return 1`;

// KEYS: tag sets; ARGV[1] the key prefix. Marks each member entry invalid in place (its JSON gains
// "invalid":true first, its expiry kept) and drops the sets: a reload writes the entry and its tags anew.
const INVALIDATE_TAGS = `
local marked = 0
for i = 1, #KEYS do
  for _, member in ipairs(redis.call('smembers', KEYS[i])) do
    local key = ARGV[1] .. member
    local json = redis.call('get', key)
    if json and string.sub(json, 1, 11) ~= '{"invalid":' then
      redis.call('set', key, '{"invalid":true,' .. string.sub(json, 2), 'KEEPTTL')
      marked = marked + 1
    end
  end
  redis.call('del', KEYS[i])
end
return marked`;

/**
 * Entries as JSON `{ value, fetchedAt }` under `${prefix}${key}`, expiring after ttl + stale grace.
 * Redis trouble never fails a render: reads become misses, writes are skipped, one warning per outage.
 */
class RedisStore implements CacheStore {
  readonly lock: RefreshLock;
  private everReady = false;
  private down = false;
  private connecting: Promise<boolean> | undefined;

  constructor(
    private readonly client: Redis,
    private readonly owned: boolean,
    private readonly prefix: string,
    private readonly connectWaitMs: number,
    private readonly logger: Pick<Console, 'warn'>,
  ) {
    client.on('error', (error: Error) => this.markDown(error));
    client.on('ready', () => {
      this.everReady = true;
      this.markUp();
    });
    if (client.status === 'ready') this.everReady = true;
    this.lock = {
      acquire: async (key, ms) => {
        const token = randomUUID();
        const got = await this.run((redis) => redis.set(this.lockKey(key), token, 'PX', Math.ceil(ms), 'NX'));
        // Unavailable Redis: act as if we hold the lock (load directly) rather than wait on nobody.
        return got === null ? null : token;
      },
      isHeld: async (key) => ((await this.run((redis) => redis.exists(this.lockKey(key)))) ?? 0) > 0,
      release: async (key, token) => {
        await this.run((redis) => redis.eval(RELEASE_LOCK, 1, this.lockKey(key), token));
      },
    };
  }

  async read(key: string): Promise<CacheEntry | undefined> {
    const json = await this.run((redis) => redis.get(this.prefix + key));
    return typeof json === 'string' ? decodeEntry(json) : undefined;
  }

  async write(key: string, _entry: CacheEntry, json: string, keepMs: number, tags: readonly string[]): Promise<void> {
    const keep = Math.max(1, Math.ceil(keepMs));
    if (!tags.length) {
      await this.run((redis) => redis.set(this.prefix + key, json, 'PX', keep));
      return;
    }
    const keys = [this.prefix + key, ...tags.map((tag) => this.tagKey(tag))];
    await this.run((redis) => redis.eval(WRITE_TAGGED, keys.length, ...keys, json, keep, key));
  }

  async invalidate(tags: readonly string[]): Promise<number> {
    const marked = await this.run((redis) => redis.eval(INVALIDATE_TAGS, tags.length, ...tags.map((tag) => this.tagKey(tag)), this.prefix));
    return Number(marked ?? 0);
  }

  async clear(): Promise<void> {
    if (!(await this.usable())) return;
    try {
      let cursor = '0';
      do {
        const [next, keys] = await this.client.scan(cursor, 'MATCH', `${escapeGlob(this.prefix)}*`, 'COUNT', 500);
        cursor = next;
        if (keys.length) await this.client.unlink(...keys);
      } while (cursor !== '0');
    } catch (error) {
      this.markDown(error as Error);
    }
  }

  async close(): Promise<void> {
    if (!this.owned) return;
    if (this.client.status === 'ready') await this.client.quit().catch(() => this.client.disconnect());
    else this.client.disconnect();
  }

  private lockKey(key: string): string {
    return `${this.prefix}~lock:${key}`;
  }

  /** The set of keys stored with a tag (under the prefix, so clear() takes it too). */
  private tagKey(tag: string): string {
    return `${this.prefix}~tag:${tag}`;
  }

  /** The command's result, or undefined when Redis is unavailable (already logged). */
  private async run<T>(command: (redis: Redis) => Promise<T>): Promise<T | undefined> {
    if (!(await this.usable())) return undefined;
    try {
      const result = await command(this.client);
      this.markUp();
      return result;
    } catch (error) {
      this.markDown(error as Error);
      return undefined;
    }
  }

  /** Ready now, or still making the first connection (wait briefly); a lost connection is not waited on. */
  private async usable(): Promise<boolean> {
    const status = this.client.status;
    if (status === 'ready') return true;
    if (this.everReady || !['wait', 'connecting', 'connect'].includes(status)) {
      this.markDown(new Error(`connection ${status}`));
      return false;
    }
    if (!this.connecting) {
      if (status === 'wait') this.client.connect().catch(() => {});
      // One shared wait, however many calls arrive during the first connection.
      this.connecting = waitForReady(this.client, this.connectWaitMs).finally(() => {
        this.connecting = undefined;
      });
    }
    const ready = await this.connecting;
    if (!ready) this.markDown(new Error(`not connected (${this.client.status})`));
    return ready;
  }

  private markDown(error: Error): void {
    if (this.down) return;
    this.down = true;
    this.logger.warn(`content cache: Redis unavailable (${error.message}); loading content directly until it is back`);
  }

  private markUp(): void {
    if (!this.down) return;
    this.down = false;
    this.logger.warn('content cache: Redis is reachable again');
  }
}

export class RedisContentCache extends ContentCacheEngine {
  constructor(options: RedisCacheOptions) {
    const commandTimeout = options.commandTimeoutMs ?? 250;
    const client = options.client ?? createClient(options.url, commandTimeout);
    const prefix = options.keyPrefix ?? DEFAULT_KEY_PREFIX;
    super(new RedisStore(client, !options.client, prefix, options.connectWaitMs ?? 1000, options.logger ?? console), options);
  }
}

function createClient(url: string | undefined, commandTimeout: number): Redis {
  if (!url || !/^rediss?:\/\//.test(url)) {
    throw new TypeError(`content cache: Redis URL must start with redis:// or rediss://, got "${url ?? ''}"`);
  }
  return new Redis(url, {
    commandTimeout,
    // A lost connection fails its commands at once (the render loads directly), and a dead host is given up on fast.
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    // Keep reconnecting in the background; calls meanwhile go straight to the sources.
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
}

function waitForReady(client: Redis, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (ready: boolean) => {
      clearTimeout(timer);
      client.off('ready', onReady);
      client.off('close', onClose);
      resolve(ready);
    };
    const onReady = () => done(true);
    const onClose = () => done(false);
    const timer = setTimeout(() => done(false), ms);
    client.once('ready', onReady);
    client.once('close', onClose);
  });
}

function escapeGlob(text: string): string {
  return text.replace(/[*?[\]\\]/g, '\\$&');
}
