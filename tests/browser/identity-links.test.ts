// One-time links and sign-up on a site that requires a verified address, in Chromium against the real identity
// service, whose clock the test moves (the service's injectable `now`) and whose mail goes over real SMTP to a test
// inbox. Captcha flags off: these tests are about the links and the screens, not the captcha (identity-forms has it).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, startServerWithInbox } from './browser.ts';

// Read by the identity service as the server starts (services/identity/config.ts): an unverified address may not sign in.
process.env.IDENTITY_REQUIRE_VERIFIED_EMAIL = 'on';

const PASSWORD = 'Kia-ora-2026';
const MINUTE = 60 * 1000;
const run = Date.now().toString(36);
let n = 0;
const address = () => `links-${run}-${n++}@example.test`;

describe('one-time links past their time, and sign-up when the address must be verified first', () => {
  let offset = 0;
  const suite = browserSuite(() => startServerWithInbox({ identity: () => ({ now: () => Date.now() + offset }) }));

  const api = (path: string, body: unknown) =>
    fetch(`${suite.server.base}/identity/public/v1/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  const signedIn = (page: Page) => page.evaluate(() => Boolean(localStorage.getItem('identity.userInfo')));

  it('a one-time link opened after its 15 minutes, never used, shows the invalid-link screen and signs nobody in; the same link in time signs in', async () => {
    const email = address();
    expect((await api('signup', { identity: { userName: email, credentials: PASSWORD } })).status).toBe(201);
    expect((await api('auth/magiclink', { email })).status).toBe(200);
    const link = await suite.server.inbox.linkTo(email, '/account/request-one-time/');
    expect(link).toContain('ota_nonce=');

    const late = await suite.browser.newContext();
    const page = await late.newPage();
    offset = 16 * MINUTE;
    try {
      await page.goto(`${suite.server.base}${link}`);
      await page.getByRole('heading', { name: 'This link is invalid or has expired' }).waitFor({ timeout: 30_000 });
      expect(await page.getByText('One-time links work once and only for a short time. Ask for a new one to log in.').isVisible()).toBe(true);
      expect(await signedIn(page)).toBe(false);
    } finally {
      offset = 0;
    }
    await late.close();

    // The refusal was the clock's, not a use: with the clock back, the very same link signs in.
    const inTime = await suite.browser.newContext();
    const second = await inTime.newPage();
    await second.goto(`${suite.server.base}${link}`);
    await second.waitForURL((url) => url.pathname === '/account/', { timeout: 30_000 });
    expect(await signedIn(second)).toBe(true);
    await inTime.close();
  }, 90_000);

  it('with verified addresses required, sign-up ends on the check-your-email screen (signed out), and the mailed link then lets the reader sign in', async () => {
    const email = address();
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${suite.server.base}/account/signup/`);
    await page.waitForSelector('[data-island="sign-up"][data-hydrated="true"]', { state: 'attached', timeout: 30_000 });
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByLabel(/I agree to the terms/).check();
    await page.locator('button[type="submit"]:not([disabled])').click();
    await page.getByRole('heading', { name: 'Your account has been created' }).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('status').textContent()).toBe(`We have emailed a link to ${email}. Open it to verify your address, then log in.`);
    expect(new URL(page.url()).pathname).toBe('/account/signup/');
    expect(await signedIn(page)).toBe(false);
    expect(await page.getByRole('main').getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/account/login/');

    // Refused until verified (130051); the verification link in the mail opens the way.
    expect((await api('auth/login', { userName: email, credentials: PASSWORD, grantType: 'password' })).status).toBe(403);
    await page.goto(`${suite.server.base}${await suite.server.inbox.linkTo(email, '/account/verify-email/')}`);
    await expect.poll(async () => (await api('auth/login', { userName: email, credentials: PASSWORD, grantType: 'password' })).status, { timeout: 30_000 }).toBe(200);
    await context.close();
  }, 90_000);
});
