/**
 * Arc XP's published identity SDK, @arc-publishing/sdk-identity 1.94.0 (the pinned devDependency), driven unchanged
 * against our identity service over real HTTP: a site built on it must work against /identity as it did against
 * Arc. Its CommonJS build runs in Node with the few browser globals it touches (browser-globals.ts); the clock it
 * and the service read (Date.now, one process) is moved forward to pass an access token's 15 minutes.
 *
 * Every public method that needs no outside provider is driven. Not driven, with the reason:
 * - initFacebookLogin, facebookSignOn: load and call Facebook's JS SDK (window.FB).
 * - initGoogleLogin, initGoogleAuthSDK, initGoogleAuth, googleSignOn, signInWithGoogle, relinkGoogleAccount: Google
 *   Identity Services (accounts.google.com script, a Google id token).
 * - initAppleSignOn, appleSignOn: Sign in with Apple's script and an Apple id token.
 * - getSwgAccessToken, checkSwgLogin, signOnSwgUser: Google's Subscribe with Google (swg.js, a Google account).
 * - unlinkSocialIdentity: removes a Google, Facebook or Apple identity, which only those providers give.
 * An outside OpenID provider is a local stand-in (oidc-provider, walked through as a reader would: local-op.ts) for
 * initiateOIDC, signInWithOIDC and unlinkOIDC; the site as the provider of its own app drives
 * loginWithArcIdentityAsOIDCProvider and signInWithOIDCPKCE.
 */
import { createHash, randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, backends, linkToken, startIdentity, type Running } from '../../services/identity/test/harness.ts';
import { signInAtProvider, startLocalProvider, type LocalProvider } from '../../services/identity/test/local-op.ts';
import { installBrowserGlobals, type BrowserGlobals } from './browser-globals.ts';

const MINUTE = 60_000;
const EMAIL = 'sdk-reader@example.com';
const NEW_PASSWORD = 'Haere-mai-2027';
const RESET_PASSWORD = 'Ka-kite-ano-2028';
/** An app that signs readers in through the site as its OpenID provider. */
const APP = { clientId: 'partner-app', redirectUri: 'https://partner.example/auth/callback' };
/** The site's own app, which trades the provider's refresh token for a reader session (signInWithOIDCPKCE). */
const OWN_APP = { clientId: 'news-app', redirectUri: 'https://app.news.example/callback' };
/** The outside OpenID provider's stand-in and the site's login page it returns readers to. */
const REDIRECT = 'https://news.example/account/login/';
const OUTSIDE = { clientId: 'news-site', clientSecret: 'local-provider-client-secret', subject: 'tama' };
let local: LocalProvider;

// The SDK's CommonJS build, loaded as a site's bundle would: after the globals exist (it reads storage at load).
type ArcIdentity = any;
let Identity: ArcIdentity;
let api: Running & { origin: string };
let browser: BrowserGlobals;
const realNow = Date.now;
let shift = 0;
/** Moves the one clock of the process (the SDK's and the service's) forward. */
const passTime = (ms: number) => void (shift += ms);
const location = () => (globalThis as unknown as { window: { location: { href: string } } }).window.location;
const payload = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString());
/** The token of the next mail to `to` that carries one (notices of an email change carry none). */
async function mailedToken(to: string): Promise<string> {
  for (;;) {
    const mail = await api.mailer.next(to);
    if (/=[A-Za-z0-9_-]{43}\s/.test(mail.text + ' ')) return linkToken(mail);
  }
}

beforeAll(async () => {
  Date.now = () => realNow.call(Date) + shift;
  // The service first: PGlite takes a `window` for a browser and would load its files by fetch.
  local = await startLocalProvider({ ...OUTSIDE, redirectUri: REDIRECT, accounts: { [OUTSIDE.subject]: { email: 'tama@example.org', email_verified: true } } });
  api = await startIdentity(backends[0]!, {
    oidc: {
      clients: [
        { clientId: APP.clientId, redirectUris: [APP.redirectUri] },
        { clientId: OWN_APP.clientId, redirectUris: [OWN_APP.redirectUri], firstParty: true },
      ],
      providers: [{ name: 'kaitiaki', type: 'OIDC', issuer: local.issuer, clientIds: [OUTSIDE.clientId], clientSecret: OUTSIDE.clientSecret, redirectUri: REDIRECT }],
    },
  });
  browser = installBrowserGlobals();
  Identity = (await import('@arc-publishing/sdk-identity')).default;
  Identity.options({ apiOrigin: api.origin });
});

