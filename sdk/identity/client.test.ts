// The identity SDK's own rules (spec sections 4, 5, 8) against a stand-in API on a real loopback HTTP server.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createIdentity, LOGIN_SUCCESS_MESSAGE, PROFILE_CACHE_MS } from './client.ts';
import { TEXTS } from './errors.ts';
import { PROVIDER_SCRIPTS } from './social.ts';
import { memoryStorage } from './storage.ts';
import { gate, json, startFakeApi, text, unsignedJwt, type FakeApi } from './test/fake-api.ts';

const T0 = Date.UTC(2026, 10, 24, 12);
const V1 = '/identity/public/v1';
const inSeconds = (s: number, clock: number) => Math.floor(clock / 1000) + s;

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api?.close());

let clock: number;
let storage: ReturnType<typeof memoryStorage>;
let messages: Array<{ message: any; targetOrigin: string }>;
let scripts: string[];
let config: Record<string, unknown>;

function client() {
  return createIdentity({
    apiOrigin: api.origin,
    storage,
    now: () => clock,
    window: { postMessage: (message, targetOrigin) => messages.push({ message, targetOrigin }), location: { origin: 'https://news.example' } },
    loadScript: async (src) => void scripts.push(src),
  });
}

/** A stored session whose access token expires `accessIn` seconds from now (none: no exp claim). */
function signedIn(accessIn: number | undefined, refreshToken = 'refresh-1') {
  const payload = accessIn === undefined ? { sub: 'u1' } : { sub: 'u1', exp: inSeconds(accessIn, clock) };
  storage.setItem('identity.userInfo', JSON.stringify({ uuid: 'u1', accessToken: unsignedJwt(payload), refreshToken }));
}

const requestsTo = (method: string, path: string) => api.requests.filter((r) => r.method === method && r.path === path);

beforeEach(() => {
  clock = T0;
  storage = memoryStorage();
  messages = [];
  scripts = [];
  config = { signinRecaptcha: false, signupRecaptcha: false, magicLinkRecaptcha: false, resetPasswordRecaptcha: false };
  api.requests.length = 0;
  api.on(`GET ${V1}/config`, (_req, res) => json(res, 200, config));
  api.on(`GET ${V1}/profile`, (req, res) => json(res, 200, { uuid: 'u1', email: 'a@example.org', identities: [], seenWith: req.authorization }));
  let n = 0;
  api.on(`POST ${V1}/auth/extend`, (_req, res) => {
    n++;
    json(res, 200, { uuid: 'u1', accessToken: unsignedJwt({ sub: 'u1', exp: inSeconds(900, clock), n }), refreshToken: `refresh-${n + 1}`, expiresIn: 900 });
  });
});

describe('answers (spec section 8)', () => {
  it('an API error with code and message is thrown unchanged', async () => {
    api.on(`POST ${V1}/auth/login`, (_req, res) => json(res, 401, { code: '100015', message: 'Account is disabled', extra: 1 }));
    await expect(client().login('a@example.org', 'pw')).rejects.toEqual({ code: '100015', message: 'Account is disabled', extra: 1 });
  });

  it('a non-JSON error body becomes { code, httpStatus, message, error: true }', async () => {
    api.on(`POST ${V1}/password/reset`, (_req, res) => text(res, 502, 'Bad gateway'));
    await expect(client().requestResetPassword('a@example.org')).rejects.toEqual({ code: '502', httpStatus: 502, message: 'Bad gateway', error: true });
  });

  it('a non-JSON error body without text is named by its status', async () => {
    api.on(`POST ${V1}/password/reset`, (_req, res) => void res.writeHead(503).end());
    await expect(client().requestResetPassword('a@example.org')).rejects.toMatchObject({ code: '503', httpStatus: 503, error: true, message: expect.stringMatching(/\S/) });
  });

  it('a non-JSON 2xx body becomes { message }', async () => {
    api.on(`POST ${V1}/auth/magiclink`, (_req, res) => text(res, 200, 'queued', 'text/plain'));
    await expect(client().requestOTALink('a@example.org')).resolves.toEqual({ message: 'queued' });
  });

  it('any other JSON error answer is thrown as it came', async () => {
    api.on(`POST ${V1}/auth/magiclink`, (_req, res) => json(res, 400, ['not', 'an', 'error']));
    await expect(client().requestOTALink('a@example.org')).rejects.toEqual(['not', 'an', 'error']);
  });

  it('a network failure is normalised with status 0', async () => {
    const offline = createIdentity({ apiOrigin: 'http://127.0.0.1:1', storage, window: null, fetch: () => Promise.reject(new TypeError('fetch failed')) });
    await expect(offline.getConfig()).rejects.toEqual({ code: '0', httpStatus: 0, message: 'fetch failed', error: true });
  });
});

