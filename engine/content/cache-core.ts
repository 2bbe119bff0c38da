import { ContentError } from '../source.ts';
import type { CacheOptions, ContentCache } from './cache.ts';
import { encodeEntry, type CacheEntry } from './cache-entry.ts';
import { InvalidationLog } from './cache-invalidations.ts';
import { contentKey } from './key.ts';
import { normaliseTags } from './tags.ts';

/** `${source}:${stable JSON with sorted keys}`: the one key format (delegates to key.ts so both agree). */
export function stableKey(source: string, query: Record<string, unknown> = {}): string {
  return contentKey(source, query);
}

export { decodeEntry, encodeEntry, type CacheEntry } from './cache-entry.ts';

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
  /** The entry at once, for a store in this process's memory; a store elsewhere has no such method. */
  readNow?(key: string): CacheEntry | undefined;
  /** json is the serialised entry; keepMs is ttl + stale grace; tags index the key for invalidate(). */
  write(key: string, entry: CacheEntry, json: string, keepMs: number, tags: readonly string[]): Promise<void>;
  /** Marks the entries indexed under any of the tags invalid (keeping them for stale-if-error); how many it marked. */
  invalidate(tags: readonly string[]): Promise<number>;
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
  /** What callers get while the refresh runs (stale-while-revalidate); never an invalidated value. */
  previous?: CacheEntry;
}

