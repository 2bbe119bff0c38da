// A new reader's whole way through the account pages, in English and in Māori, in Chromium against the real identity
// service with its captcha on, every mail received over real SMTP (smtp-server) and its link followed as a reader
// would: sign up, verify the address, change the password on the account page, log out, reset the forgotten
// password, sign in with it, sign in with a one-time link, and see that link refused when it is used again.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MAIL_PHRASES, type MailKind } from '../../services/identity/mail-phrases.ts';
import { browserSuite, root, startServerWithInbox } from './browser.ts';

// Read by the identity service as the server starts (services/identity/config.ts, adapters.ts).
process.env.IDENTITY_CAPTCHA = 'on';

type Lang = 'en' | 'mi';
/** A block's phrase (or the form kit's, `common/identity`) in the reader's language: the words the reader sees. */
const phraseBook = (folder: string) => JSON.parse(readFileSync(path.join(root, folder, 'phrases.json'), 'utf8')) as Record<Lang, Record<string, string>>;
const books = Object.fromEntries(
  ['sign-up', 'verify-email', 'login', 'account-management', 'account-header', 'forgot-password', 'reset-password', 'one-time-login'].map((b) => [b, phraseBook(`blocks/${b}`)]),
);
const kit = phraseBook('common/identity');

const run = Date.now().toString(36);

describe('a new reader, from sign-up to a refused used link (captcha on, mail over SMTP)', () => {
  const suite = browserSuite(() => startServerWithInbox());

  for (const lang of ['en', 'mi'] as const) {
    const t = (block: string, key: string) => (block === 'kit' ? kit : books[block]!)[lang][key] ?? (block === 'kit' ? kit : books[block]!).en[key]!;

    it(`${lang === 'en' ? 'English' : 'Māori'}: sign up, verify, change the password, log out, reset it, sign in, one-time link, used link refused`, async () => {
      const email = `journey-${lang}-${run}@example.test`;
      const [first, second, third] = ['Kia-ora-2026', 'Hou-kupu-2027', 'Tuatoru-kupu-2028'];
      /** A browser of the reader's own (a fresh one: another device, nothing stored). */
      const device = async () => {
        const context = await suite.browser.newContext();
        await context.addCookies([{ name: 'lang', value: lang, url: suite.server.base }]);
        return { context, page: await context.newPage() };
      };
      let { context, page } = await device();
      const go = (where: string) => page.goto(`${suite.server.base}${where}`);
      const at = (pathname: string) => page.waitForURL((url) => url.pathname === pathname, { timeout: 30_000 });
      const signedIn = () => page.evaluate(() => Boolean(localStorage.getItem('identity.userInfo')));
      /** Submits once the form's captcha (the service's proof of work) is solved: every form but the new password's. */
      const submit = async (name: string, captcha = true) => {
        if (captcha) await page.locator('[data-captcha-status="ready"]').waitFor({ timeout: 30_000 });
        await page.getByRole('button', { name, exact: true }).click();
      };
      /** The mail of that kind to the reader, in their language, and the path of its link. */
      const mailed = async (kind: MailKind, linkPath: string) => {
        const mail = await suite.server.inbox.next(email, new RegExp(`^${MAIL_PHRASES[kind][lang].subject}$`));
        const link = mail.text.match(/https?:\/\/\S+/g)?.map((u) => new URL(u)).find((u) => u.pathname === linkPath);
        expect(link, `a link to ${linkPath} in "${mail.subject}"`).toBeDefined();
        return `${link!.pathname}${link!.search}`;
      };
      const fillPasswords = async (label: string, password: string) => {
        await page.getByLabel(label, { exact: true }).fill(password);
        await page.getByLabel(t('kit', 'confirm-password-label'), { exact: true }).fill(password);
      };

      // Sign up: signed in at once, the account page next.
      await go('/account/signup/');
      // The form is live once its captcha is solved: a box ticked before the island hydrates is reset by it.
      await page.locator('[data-captcha-status="ready"]').waitFor({ timeout: 30_000 });
      await page.getByLabel(t('kit', 'email-label')).fill(email);
      await fillPasswords(t('kit', 'password-label'), first);
      await page.getByLabel(t('sign-up', 'terms')).check();
      await submit(t('sign-up', 'submit'));
      await at('/account/');
      expect(await signedIn()).toBe(true);

      // The verification mail, in the reader's language; its link verifies the address.
      await go(await mailed('email-verification', '/account/verify-email/'));
      await page.getByRole('heading', { name: t('verify-email', 'verified-heading') }).waitFor({ timeout: 30_000 });

      // The account page: change the password with the current one.
      await go('/account/');
      await page.getByRole('button', { name: t('account-management', 'edit-password') }).click();
      await page.getByLabel(t('account-management', 'current-password-label')).fill(first);
      await fillPasswords(t('account-management', 'new-password-label'), second);
      await page.getByRole('button', { name: t('account-management', 'save') }).click();
      await page.getByRole('status').getByText(t('account-management', 'password-saved')).waitFor({ timeout: 30_000 });

      // Log out from the account header's menu: home, signed out.
      const header = page.locator('.account-header');
      await header.getByRole('button', { name: t('account-header', 'account'), exact: true }).click();
      await header.getByRole('button', { name: t('account-header', 'logOut'), exact: true }).click();
      await at('/');
      expect(await signedIn()).toBe(false);

      // Forgot the password: the reset mail's link takes a new one, then the login page takes that.
      await go('/account/forgot-password/');
      await page.getByLabel(t('kit', 'email-label')).fill(email);
      await submit(t('forgot-password', 'submit'));
      await go(await mailed('password-reset', '/account/reset-password/'));
      await fillPasswords(t('reset-password', 'new-password-label'), third);
      await submit(t('reset-password', 'submit'), false);
      await page.getByRole('heading', { name: t('reset-password', 'submitted-heading') }).waitFor({ timeout: 30_000 });
      await page.getByRole('main').getByRole('link', { name: t('reset-password', 'continue') }).click();
      await at('/account/login/');
      await page.getByLabel(t('kit', 'email-label')).fill(email);
      await page.getByLabel(t('kit', 'password-label'), { exact: true }).fill(third);
      await submit(t('login', 'submit'));
      await at('/account/');
      expect(await signedIn()).toBe(true);
      await context.close();

      // On another device: a one-time link signs in at once; the same link again is refused with the invalid-link screen.
      ({ context, page } = await device());
      await go('/account/request-one-time/');
      await page.getByLabel(t('kit', 'email-label')).fill(email);
      await submit(t('one-time-login', 'submit'));
      const link = await mailed('magic-link', '/account/request-one-time/');
      await go(link);
      await at('/account/');
      expect(await signedIn()).toBe(true);
      await context.close();
      ({ context, page } = await device());
      await go(link);
      await page.getByRole('heading', { name: t('one-time-login', 'invalid-heading') }).waitFor({ timeout: 30_000 });
      expect(await page.getByText(t('one-time-login', 'invalid-subheadline')).isVisible()).toBe(true);
      expect(await signedIn()).toBe(false);
      await context.close();
    }, 240_000);
  }
});
