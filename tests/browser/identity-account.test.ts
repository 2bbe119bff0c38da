// The account header and the account page in Chromium against the production build and the embedded identity
// service: signed out and signed in, desktop and mobile widths, English and Māori; changing the password and the
// email on /account/ (the new address confirmed from the link mailed to it), deleting the account (confirmed from the
// link mailed to it), and signing out from the header. Mail goes over SMTP to a test inbox.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { browserSuite, startServerWithInbox } from './browser.ts';
import { seriousViolations } from './axe.ts';

const suite = browserSuite(() => startServerWithInbox());

/**
 * Google's identity script as a stand-in: initialize keeps the callback, renderButton draws a button that answers a
 * credential, prompt reports the one-tap prompt as not displayed. What it was asked is kept on window.__gsi.
 */
/** Facebook's SDK as a stand-in: init is remembered, login answers an access token at once. */
const FACEBOOK_STAND_IN = `
  window.FB = {
    init(o) { window.__fb = { appId: o.appId, version: o.version }; },
    login(callback) { callback({ authResponse: { accessToken: 'fb-token' } }); },
  };
`;

const GOOGLE_STAND_IN = `
  window.__gsi = { prompts: 0 };
  window.google = { accounts: { id: {
    initialize(o) { window.__gsi.clientId = o.client_id; window.__gsi.callback = o.callback; },
    renderButton(el, o) {
      window.__gsi.button = o;
      const b = document.createElement('button');
      b.type = 'button';
      b.textContent = 'Sign in with Google (stand-in)';
      b.onclick = () => window.__gsi.callback({ credential: 'stand-in-credential' });
      el.appendChild(b);
    },
    prompt(listener) {
      window.__gsi.prompts += 1;
      listener({ isNotDisplayed: () => true, isSkippedMoment: () => false, getNotDisplayedReason: () => 'opt_out_or_no_session' });
    },
  } } };
`;
const DESKTOP = { width: 1280, height: 900 };
const MOBILE = { width: 375, height: 800 };
const PASSWORD = 'Kupuhipa-2026a';

let readers = 0;
const newEmail = () => `reader-${process.pid}-${++readers}@example.com`;

