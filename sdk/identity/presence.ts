/**
 * Whether browser storage holds a signed-in identity, read without the client: a page can decide, for the cost of
 * a few bytes, whether it needs the SDK at all (a reader who never signed in does not download it).
 */
import { DEFAULT_PREFIX, KEYS } from './storage.ts';
import type { StorageLike } from './types.ts';

export function hasStoredIdentity(storage?: StorageLike, prefix = DEFAULT_PREFIX): boolean {
  try {
    const store = storage ?? (globalThis as { localStorage?: StorageLike }).localStorage;
    const raw = store?.getItem(prefix + KEYS.userInfo);
    if (!raw) return false;
    const identity = JSON.parse(raw) as { accessToken?: unknown; refreshToken?: unknown } | null;
    return Boolean(identity && (identity.accessToken || identity.refreshToken));
  } catch {
    // Storage that throws or holds garbage: nobody is signed in (the SDK reads it the same way).
    return false;
  }
}