describe('one call per operation name at a time (spec section 4)', () => {
  it('a second call while the first is pending gets the pending promise; the next call after it settles is a new request', async () => {
    const held = gate();
    api.on(`POST ${V1}/auth/login`, async (_req, res) => {
      await held.opened;
      json(res, 200, { uuid: 'u1', accessToken: unsignedJwt({ exp: inSeconds(900, clock) }), refreshToken: 'r' });
    });
    const identity = client();
    const first = identity.login('a@example.org', 'pw');
    const second = identity.login('b@example.org', 'other');
    expect(second).toBe(first);
    held.open();
    await first;
    expect(requestsTo('POST', `${V1}/auth/login`)).toHaveLength(1);
    await identity.login('a@example.org', 'pw');
    expect(requestsTo('POST', `${V1}/auth/login`)).toHaveLength(2);
  });

  it('different operations run side by side', async () => {
    const held = gate();
    api.on(`POST ${V1}/password/reset`, async (_req, res) => {
      await held.opened;
      json(res, 200, { success: true });
    });
    api.on(`POST ${V1}/auth/magiclink`, (_req, res) => json(res, 200, true));
    const identity = client();
    const reset = identity.requestResetPassword('a@example.org');
    await expect(identity.requestOTALink('a@example.org')).resolves.toBe(true);
    held.open();
    await expect(reset).resolves.toBe(true);
  });

  it('requestResetPassword, requestVerifyEmail and verifyEmail resolve true on Arc\'s { success: true } and throw any other answer', async () => {
    api.on(`POST ${V1}/password/reset`, (_req, res) => json(res, 200, { success: true }));
    api.on(`POST ${V1}/email/verify`, (_req, res) => json(res, 200, { success: true }));
    api.on(`GET ${V1}/email/verify/n1`, (_req, res) => json(res, 200, { success: true }));
    api.on(`GET ${V1}/email/verify/n2`, (_req, res) => json(res, 200, { success: false, message: 'no' }));
    const identity = client();
    await expect(identity.requestResetPassword('a@example.org')).resolves.toBe(true);
    await expect(identity.requestVerifyEmail('a@example.org')).resolves.toBe(true);
    await expect(identity.verifyEmail('n1')).resolves.toBe(true);
    await expect(identity.verifyEmail('n2')).rejects.toEqual({ success: false, message: 'no' });
  });
});

describe('the session (spec section 4)', () => {
  it('an access token that has not expired is used as it is', async () => {
    signedIn(600);
    const profile = await client().getUserProfile();
    expect(requestsTo('POST', `${V1}/auth/extend`)).toHaveLength(0);
    expect(profile.seenWith).toBe(`Bearer ${JSON.parse(storage.getItem('identity.userInfo')!).accessToken}`);
  });

  it('an expired access token is replaced through the refresh token before the call', async () => {
    signedIn(-5);
    const identity = client();
    const profile = await identity.getUserProfile();
    const [refresh] = requestsTo('POST', `${V1}/auth/extend`);
    expect(refresh.body).toEqual({ token: 'refresh-1', grantType: 'refresh-token' });
    expect(identity.userIdentity?.refreshToken).toBe('refresh-2');
    expect(profile.seenWith).toBe(`Bearer ${identity.userIdentity?.accessToken}`);
  });

  it('an access token with no expiry is replaced through the refresh token', async () => {
    signedIn(undefined);
    expect(await client().isLoggedIn()).toBe(true);
    expect(requestsTo('POST', `${V1}/auth/extend`)).toHaveLength(1);
  });

  it('calls needing a fresh token at once refresh it once (a refresh token is single use)', async () => {
    signedIn(-5);
    api.on(`PUT ${V1}/password`, (_req, res) => json(res, 200, { userName: 'a@example.org' }));
    const identity = client();
    await Promise.all([identity.getUserProfile(), identity.updatePassword('Old-pass-1', 'New-pass-2'), identity.isLoggedIn()]);
    expect(requestsTo('POST', `${V1}/auth/extend`)).toHaveLength(1);
  });

  it('an expired refresh token clears the session without a call', async () => {
    signedIn(-5, unsignedJwt({ exp: inSeconds(-1, clock) }));
    const identity = client();
    await expect(identity.extendSession()).rejects.toMatchObject({ message: TEXTS.refreshExpired });
    expect(await identity.isLoggedIn()).toBe(false);
    expect(storage.getItem('identity.userInfo')).toBeNull();
    expect(requestsTo('POST', `${V1}/auth/extend`)).toHaveLength(0);
  });

  it('a missing refresh token clears the session', async () => {
    storage.setItem('identity.userInfo', JSON.stringify({ uuid: 'u1', accessToken: unsignedJwt({ exp: inSeconds(600, clock) }) }));
    expect(await client().isLoggedIn()).toBe(false);
    expect(storage.getItem('identity.userInfo')).toBeNull();
  });

  it('a refused refresh clears the session and the refusal is thrown unchanged', async () => {
    signedIn(-5);
    api.on(`POST ${V1}/auth/extend`, (_req, res) => json(res, 401, { code: '400002', message: 'Refresh token is expired' }));
    const identity = client();
    await expect(identity.extendSession()).rejects.toEqual({ code: '400002', message: 'Refresh token is expired' });
    expect(identity.userIdentity).toBeUndefined();
  });

  it('an authenticated call while signed out fails with "Missing or invalid jwt" before any request', async () => {
    await expect(client().getUserProfile()).rejects.toMatchObject({ message: 'Missing or invalid jwt' });
    expect(api.requests).toHaveLength(0);
  });

  it('the profile is read from storage for 10 minutes, then from the API again', async () => {
    signedIn(3600);
    const identity = client();
    await identity.getUserProfile();
    clock += PROFILE_CACHE_MS - 1000;
    await identity.getUserProfile();
    expect(requestsTo('GET', `${V1}/profile`)).toHaveLength(1);
    clock += 2000;
    await identity.getUserProfile();
    expect(requestsTo('GET', `${V1}/profile`)).toHaveLength(2);
  });
});