async function api(path: string, init: { method: string; body?: unknown; token?: string }) {
  return fetch(`${suite.server.base}/identity/public/v1/${path}`, {
    method: init.method,
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

/** An account made through the service's sign-up route. */
async function signUp(email: string) {
  const res = await api('signup', { method: 'POST', body: { identity: { userName: email, credentials: PASSWORD }, profile: {} } });
  expect(res.status, await res.clone().text()).toBe(201);
}

const login = (userName: string, credentials: string) => api('auth/login', { method: 'POST', body: { userName, credentials, grantType: 'password' } });

async function open(viewport: typeof DESKTOP, lang?: 'mi'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await suite.browser.newContext({ viewport });
  if (lang) await context.addCookies([{ name: 'lang', value: lang, url: suite.server.base }]);
  return { context, page: await context.newPage() };
}

/** Signs the browser in through the login API and stores the identity where the SDK keeps it. */
async function signInInBrowser(page: Page, email: string, password = PASSWORD) {
  await page.goto(`${suite.server.base}/about/`);
  await page.evaluate(async ({ email, password }) => {
    const res = await fetch('/identity/public/v1/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName: email, credentials: password, grantType: 'password' }),
    });
    if (!res.ok) throw new Error(`login ${res.status}`);
    localStorage.setItem('identity.userInfo', JSON.stringify(await res.json()));
  }, { email, password });
}

const header = (page: Page) => page.locator('.account-header');

describe('account header, signed out', () => {
  it('desktop: Sign up and Log in buttons to the default routes once identity is known, no Account menu', async () => {
    const { context, page } = await open(DESKTOP);
    await page.goto(`${suite.server.base}/about/`);
    await page.locator('.account-header[data-state="signedOut"]').waitFor();
    await expect(page.getByRole('link', { name: 'Sign up' }).getAttribute('href')).resolves.toBe('/account/signup/');
    await expect(page.getByRole('link', { name: 'Log in' }).first().getAttribute('href')).resolves.toBe('/account/login/');
    expect(await page.getByRole('link', { name: 'Sign up' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Log in options' }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Account' }).count()).toBe(0);
    expect(await seriousViolations(page, '.account-header')).toEqual([]);
    // Scrolled down, the account bar has gone up out of view while the navigation bar stays at the top.
    const tops = await page.evaluate(() => {
      window.scrollTo(0, 600);
      return { bar: document.querySelector('.account-header')!.getBoundingClientRect().bottom, nav: document.querySelector('.navigation-header')!.getBoundingClientRect().top };
    });
    expect(tops.bar).toBeLessThanOrEqual(0);
    expect(tops.nav).toBe(0);
    await context.close();
  });

  it('mobile, in Māori: one login-options menu that opens with aria-expanded, and Escape closes it, focus back on its button', async () => {
    const { context, page } = await open(MOBILE, 'mi');
    await page.goto(`${suite.server.base}/about/`);
    await page.locator('.account-header[data-state="signedOut"]').waitFor();
    const options = page.getByRole('button', { name: 'Kōwhiringa takiuru' });
    expect(await options.isVisible()).toBe(true);
    expect(await page.locator('.account-header__buttons').isVisible()).toBe(false);
    expect(await options.getAttribute('aria-expanded')).toBe('false');
    // A reader with no stored session fetches no script for the header until they act on it; the first tap is
    // kept and replayed once it has hydrated.
    const chunkFetched = () =>
      page.evaluate(() => {
        const payload = JSON.parse(document.getElementById('__pb_islands')!.textContent!) as { blocks: Array<{ type: string; module: string }> };
        const chunk = new URL(payload.blocks.find((b) => b.type === 'account-header')!.module, location.href).href;
        return performance.getEntriesByType('resource').some((r) => r.name === chunk);
      });
    await page.waitForLoadState('networkidle');
    expect(await chunkFetched()).toBe(false);
    await options.click();
    await expect.poll(() => options.getAttribute('aria-expanded')).toBe('true');
    expect(await chunkFetched()).toBe(true);
    const panel = page.locator(`#${await options.getAttribute('aria-controls')}`);
    expect(await panel.getByRole('link', { name: 'Rēhita' }).isVisible()).toBe(true);
    expect(await panel.getByRole('link', { name: 'Takiuru' }).isVisible()).toBe(true);
    // Focus moved into the panel as it opened.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Rēhita');
    await page.keyboard.press('Escape');
    expect(await options.getAttribute('aria-expanded')).toBe('false');
    expect(await panel.isVisible()).toBe(false);
    expect(await options.evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();
  });

  it('the account page sends a reader who is not signed in to the login page, to come back after', async () => {
    const { context, page } = await open(DESKTOP);
    await page.goto(`${suite.server.base}/account/`);
    await page.waitForURL((url) => url.pathname === '/account/login/');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/account/');
    // A mailed deletion link opened signed out: its nonce comes back after the sign-in.
    await page.goto(`${suite.server.base}/account/?delete_nonce=abc`);
    await page.waitForURL((url) => url.pathname === '/account/login/' && url.searchParams.get('redirect') === '/account/?delete_nonce=abc');
    await context.close();
  });
});

describe('signed in: account header and account page', () => {
  it('English, desktop: Account menu, Manage account, change the password, change the email (confirmed from the mailed link), log out from the header', async () => {
    const email = newEmail();
    await signUp(email);
    const { context, page } = await open(DESKTOP);
    await signInInBrowser(page, email);
    await page.reload();
    const account = page.getByRole('button', { name: 'Account', exact: true });
    await account.waitFor();
    expect(await page.getByRole('link', { name: 'Sign up' }).count()).toBe(0);
    await account.click();
    expect(await account.getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByText(`Signed in as ${email}`).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Manage account' }).click();
    await page.waitForURL((url) => url.pathname === '/account/');

    const main = page.locator('.account-management');
    await page.locator('.account-management[data-state="ready"]').waitFor();
    expect(await main.locator('[data-field="email"]').textContent()).toBe(email);
    expect(await seriousViolations(page, '.account-management')).toEqual([]);

    // A new account's address is not verified yet: the page reminds the reader and sends the link again.
    await page.getByText('Your email address is not verified yet').waitFor();
    await page.getByRole('button', { name: 'Send the link again' }).click();
    await page.getByRole('status').getByText(`We sent a new verification link to ${email}.`).waitFor();

    // Password: a confirmation that differs is refused by the browser's validation; no call is made.
    const passwordCalls: string[] = [];
    page.on('request', (r) => void (new URL(r.url()).pathname === '/identity/public/v1/password' && passwordCalls.push(r.method())));
    await page.getByRole('button', { name: 'Change password' }).click();
    const next = 'Hou-kupuhipa-77B';
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByLabel('New password').fill(next);
    await page.getByLabel('Confirm password').fill(`${next}x`);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The passwords do not match.').waitFor();
    expect(passwordCalls).toEqual([]);
    await page.getByLabel('Confirm password').fill(next);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').getByText('Your password has been changed.').waitFor();
    expect(await page.getByLabel('Current password').count()).toBe(0); // edit mode closed
    expect(passwordCalls).toEqual(['PUT']);
    expect((await login(email, PASSWORD)).status).not.toBe(200);
    expect((await login(email, next)).status).toBe(200);

    // Email: the change asks for the current password (a wrong one is refused), then waits for the link mailed to
    // the new address; the old address is told. Opened, the new address signs in and the old one does not.
    const changed = newEmail();
    await page.getByRole('button', { name: 'Change email' }).click();
    await page.getByLabel('New email address').fill(changed);
    await page.getByLabel('Current password').fill('Not-the-pass-1');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('alert').getByText('Your current password is not correct.').waitFor();
    await page.getByLabel('Current password').fill(next);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').getByText(`Confirmation sent to ${changed}`).waitFor();
    expect(await main.locator('[data-field="email"]').textContent()).toBe(email);
    expect(await main.locator('[data-field="pending-email"]').textContent()).toBe(`Waiting for confirmation: ${changed}`);
    expect((await login(changed, next)).status).not.toBe(200);
    expect((await suite.server.inbox.next(email, /^Your email address is being changed$/)).text).toContain(changed);
    const confirm = await suite.server.inbox.linkTo(changed, '/account/verify-email/');
    expect(confirm).toMatch(/^\/account\/verify-email\/\?change_nonce=/);
    await page.goto(`${suite.server.base}${confirm}`);
    await page.getByRole('heading', { name: 'Your new email address is confirmed' }).waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).searchParams.has('change_nonce')).toBe(false);
    expect((await login(changed, next)).status).toBe(200);
    expect((await login(email, next)).status).not.toBe(200);
    expect((await suite.server.inbox.next(email, /^Your email address has been changed$/)).text).toContain(changed);
    // This browser's session stayed: back on the account page, the new address.
    await page.getByRole('link', { name: 'Go to my account' }).click();
    await page.waitForURL((url) => url.pathname === '/account/');
    await page.locator('.account-management[data-state="ready"]').waitFor();
    expect(await main.locator('[data-field="email"]').textContent()).toBe(changed);

    // Cancel closes the form without saving.
    await page.getByRole('button', { name: 'Change email' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(await page.getByLabel('New email address').count()).toBe(0);

    // Log out from the header: to the log-out destination (/), signed out there, the stored session gone.
    await account.click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('.account-header[data-state="signedOut"]').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('identity.userInfo'))).toBeNull();
    await context.close();
  }, 60_000);

  it('Māori, mobile: the Account menu and the account page in te reo; an account with a password offers to change it; a deletion asks for the password and mails its link', async () => {
    const email = newEmail();
    await signUp(email);
    const { context, page } = await open(MOBILE, 'mi');
    await signInInBrowser(page, email);
    await page.goto(`${suite.server.base}/account/`);
    await page.locator('.account-management[data-state="ready"]').waitFor();
    expect(await page.getByRole('heading', { level: 1, name: 'Tō pūkete' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Wāhitau īmēra' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Huri kupuhipa' }).isVisible()).toBe(true);
    expect(await page.getByText('Kāore he pūkete hono.').isVisible()).toBe(true);
    // Deleting asks for the current password, then for the link mailed to the account: in te reo.
    await page.getByRole('button', { name: 'Muku i taku pūkete' }).click();
    await page.getByLabel('Kupuhipa o nāianei').fill(PASSWORD);
    await page.getByRole('button', { name: 'Īmērahia mai te hononga whakaū' }).click();
    await page.getByRole('status').getByText(`Tirohia tō pouaka īmēra hei whakaū: kua tukuna he hononga ki ${email}.`).waitFor();
    expect((await suite.server.inbox.next(email, /^Whakaūngia te mukunga o tō pūkete$/)).text).toContain('/account/?delete_nonce=');
    const account = page.getByRole('button', { name: 'Pūkete', exact: true });
    await account.click();
    await page.getByRole('button', { name: 'Takiputa' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('.account-header[data-state="signedOut"]').waitFor();
    await context.close();
  });

  it('download my data gives the GDPR report as a JSON file; delete my account, asked for with the password and confirmed from the mailed link, removes it and signs out', async () => {
    const email = newEmail();
    await signUp(email);
    const { context, page } = await open(DESKTOP);
    await signInInBrowser(page, email);
    await page.goto(`${suite.server.base}/account/`);
    await page.locator('.account-management[data-state="ready"]').waitFor();
    await page.getByRole('button', { name: 'Download my data' }).click();
    const link = page.getByRole('link', { name: 'Download (JSON)' });
    await link.waitFor();
    expect(await link.getAttribute('download')).toBe('my-account-data.json');
    const downloading = page.waitForEvent('download');
    await link.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('my-account-data.json');
    const report = JSON.parse(readFileSync((await download.path())!, 'utf8'));
    expect(JSON.stringify(report)).toContain(email);

    // Deleting asks first; keeping the account changes nothing.
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByText('This cannot be undone.').waitFor();
    await page.getByRole('button', { name: 'Keep my account' }).click();
    expect((await login(email, PASSWORD)).status).toBe(200);
    // Asked for with the current password, the deletion waits for the link mailed to the account's address.
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Email me the confirmation link' }).click();
    await page.getByRole('status').getByText(`Check your inbox to confirm: we sent a link to ${email}.`).waitFor();
    expect((await login(email, PASSWORD)).status).toBe(200);
    const deletionLink = await suite.server.inbox.linkTo(email, '/account/');
    expect(deletionLink).toMatch(/^\/account\/\?delete_nonce=/);
    await page.goto(`${suite.server.base}${deletionLink}`);
    await page.getByText('You opened the link to delete your account.').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Delete permanently' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('.account-header[data-state="signedOut"]').waitFor();
    expect((await login(email, PASSWORD)).status).not.toBe(200);
    await context.close();
  }, 60_000);

  it('social sign-on buttons: none and no provider script without configuration; each configured provider\'s button, and a failure shown as the login error', async () => {
    const email = newEmail();
    await signUp(email);
    const { context, page } = await open(DESKTOP);
    const providerScripts: string[] = [];
    await context.route(/^https:\/\/(accounts\.google\.com|connect\.facebook\.net)\//, (route) => {
      const host = new URL(route.request().url()).host;
      providerScripts.push(host);
      return route.fulfill({ contentType: 'text/javascript', body: host === 'accounts.google.com' ? GOOGLE_STAND_IN : '' });
    });
    await signInInBrowser(page, email);
    await page.goto(`${suite.server.base}/account/`);
    await page.locator('.account-management[data-state="ready"]').waitFor();
    // The config has been read, and names no provider.
    await page.locator('.social-sign-on[data-state="none"]').waitFor({ state: 'attached' });
    expect(await page.locator('.social-sign-on button').count()).toBe(0);
    expect(providerScripts).toEqual([]);

    // The same page with a config naming Google, Facebook, Apple and an OpenID provider.
    await page.route('**/identity/public/v1/config', async (route) => {
      const config = await (await route.fetch()).json();
      await route.fulfill({ json: { ...config, googleClientId: 'g-client', facebookAppId: '1234', teamId: 'T', keyId: 'K', urlToReceiveAuthToken: `${suite.server.base}/account/login/`, oidcProviders: [{ name: 'iwi-login' }] } });
    });
    await page.reload();
    await page.locator('.social-sign-on[data-state="ready"]').waitFor();
    expect(await page.getByText('Connect another account to sign in with').isVisible()).toBe(true);
    for (const name of ['Continue with Facebook', 'Continue with Apple', 'Continue with iwi-login']) {
      expect(await page.getByRole('button', { name }).isVisible(), name).toBe(true);
    }
    expect(await page.locator('[data-provider="google"]').count()).toBe(1);
    await expect.poll(() => [...new Set(providerScripts)].sort()).toEqual(['accounts.google.com', 'connect.facebook.net']);
    // The OpenID provider is not known to this service: the failure shows as the login error.
    await page.getByRole('button', { name: 'Continue with iwi-login' }).click();
    await page.getByRole('alert').getByText('We could not sign you in. Please try again.').waitFor();
    await context.close();
  });

  it('Google: the button drawn by Google\'s script signs in with its credential (refused here: the login error); one-tap not displayed -> a notice, g_state cleared, one more prompt; Facebook: its token sent as a facebook login', async () => {
    const { context, page } = await open(DESKTOP);
    await context.route('https://accounts.google.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: GOOGLE_STAND_IN }));
    await context.addCookies([{ name: 'g_state', value: '{"i_p":1}', url: suite.server.base }]);
    await page.route('**/identity/public/v1/config', async (route) => {
      const config = await (await route.fetch()).json();
      await route.fulfill({ json: { ...config, googleClientId: 'g-client,g-other' } });
    });
    // The sign-up page holds the social buttons for signing in (one-tap on).
    await page.goto(`${suite.server.base}/account/signup/`);
    await page.locator('.social-sign-on[data-state="ready"]').waitFor();
    await page.getByRole('alert').getByText(/Google's quick sign-in is not showing \(opt_out_or_no_session\)/).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __gsi: { clientId: string; prompts: number } }).__gsi)).toMatchObject({ clientId: 'g-client', prompts: 2 });
    expect(await page.evaluate(() => document.cookie)).not.toContain('g_state');
    await page.getByRole('button', { name: 'Sign in with Google (stand-in)' }).click();
    await page.getByRole('alert').getByText('We could not sign you in. Please try again.').waitFor();

    // Facebook: its SDK initialised with the configured app id and v20.0; the token it answers is sent to the service.
    await context.route('https://connect.facebook.net/**', (route) => route.fulfill({ contentType: 'text/javascript', body: FACEBOOK_STAND_IN }));
    await page.unroute('**/identity/public/v1/config');
    await page.route('**/identity/public/v1/config', async (route) => {
      const config = await (await route.fetch()).json();
      await route.fulfill({ json: { ...config, facebookAppId: 'fb-app,fb-other' } });
    });
    const logins: unknown[] = [];
    page.on('request', (r) => void (new URL(r.url()).pathname === '/identity/public/v1/auth/login' && logins.push(r.postDataJSON())));
    await page.reload();
    await page.getByRole('button', { name: 'Continue with Facebook' }).click();
    await page.getByRole('alert').getByText('We could not sign you in. Please try again.').waitFor();
    expect(await page.evaluate(() => (window as unknown as { __fb: unknown }).__fb)).toEqual({ appId: 'fb-app', version: 'v20.0' });
    expect(logins).toEqual([expect.objectContaining({ userName: '', credentials: 'fb-token', grantType: 'facebook' })]);
    await context.close();
  });
});
