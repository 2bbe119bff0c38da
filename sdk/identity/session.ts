/**
 * The session rules of spec section 4: a signed-in reader holds both tokens; an access token that is expired or
 * has no expiry is replaced through the refresh token (one refresh at a time, since a refresh token is single
 * use and a reused one ends the whole session); a refresh token that is expired or missing clears the session.
 */
import { sdkErrors } from './errors.ts';
import type { Http } from './http.ts';
import { tokenExpiry } from './jwt.ts';
import { V1 } from './paths.ts';
import { SESSION_KEYS, type IdentityStore } from './storage.ts';
import type { UserIdentity } from './types.ts';

/** An access token this close to its expiry is refreshed first, so it cannot expire on its way to the server. */
export const EXPIRY_MARGIN_MS = 10_000;
/** The service's refresh grant for the SDK's extendSession (the spec names the call, not its path). */
export const EXTEND_PATH = `${V1}/auth/extend`;

export interface SessionDeps {
  http: Http;
  store: IdentityStore;
  now: () => number;
  once: <T>(name: string, run: () => Promise<T>) => Promise<T>;
}

export type Session = ReturnType<typeof createSession>;

export function createSession({ http, store, now, once }: SessionDeps) {
  const clear = () => store.remove(...SESSION_KEYS);

  const accessFresh = (identity: UserIdentity) => {
    const exp = tokenExpiry(identity.accessToken);
    return exp !== undefined && exp - EXPIRY_MARGIN_MS > now();
  };

  /** Trades the refresh token for a new identity; any failure clears the session and is thrown as it came. */
  const extend = () =>
    once('extendSession', async () => {
      const identity = store.get('userInfo');
      if (!identity) throw sdkErrors.noUser();
      if (!identity.refreshToken) {
        clear();
        throw sdkErrors.noRefreshToken();
      }
      const refreshExp = tokenExpiry(identity.refreshToken);
      if (refreshExp !== undefined && refreshExp <= now()) {
        clear();
        throw sdkErrors.refreshExpired();
      }
      try {
        const next = (await http('POST', EXTEND_PATH, { body: { token: identity.refreshToken, grantType: 'refresh-token' } })) as UserIdentity;
        store.set('userInfo', { ...identity, ...next });
        return store.get('userInfo') ?? next;
      } catch (error) {
        clear();
        throw error;
      }
    });

  /** The stored identity with a fresh access token, refreshing when needed; undefined when signed out. */
  const current = async (): Promise<UserIdentity | undefined> => {
    const identity = store.get('userInfo');
    if (!identity) return undefined;
    if (!identity.accessToken || !identity.refreshToken) {
      clear();
      return undefined;
    }
    if (accessFresh(identity)) return identity;
    try {
      return await extend();
    } catch {
      return undefined;
    }
  };

  return {
    clear,
    extend,
    current,
    stored: () => store.get('userInfo'),
    save: (identity: UserIdentity) => store.set('userInfo', identity),
    /** The access token of an authenticated call, or "Missing or invalid jwt" before any request is made. */
    async accessToken(): Promise<string> {
      const identity = await current();
      if (!identity) throw sdkErrors.invalidJwt();
      return identity.accessToken;
    },
  };
}
