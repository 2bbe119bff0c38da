/**
 * `createIdentity`: the browser client of the identity API (spec section 7) with the client rules of sections 4,
 * 5 and 8. Plain TypeScript and web APIs only (fetch, Storage, postMessage), so a block and a third party's page
 * use it alike; the API's origin comes from configuration, so it can be an external Arc-compatible service.
 */
import { accountCalls } from './account.ts';
import { TEXTS, isApiError, sdkErrors } from './errors.ts';
import { createHttp, type Http } from './http.ts';
import { V1 } from './paths.ts';
import { createSession } from './session.ts';
import { singleFlight } from './single-flight.ts';
import { oidcCalls } from './oidc.ts';
import { socialCalls } from './social-calls.ts';
import { DEFAULT_PREFIX, defaultStorage, identityStore, type IdentityStore } from './storage.ts';
import { domScriptLoader, type ScriptLoader } from './social.ts';
import type { CaptchaContext, FetchLike, Heartbeat, IdentityConfig, StorageLike, UserIdentity, UserProfile, WindowLike } from './types.ts';

/** The profile is read again after 10 minutes (spec section 9). */
export const PROFILE_CACHE_MS = 10 * 60 * 1000;
export const LOGIN_SUCCESS_MESSAGE = 'ARC_LOGIN_SUCCESS';

export interface IdentityOptions {
  /** The identity API's origin, e.g. the site's own or an external Arc-compatible service. */
  apiOrigin: string;
  /** localStorage in a browser (the default when there is one), an in-memory store elsewhere. */
  storage?: StorageLike;
  /** Every stored key starts with it (default `identity.`). */
  storagePrefix?: string;
  fetch?: FetchLike;
  /** Where the login message is posted; the global `window` by default, none outside a browser. */
  window?: WindowLike | null;
  /** How a configured provider's script is added to the page (default: a script element). */
  loadScript?: ScriptLoader;
  /** The clock the token expiry is compared with (tests move it). */
  now?: () => number;
}

export interface LoginOptions {
  rememberMe?: boolean;
  recaptchaToken?: string;
  /** `password` by default; a social provider's name for a social token. */
  grantType?: string;
  /** Asks the API to set its session cookie as well (`?cookie=true`). */
  cookie?: boolean;
}

const CAPTCHA_FLAGS: Record<CaptchaContext, keyof IdentityConfig> = {
  signin: 'signinRecaptcha',
  signup: 'signupRecaptcha',
  magicLink: 'magicLinkRecaptcha',
  resetPassword: 'resetPasswordRecaptcha',
};

/** Arc's success marker for the mailing calls and verifyEmail: `{ success: true }` is true, anything else is thrown. */
const succeeded = (answer: unknown): true => {
  if ((answer as { success?: unknown } | null)?.success === true) return true;
  throw answer;
};

/** What the calls of each module share. */
export interface Deps {
  http: Http;
  store: IdentityStore;
  once: <T>(name: string, run: () => Promise<T>) => Promise<T>;
  session: ReturnType<typeof createSession>;
  getConfig: () => Promise<IdentityConfig>;
  win: WindowLike | undefined;
  loadScript: ScriptLoader;
}

