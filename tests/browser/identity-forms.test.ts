// The identity forms in Chromium against the real identity service, with every captcha flag on: each submission
// carries a proof-of-work token the page solved itself (ALTCHA, from /identity/public/v1/captcha/challenge).
// Mail goes out over real SMTP to a test inbox, where the links are read as a reader would.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { hostileTargets } from '../fixtures/hostile-redirects.ts';
import { seriousViolations } from './axe.ts';
import { artifactPath, browserSuite, holdRequests, root, startServerWithInbox } from './browser.ts';

// Read by the identity service as the server starts (services/identity/config.ts).
process.env.IDENTITY_CAPTCHA = 'on';

/** Each test walks several pages, each waiting for a captcha solved in the page and mail: on a loaded 2-core machine
 * that outlasts the 30 s a single step gets. */
const JOURNEY_MS = 120_000;
const PASSWORD = 'Kia-ora-2026';
const NEW_PASSWORD = 'Hou-kupu-2027';
const run = Date.now().toString(36);
let n = 0;
const address = () => `forms-${run}-${n++}@example.test`;

describe('identity forms in the browser (captcha on)', () => {
  const suite = browserSuite(() => startServerWithInbox());
  const origin = () => new URL(suite.server.base).origin;

  async function open(path: string, lang: 'en' | 'mi' = 'en'): Promise<{ context: BrowserContext; page: Page }> {
    const context = await suite.browser.newContext();
    if (lang === 'mi') await context.addCookies([{ name: 'lang', value: 'mi', url: suite.server.base }]);
    const page = await context.newPage();
    await page.goto(`${suite.server.base}${path}`);
    return { context, page };
  }

  /** The link to `path` in a mail delivered to `to` (mail is sent in the background: waited for). */
  const linkMailedTo = (to: string, path: string) => suite.server.inbox.linkTo(to, path);

  const signedIn = (page: Page) => page.evaluate(() => Boolean(localStorage.getItem('identity.userInfo')));

  async function signUp(email: string) {
    const { context, page } = await open('/account/signup/');
    // The form is live once its captcha is solved: a box ticked before the island hydrates is reset by it.
    await page.locator('[data-captcha-status="ready"]').waitFor({ timeout: 30_000 });
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByLabel(/I agree to the terms/).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => url.pathname === '/account/', { timeout: 30_000 });
    expect(await signedIn(page)).toBe(true);
    await context.close();
  }

  async function logIn(page: Page, email: string, password: string) {
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
  }

  it('signs up (policy tip, confirmation checked; an address already taken refused), then signs in; a wrong password shows the invalid email or password message', async () => {
    const email = address();
    {
      const { context, page } = await open('/account/signup/');
      // The tip names the service's policy (default: 8 characters, no composition rules, no common password).
      await expect.poll(() => page.locator('.identity-field__tip').first().textContent()).toContain('at least 8 characters');
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByLabel('Confirm password').fill('Something-else-1');
      await page.getByLabel('Confirm password').blur();
      await expect.poll(() => page.getByRole('alert').allTextContents()).toContain('The passwords do not match.');
      // After the first blur every change is checked again: typing the same password clears the alert.
      await page.getByLabel('Confirm password').fill(PASSWORD);
      await expect.poll(() => page.getByRole('alert').allTextContents()).toEqual([]);
      // A password the policy refuses: its message as an alert once the field is left, and the tip hidden meanwhile.
      await page.getByLabel('Password', { exact: true }).fill('short');
      await page.getByLabel('Password', { exact: true }).blur();
      await expect.poll(() => page.getByRole('alert').allTextContents()).toContain('Please enter a password that meets every requirement.');
      expect(await page.locator('.identity-field__tip').count()).toBe(0);
      expect(await seriousViolations(page, '.identity-form')).toEqual([]);
      await context.close();
    }
    await signUp(email);
    {
      // The same address again: the service's 300039 as the spec's identity-already-exists message.
      const { context, page } = await open('/account/signup/');
      await page.locator('[data-captcha-status="ready"]').waitFor({ timeout: 30_000 });
      await page.getByLabel('Email address').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByLabel('Confirm password').fill(PASSWORD);
      await page.getByLabel(/I agree to the terms/).check();
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect.poll(() => page.getByRole('alert').allTextContents(), { timeout: 30_000 }).toContain('An account already exists for this email address.');
      await context.close();
    }

    const { context, page } = await open('/account/login/');
    // Captcha on: the page solves the service's proof of work before the reader sends anything.
    await page.locator('[data-captcha-status="ready"]').waitFor({ timeout: 30_000 });
    await logIn(page, email, 'Wrong-password-1');
    await expect.poll(() => page.getByRole('alert').allTextContents(), { timeout: 30_000 }).toContain('Invalid email address or password.');
    expect(await signedIn(page)).toBe(false);
    // The failed call spent the token: a fresh challenge is solved for the next try, which the service accepts.
    await page.locator('[data-captcha-status="ready"]').waitFor({ timeout: 30_000 });
    await logIn(page, email, PASSWORD);
    await page.waitForURL((url) => url.pathname === '/account/', { timeout: 30_000 });
    expect(await signedIn(page)).toBe(true);
    await context.close();
  }, JOURNEY_MS);

  it('what a reader types before the sign-up form hydrates counts: the confirmation matches the password typed then', async () => {
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    // Hold the form's script back until the reader has filled the form, as a slow connection would.
    const { release } = await holdRequests(page, (url) => /\/assets\/.*\.js$/.test(url.pathname));
    // Not waiting for load: the page's scripts are held.
    await page.goto(`${suite.server.base}/account/signup/`, { waitUntil: 'commit' });
    await page.getByLabel('Confirm password').waitFor();
    const email = address();
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByLabel(/I agree to the terms/).check();
    release();
    await page.locator('[data-captcha-status="ready"]').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => url.pathname === '/account/', { timeout: 30_000 });
    await context.close();
  }, JOURNEY_MS);

  it('a form cannot be sent before the identity config has said whether it needs a captcha: the button waits for it', async () => {
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    const { asked: configAsked, release } = await holdRequests(page, (url) => url.pathname.endsWith('/identity/public/v1/config'));
    await page.goto(`${suite.server.base}/account/request-one-time/`);
    // The island has hydrated (its client asks for the config): without the answer the button stays disabled.
    await configAsked;
    await page.getByLabel('Email address').fill(address());
    const send = page.getByRole('button', { name: 'Email me a link' });
    expect(await send.isDisabled()).toBe(true);
    release();
    await expect.poll(() => send.isEnabled(), { timeout: 30_000 }).toBe(true);
    await context.close();
  }, JOURNEY_MS);

  it('forgot password mails a link; the reset page takes a new password, drops the nonce from the address and leads to log in with it', async () => {
    const email = address();
    await signUp(email);
    const { context, page } = await open('/account/forgot-password/');
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect.poll(() => page.getByRole('status').textContent(), { timeout: 30_000 }).toContain(email);

    const link = await linkMailedTo(email, '/account/reset-password/');
    expect(link).toMatch(/^\/account\/reset-password\/\?nonce=/);
    await page.goto(`${suite.server.base}${link}`);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByRole('heading', { name: 'Your password has been reset' }).waitFor();
    expect(new URL(page.url()).searchParams.has('nonce')).toBe(false);
    const next = page.getByRole('main').getByRole('link', { name: 'Log in' });
    expect(await next.getAttribute('href')).toBe('/account/login/?reset_password=true');
    await next.click();
    await page.waitForURL((url) => url.pathname === '/account/login/');
    await logIn(page, email, NEW_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/account/', { timeout: 30_000 });
    expect(await signedIn(page)).toBe(true);
    await context.close();
  }, JOURNEY_MS);

  it('a one-time link signs in at once; used again it shows the invalid-link screen, whose button asks for a new link', async () => {
    const email = address();
    await signUp(email);
    const first = await open('/account/request-one-time/');
    await first.page.getByLabel('Email address').fill(email);
    await first.page.getByRole('button', { name: 'Email me a link' }).click();
    await expect.poll(() => first.page.getByRole('status').textContent(), { timeout: 30_000 }).toContain(`We have sent a one-time login link to ${email}`);
    const link = await linkMailedTo(email, '/account/request-one-time/');
    expect(link).toContain('ota_nonce=');

    await first.page.goto(`${suite.server.base}${link}`);
    await first.page.waitForURL((url) => url.pathname === '/account/', { timeout: 30_000 });
    expect(await signedIn(first.page)).toBe(true);
    await first.context.close();

    const again = await open(link, 'mi');
    await again.page.getByRole('heading', { name: 'Kāore e whai mana ana tēnei hono, kua pau rānei tōna wā' }).waitFor();
    expect(await signedIn(again.page)).toBe(false);
    await again.page.getByRole('button', { name: 'Tonoa he hono hou' }).click();
    await again.page.waitForURL((url) => url.pathname === '/account/request-one-time/' && !url.searchParams.has('ota_nonce'));
    await again.page.getByRole('button', { name: 'Īmērahia mai he hono' }).waitFor();
    await again.context.close();
  }, JOURNEY_MS);

  it('in Māori (lang=mi cookie): the login form, its wrong-password message, and a reset mailed in Māori', async () => {
    const email = address();
    await signUp(email);
    const { context, page } = await open('/account/login/', 'mi');
    await page.getByRole('heading', { name: 'Takiuru' }).waitFor();
    await page.getByLabel('Wāhitau īmēra').fill(email);
    await page.getByLabel('Kupuhipa', { exact: true }).fill('Wrong-password-1');
    await page.getByRole('button', { name: 'Takiuru' }).click();
    await expect.poll(() => page.getByRole('alert').allTextContents(), { timeout: 30_000 }).toContain('He hē te wāhitau īmēra, te kupuhipa rānei.');
    await page.screenshot({ path: artifactPath('identity-login-mi.png'), fullPage: true });

    // A reset asked for from the Māori page is mailed in Māori.
    await page.getByRole('link', { name: 'Kua wareware tō kupuhipa?' }).click();
    await page.getByLabel('Wāhitau īmēra').fill(email);
    await page.getByRole('button', { name: 'Tukuna te hono' }).click();
    await expect.poll(() => page.getByRole('status').textContent(), { timeout: 30_000 }).toContain(email);
    const mail = await suite.server.inbox.next(email, /kupuhipa/);
    expect(mail.subject).toBe('Tautuhia anō tō kupuhipa');
    expect(mail.text).toContain('/account/reset-password/?nonce=');
    await context.close();
  }, JOURNEY_MS);

  it('hostile redirect values on the login page never take a signed-in reader off the site; a same-origin one, and a same-origin previous page, are honoured', async () => {
    const email = address();
    await signUp(email);
    const { context, page } = await open('/account/login/');
    await logIn(page, email, PASSWORD);
    await page.waitForURL((url) => url.pathname === '/account/', { timeout: 30_000 });
    // Where a page sends the reader is read from the navigation it starts, answered with an empty page (the
    // target need not render); anything requested from another origin is recorded and refused.
    const navigations = new Map<Page, string[]>();
    const elsewhere: string[] = [];
    await context.route('**/*', (route) => {
      const request = route.request();
      const url = new URL(request.url());
      if (url.origin !== origin()) {
        elsewhere.push(request.url());
        return route.abort();
      }
      if (request.isNavigationRequest() && url.pathname !== '/account/login/') {
        navigations.get(request.frame().page())?.push(request.url());
        return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>arrived</title>' });
      }
      return route.continue();
    });
    /** Opens the login page in `tab` (with `query`, from `referer`): the address it then sends the reader to. */
    const sentFrom = async (tab: Page, query: string, referer?: string) => {
      const seen = navigations.get(tab)!;
      const before = seen.length;
      await tab.goto(`${suite.server.base}/account/login/${query}`, { referer });
      await expect.poll(() => seen.length, { timeout: 15_000, message: query }).toBeGreaterThan(before);
      await tab.waitForURL((url) => url.pathname !== '/account/login/');
      return seen.at(-1)!;
    };
    const targets = hostileTargets(origin());
    expect(targets.length).toBeGreaterThanOrEqual(30);
    // The targets dealt out to four tabs of the signed-in reader, each with its own session storage: a page load
    // mostly waits, so four wait together rather than forty one after another.
    const tabs = [page, ...(await Promise.all([1, 2, 3].map(() => context.newPage())))];
    for (const tab of tabs) navigations.set(tab, []);
    await Promise.all(tabs.map(async (tab, t) => {
      for (const target of targets.filter((_, i) => i % tabs.length === t)) {
        const went = new URL(await sentFrom(tab, `?redirect=${encodeURIComponent(target)}`));
        expect(went.origin, JSON.stringify(target)).toBe(origin());
        // Refused targets go to the site root and reset the stored address to it, which is where the empty
        // parameter (no redirect given) then leads too.
        expect(went.pathname, JSON.stringify(target)).toBe('/');
        expect(await tab.evaluate(() => sessionStorage.getItem('redirect-url'))).toBe('/');
      }
    }));
    expect(elsewhere).toEqual([]);
    expect(await sentFrom(page, `?redirect=${encodeURIComponent('/privacy/?from=login')}`)).toBe(`${origin()}/privacy/?from=login`);

    // Without a redirect parameter the page the reader came from on this site is where they return; a referrer
    // from another origin is ignored (the remembered page stays).
    const go = (referer: string) => sentFrom(page, '', referer);
    expect(await go(`${suite.server.base}/contact/?utm_source=x`)).toBe(`${origin()}/contact/`);
    expect(await go('https://evil.example/story/')).toBe(`${origin()}/contact/`);
    await context.close();
  }, JOURNEY_MS);

  it('the verification link mailed at sign-up confirms the address', async () => {
    const email = address();
    await signUp(email);
    const link = await linkMailedTo(email, '/account/verify-email/');
    const { context, page } = await open(link);
    await page.getByRole('heading', { name: 'Your email address is verified' }).waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).searchParams.has('nonce')).toBe(false);
    await context.close();
  }, JOURNEY_MS);

  it('every sample site serves the six account pages with their form', async () => {
    const sites = readdirSync(path.join(root, 'page-configs/sites')).map((f) => f.replace(/\.json$/, ''));
    const pages: Array<[string, string]> = [
      ['/account/login/', 'name="rememberMe"'],
      ['/account/signup/', 'name="password-confirmation"'],
      ['/account/forgot-password/', 'Send reset link'],
      ['/account/reset-password/', 'Choose a new password'],
      ['/account/request-one-time/', 'Email me a link'],
      ['/account/verify-email/', 'Send verification link'],
    ];
    for (const site of sites) {
      for (const [uri, marker] of pages) {
        const response = await fetch(`${suite.server.base}${uri}?_website=${site}`);
        expect(response.status, `${site} ${uri}`).toBe(200);
        expect(await response.text(), `${site} ${uri}`).toContain(marker);
      }
    }
  });
});