afterAll(async () => {
  Date.now = realNow;
  await api?.close();
  await local?.close();
});

describe('Arc identity SDK 1.94.0 against our identity service', () => {
  it('getConfig reads the site configuration the SDK checks captchas with', async () => {
    const config = await Identity.getConfig();
    expect(config).toMatchObject({ signinRecaptcha: false, signupRecaptcha: false, magicLinkRecaptcha: false, resetPasswordRecaptcha: false });
  });

  it('signUp creates the account and answers its uuid', async () => {
    const answer = await Identity.signUp({ userName: EMAIL, credentials: PASSWORD }, { firstName: 'Aroha', email: EMAIL }, undefined, true);
    expect(answer.uuid).toMatch(/^[0-9a-f-]{36}$/);
    await api.mailer.next(EMAIL); // the sign-up's own verification mail
  });

  it('requestVerifyEmail resolves true, and verifyEmail redeems the mailed link', async () => {
    await expect(Identity.requestVerifyEmail(EMAIL)).resolves.toBe(true);
    await expect(Identity.verifyEmail(await mailedToken(EMAIL))).resolves.toBe(true);
  });

  it('login stores the identity, with a refresh token the SDK reads as a JWT whose exp is its expiry', async () => {
    const identity = await Identity.login(EMAIL, PASSWORD, { rememberMe: true });
    expect(identity.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(browser.messages).toContainEqual({ type: 'ARC_LOGIN_SUCCESS', grantType: 'password' });
    const exp = payload(identity.refreshToken).exp * 1000;
    expect(exp - Date.now()).toBeGreaterThan(29 * 24 * 60 * MINUTE); // remember-me: a month, sliding
    expect(exp - Date.now()).toBeLessThanOrEqual(30 * 24 * 60 * MINUTE);
    await expect(Identity.isLoggedIn()).resolves.toBe(true);
  });

  it('isLoggedIn stays true after the access token expired: it refreshes the session through auth/token', async () => {
    const before = Identity.userIdentity;
    passTime(16 * MINUTE);
    await expect(Identity.isLoggedIn()).resolves.toBe(true);
    const after = Identity.userIdentity;
    expect(after.accessToken).not.toBe(before.accessToken);
    expect(after.refreshToken).not.toBe(before.refreshToken);
    expect(payload(after.accessToken).exp * 1000).toBeGreaterThan(Date.now());
  });

  it('heartbeat refreshes an expired access token, and extendSession rotates the refresh token each time', async () => {
    passTime(16 * MINUTE);
    const first = Identity.userIdentity.refreshToken;
    const beat = await Identity.heartbeat();
    expect(payload(beat.accessToken).exp * 1000).toBeGreaterThan(Date.now());
    expect(beat.refreshToken).not.toBe(first);
    const extended = await Identity.extendSession();
    expect(extended.refreshToken).not.toBe(beat.refreshToken);
  });

  it('a refresh token used once and presented again is refused, and ends its whole family', async () => {
    const current = Identity.userIdentity;
    const stolen = current.refreshToken;
    const used = await api.call('POST', '/auth/token', { body: { token: stolen, grantType: 'refresh-token' } });
    expect(used.status).toBe(200);
    const again = await api.call('POST', '/auth/token', { body: { token: stolen, grantType: 'refresh-token' } });
    expect(again.status).toBe(401);
    const next = await api.call('POST', '/auth/token', { body: { token: used.body.refreshToken, grantType: 'refresh-token' } });
    expect(next.status).toBe(401);
    // The SDK's session was in that family: it is signed out, and signs in again.
    passTime(16 * MINUTE);
    await expect(Identity.isLoggedIn()).resolves.toBe(false);
    await Identity.login(EMAIL, PASSWORD, { rememberMe: true });
  });

  it('initiateOIDC answers the provider\'s address, and with scopes sends the browser there asking for them', async () => {
    const started = await Identity.initiateOIDC('kaitiaki', undefined, false);
    expect(new URL(started.url).origin).toBe(local.issuer);
    await Identity.initiateOIDC('kaitiaki', ['openid', 'email'], true);
    const address = new URL(location().href);
    expect(address.origin).toBe(local.issuer);
    expect(address.searchParams.get('scope')).toBe('openid email');
  });

  it('signInWithOIDC, signed in, connects the provider\'s identity to the account; unlinkOIDC removes it again', async () => {
    await Identity.login(EMAIL, PASSWORD, { rememberMe: true });
    const back = await signInAtProvider(location().href, OUTSIDE.subject, REDIRECT);
    const identity = await Identity.signInWithOIDC(back.searchParams.get('code'), back.searchParams.get('state'));
    expect(identity).toMatchObject({ uuid: expect.any(String), accessToken: expect.any(String), refreshToken: expect.any(String) });
    const linked = (await Identity.getUserProfile()).identities.find((i: { type: string }) => i.type === 'OIDC');
    expect(linked).toMatchObject({ userName: expect.stringContaining(OUTSIDE.subject) });
    const unlinked = await Identity.unlinkOIDC(linked.userName);
    expect(unlinked.identities).toEqual([expect.objectContaining({ type: 'Password' })]);
  });

  it('getUserProfile reads the profile, and updateUserProfile writes back the profile it read', async () => {
    const profile = await Identity.getUserProfile();
    expect(profile).toMatchObject({ email: EMAIL, firstName: 'Aroha', emailVerified: true });
    expect(profile.identities).toEqual([expect.objectContaining({ type: 'Password', userName: EMAIL })]);
    const updated = await Identity.updateUserProfile({ ...profile, firstName: 'Hēmi' });
    expect(updated).toMatchObject({ uuid: profile.uuid, email: EMAIL, firstName: 'Hēmi' });
  });

  it('updateUserProfile with a new email answers the profile with the change pending, confirmed by the mailed link', async () => {
    const profile = await Identity.getUserProfile();
    const next = 'sdk-reader-new@example.com';
    const updated = await Identity.updateUserProfile({ ...profile, email: next, currentPassword: PASSWORD });
    expect(updated).toMatchObject({ email: EMAIL, pendingEmail: next });
    // Opened on the reader's device, signed in: the change ends the account's other sessions, not this one.
    const confirm = (to: string) => api.call('GET', `/email/change/${to}`, { token: Identity.userIdentity.accessToken });
    expect((await confirm(await mailedToken(next))).status).toBe(200);
    // Back to the address the rest of the journey reads its mail at, the same way.
    const back = await Identity.updateUserProfile({ ...updated, email: EMAIL, currentPassword: PASSWORD });
    expect(back).toMatchObject({ email: next, pendingEmail: EMAIL });
    expect((await confirm(await mailedToken(EMAIL))).status).toBe(200);
  });

  it('getUserSegments answers the segment list the SDK recognises', async () => {
    const segments = await Identity.getUserSegments();
    expect(segments.segment).toEqual(expect.arrayContaining(['registered', 'email-verified', 'identity:password']));
  });

  it('getUserSettings and getThirdPartyTokens read the settings', async () => {
    await expect(Identity.getUserSettings()).resolves.toEqual(expect.any(Object));
    await expect(Identity.getThirdPartyTokens('DISQUS')).resolves.toEqual({ enabled: false });
  });

  it('listGdprReports lists the reports, and getGdprReport reads one with its data', async () => {
    const created = await api.call('POST', '/gdpr', { token: Identity.userIdentity.accessToken });
    expect(created.status).toBe(201);
    await expect(Identity.listGdprReports()).resolves.toEqual([expect.objectContaining({ id: created.body.id })]);
    const report = await Identity.getGdprReport(created.body.id);
    expect(report.data).toBeDefined();
  });

  it('uploadAvatar puts a JPEG and deleteAvatar removes it', async () => {
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } }).jpeg().toBuffer();
    const input = { files: [new File([jpeg], 'me.jpg', { type: 'image/jpeg' })], value: 'C:\\fakepath\\me.jpg' };
    const profile = await Identity.uploadAvatar(input);
    expect(profile.picture).toMatch(/\/identity\/public\/v1\/avatar\//);
    expect(input.value).toBe('');
    const removed = await Identity.deleteAvatar();
    expect(removed.picture).toBe('');
  });

  it('updatePassword changes the password and resolves true', async () => {
    await expect(Identity.updatePassword(PASSWORD, NEW_PASSWORD)).resolves.toBe(true);
    await expect(Identity.login(EMAIL, NEW_PASSWORD, { rememberMe: false })).resolves.toHaveProperty('uuid');
  });

  it('requestResetPassword resolves true, and resetPassword sets the password from the mailed link', async () => {
    await expect(Identity.requestResetPassword(EMAIL)).resolves.toBe(true);
    await expect(Identity.resetPassword(await mailedToken(EMAIL), RESET_PASSWORD)).resolves.toBe(true);
    // A reset ends every session: the SDK's too.
    passTime(16 * MINUTE);
    await expect(Identity.isLoggedIn()).resolves.toBe(false);
  });

  it('requestOTALink / requestMagicLink resolve true, and redeeming the mailed link signs the reader in', async () => {
    await expect(Identity.requestOTALink(EMAIL)).resolves.toBe(true);
    const identity = await Identity.redeemOTALink(await mailedToken(EMAIL));
    expect(identity.uuid).toMatch(/^[0-9a-f-]{36}$/);
    await expect(Identity.isLoggedIn()).resolves.toBe(true);
    Identity.clearSession();
    await expect(Identity.isLoggedIn()).resolves.toBe(false);
    await expect(Identity.requestMagicLink(EMAIL)).resolves.toBe(true);
    await expect(Identity.redeemMagicLink(await mailedToken(EMAIL))).resolves.toHaveProperty('refreshToken');
  });

  it('loginWithArcIdentityAsOIDCProvider sends the signed-in reader back to the app with a code and its state', async () => {
    await Identity.heartbeat();
    const verifier = randomBytes(32).toString('base64url');
    await Identity.loginWithArcIdentityAsOIDCProvider({
      response_type: 'code', client_id: APP.clientId, redirect_uri: APP.redirectUri, scope: 'openid email', state: 'sdk-state', nonce: 'sdk-nonce',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'), code_challenge_method: 'S256',
    });
    // The SDK navigates to the answer's message: the app's registered address, with the code.
    const back = new URL((globalThis as unknown as { window: { location: { href: string } } }).window.location.href);
    expect(`${back.origin}${back.pathname}`).toBe(APP.redirectUri);
    expect(back.searchParams.get('state')).toBe('sdk-state');
    expect(back.searchParams.get('code')).toMatch(/^\S{20,}$/);
  });

  it('signInWithOIDCPKCE: the site\'s own app exchanges its code (a multipart body) and gets a session of the reader', async () => {
    const { uuid } = await Identity.heartbeat();
    const verifier = randomBytes(32).toString('base64url');
    await Identity.loginWithArcIdentityAsOIDCProvider({
      response_type: 'code', client_id: OWN_APP.clientId, redirect_uri: OWN_APP.redirectUri, scope: 'openid email', state: 'app-state',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'), code_challenge_method: 'S256',
    });
    const code = new URL(location().href).searchParams.get('code');
    // The app is another device: it holds nothing until the exchange.
    Identity.clearSession();
    const identity = await Identity.signInWithOIDCPKCE({ client_id: OWN_APP.clientId, code_verifier: verifier, redirect_uri: OWN_APP.redirectUri, code });
    expect(identity).toMatchObject({ uuid, accessToken: expect.any(String), refreshToken: expect.any(String), idToken: expect.any(String) });
    expect(payload(identity.idToken).aud).toBe(OWN_APP.clientId);
    expect(browser.messages).toContainEqual({ type: 'ARC_LOGIN_SUCCESS', grantType: 'OIDC' });
    await expect(Identity.getUserProfile()).resolves.toMatchObject({ uuid, email: EMAIL });
    passTime(16 * MINUTE);
    await expect(Identity.isLoggedIn()).resolves.toBe(true);
  });

  it('logout ends the session on the server and clears the stored identity', async () => {
    const { accessToken, refreshToken } = Identity.userIdentity;
    await expect(Identity.logout()).resolves.toBeNull();
    expect(browser.events).toContain('ArcSDK.logout');
    expect(Identity.userIdentity).toEqual({});
    expect((await api.call('GET', '/profile', { token: accessToken })).status).toBe(401);
    expect((await api.call('POST', '/auth/token', { body: { token: refreshToken, grantType: 'refresh-token' } })).status).toBe(401);
  });

  it('requestDeleteAccount after a recent sign-in, declineDeleteAccount and approveDeleteAccount with the mailed nonce', async () => {
    await Identity.login(EMAIL, RESET_PASSWORD);
    const pending = await Identity.requestDeleteAccount();
    expect(pending).toMatchObject({ status: 'pending' });
    const declined = await Identity.declineDeleteAccount(await mailedToken(EMAIL), 'changed my mind');
    expect(declined).toMatchObject({ status: 'declined' });
    await Identity.requestDeleteAccount();
    const approved = await Identity.approveDeleteAccount(await mailedToken(EMAIL));
    expect(approved).toMatchObject({ status: 'approved' });
    expect(Identity.userIdentity).toEqual({});
    await expect(Identity.login(EMAIL, RESET_PASSWORD)).rejects.toMatchObject({ code: expect.any(String) });
  });
});