export function createIdentity(options: IdentityOptions) {
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const http = createHttp(options.apiOrigin, fetchImpl);
  const store = identityStore(options.storage ?? defaultStorage(), options.storagePrefix ?? DEFAULT_PREFIX);
  const now = options.now ?? Date.now;
  const once = singleFlight();
  const win = options.window === undefined ? ((globalThis as { window?: WindowLike }).window ?? undefined) : (options.window ?? undefined);
  const logoutListeners = new Set<() => void>();
  const session = createSession({ http, store, now, once });

  let config: Promise<IdentityConfig> | undefined;
  /** The config, read once per client (a failed read is tried again next time). */
  const getConfig = () => {
    config ??= (http('GET', `${V1}/config`) as Promise<IdentityConfig>).catch((error) => {
      config = undefined;
      throw error;
    });
    return config;
  };

  /**
   * The captcha rule (spec section 5): when the context's flag is on and no token is given (nor stored), fail
   * before the call with 130001. A stored token is single use: it is taken out as it is sent.
   */
  const captchaToken = async (context: CaptchaContext, given: string | undefined): Promise<string | undefined> => {
    const token = given ?? store.get('captchaToken');
    store.remove('captchaToken');
    if (token) return token;
    if ((await getConfig())[CAPTCHA_FLAGS[context]]) throw sdkErrors.captchaInvalid();
    return undefined;
  };

  /** Stores a signed-in identity: the cached profile is stale, and the page hears of it. */
  const signedIn = (identity: UserIdentity, grantType: string) => {
    session.save(identity);
    store.remove('profileExpiry');
    win?.postMessage({ type: LOGIN_SUCCESS_MESSAGE, grantType }, win.location?.origin ?? '*');
    return identity;
  };

  const deps: Deps = { http, store, once, session, getConfig, win, loadScript: options.loadScript ?? domScriptLoader() };

  const fetchProfile = async (token: string) => {
    const profile = (await http('GET', `${V1}/profile`, { token })) as UserProfile;
    store.set('userProfile', profile);
    store.set('profileExpiry', now() + PROFILE_CACHE_MS);
    return profile;
  };

  const login = (userName: string, credentials: string, opts: LoginOptions = {}) =>
    once('login', async () => {
      const grantType = opts.grantType ?? 'password';
      const recaptchaToken = await captchaToken('signin', opts.recaptchaToken);
      const current = session.stored();
      const identity = (await http('POST', `${V1}/auth/login`, {
        body: { userName, credentials, grantType, rememberMe: Boolean(opts.rememberMe), ...(recaptchaToken ? { recaptchaToken } : {}) },
        token: current?.accessToken,
        query: { cookie: opts.cookie ? 'true' : undefined },
      })) as UserIdentity;
      return signedIn(identity, grantType);
    });

  const client = {
    getConfig,
    login,

    /**
     * Ends the session: the API forgets it, this client clears it and fires the logout event. Without an access
     * token the session is still cleared, then the call fails with the spec's text.
     */
    logout: () =>
      once('logout', async () => {
        const identity = session.stored();
        try {
          if (!identity?.accessToken) throw sdkErrors.alreadyLoggedOut();
          await http('DELETE', `${V1}/auth/token`, { token: identity.accessToken }).catch((error: unknown) => {
            // A token the API no longer accepts has no session left to end: the reader is logged out either way.
            if (!(isApiError(error) && error.message === TEXTS.invalidJwt)) throw error;
          });
        } finally {
          session.clear();
          for (const listener of [...logoutListeners]) listener();
        }
      }),

    /** Signed in with both tokens, refreshing an access token that is expired or has no expiry. */
    isLoggedIn: () => once('isLoggedIn', async () => Boolean(await session.current())),

    /** Trades the refresh token for a new identity; a failure clears the session. */
    extendSession: () => session.extend(),

    /**
     * Asks the API whether the session still lives and how long its access token has left (an expired one is
     * extended first). A session ended elsewhere (logout, password change or reset) is refused: it is cleared here.
     */
    heartbeat: () =>
      once('heartbeat', async () => {
        if (!session.stored()) throw sdkErrors.noUser();
        const token = await session.accessToken();
        try {
          return (await http('GET', `${V1}/auth/heartbeat`, { token })) as Heartbeat;
        } catch (error) {
          if (isApiError(error) && error.message === TEXTS.invalidJwt) session.clear();
          throw error;
        }
      }),

    /** The profile, from storage for 10 minutes after it was read; `{ forceRefresh: true }` reads it anew. */
    getUserProfile: (opts: { forceRefresh?: boolean } = {}) =>
      once('getUserProfile', async () => {
        const token = await session.accessToken();
        const cached = store.get('userProfile');
        const expiry = store.get('profileExpiry');
        if (!opts.forceRefresh && cached && typeof expiry === 'number' && expiry > now()) return cached;
        return fetchProfile(token);
      }),

    /**
     * Changes profile fields (never uuid); answers the updated profile, which is cached. A new `email` is a sensitive
     * change: the service wants `currentPassword` (or a sign-in from the last 10 minutes; else 403 400008), then keeps
     * the current address, answered with `pendingEmail`, until the link it mails to the new one is opened
     * (confirmEmailChange).
     */
    updateUserProfile: (fields: Partial<UserProfile>, opts: { currentPassword?: string } = {}) =>
      once('updateUserProfile', async () => {
        const token = await session.accessToken();
        const { uuid: _uuid, ...rest } = fields;
        const body = opts.currentPassword ? { ...rest, currentPassword: opts.currentPassword } : rest;
        const profile = (await http('PATCH', `${V1}/profile`, { token, body })) as UserProfile;
        store.set('userProfile', profile);
        store.set('profileExpiry', now() + PROFILE_CACHE_MS);
        return profile;
      }),

    /**
     * Opens the link mailed to a new address (its `change_nonce`): the address becomes the account's. Signed in, the
     * session's token goes along, so this session stays while the account's others end; the cached profile is stale.
     */
    confirmEmailChange: (nonce: string) =>
      once('confirmEmailChange', async () => {
        const token = session.stored() ? await session.accessToken().catch(() => undefined) : undefined;
        const answer = (await http('GET', `${V1}/email/change/${encodeURIComponent(nonce)}`, { token })) as { success: true; email: string };
        store.remove('profileExpiry');
        return answer;
      }),

    updatePassword: (oldPassword: string, newPassword: string) =>
      once('updatePassword', async () => {
        const token = await session.accessToken();
        return (await http('PUT', `${V1}/password`, { token, body: { oldPassword, newPassword } })) as { userName: string };
      }),

    /**
     * Creates an account (it does not sign in: the caller logs in next, as the account UI does). Signed in, it sends
     * the session's token: a reader without a password (a social account) creates one for their own address.
     */
    signUp: (identity: { userName: string; credentials: string }, profile: Partial<UserProfile> = {}, opts: { recaptchaToken?: string } = {}) =>
      once('signUp', async () => {
        const recaptchaToken = await captchaToken('signup', opts.recaptchaToken);
        const token = session.stored() ? await session.accessToken().catch(() => undefined) : undefined;
        return (await http('POST', `${V1}/signup`, { token, body: { identity, profile, ...(recaptchaToken ? { recaptchaToken } : {}) } })) as {
          uuid: string;
          identities: unknown[];
          profile: Partial<UserProfile>;
        };
      }),

    requestResetPassword: (userName: string, recaptchaToken?: string) =>
      once('requestResetPassword', async () => {
        const token = await captchaToken('resetPassword', recaptchaToken);
        return succeeded(await http('POST', `${V1}/password/reset`, { body: { userName, ...(token ? { recaptchaToken: token } : {}) } }));
      }),

    resetPassword: (nonce: string, newPassword: string) =>
      once('resetPassword', async () => (await http('PUT', `${V1}/password/reset/${encodeURIComponent(nonce)}`, { body: { newPassword } })) as { userName: string }),

    /** Mails a one-time sign-in link (the magic link); answers true whether or not the address has an account. */
    requestOTALink: (email: string, recaptchaToken?: string) =>
      once('requestOTALink', async () => {
        const token = await captchaToken('magicLink', recaptchaToken);
        return http('POST', `${V1}/auth/magiclink`, { body: { email, ...(token ? { recaptchaToken: token } : {}) } });
      }),

    /** Signs in with a one-time link's nonce: the identity is stored, as after a login. */
    redeemOTALink: (nonce: string) =>
      once('redeemOTALink', async () => {
        const identity = (await http('GET', `${V1}/auth/magiclink/${encodeURIComponent(nonce)}`)) as UserIdentity;
        return signedIn(identity, 'magicLink');
      }),

    requestVerifyEmail: (email: string) => once('requestVerifyEmail', async () => succeeded(await http('POST', `${V1}/email/verify`, { body: { email } }))),
    verifyEmail: (nonce: string) => once('verifyEmail', async () => succeeded(await http('GET', `${V1}/email/verify/${encodeURIComponent(nonce)}`))),

    /** Keeps a captcha token for the next call that needs one (spec section 5: stored under the captcha-token key). */
    setCaptchaToken: (token: string | undefined) => (token ? store.set('captchaToken', token) : store.remove('captchaToken')),

    /**
     * The access token for another API of the same reader (the sales SDK sends it), refreshed first when needed;
     * signed out, "Missing or invalid jwt" without a request.
     */
    getAccessToken: () => session.accessToken(),

    /** The signed-in identity as stored, without checking it. */
    get userIdentity(): UserIdentity | undefined {
      return session.stored();
    },

    /** Called after every logout (the sales client clears its caches then); answers the unsubscribe. */
    onLogout(listener: () => void): () => void {
      logoutListeners.add(listener);
      return () => void logoutListeners.delete(listener);
    },

    ...accountCalls(deps),
    ...socialCalls(deps, login),
    ...oidcCalls(deps, signedIn),
  };
  return client;
}

export type IdentityClient = ReturnType<typeof createIdentity>;