describe('login and logout (spec section 4)', () => {
  beforeEach(() => {
    api.on(`POST ${V1}/auth/login`, (_req, res) => json(res, 200, { uuid: 'u1', accessToken: unsignedJwt({ exp: inSeconds(900, clock) }), refreshToken: 'r' }));
  });

  it('a login stores the identity, clears the profile expiry and posts ARC_LOGIN_SUCCESS with the grant type', async () => {
    storage.setItem('identity.profileExpiry', String(T0 + 60_000));
    const identity = client();
    await identity.login('a@example.org', 'pw', { rememberMe: true });
    expect(identity.userIdentity?.uuid).toBe('u1');
    expect(storage.getItem('identity.profileExpiry')).toBeNull();
    expect(messages).toEqual([{ message: { type: LOGIN_SUCCESS_MESSAGE, grantType: 'password' }, targetOrigin: 'https://news.example' }]);
    expect(requestsTo('POST', `${V1}/auth/login`)[0].body).toEqual({ userName: 'a@example.org', credentials: 'pw', grantType: 'password', rememberMe: true });
  });

  it('a login while signed in sends the bearer token, and ?cookie=true when asked', async () => {
    signedIn(600);
    const bearer = `Bearer ${JSON.parse(storage.getItem('identity.userInfo')!).accessToken}`;
    await client().login('a@example.org', 'pw', { cookie: true });
    const [sent] = requestsTo('POST', `${V1}/auth/login`);
    expect(sent.authorization).toBe(bearer);
    expect(sent.query.get('cookie')).toBe('true');
  });

  it('logout ends the session at the API, clears it here and fires the logout event', async () => {
    signedIn(600);
    storage.setItem('identity.userProfile', '{}');
    storage.setItem('identity.readerId', '"amp-reader"');
    api.on(`DELETE ${V1}/auth/token`, (_req, res) => void res.writeHead(204).end());
    const identity = client();
    let fired = 0;
    identity.onLogout(() => fired++);
    await identity.logout();
    expect(requestsTo('DELETE', `${V1}/auth/token`)[0].authorization).toMatch(/^Bearer /);
    expect(fired).toBe(1);
    expect(storage.keys()).toEqual(['identity.readerId']);
  });

  it('logout without an access token still clears the session, then fails with "No access token found, user is already logged out"', async () => {
    storage.setItem('identity.userSettings', '{}');
    const identity = client();
    let fired = 0;
    identity.onLogout(() => fired++);
    await expect(identity.logout()).rejects.toMatchObject({ message: 'No access token found, user is already logged out' });
    expect(storage.size).toBe(0);
    expect(fired).toBe(1);
    expect(api.requests).toHaveLength(0);
  });

  it('every stored item is under the one identity prefix', async () => {
    api.on(`GET ${V1}/user/settings`, (_req, res) => json(res, 200, { disqus: { ssoKey: 'k' } }));
    api.on(`GET /identity/public/v2/identity/segmentation`, (_req, res) => json(res, 200, { uuid: 'u1', segment: ['registered'] }));
    const identity = client();
    identity.setCaptchaToken('c');
    await identity.login('a@example.org', 'pw');
    identity.setCaptchaToken('c');
    await identity.getUserProfile();
    await identity.getUserSettings();
    await identity.getUserSegments();
    expect(storage.keys().length).toBeGreaterThanOrEqual(5);
    for (const key of storage.keys()) expect(key).toMatch(/^identity\./);
  });
});

