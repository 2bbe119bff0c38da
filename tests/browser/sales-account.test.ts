// The account's sales pages in Chromium against the production build and the embedded identity and sales
// services: a reader with a paid subscription (bought over the API with the 4242 card) sees it on
// /account/subscriptions/, cancels it (3), rescues it (1), shares it with a second reader who redeems it on
// /account/redeem/, redeems a gift a third reader bought (the gift mail's link), upgrades it (the service's quote
// shown, then confirmed), and pages through more than 10 orders on /account/orders/. In English and in Māori (the
// `lang` cookie). Another reader's subscription id shows nothing of it.
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { startSmtpInbox } from '../support/smtp-inbox.ts';
import { seriousViolations } from './axe.ts';
import { browserSuite, startServer } from './browser.ts';
import en from '../../blocks/account-subscriptions/phrases.json';
import enOrders from '../../blocks/order-history/phrases.json';
import enRedeem from '../../blocks/redeem-subscription/phrases.json';

const PASSWORD = 'Kupuhipa-2026a';
const CARD = { number: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 1, cvc: '123' };
const run = Date.now().toString(36);
let n = 0;
const address = () => `sales-account-${run}-${n++}@example.test`;

// One server per part: the identity service allows 10 sign-ups an hour from one address, and these tests sign up
// more readers than that.
for (const part of [['en'], ['mi'], []] as const) describe(`sales account pages in the browser${part.length ? ` (${part[0]})` : ''}`, () => {
  const suite = browserSuite(async () => {
    const inbox = await startSmtpInbox();
    process.env.SMTP_URL = inbox.url;
    const server = await startServer();
    return { ...server, inbox, stop: () => server.stop().then(() => inbox.close()) };
  });
  const api = (path: string) => `${suite.server.base}${path}`;

  /** A reader signed up and logged in over the identity API: their email and access token. */
  async function reader() {
    const email = address();
    const signup = await fetch(api('/identity/public/v1/signup'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ identity: { userName: email, credentials: PASSWORD }, profile: {} }) });
    expect(signup.status, await signup.clone().text()).toBe(201);
    const login = await fetch(api('/identity/public/v1/auth/login'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userName: email, credentials: PASSWORD, grantType: 'password' }) });
    const identity = (await login.json()) as { accessToken: string };
    return { email, token: identity.accessToken, identity };
  }

  /** A call of the sales API as the reader. */
  async function sales(token: string, method: string, path: string, body?: unknown) {
    const res = await fetch(api(`/sales/public/v1${path}`), { method, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return text ? JSON.parse(text) : undefined;
  }

  /** Cart, order and payment with the 4242 card, as a signed-in reader: the order number. */
  async function buy(token: string, email: string, sku: string, extra: Record<string, unknown> = {}) {
    await sales(token, 'DELETE', '/cart/clear').catch(() => undefined);
    await sales(token, 'POST', '/cart/item', { items: [{ sku, ...extra }] });
    const order = await sales(token, 'POST', '/checkout/order', { email, firstName: 'Aroha', lastName: 'Ngata', billingAddress: { line1: '1 Queen St', locality: 'Auckland', country: 'NZ' } });
    await sales(token, 'GET', `/checkout/order/${order.orderNumber}/payment/test-card`);
    const paid = await sales(token, 'PUT', `/checkout/order/${order.orderNumber}/payment/test-card`, { card: CARD, token: CARD.number });
    expect(paid.status ?? paid.payment?.status).toMatch(/paid|succeeded/);
    return order.orderNumber as string;
  }

  async function open(who: { identity: unknown }, lang: 'en' | 'mi'): Promise<{ context: BrowserContext; page: Page }> {
    const context = await suite.browser.newContext();
    if (lang === 'mi') await context.addCookies([{ name: 'lang', value: 'mi', url: suite.server.base }]);
    const page = await context.newPage();
    await page.goto(api('/about/'));
    await page.evaluate((identity) => localStorage.setItem('identity.userInfo', JSON.stringify(identity)), who.identity);
    return { context, page };
  }

  const statusOver = async (token: string, id: number) => (await sales(token, 'GET', `/subscription/${id}/details`)).status;

  for (const lang of part) {
    const t = (book: { en: Record<string, string>; mi: Record<string, string> }, key: string) => book[lang][key]!;

    it(`${lang}: see, cancel (3), rescue (1), share with a reader who redeems it, and upgrade with the quote shown first`, async () => {
      const owner = await reader();
      await buy(owner.token, owner.email, 'digital-monthly');
      const [sub] = (await sales(owner.token, 'GET', '/subscription/all')) as Array<{ subscriptionID: number; status: number }>;
      expect(sub!.status).toBe(1);

      const { context, page } = await open(owner, lang);
      await page.goto(api('/account/subscriptions/'));
      const card = page.locator(`[data-subscription="${sub!.subscriptionID}"]`);
      await card.waitFor();
      expect(await card.locator('[data-field="status"]').textContent()).toContain(t(en, 'status-active'));
      expect(await seriousViolations(page, '.sales-account')).toEqual([]);

      await card.getByRole('button', { name: t(en, 'cancel-subscription') }).click();
      await card.getByLabel(t(en, 'reason-code-label')).selectOption('price');
      await card.getByRole('button', { name: t(en, 'confirm-cancel') }).click();
      await expect.poll(() => card.getAttribute('data-status')).toBe('3');
      expect(await card.locator('[data-field="status"]').textContent()).toContain(t(en, 'status-cancelled'));
      expect(await statusOver(owner.token, sub!.subscriptionID)).toBe(3);

      await card.getByRole('button', { name: t(en, 'rescue') }).click();
      await expect.poll(() => card.getAttribute('data-status')).toBe('1');
      expect(await statusOver(owner.token, sub!.subscriptionID)).toBe(1);

      // Share: the redeem code is shown; the associate redeems it, typed in on /account/redeem/.
      const associate = await reader();
      await card.getByRole('button', { name: t(en, 'details') }).click();
      const sharing = card.locator('[data-section="sharing"]');
      await sharing.getByLabel(t(en, 'share-email-label')).fill(associate.email);
      await sharing.getByRole('button', { name: t(en, 'share'), exact: true }).click();
      const shared = await sharing.locator('[data-field="share-status"]').textContent();
      const code = /([A-Za-z0-9_-]{43})/.exec(shared ?? '')?.[1];
      expect(code, shared ?? '').toBeTruthy();
      await expect.poll(() => sharing.locator('[data-field="associates"]').textContent()).toContain(associate.email);

      const other = await open(associate, lang);
      await other.page.goto(api('/account/redeem/'));
      await other.page.getByLabel(t(enRedeem, 'code-label')).fill(code!);
      await other.page.getByRole('button', { name: t(enRedeem, 'redeem') }).click();
      await other.page.locator('[data-state="redeemed"]').waitFor();
      expect(await other.page.getByRole('link', { name: t(enRedeem, 'to-subscriptions') }).getAttribute('href')).toBe('/account/subscriptions/');
      const theirs = (await sales(associate.token, 'GET', '/subscription/all')) as Array<{ subscriptionID: number }>;
      expect(theirs.map((s) => s.subscriptionID)).toContain(sub!.subscriptionID);
      await other.context.close();

      // Upgrade: the service's quote is on screen before anything is confirmed.
      const upgrade = card.locator('[data-section="upgrade"]');
      await upgrade.getByLabel(t(en, 'price-code-label')).selectOption('DIGITAL-Y');
      await upgrade.getByRole('button', { name: t(en, 'get-quote') }).click();
      await upgrade.locator('[data-field="quote"]').waitFor();
      expect(await upgrade.locator('[data-field="quote"]').textContent()).toMatch(/NZD/);
      expect((await sales(owner.token, 'GET', `/subscription/${sub!.subscriptionID}/details`)).priceCode).toBe('DIGITAL-M');
      await upgrade.getByRole('button', { name: t(en, 'confirm-upgrade') }).click();
      await expect.poll(async () => (await sales(owner.token, 'GET', `/subscription/${sub!.subscriptionID}/details`)).priceCode).toBe('DIGITAL-Y');
      await context.close();
    });

    it(`${lang}: a gift bought by one reader is redeemed by another from the link the buyer was mailed`, async () => {
      const buyer = await reader();
      const recipient = await reader();
      // The cart takes sku and quantity only, so the gift's mail goes to the buyer, who passes the link on.
      await buy(buyer.token, buyer.email, 'gift-digital-annual');
      const link = await suite.server.inbox.linkTo(buyer.email, '/account/gift/redeem/');
      const { context, page } = await open(recipient, lang);
      await page.goto(`${suite.server.base}${link}`);
      await page.locator('[data-state="redeemed"]').waitFor();
      expect(new URL(page.url()).searchParams.has('token')).toBe(false);
      expect((await sales(recipient.token, 'GET', '/subscription/all')).length).toBe(1);
      await context.close();
    });

    it(`${lang}: an order history of more than 10 orders pages 10 at a time, Next and Previous`, async () => {
      const owner = await reader();
      for (let i = 0; i < 11; i++) await buy(owner.token, owner.email, 'digital-monthly');
      const { context, page } = await open(owner, lang);
      await page.goto(api('/account/orders/'));
      const orders = page.locator('[data-order]');
      await expect.poll(() => orders.count()).toBe(10);
      await page.getByRole('button', { name: t(enOrders, 'next') }).click();
      await expect.poll(() => orders.count()).toBe(1);
      expect(await page.getByRole('button', { name: t(enOrders, 'next') }).isDisabled()).toBe(true);
      await page.getByRole('button', { name: t(enOrders, 'previous') }).click();
      await expect.poll(() => orders.count()).toBe(10);
      expect(await seriousViolations(page, '.sales-account')).toEqual([]);
      await context.close();
    });
  }

  if (!part.length) it('another reader\'s subscription id shows nothing of it, over the API or on the page', async () => {
    const owner = await reader();
    const stranger = await reader();
    await buy(owner.token, owner.email, 'digital-monthly');
    const [sub] = (await sales(owner.token, 'GET', '/subscription/all')) as Array<{ subscriptionID: number }>;
    const res = await fetch(api(`/sales/public/v1/subscription/${sub!.subscriptionID}/details`), { headers: { authorization: `Bearer ${stranger.token}` } });
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain(owner.email);
    const { context, page } = await open(stranger, 'en');
    await page.goto(api(`/account/subscriptions/?id=${sub!.subscriptionID}`));
    await page.locator('.sales-account[data-state="ready"]').waitFor();
    expect(await page.locator(`[data-subscription="${sub!.subscriptionID}"]`).count()).toBe(0);
    await context.close();
  });

  if (!part.length) it('a signed-out reader is sent to the login page with the redeem link, code and all, to come back to', async () => {
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    await page.goto(api('/account/redeem/?token=abc'));
    await page.waitForURL(/\/account\/login\//);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/account/redeem/?token=abc');
    await context.close();
  });
});
