/**
 * Whether browser storage holds a signed-in identity, read without the client: a page decides, for a few bytes,
 * whether it needs the SDK at all (a reader who never signed in does not download it). Self-contained on purpose
 * (no import of storage.ts, which would bring a chunk of its own): presence.test.ts keeps the key equal to the
 * client's.
 */
import type { StorageLike } from './types.ts';

/** The client's user-info key under its default prefix (storage.ts: DEFAULT_PREFIX + KEYS.userInfo). */
export const USER_INFO_KEY = 'identity.userInfo';

export function hasStoredIdentity(storage?: StorageLike, key = USER_INFO_KEY): boolean {
  try {
    const store = storage ?? (globalThis as { localStorage?: StorageLike }).localStorage;
    const raw = store?.getItem(key);
    if (!raw) return false;
    const identity = JSON.parse(raw) as { accessToken?: unknown; refreshToken?: unknown } | null;
    return Boolean(identity && (identity.accessToken || identity.refreshToken));
  } catch {
    // Storage that throws or holds garbage: nobody is signed in (the SDK reads it the same way).
    return false;
  }
}