describe('the captcha rule (spec section 5)', () => {
  const contexts = [
    { flag: 'signinRecaptcha', route: `POST ${V1}/auth/login`, call: (c: ReturnType<typeof client>, token?: string) => c.login('a@example.org', 'pw', { recaptchaToken: token }) },
    { flag: 'signupRecaptcha', route: `POST ${V1}/signup`, call: (c: ReturnType<typeof client>, token?: string) => c.signUp({ userName: 'a@example.org', credentials: 'pw' }, {}, { recaptchaToken: token }) },
    { flag: 'magicLinkRecaptcha', route: `POST ${V1}/auth/magiclink`, call: (c: ReturnType<typeof client>, token?: string) => c.requestOTALink('a@example.org', token) },
    { flag: 'resetPasswordRecaptcha', route: `POST ${V1}/password/reset`, call: (c: ReturnType<typeof client>, token?: string) => c.requestResetPassword('a@example.org', token) },
  ];
  for (const { flag, route, call } of contexts) {
    it(`with ${flag} on and no token, ${route} fails before the call with 130001 "Captcha token invalid"; with one, the token is sent`, async () => {
      config[flag] = true;
      const [method, path] = route.split(' ');
      api.on(route, (_req, res) => json(res, 200, { uuid: 'u1', accessToken: unsignedJwt({ exp: inSeconds(900, clock) }), refreshToken: 'r', success: true }));
      const identity = client();
      await expect(call(identity)).rejects.toMatchObject({ code: '130001', message: 'Captcha token invalid' });
      expect(requestsTo(method, path)).toHaveLength(0);
      await call(identity, 'token-1');
      expect(requestsTo(method, path)[0].body.recaptchaToken).toBe('token-1');
    });
  }

  it('a stored captcha token is used once, then removed', async () => {
    config.magicLinkRecaptcha = true;
    api.on(`POST ${V1}/auth/magiclink`, (_req, res) => json(res, 200, true));
    const identity = client();
    identity.setCaptchaToken('stored-token');
    expect(storage.getItem('identity.captchaToken')).not.toBeNull();
    await identity.requestOTALink('a@example.org');
    expect(requestsTo('POST', `${V1}/auth/magiclink`)[0].body.recaptchaToken).toBe('stored-token');
    expect(storage.getItem('identity.captchaToken')).toBeNull();
    await expect(identity.requestOTALink('a@example.org')).rejects.toMatchObject({ code: '130001' });
  });

  it('with the flag off, no token is needed', async () => {
    api.on(`POST ${V1}/auth/magiclink`, (_req, res) => json(res, 200, true));
    await expect(client().requestOTALink('a@example.org')).resolves.toBe(true);
    expect(requestsTo('POST', `${V1}/auth/magiclink`)[0].body).toEqual({ email: 'a@example.org' });
  });
});

