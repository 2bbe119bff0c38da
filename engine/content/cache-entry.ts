/** The stored form of a cache entry: JSON `{ value, fetchedAt }`, with `"invalid": true` first once invalidated. */
import { ContentError } from '../source.ts';

export interface CacheEntry {
  value: unknown;
  /** Epoch ms (from the cache's clock) when the value was loaded. */
  fetchedAt: number;
  /** Set by invalidate(): the value is outdated; only an upstream outage may still serve it. */
  invalid?: true;
}

/** Serialise once: the JSON is what the store keeps, and the parsed copy is what every caller sees. */
export function encodeEntry(key: string, value: unknown, fetchedAt: number, invalid = false): { entry: CacheEntry; json: string } {
  let json: string;
  try {
    json = JSON.stringify(invalid ? { invalid: true, value, fetchedAt } : { value, fetchedAt });
  } catch (error) {
    throw new ContentError(`content cache: value for "${key}" is not JSON-serialisable: ${errorMessage(error)}`);
  }
  return { entry: JSON.parse(json) as CacheEntry, json };
}

export function decodeEntry(json: string): CacheEntry | undefined {
  try {
    const parsed = JSON.parse(json) as Partial<CacheEntry>;
    if (typeof parsed?.fetchedAt !== 'number') return undefined;
    return parsed.invalid === true ? { value: parsed.value, fetchedAt: parsed.fetchedAt, invalid: true } : { value: parsed.value, fetchedAt: parsed.fetchedAt };
  } catch {
    return undefined;
  }
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
