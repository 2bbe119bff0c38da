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
}

/** In-process LRU bounded by bytes, so one huge feed cannot grow the heap without limit. */
class MemoryStore implements CacheStore {
  readonly lru: LRUCache<string, Sized>;

  constructor(maxBytes: number) {
    this.lru = new LRUCache<string, Sized>({ maxSize: maxBytes, sizeCalculation: (item) => item.size });
  }

  async read(key: string): Promise<CacheEntry | undefined> {
    return this.lru.get(key)?.entry;
  }

  async write(key: string, entry: CacheEntry, json: string, keepMs: number): Promise<void> {
    // Entries larger than maxBytes are not kept (lru-cache skips them); the caller still gets the value.
    const size = Math.max(1, Buffer.byteLength(json) + Buffer.byteLength(key));
    this.lru.set(key, { entry, size }, { ttl: keepMs });
  }

  async clear(): Promise<void> {
    this.lru.clear();
  }

  async close(): Promise<void> {
    this.lru.clear();
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

  /** Bytes currently held (serialised JSON + keys). */
  get bytes(): number {
    return this.memory.lru.calculatedSize;
  }
}
