import { LRUCache } from 'lru-cache';
import { ContentCacheEngine, type CacheEngineOptions, type CacheEntry, type CacheStore } from './cache-core.ts';

// Parsed values take about 1.6x their JSON on the heap (measured on the sample ANS documents), and islands' payload
// JSON of a cached value lives as long as it: 32 MiB is thousands of feeds and searches for ~50-80 MiB of heap.
export const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;

export interface MemoryCacheOptions extends CacheEngineOptions {
  /** Upper bound of the cache in bytes of serialised JSON (default 32 MiB). */
  maxBytes?: number;
}

interface Sized {
  entry: CacheEntry;
  size: number;
  tags: readonly string[];
}

/** In-process LRU bounded by bytes, so one huge feed cannot grow the heap without limit. */
class MemoryStore implements CacheStore {
  readonly lru: LRUCache<string, Sized>;
  /** tag -> keys of the entries stored with it; an entry leaving the LRU (evicted, replaced) leaves the index. */
  readonly index = new Map<string, Set<string>>();

  constructor(maxBytes: number) {
    this.lru = new LRUCache<string, Sized>({
      maxSize: maxBytes,
      sizeCalculation: (item) => item.size,
      dispose: (item, key) => this.unindex(key, item.tags),
      // lru-cache's TTL only drops entries past their usable life (seconds to minutes; freshness is judged from
      // fetchedAt, not by it), so its clock need not be read to the millisecond: at the default of 1 ms it armed a
      // timer to forget the time on nearly every page, each page taking longer than that.
      ttlResolution: 1000,
    });
  }

  async read(key: string): Promise<CacheEntry | undefined> {
    return this.readNow(key);
  }

  readNow(key: string): CacheEntry | undefined {
    return this.lru.get(key)?.entry;
  }

  async write(key: string, entry: CacheEntry, json: string, keepMs: number, tags: readonly string[]): Promise<void> {
    // Entries larger than maxBytes are not kept (lru-cache skips them); the caller still gets the value.
    const size = Math.max(1, Buffer.byteLength(json) + Buffer.byteLength(key));
    // set() disposes the entry it replaces (unindexing its tags) before it returns, so index after it.
    this.lru.set(key, { entry, size, tags }, { ttl: keepMs });
    if (!this.lru.has(key)) return;
    for (const tag of tags) {
      let keys = this.index.get(tag);
      if (!keys) this.index.set(tag, (keys = new Set()));
      keys.add(key);
    }
  }

  async invalidate(tags: readonly string[]): Promise<number> {
    let marked = 0;
    for (const tag of tags) {
      for (const key of this.index.get(tag) ?? []) {
        const item = this.lru.peek(key, { allowStale: true });
        if (!item || item.entry.invalid) continue;
        // Kept, marked: the next read reloads, and the old value remains the fallback if the upstream is down.
        item.entry = { ...item.entry, invalid: true };
        marked++;
      }
    }
    return marked;
  }

  private unindex(key: string, tags: readonly string[]): void {
    for (const tag of tags) {
      const keys = this.index.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.index.delete(tag);
    }
  }

  async clear(): Promise<void> {
    this.lru.clear();
    this.index.clear();
  }

  async close(): Promise<void> {
    await this.clear();
  }
}

export class MemoryContentCache extends ContentCacheEngine {
  private readonly memory: MemoryStore;

  constructor(options: MemoryCacheOptions = {}) {
    const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
    if (!Number.isSafeInteger(maxBytes) || maxBytes <= 0) {
      throw new TypeError(`content cache: maxBytes must be a positive integer, got ${String(maxBytes)}`);
    }
    const store = new MemoryStore(maxBytes);
    super(store, options);
    this.memory = store;
  }

  /** How many tags the index holds (it shrinks as entries leave the cache). */
  get indexedTags(): number {
    return this.memory.index.size;
  }

  /** Bytes currently held (serialised JSON + keys). */
  get bytes(): number {
    return this.memory.lru.calculatedSize;
  }
}
