/**
 * The content cache: every source call goes through one instance per process.
 * Keys are `${source}:${stableJson(query)}`; values are JSON-serialisable.
 */
export interface CacheOptions {
  /** Seconds the value is fresh. After that it is stale: served while a refresh runs (stale-while-revalidate). */
  ttl: number;
  /** Milliseconds one upstream call may take before it is abandoned (the caller gets stale or an error). */
  timeoutMs?: number;
  /**
   * The tags (e.g. ids of the documents) a loaded value depends on: the cache indexes them so invalidate(tags)
   * finds the entry. The engine does not know what a tag means; the site setup or the source decides.
   */
  tags?: (value: unknown) => readonly string[];
}

export interface ContentCache {
  /**
   * Fresh value: returned from cache. Stale value: returned at once, refreshed in the background.
   * Miss: load() is called once however many callers wait (coalescing). Upstream failure or timeout
   * with a previous good value: that value is served (stale-if-error); without one, the error is thrown.
   */
  get(key: string, load: (signal: AbortSignal) => Promise<unknown>, options: CacheOptions): Promise<unknown>;
  /**
   * A fresh value this process holds in memory, at once: no promise, no timer. Undefined when it has none (or
   * keeps its entries elsewhere, e.g. Redis): ask get(). A hit here is the same hit get() would have answered.
   */
  fresh?(key: string, ttl: number): { value: unknown } | undefined;
  /**
   * Marks every entry stored with one of these tags as outdated: the next get() loads it again and waits for the
   * new value (falling back to the old one only if the upstream fails). Resolves with how many entries it marked.
   */
  invalidate(tags: readonly string[]): Promise<number>;
  /** Forget everything (tests, editor writes). */
  clear(): Promise<void>;
  close(): Promise<void>;
}
