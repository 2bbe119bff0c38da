// The sales issue's "done when" journey in Chromium, in English and in Māori (the `lang` cookie), against the
// production build with the embedded identity and sales services, every mail over real SMTP: an anonymous reader
// pays with a card that is declined (the error shown, nothing made), then with the 3-D Secure card, passes the
// challenge, sees the confirmation, signs up from its offer, finds the subscription on the account page, cancels it
// (3), rescues it (1), shares it with a second reader who redeems the mailed link, buys a gift for a third reader who
// redeems theirs, upgrades, and pages through the order history. The words are read from the blocks' phrase books.
// One server for the file: six sign-ups in all, under the identity service's 10 an hour per address.
import type { Kysely } from 'kysely';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { browserSuite, startServerWithInbox } from './browser.ts';
import { CARDS, CHALLENGE_BUTTON, EXPIRY, PASSWORD, salesApi, words, type Lang } from './sales-support.ts';
import { SAMPLE_PRODUCTS } from '../../services/sales/sample-catalogue.ts';
import type { SalesDb } from '../../services/sales/migrations.ts';
import kit from '../../common/identity/phrases.json';
import salesCommon from '../../common/sales/phrases.json';
import signUp from '../../blocks/sign-up/phrases.json';
import offers from '../../blocks/subscription-offers/phrases.json';
import checkout from '../../blocks/checkout/phrases.json';
import confirmation from '../../blocks/order-confirmation/phrases.json';
import account from '../../blocks/account-subscriptions/phrases.json';
import orders from '../../blocks/order-history/phrases.json';
import redeem from '../../blocks/redeem-subscription/phrases.json';

const nameOf = (sku: string, lang: Lang) => SAMPLE_PRODUCTS.find((p) => p.sku === sku)!.names[lang];