describe('social and OIDC sign-in (spec sections 6, 7, 8)', () => {
  it('a provider that is not configured is refused with the spec text and loads no script', async () => {
    const identity = client();
    await expect(identity.initGoogleSignOn()).rejects.toMatchObject({ message: 'Google Client ID not found…' });
    await expect(identity.initFacebookLogin()).rejects.toMatchObject({ message: 'Facebook App ID not found...' });
    await expect(identity.initAppleSignOn()).rejects.toMatchObject({ message: TEXTS.appleNotConfigured });
    await expect(identity.loginWithSocialToken('myspace', 'x')).rejects.toMatchObject({ message: 'Unsupported third party service requested.' });
    expect(await identity.socialProviders()).toEqual([]);
    expect(scripts).toEqual([]);
  });

  it('a configured provider loads its script, with the first of a comma-separated list of ids', async () => {
    config.googleClientId = 'g-first, g-second';
    config.facebookAppId = 'fb-1';
    const identity = client();
    await expect(identity.initGoogleSignOn()).resolves.toEqual({ clientId: 'g-first' });
    await expect(identity.initFacebookLogin()).resolves.toEqual({ appId: 'fb-1', version: 'v20.0' });
    expect(scripts).toEqual([PROVIDER_SCRIPTS.google, PROVIDER_SCRIPTS.facebook]);
    expect(await identity.socialProviders()).toEqual(['google', 'facebook']);
  });

  it('a social token signs in with the provider as grant type', async () => {
    config.googleClientId = 'g-first';
    api.on(`POST ${V1}/auth/login`, (_req, res) => json(res, 200, { uuid: 'u1', accessToken: unsignedJwt({ exp: inSeconds(900, clock) }), refreshToken: 'r' }));
    await client().loginWithSocialToken('google', 'google-credential');
    expect(requestsTo('POST', `${V1}/auth/login`)[0].body).toMatchObject({ userName: '', credentials: 'google-credential', grantType: 'google' });
    expect(messages[0].message).toEqual({ type: LOGIN_SUCCESS_MESSAGE, grantType: 'google' });
  });

  it('initiateOIDC asks the API for the provider address with the name and email scopes and sends the browser there', async () => {
    api.on('GET /identity/public/v2/oidc/okta/initiate', (_req, res) => json(res, 200, { url: 'https://idp.example/authorize?x=1' }));
    const assigned: string[] = [];
    const identity = createIdentity({ apiOrigin: api.origin, storage, window: { postMessage: () => undefined, location: { origin: 'https://news.example', assign: (u) => void assigned.push(u) } } });
    await expect(identity.initiateOIDC('okta')).resolves.toBe('https://idp.example/authorize?x=1');
    expect(requestsTo('GET', '/identity/public/v2/oidc/okta/initiate')[0].query.get('scope')).toBe('name email');
    expect(assigned).toEqual(['https://idp.example/authorize?x=1']);
  });
});

describe('account calls (spec section 7; the real answers are in service.test.ts)', () => {
  it('a GDPR report list must be an array; anything else is thrown', async () => {
    signedIn(600);
    api.on(`GET ${V1}/gdpr`, (_req, res) => json(res, 200, { reports: [] }));
    await expect(client().getGDPRReports()).rejects.toEqual({ reports: [] });
    api.on(`GET ${V1}/gdpr`, (_req, res) => json(res, 200, [{ id: 'g1' }]));
    await expect(client().getGDPRReports()).resolves.toEqual([{ id: 'g1' }]);
  });

  it('the current password goes in the body of an email change and of a deletion request when given, and only then', async () => {
    signedIn(600);
    api.on(`PATCH ${V1}/profile`, (_req, res) => json(res, 200, { uuid: 'u1', email: 'a@example.org', pendingEmail: 'b@example.org', identities: [] }));
    api.on(`DELETE ${V1}/user/anonymize`, (_req, res) => json(res, 202, { id: 'd1', status: 'pending', reason: null, createdOn: 'x', decidedOn: null }));
    const identity = client();
    await expect(identity.updateUserProfile({ email: 'b@example.org' }, { currentPassword: 'pw' })).resolves.toMatchObject({ email: 'a@example.org', pendingEmail: 'b@example.org' });
    await identity.updateUserProfile({ firstName: 'Mere' });
    expect(requestsTo('PATCH', `${V1}/profile`).map((r) => r.body)).toEqual([{ email: 'b@example.org', currentPassword: 'pw' }, { firstName: 'Mere' }]);
    await identity.requestDeleteAccount({ currentPassword: 'pw' });
    await identity.requestDeleteAccount();
    expect(requestsTo('DELETE', `${V1}/user/anonymize`).map((r) => r.body)).toEqual([{ currentPassword: 'pw' }, undefined]);
  });

  it('confirmEmailChange sends the nonce with the session (when signed in) and makes the cached profile stale', async () => {
    signedIn(600);
    api.on(`GET ${V1}/email/change/nonce-1`, (_req, res) => json(res, 200, { success: true, email: 'b@example.org' }));
    const identity = client();
    await identity.getUserProfile();
    await expect(identity.confirmEmailChange('nonce-1')).resolves.toEqual({ success: true, email: 'b@example.org' });
    expect(requestsTo('GET', `${V1}/email/change/nonce-1`)[0].authorization).toMatch(/^Bearer /);
    await identity.getUserProfile();
    expect(requestsTo('GET', `${V1}/profile`)).toHaveLength(2);
    storage.removeItem('identity.userInfo');
    await client().confirmEmailChange('nonce-1');
    expect(requestsTo('GET', `${V1}/email/change/nonce-1`)[1].authorization).toBeUndefined();
  });
});
