// OpenID on the real login page in Chromium. The site as a provider: a third-party client (openid-client) sends the
// reader to the login page in OIDC mode; the reader signs in there and the page sends the browser back to the
// client with a code, which the client exchanges (PKCE) for a verified id token; a refused request never
// redirects. The site as a relying party: a provider's code and state on the login page complete the sign-in.
import { generateKeyPairSync } from 'node:crypto';
import * as oidc from 'openid-client';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { APPLE_CALLBACK } from '../../services/identity/oidc-settings.ts';
import { startKeyIssuer } from '../../services/identity/test/key-issuer.ts';
import { browserSuite, startServer } from './browser.ts';

const PARTNER = { clientId: 'partner-app', redirectUri: 'https://partner.example/cb' };
const EMAIL = `oidc-browser-${Date.now()}@example.org`;
const PASSWORD = 'Kia-ora-2026';

describe('a third-party app signs a reader in through the login page (the site as OpenID provider)', () => {
  const suite = browserSuite(() =>
    startServer({ identity: (base) => ({ publicOrigin: base, oidc: { clients: [{ clientId: PARTNER.clientId, redirectUris: [PARTNER.redirectUri] }] } }) }),
  );

  /** The partner's side: discovery on the site, a PKCE authorization request, and the exchange once the browser returns. */
  async function partnerRequest(overrides: Record<string, string> = {}) {
    const config = await oidc.discovery(new URL(`${suite.server.base}/identity/public/v2/oidc/provider`), PARTNER.clientId, undefined, oidc.None(), { execute: [oidc.allowInsecureRequests] });
    const verifier = oidc.randomPKCECodeVerifier();
    const [state, nonce] = [oidc.randomState(), oidc.randomNonce()];
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: PARTNER.redirectUri, scope: 'openid email', state, nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier), code_challenge_method: 'S256', ...overrides,
    });
    return { url, complete: (back: string) => oidc.authorizationCodeGrant(config, new URL(back), { pkceCodeVerifier: verifier, expectedState: state, expectedNonce: nonce }) };
  }

  /** The partner's callback page, served in the browser without any network. */
  const partnerPage = (page: Page) => page.route('https://partner.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Partner</title><p>partner</p>' }));
  const hydrated = (page: Page) => page.waitForSelector('[data-island="login"][data-hydrated="true"]', { state: 'attached', timeout: 20_000 });

  it('a reader who is not signed in logs in on the page and is sent to the client, whose code exchange verifies the id token', async () => {
    const signup = await fetch(`${suite.server.base}/identity/public/v1/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ identity: { userName: EMAIL, credentials: PASSWORD } }) });
    expect(signup.status).toBe(201);
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    await partnerPage(page);
    const request = await partnerRequest();
    expect(request.url.pathname).toBe('/account/login/');
    await page.goto(request.url.href);
    await hydrated(page);
    await page.fill('input[name="email"]', EMAIL);
    await page.fill('input[name="password"]', PASSWORD);
    await page.locator('button[type="submit"]:not([disabled])').click();
    await page.waitForURL(/^https:\/\/partner\.example\/cb\?/, { timeout: 20_000 });
    const tokens = await request.complete(page.url());
    expect(tokens.claims()).toMatchObject({ email: EMAIL, aud: PARTNER.clientId, iss: `${suite.server.base}/identity/public/v2/oidc/provider` });

    // Signed in now: the next request from the client goes straight through, no form.
    const again = await partnerRequest();
    await page.goto(again.url.href);
    await page.waitForURL(/^https:\/\/partner\.example\/cb\?/, { timeout: 20_000 });
    expect((await again.complete(page.url())).claims()?.email).toBe(EMAIL);

    // A redirect_uri not registered exactly: the signed-in reader stays on the login page, told why; nothing leaves.
    const left: string[] = [];
    page.on('request', (r) => void (r.url().startsWith('https://partner.example') && left.push(r.url())));
    const bent = await partnerRequest({ redirect_uri: `${PARTNER.redirectUri}/` });
    await page.goto(bent.url.href);
    await hydrated(page);
    await expect(page.getByRole('alert').textContent({ timeout: 20_000 })).resolves.toContain('asked to sign you in in a way this site does not allow');
    expect(new URL(page.url()).pathname).toBe('/account/login/');
    expect(left).toEqual([]);
    // In Māori, the same refusal.
    await context.addCookies([{ name: 'lang', value: 'mi', url: suite.server.base }]);
    await page.goto((await partnerRequest({ client_id: 'unknown-app' })).url.href);
    await hydrated(page);
    await expect(page.getByRole('alert').textContent({ timeout: 20_000 })).resolves.toContain('Kāore i whakaaetia te tono a te taupānga');
    expect(left).toEqual([]);
    await context.close();
  });

  it('prompt=login shows the form to a signed-in reader and the client gets the new sign-in; prompt=none without a session goes back with login_required', async () => {
    const email = `oidc-prompt-${Date.now()}@example.org`;
    const signup = await fetch(`${suite.server.base}/identity/public/v1/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ identity: { userName: email, credentials: PASSWORD } }) });
    expect(signup.status).toBe(201);
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    await partnerPage(page);
    const first = await partnerRequest();
    await page.goto(first.url.href);
    await hydrated(page);
    await page.fill('input[name="email"]', email);
    await page.fill('input[name="password"]', PASSWORD);
    await page.locator('button[type="submit"]:not([disabled])').click();
    await page.waitForURL(/^https:\/\/partner\.example\/cb\?/, { timeout: 20_000 });
    await first.complete(page.url());

    // Signed in, and still the form: the reader proves who they are again, and auth_time says when.
    const again = await partnerRequest({ prompt: 'login' });
    await page.goto(again.url.href);
    await hydrated(page);
    await page.fill('input[name="email"]', email);
    await page.fill('input[name="password"]', PASSWORD);
    const before = Math.floor(Date.now() / 1000);
    await page.locator('button[type="submit"]:not([disabled])').click();
    await page.waitForURL(/^https:\/\/partner\.example\/cb\?/, { timeout: 20_000 });
    expect((await again.complete(page.url())).claims()!.auth_time).toBeGreaterThanOrEqual(before);

    const stranger = await context.browser()!.newContext();
    const silentPage = await stranger.newPage();
    await partnerPage(silentPage);
    await silentPage.goto((await partnerRequest({ prompt: 'none' })).url.href);
    await silentPage.waitForURL(/^https:\/\/partner\.example\/cb\?.*error=login_required/, { timeout: 20_000 });
    await stranger.close();
    await context.close();
  });
});

