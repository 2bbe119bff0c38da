/**
 * What the SDK keeps in browser storage, every key under one prefix (spec sections 3 and 9), as JSON. Storage that
 * throws (private mode, a full quota) or holds garbage counts as empty: the reader is then signed out, never stuck.
 */
import type { StorageLike, UserIdentity, UserProfile } from './types.ts';

export const DEFAULT_PREFIX = 'identity.';

export const KEYS = {
  userInfo: 'userInfo',
  userProfile: 'userProfile',
  profileExpiry: 'profileExpiry',
  userSettings: 'userSettings',
  userSegments: 'userSegments',
  readerId: 'readerId',
  captchaToken: 'captchaToken',
  oidcState: 'oidcState',
} as const;

export type StoredKey = keyof typeof KEYS;

interface Stored {
  userInfo: UserIdentity;
  userProfile: UserProfile;
  /** Milliseconds since the epoch after which the cached profile is read again. */
  profileExpiry: number;
  userSettings: unknown;
  userSegments: unknown;
  readerId: string;
  captchaToken: string;
  /** The state of the provider sign-in this browser started: only its answer may complete here. */
  oidcState: string;
}

/** An in-memory Storage for tests and for pages without localStorage. */
export function memoryStorage(): StorageLike & { readonly size: number; keys(): string[] } {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    get size() {
      return items.size;
    },
    keys: () => [...items.keys()],
  };
}

export function defaultStorage(): StorageLike {
  try {
    const local = (globalThis as { localStorage?: StorageLike }).localStorage;
    if (local) return local;
  } catch {
    // Reading localStorage itself throws where storage is blocked.
  }
  return memoryStorage();
}

export type IdentityStore = ReturnType<typeof identityStore>;

export function identityStore(storage: StorageLike, prefix = DEFAULT_PREFIX) {
  return jsonStore<Stored>(storage, prefix, KEYS);
}

/**
 * Values as JSON under `prefix` + each name's key (the sales SDK keeps its cart and current order this way too).
 * A store that throws or holds garbage reads as empty, and a write it refuses is dropped.
 */
export function jsonStore<S>(storage: StorageLike, prefix: string, keys: { readonly [K in keyof S]: string }) {
  const full = (key: keyof S) => prefix + keys[key];
  return {
    key: full,
    get<K extends keyof S>(key: K): S[K] | undefined {
      try {
        const raw = storage.getItem(full(key));
        return raw === null ? undefined : (JSON.parse(raw) as S[K]);
      } catch {
        return undefined;
      }
    },
    set<K extends keyof S>(key: K, value: S[K]): void {
      try {
        storage.setItem(full(key), JSON.stringify(value));
      } catch {
        // A full or blocked store: the value lives only as long as the call that got it.
      }
    },
    remove(...names: Array<keyof S>): void {
      for (const key of names) {
        try {
          storage.removeItem(full(key));
        } catch {
          // As above.
        }
      }
    },
  };
}

/** The items that belong to a session: cleared on logout (the reader id outlives sessions). */
export const SESSION_KEYS: StoredKey[] = ['userInfo', 'userProfile', 'profileExpiry', 'userSettings', 'userSegments', 'captchaToken'];
