// The site as an OpenID provider in Chromium: a third-party client (openid-client) sends the reader to the real
// login page in OIDC mode; the reader signs in there and the page sends the browser back to the client with a
// code, which the client exchanges (PKCE) for a verified id token. A request the site refuses never redirects.
import * as oidc from 'openid-client';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
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
    await context.close();
  });
});