/** One get()'s parameters, as the load needs them. */
interface LoadPlan {
  ttlMs: number;
  timeoutMs: number;
  tags?: CacheOptions['tags'];
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
  private readonly invalidations = new InvalidationLog();
  /** Loads running in this process, including ones invalidate() detached from `pending`. */
  private loading = 0;
  /** Releases of the refresh locks this process holds: an invalidation frees them for loads of the new value. */
  private readonly held = new Set<() => void>();
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
    // An invalidated entry is no answer: the caller waits for the reload (it is only the fallback on an outage).
    const current = entry && !entry.invalid ? entry : undefined;
    const fresh = current !== undefined && this.now() - current.fetchedAt < ttlMs;
    this.onEvent({ type: fresh ? 'hit' : current ? 'stale' : 'miss', key });
    if (fresh) return current.value;
    const refresh = this.refresh(key, load, { ttlMs, timeoutMs, tags: options.tags }, entry);
    return current ? current.value : refresh;
  }

  fresh(key: string, ttl: number): { value: unknown } | undefined {
    if (!this.store.readNow || this.pending.has(key)) return undefined;
    const entry = this.store.readNow(key);
    if (!entry || entry.invalid || this.now() - entry.fetchedAt >= checkTtl(key, ttl) * 1000) return undefined;
    this.onEvent({ type: 'hit', key });
    return { value: entry.value };
  }

  async invalidate(tags: readonly string[]): Promise<number> {
    const list = normaliseTags(tags, Number.POSITIVE_INFINITY);
    if (!list.length) return 0;
    this.invalidations.record(list, this.loading === 0);
    // A refresh already running may bring the outdated value: callers from now on start their own load,
    // here and on other nodes (which would otherwise wait on our lock for it).
    this.pending.clear();
    for (const release of this.held) release();
    return this.store.invalidate(list).catch((error: Error) => {
      this.logger.warn(`content cache: invalidating ${list.length} tag(s) failed (${error.message})`);
      return 0;
    });
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
  private refresh(key: string, load: (signal: AbortSignal) => Promise<unknown>, plan: LoadPlan, previous: CacheEntry | undefined): Promise<unknown> {
    const running = this.pending.get(key);
    if (running) return running.promise;
    const record: Pending = { previous: previous?.invalid ? undefined : previous, promise: Promise.resolve() };
    record.promise = this.loadWithinTimeout(key, load, plan, previous).finally(() => {
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
    plan: LoadPlan,
    previous: CacheEntry | undefined,
  ): Promise<unknown> {
    const { timeoutMs } = plan;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new ContentTimeoutError(key, timeoutMs)), timeoutMs);
    try {
      return await raceAbort(this.loadAndStore(key, load, plan, controller.signal, previous), controller.signal);
    } catch (error) {
      this.onEvent({ type: 'error', key, error });
      // After an invalidation, an upstream answering 4xx (e.g. the story is gone) is the truth, not an outage.
      if (!previous || (previous.invalid && isClientError(error))) throw error;
      const ageS = Math.round((this.now() - previous.fetchedAt) / 1000);
      const what = previous.invalid ? 'the outdated value' : 'the value';
      this.logger.warn(`content cache: refresh of "${key}" failed (${errorMessage(error)}); serving ${what} loaded ${ageS}s ago`);
      return previous.value;
    } finally {
      clearTimeout(timer);
    }
  }

  private async loadAndStore(
    key: string,
    load: (signal: AbortSignal) => Promise<unknown>,
    plan: LoadPlan,
    signal: AbortSignal,
    previous: CacheEntry | undefined,
  ): Promise<unknown> {
    const { ttlMs, timeoutMs } = plan;
    const generation = this.generation;
    const lock = this.store.lock;
    let release = () => {};
    if (lock) {
      const token = await lock.acquire(key, timeoutMs);
      if (token === null) {
        // Another process is loading this key: stale callers already have their value; miss callers wait for it.
        if (previous && !previous.invalid) return previous.value;
        const found = await this.waitForOtherProcess(key, lock, signal);
        if (found && !found.invalid) return found.value;
      } else {
        // Double-checked: another process may have stored the value between our miss and our lock.
        const stored = await this.readUsable(key, ttlMs);
        if (stored && !stored.invalid && (!previous || stored.fetchedAt > previous.fetchedAt)) {
          lock.release(key, token).catch(() => {});
          return stored.value;
        }
        // Released when the load ends or is abandoned on timeout (a hung load must not keep others waiting).
        let released = false;
        release = () => {
          if (released) return;
          released = true;
          this.held.delete(release);
          signal.removeEventListener('abort', release);
          lock.release(key, token).catch(() => {});
        };
        signal.addEventListener('abort', release, { once: true });
        this.held.add(release);
      }
    }
    // Marked when the upstream is asked: an invalidation after this may postdate what the load reads.
    const mark = this.invalidations.begin();
    this.loading++;
    try {
      const loaded = await load(signal);
      if (signal.aborted) throw signal.reason;
      const tags = this.tagsOf(key, loaded, plan.tags);
      // Loaded before a write that changed it reached us: hand it to the callers, but store it as outdated.
      const { entry, json } = encodeEntry(key, loaded, this.now(), this.invalidations.touched(mark, tags));
      if (generation === this.generation) await this.store.write(key, entry, json, this.keepMs(ttlMs), tags);
      return entry.value;
    } finally {
      this.loading--;
      release();
    }
  }

  private tagsOf(key: string, value: unknown, tagsOf: LoadPlan['tags']): string[] {
    if (!tagsOf) return [];
    try {
      return normaliseTags(tagsOf(value));
    } catch (error) {
      this.logger.warn(`content cache: tagging "${key}" failed (${errorMessage(error)}); it is cached untagged`);
      return [];
    }
  }

  private async waitForOtherProcess(key: string, lock: RefreshLock, signal: AbortSignal): Promise<CacheEntry | undefined> {
    for (;;) {
      await sleep(this.lockPollMs, signal);
      const entry = await this.store.read(key).catch(() => undefined);
      if (entry && !entry.invalid) return entry;
      if (!(await lock.isHeld(key))) {
        // The holder stores before it releases: a value written between our read and the release is there now.
        // Lock gone and still no value: the other process failed, so load it ourselves.
        return this.store.read(key).catch(() => undefined);
      }
    }
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

function isClientError(error: unknown): boolean {
  return error instanceof ContentError && error.status >= 400 && error.status < 500;
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