describe('Apple posts its answer, and the login page completes the sign-in with code and state', () => {
  let keys: Awaited<ReturnType<typeof startKeyIssuer>>;
  const appleEmail = `apple-${Date.now()}@example.org`;
  const suite = browserSuite(async () => {
    const appleKey = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    keys = await startKeyIssuer(Date.now, { clientId: 'nz.news.web', teamId: 'TEAM1', keyId: 'KEY1', publicKey: appleKey.publicKey, account: { sub: 'apple-browser', email: appleEmail, email_verified: 'true' } });
    const privateKey = appleKey.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const server = await startServer({
      identity: (base) => ({
        publicOrigin: base,
        oidc: { providers: [{ name: 'apple', type: 'Apple', issuer: keys.issuer, clientIds: ['nz.news.web'], apple: { teamId: 'TEAM1', keyId: 'KEY1', privateKey }, redirectUri: `${base}${APPLE_CALLBACK}`, formPostPage: `${base}/account/login/` }] },
      }),
    });
    return { ...server, stop: async () => (await server.stop(), await keys.close()) };
  });

  /** Apple's address from the API, as initAppleSignOn gets it; with `started`, this browser's SDK keeps its state. */
  async function startAppleSignIn(page: Page, started: boolean) {
    const { url } = await (await fetch(`${suite.server.base}/identity/public/v1/apple/authurl`)).json();
    await page.goto(`${suite.server.base}/account/login/`);
    const state = new URL(url).searchParams.get('state');
    if (started) await page.evaluate((s) => localStorage.setItem('identity.oidcState', JSON.stringify(s)), state);
    return url as string;
  }

  it('the login page completes the sign-in it started and goes on to the logged-in page', async () => {
    const page = await suite.browser.newPage();
    await page.goto(await startAppleSignIn(page, true));
    await page.waitForURL(`${suite.server.base}/account/`, { timeout: 20_000 });
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('identity.userInfo') ?? 'null'));
    expect(stored).toMatchObject({ uuid: expect.any(String), accessToken: expect.any(String) });
    await page.close();
  });

  it('a provider\'s error answer (the reader cancelled) shows the sign-in error', async () => {
    const page = await suite.browser.newPage();
    await page.goto(`${suite.server.base}/account/login/?error=user_cancelled_authorize&state=s`);
    await expect(page.getByRole('alert').textContent({ timeout: 20_000 })).resolves.toContain('Signing in with that account did not work');
    await page.close();
  });

  it('an answer to a sign-in this browser did not start is refused with the sign-in error, and the reader stays signed out', async () => {
    const page = await suite.browser.newPage();
    await page.goto(await startAppleSignIn(page, false));
    await expect(page.getByRole('alert').textContent({ timeout: 20_000 })).resolves.toContain('Signing in with that account did not work');
    expect(new URL(page.url()).pathname).toBe('/account/login/');
    expect(await page.evaluate(() => localStorage.getItem('identity.userInfo'))).toBeNull();
    await page.close();
  });

  it('a reader who signs in only with Apple adds a password on the account page (told to sign in again when the service finds the sign-in too old), then signs in with email and that password', async () => {
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    const signedInWithApple = async () => {
      await page.goto(await startAppleSignIn(page, true));
      await page.waitForURL(`${suite.server.base}/account/`, { timeout: 20_000 });
      await page.locator('.account-management[data-state="ready"]').waitFor();
    };
    const fillPassword = async () => {
      await page.getByRole('button', { name: 'Add a password' }).click();
      await page.getByLabel('New password').fill(PASSWORD);
      await page.getByLabel('Confirm password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Save' }).click();
    };
    await signedInWithApple();
    expect(await page.getByText('No password yet: you sign in with a connected account.').isVisible()).toBe(true);

    // The service's refusal of a sign-in older than ten minutes (the service tests move its clock; here the answer
    // is given once in its place): the section says to sign in again, and its button signs out to the login page.
    await page.route('**/identity/public/v1/signup', (route) => route.fulfill({ status: 403, json: { code: '400008', message: 'Sign in again to make this change: it needs a sign-in from the last 10 minutes' } }), { times: 1 });
    await fillPassword();
    await page.getByRole('alert').getByText('adding a password needs a recent sign-in').waitFor();
    await page.getByRole('button', { name: 'Sign in again' }).click();
    await page.waitForURL((url) => url.pathname === '/account/login/');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/account/');
    expect(await page.evaluate(() => localStorage.getItem('identity.userInfo'))).toBeNull();

    // Freshly signed in, the password is added by the real service.
    await signedInWithApple();
    await fillPassword();
    await page.getByRole('status').getByText('Your password has been added.').waitFor();
    expect(await page.getByText('You sign in with a password.').isVisible()).toBe(true);

    // Signed out, the reader signs in on the login page with the address and the new password.
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${suite.server.base}/account/login/?redirect=/account/`);
    await page.waitForSelector('[data-island="login"][data-hydrated="true"]', { state: 'attached', timeout: 20_000 });
    await page.fill('input[name="email"]', appleEmail);
    await page.fill('input[name="password"]', PASSWORD);
    await page.locator('button[type="submit"]:not([disabled])').click();
    await page.waitForURL(`${suite.server.base}/account/`, { timeout: 20_000 });
    await page.locator('.account-management[data-state="ready"]').waitFor();
    expect(await page.locator('[data-field="email"]').textContent()).toBe(appleEmail);
    await context.close();
  }, 60_000);
});
