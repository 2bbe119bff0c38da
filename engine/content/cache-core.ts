import { ContentError } from '../source.ts';
import type { CacheOptions, ContentCache } from './cache.ts';
import { contentKey } from './key.ts';

/** `${source}:${stable JSON with sorted keys}`: the one key format (delegates to key.ts so both agree). */
export function stableKey(source: string, query: Record<string, unknown> = {}): string {
  return contentKey(source, query);
}

export const DEFAULT_TIMEOUT_MS = 3000;

/** Stale entries are kept this long after their ttl so they can be served while upstream is down. */
export function defaultStaleGraceSeconds(ttlSeconds: number): number {
  return Math.max(ttlSeconds * 10, 3600);
}

export class ContentTimeoutError extends ContentError {
  constructor(key: string, timeoutMs: number) {
    super(`content cache: upstream call for "${key}" timed out after ${timeoutMs} ms`, 504);
    this.name = 'ContentTimeoutError';
  }
}

export interface CacheEntry {
  value: unknown;
  /** Epoch ms (from the cache's clock) when the value was loaded. */
  fetchedAt: number;
}

/** Cross-process refresh lock, so several render nodes don't all load the same key at once. */
export interface RefreshLock {
  /** A token when acquired (or when the lock service is unavailable), null when another process holds it. */
  acquire(key: string, ms: number): Promise<string | null>;
  isHeld(key: string): Promise<boolean>;
  release(key: string, token: string): Promise<void>;
}

/** Where entries live. read/write never throw for an unavailable back end: a miss / a no-op instead. */
export interface CacheStore {
  read(key: string): Promise<CacheEntry | undefined>;
  /** json is the serialised entry; keepMs is ttl + stale grace. */
  write(key: string, entry: CacheEntry, json: string, keepMs: number): Promise<void>;
  clear(): Promise<void>;
  close(): Promise<void>;
  lock?: RefreshLock;
}

export interface CacheEngineOptions {
  /** Clock in epoch ms; injectable so tests move time instead of sleeping. */
  now?: () => number;
  /** Timeout when a call gives no options.timeoutMs (default 3000). */
  defaultTimeoutMs?: number;
  /** Seconds a stale entry is kept past its ttl (default max(ttl*10, 3600)). */
  staleGraceSeconds?: number | ((ttlSeconds: number) => number);
  logger?: Pick<Console, 'warn'>;
  /** How often a process waiting on another's refresh lock looks for the value (ms, default 25). */
  lockPollMs?: number;
  /** Told of every lookup's outcome and every failed load (for metrics); must not throw. */
  onEvent?: (event: CacheEvent) => void;
}

/** hit: fresh value; stale: served while it refreshes; miss: the caller waits for a load; error: a load failed. */
export type CacheEvent = { type: 'hit' | 'miss' | 'stale'; key: string } | { type: 'error'; key: string; error: unknown };

interface Pending {
  promise: Promise<unknown>;
  previous?: CacheEntry;
}

/**
 * Freshness, stale-while-revalidate, coalescing, timeout and stale-if-error over any CacheStore,
 * so the memory and Redis back ends cannot drift apart in behaviour.
 */
export class ContentCacheEngine implements ContentCache {
  private readonly pending = new Map<string, Pending>();
  /** Bumped by clear(): loads started before it must not write their (possibly outdated) values back. */
  private generation = 0;
  protected readonly now: () => number;
  protected readonly logger: Pick<Console, 'warn'>;
  private readonly defaultTimeoutMs: number;
  private readonly staleGrace: (ttlSeconds: number) => number;
  private readonly lockPollMs: number;
  private readonly onEvent: (event: CacheEvent) => void;

  constructor(
    protected readonly store: CacheStore,
    options: CacheEngineOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.logger = options.logger ?? console;
    this.defaultTimeoutMs = checkTimeout('defaultTimeoutMs', options.defaultTimeoutMs ?? DEFAULT_TIMEOUT_MS);
    const grace = options.staleGraceSeconds;
    this.staleGrace = typeof grace === 'function' ? grace : grace === undefined ? defaultStaleGraceSeconds : () => grace;
    this.lockPollMs = options.lockPollMs ?? 25;
    this.onEvent = options.onEvent ?? (() => {});
  }

  async get(key: string, load: (signal: AbortSignal) => Promise<unknown>, options: CacheOptions): Promise<unknown> {
    const ttlMs = checkTtl(key, options?.ttl) * 1000;
    const timeoutMs = checkTimeout(`timeoutMs for "${key}"`, options.timeoutMs ?? this.defaultTimeoutMs);
    // A refresh already running: stale callers get the stale value, miss callers join the load.
    const running = this.pending.get(key);
    if (running) {
      this.onEvent({ type: running.previous ? 'stale' : 'miss', key });
      return running.previous ? running.previous.value : running.promise;
    }

    const entry = await this.readUsable(key, ttlMs);
    const fresh = entry !== undefined && this.now() - entry.fetchedAt < ttlMs;
    this.onEvent({ type: fresh ? 'hit' : entry ? 'stale' : 'miss', key });
    if (fresh) return entry.value;
    const refresh = this.refresh(key, load, ttlMs, timeoutMs, entry);
    return entry ? entry.value : refresh;
  }

  async clear(): Promise<void> {
    this.generation++;
    this.pending.clear();
    await this.store.clear();
  }

  async close(): Promise<void> {
    this.pending.clear();
    await this.store.close();
  }

  private keepMs(ttlMs: number): number {
    return ttlMs + this.staleGrace(ttlMs / 1000) * 1000;
  }