describe('a new reader buys, signs up, manages, shares, gives and upgrades a subscription', () => {
  const suite = browserSuite(() => startServerWithInbox());
  const url = (path: string) => `${suite.server.base}${path}`;

  describe.each(['en', 'mi'] as const)('in %s', (lang) => {
    const t = words(lang, kit, salesCommon, signUp, offers, checkout, confirmation);
    const a = words(lang, account);
    const o = words(lang, orders);
    const r = words(lang, redeem);

    async function browse(identity?: unknown): Promise<{ context: BrowserContext; page: Page }> {
      const context = await suite.browser.newContext();
      await context.addCookies([{ name: 'lang', value: lang, url: suite.server.base }]);
      const page = await context.newPage();
      if (identity) {
        // A reader signed in over the API: the session the identity SDK keeps, as a login would leave it.
        await page.goto(url('/about/'));
        await page.evaluate((stored) => localStorage.setItem('identity.userInfo', JSON.stringify(stored)), identity);
      }
      return { context, page };
    }

    /** From the offer page (Subscribe or Give as a gift on `sku`) to the checkout's form with the buyer's details in. */
    async function toCheckout(page: Page, sku: string, button: 'subscribe' | 'give', email: string) {
      await page.goto(url('/subscribe/'));
      const offer = page.locator('.sales-offer', { has: page.getByRole('heading', { name: nameOf(sku, lang), exact: true }) });
      await Promise.all([page.waitForURL(/\/subscribe\/checkout\/(\?[^#]*)?$/), offer.getByRole('button', { name: t(button) }).click()]);
      await expect.poll(() => page.getByTestId('cart-total').textContent()).toContain((SAMPLE_PRODUCTS.find((p) => p.sku === sku)!.amount_cents / 100).toFixed(2));
      await page.getByLabel(t('email-label'), { exact: true }).fill(email);
      await page.getByLabel(t('first-name'), { exact: true }).fill('Aroha');
      await page.getByLabel(t('last-name'), { exact: true }).fill('Ngata');
      await page.getByLabel(t('line1'), { exact: true }).fill('1 Queen St');
    }

    async function payWith(page: Page, card: string) {
      await page.getByLabel(t('card-number'), { exact: true }).fill(card);
      await page.getByLabel(t('expiry'), { exact: true }).fill(EXPIRY);
      await page.getByLabel(t('cvc'), { exact: true }).fill('123');
      return page.locator('button[type=submit]');
    }

    it('declined, then 3-D Secure, confirmation, sign-up, account: cancel, rescue, share, gift, upgrade, order history', async () => {
      const api = salesApi(suite.server.base);
      const db = suite.server.store.db as Kysely<SalesDb>;
      const buyerEmail = `journey-${lang}-${Date.now().toString(36)}@example.test`;
      const { context, page } = await browse();

      // Anonymous: the declined card's error, its order unpaid and no subscription made of it.
      await toCheckout(page, 'digital-monthly', 'subscribe', buyerEmail);
      expect(await seriousViolations(page, '.sales-checkout')).toEqual([]);
      await (await payWith(page, CARDS.declined)).click();
      await expect.poll(() => page.getByRole('alert').first().textContent()).toBe(t('error-card-declined'));
      const orderNumber = await page.evaluate(() => JSON.parse(localStorage.getItem('sales.currentOrder') ?? '{}').orderNumber as string);
      expect(await api.orderAs(context, orderNumber)).toMatchObject({ status: 'pending', payments: [{ status: 'declined' }] });
      expect(await db.selectFrom('sales_subscriptions').select('id').where('order_number', '=', orderNumber).execute()).toEqual([]);

      // The 3-D Secure card on the same order: the bank's challenge, passed, then the confirmation.
      const pay = await payWith(page, CARDS.challenge);
      await Promise.all([page.waitForURL(/\/sales\/test-provider\/3ds\//), pay.click()]);
      await Promise.all([page.waitForURL(/\/subscribe\/confirmation\/\?order=/), page.getByRole('button', { name: CHALLENGE_BUTTON[lang].complete }).click()]);
      expect(new URL(page.url()).searchParams.get('order')).toBe(orderNumber);
      await expect.poll(() => page.getByTestId('order-number').textContent()).toBe(orderNumber);
      expect(await page.getByTestId('order-total').textContent()).toContain('14.99');
      expect(await seriousViolations(page, '.sales-confirmation')).toEqual([]);

      // Sign up from the confirmation's offer: back on the confirmation, signed in, the offer gone.
      await Promise.all([page.waitForURL(/\/account\/signup\//), page.getByRole('link', { name: t('sign-up') }).click()]);
      // Filled once the form is React's: a box ticked in the server's markup before hydration could be unticked by it.
      await page.waitForSelector('[data-island="sign-up"][data-hydrated="true"]', { state: 'attached', timeout: 15_000 });
      await page.getByLabel(t('email-label')).fill(buyerEmail);
      await page.getByLabel(t('password-label'), { exact: true }).fill(PASSWORD);
      await page.getByLabel(t('confirm-password-label'), { exact: true }).fill(PASSWORD);
      await page.getByLabel(t('terms')).check();
      await Promise.all([page.waitForURL(/\/subscribe\/confirmation\/\?order=/, { timeout: 30_000 }), page.getByRole('button', { name: t('submit'), exact: true }).click()]);
      await expect.poll(() => page.getByTestId('order-number').textContent()).toBe(orderNumber);
      expect(await page.getByRole('link', { name: t('sign-up') }).count()).toBe(0);
      const token = () => page.evaluate(() => JSON.parse(localStorage.getItem('identity.userInfo') ?? '{}').accessToken as string);
      const details = async (id: number) => api.sales(await token(), 'GET', `/subscription/${id}/details`);

      // The account page: the subscription bought anonymously is the reader's now.
      await page.goto(url('/account/subscriptions/'));
      const card = page.locator('[data-subscription]');
      await card.waitFor();
      expect(await card.count()).toBe(1);
      const id = Number(await card.getAttribute('data-subscription'));
      expect(await card.locator('[data-field="status"]').textContent()).toContain(a('status-active'));
      expect(await seriousViolations(page, '.sales-account')).toEqual([]);

      // Cancel with a reason (3), then rescue (1): on the page and in the service.
      await card.getByRole('button', { name: a('cancel-subscription') }).click();
      await card.getByLabel(a('reason-code-label')).selectOption('price');
      await card.getByRole('button', { name: a('confirm-cancel') }).click();
      await expect.poll(() => card.getAttribute('data-status')).toBe('3');
      expect(await card.locator('[data-field="status"]').textContent()).toContain(a('status-cancelled'));
      expect((await details(id)).status).toBe(3);
      await card.getByRole('button', { name: a('rescue') }).click();
      await expect.poll(() => card.getAttribute('data-status')).toBe('1');
      expect((await details(id)).status).toBe(1);

      // Share with a second reader, who redeems the link mailed to them in their own browser.
      const associate = await api.reader(`associate-${lang}`);
      await card.getByRole('button', { name: a('details') }).click();
      const sharing = card.locator('[data-section="sharing"]');
      await sharing.getByLabel(a('share-email-label')).fill(associate.email);
      await sharing.getByRole('button', { name: a('share'), exact: true }).click();
      await expect.poll(() => sharing.locator('[data-field="associates"]').textContent()).toContain(associate.email);
      const shareLink = await suite.server.inbox.linkTo(associate.email, '/account/subscriptions/redeem/');
      const second = await browse(associate.identity);
      await second.page.goto(url(shareLink));
      await second.page.locator('[data-state="redeemed"]').waitFor();
      expect(await second.page.getByRole('link', { name: r('to-subscriptions') }).getAttribute('href')).toBe('/account/subscriptions/');
      expect((await api.sales(associate.token, 'GET', '/subscription/allactive')).map((s: { subscriptionID: number }) => s.subscriptionID)).toEqual([id]);
      await second.context.close();

      // Upgrade: the service's quote on screen first, then the change made.
      const upgrade = card.locator('[data-section="upgrade"]');
      await upgrade.getByLabel(a('price-code-label')).selectOption('DIGITAL-Y');
      await upgrade.getByRole('button', { name: a('get-quote') }).click();
      await upgrade.locator('[data-field="quote"]').waitFor();
      expect((await details(id)).priceCode).toBe('DIGITAL-M');
      await upgrade.getByRole('button', { name: a('confirm-upgrade') }).click();
      await expect.poll(async () => (await details(id)).priceCode).toBe('DIGITAL-Y');

      // A gift for a third reader: named at checkout, its code mailed to them (not the buyer), redeemed in their browser.
      const recipient = await api.reader(`recipient-${lang}`);
      await toCheckout(page, 'gift-digital-annual', 'give', buyerEmail);
      const gift = page.locator('[data-section="gift-recipient"]');
      await gift.getByLabel(t('recipient-name')).fill('Mere');
      await gift.getByLabel(t('recipient-email')).fill(recipient.email);
      await gift.getByLabel(t('gift-message')).fill('Kia pai tō pānui');
      await Promise.all([page.waitForURL(/\/subscribe\/confirmation\/\?order=/), (await payWith(page, CARDS.ok)).click()]);
      await expect.poll(() => page.locator('[data-gift]').textContent()).toBe(t('gift-sent', { email: recipient.email }));
      const giftLink = await suite.server.inbox.linkTo(recipient.email, '/account/gift/redeem/');
      expect(suite.server.inbox.mails.filter((m) => m.to.includes(buyerEmail) && /\/account\/gift\/redeem\//.test(m.text))).toEqual([]);
      const third = await browse(recipient.identity);
      await third.page.goto(url(giftLink));
      await third.page.locator('[data-state="redeemed"]').waitFor();
      expect((await api.sales(recipient.token, 'GET', '/subscription/all')).map((s: { sku: string }) => s.sku)).toEqual(['gift-digital-annual']);
      await third.context.close();

      // The order history: two orders from the pages, nine more over the API, then 10 a page, Next and Previous.
      for (let i = 0; i < 9; i++) await api.buy(await token(), buyerEmail, 'digital-monthly');
      await page.goto(url('/account/orders/'));
      const rows = page.locator('[data-order]');
      await expect.poll(() => rows.count()).toBe(10);
      await page.getByRole('button', { name: o('next') }).click();
      await expect.poll(() => rows.count()).toBe(1);
      expect(await page.locator(`[data-order="${orderNumber}"]`).count()).toBe(1);
      expect(await page.getByRole('button', { name: o('next') }).isDisabled()).toBe(true);
      await page.getByRole('button', { name: o('previous') }).click();
      await expect.poll(() => rows.count()).toBe(10);
      expect(await seriousViolations(page, '.sales-account')).toEqual([]);
      await context.close();
    }, 300_000);
  });
});
