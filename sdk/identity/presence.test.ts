import { describe, expect, it } from 'vitest';
import { createIdentity } from './client.ts';
import { hasStoredIdentity, USER_INFO_KEY } from './presence.ts';
import { DEFAULT_PREFIX, KEYS, identityStore, memoryStorage } from './storage.ts';

describe('stored identity check without the client', () => {
  it('reads the key the client stores the signed-in identity under', () => {
    expect(USER_INFO_KEY).toBe(DEFAULT_PREFIX + KEYS.userInfo);
    const storage = memoryStorage();
    identityStore(storage).set('userInfo', { uuid: 'u1', accessToken: 'a', refreshToken: 'r' });
    expect(hasStoredIdentity(storage)).toBe(true);
    expect(createIdentity({ apiOrigin: 'http://127.0.0.1:1', storage, window: null }).userIdentity?.uuid).toBe('u1');
  });

  it('nothing stored, garbage, an identity without tokens or a storage that throws: not signed in', () => {
    const storage = memoryStorage();
    expect(hasStoredIdentity(storage)).toBe(false);
    storage.setItem(USER_INFO_KEY, '{not json');
    expect(hasStoredIdentity(storage)).toBe(false);
    storage.setItem(USER_INFO_KEY, JSON.stringify({ uuid: 'u1' }));
    expect(hasStoredIdentity(storage)).toBe(false);
    storage.setItem(USER_INFO_KEY, 'null');
    expect(hasStoredIdentity(storage)).toBe(false);
    expect(hasStoredIdentity({ getItem: () => { throw new Error('blocked'); }, setItem() {}, removeItem() {} })).toBe(false);
  });
});