  private async readUsable(key: string, ttlMs: number): Promise<CacheEntry | undefined> {
    const entry = await this.store.read(key).catch(() => undefined);
    if (!entry || this.now() - entry.fetchedAt >= this.keepMs(ttlMs)) return undefined;
    return entry;
  }

  /** One load per key at a time in this process; the promise never rejects when a previous value exists. */
  private refresh(
    key: string,
    load: (signal: AbortSignal) => Promise<unknown>,
    ttlMs: number,
    timeoutMs: number,
    previous: CacheEntry | undefined,
  ): Promise<unknown> {
    const running = this.pending.get(key);
    if (running) return running.promise;
    const record: Pending = { previous, promise: Promise.resolve() };
    record.promise = this.loadWithinTimeout(key, load, ttlMs, timeoutMs, previous).finally(() => {
      if (this.pending.get(key) === record) this.pending.delete(key);
    });
    // Background refreshes have no awaiting caller: their failures are already logged.
    record.promise.catch(() => {});
    this.pending.set(key, record);
    return record.promise;
  }

  private async loadWithinTimeout(
    key: string,
    load: (signal: AbortSignal) => Promise<unknown>,
    ttlMs: number,
    timeoutMs: number,
    previous: CacheEntry | undefined,
  ): Promise<unknown> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new ContentTimeoutError(key, timeoutMs)), timeoutMs);
    try {
      return await raceAbort(this.loadAndStore(key, load, ttlMs, timeoutMs, controller.signal, previous), controller.signal);
    } catch (error) {
      this.onEvent({ type: 'error', key, error });
      if (!previous) throw error;
      const ageS = Math.round((this.now() - previous.fetchedAt) / 1000);
      this.logger.warn(`content cache: refresh of "${key}" failed (${errorMessage(error)}); serving the value loaded ${ageS}s ago`);
      return previous.value;
    } finally {
      clearTimeout(timer);
    }
  }

  private async loadAndStore(
    key: string,
    load: (signal: AbortSignal) => Promise<unknown>,
    ttlMs: number,
    timeoutMs: number,
    signal: AbortSignal,
    previous: CacheEntry | undefined,
  ): Promise<unknown> {
    const generation = this.generation;
    const lock = this.store.lock;
    let release = () => {};
    if (lock) {
      const token = await lock.acquire(key, timeoutMs);
      if (token === null) {
        // Another process is loading this key: stale callers already have their value; miss callers wait for it.
        if (previous) return previous.value;
        const found = await this.waitForOtherProcess(key, lock, signal);
        if (found) return found.value;
      } else {
        // Double-checked: another process may have stored the value between our miss and our lock.
        const stored = await this.readUsable(key, ttlMs);
        if (stored && (!previous || stored.fetchedAt > previous.fetchedAt)) {
          lock.release(key, token).catch(() => {});
          return stored.value;
        }
        // Released when the load ends or is abandoned on timeout (a hung load must not keep others waiting).
        let released = false;
        release = () => {
          if (released) return;
          released = true;
          signal.removeEventListener('abort', release);
          lock.release(key, token).catch(() => {});
        };
        signal.addEventListener('abort', release, { once: true });
      }
    }
    try {
      const loaded = await load(signal);
      if (signal.aborted) throw signal.reason;
      const { entry, json } = encodeEntry(key, loaded, this.now());
      if (generation === this.generation) await this.store.write(key, entry, json, this.keepMs(ttlMs));
      return entry.value;
    } finally {
      release();
    }
  }

  private async waitForOtherProcess(key: string, lock: RefreshLock, signal: AbortSignal): Promise<CacheEntry | undefined> {
    for (;;) {
      await sleep(this.lockPollMs, signal);
      const entry = await this.store.read(key).catch(() => undefined);
      if (entry) return entry;
      if (!(await lock.isHeld(key))) {
        // The holder stores before it releases: a value written between our read and the release is there now.
        // Lock gone and still no value: the other process failed, so load it ourselves.
        return this.store.read(key).catch(() => undefined);
      }
    }
  }
}

/** Serialise once: the JSON is what the store keeps, and the parsed copy is what every caller sees. */
export function encodeEntry(key: string, value: unknown, fetchedAt: number): { entry: CacheEntry; json: string } {
  let json: string;
  try {
    json = JSON.stringify({ value, fetchedAt });
  } catch (error) {
    throw new ContentError(`content cache: value for "${key}" is not JSON-serialisable: ${errorMessage(error)}`);
  }
  return { entry: JSON.parse(json) as CacheEntry, json };
}

export function decodeEntry(json: string): CacheEntry | undefined {
  try {
    const parsed = JSON.parse(json) as Partial<CacheEntry>;
    return typeof parsed?.fetchedAt === 'number' ? { value: parsed.value, fetchedAt: parsed.fetchedAt } : undefined;
  } catch {
    return undefined;
  }
}

function checkTtl(key: string, ttl: unknown): number {
  if (typeof ttl !== 'number' || !Number.isFinite(ttl) || ttl < 0) {
    throw new TypeError(`content cache: ttl for "${key}" must be a non-negative number of seconds, got ${String(ttl)}`);
  }
  return ttl;
}

function checkTimeout(what: string, ms: unknown): number {
  if (typeof ms !== 'number' || !Number.isFinite(ms) || ms <= 0) {
    throw new TypeError(`content cache: ${what} must be a positive number of milliseconds, got ${String(ms)}`);
  }
  return ms;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Settles with the promise, or rejects with signal.reason as soon as the signal aborts (a hung load never blocks). */
function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
