// The buying screens in Chromium on the production server, beyond what the journey (sales-journey.test.ts: the
// declined card, the 3-D Secure purchase, the confirmation and its sign-up offer, in English and Māori) walks through:
// a failed challenge brings the reader back to checkout with its error and the order unpaid (checked over the API
// with the reader's cart cookie), in English and Māori; a double-clicked pay button charges once; Pay waits for the
// sales config (which says whether a captcha token must go with it); no CSP violation.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, cspViolations, holdRequests } from './browser.ts';
import { CARDS, CHALLENGE_BUTTON, EXPIRY, salesApi } from './sales-support.ts';
import forms from '../../common/identity/phrases.json';
import common from '../../common/sales/phrases.json';
import offers from '../../blocks/subscription-offers/phrases.json';
import checkout from '../../blocks/checkout/phrases.json';
import confirmation from '../../blocks/order-confirmation/phrases.json';

type Lang = 'en' | 'mi';
const text = (lang: Lang) => ({ ...forms[lang], ...common[lang], ...offers[lang], ...checkout[lang], ...confirmation[lang] });

describe('sales checkout in the browser', () => {
  const suite = browserSuite();

  async function reader(lang: Lang): Promise<{ context: BrowserContext; page: Page }> {
    const context = await suite.browser.newContext();
    if (lang === 'mi') await context.addCookies([{ name: 'lang', value: 'mi', url: suite.server.base }]);
    return { context, page: await context.newPage() };
  }

  /** From the offer page to a filled checkout form, the digital monthly subscription in the cart. */
  async function fillCheckout(page: Page, lang: Lang, card: string) {
    const t = text(lang);
    await page.goto(`${suite.server.base}/subscribe/`);
    const name = lang === 'mi' ? 'Matihiko, ia marama' : 'Digital, monthly';
    const offer = page.locator('.sales-offer', { has: page.getByRole('heading', { name, exact: true }) });
    await Promise.all([page.waitForURL(/\/subscribe\/checkout\/$/), offer.getByRole('button', { name: t.subscribe }).click()]);
    await expect.poll(() => page.getByTestId('cart-total').textContent()).toContain('14.99');
    await page.getByLabel(t['email-label']).fill('buyer@example.org');
    await page.getByLabel(t['first-name']).fill('Aroha');
    await page.getByLabel(t['last-name']).fill('Ngata');
    await page.getByLabel(t.line1).fill('1 Queen St');
    await page.getByLabel(t['card-number']).fill(card);
    await page.getByLabel(t.expiry).fill(EXPIRY);
    await page.getByLabel(t.cvc).fill('123');
    return page.locator('button[type=submit]');
  }

  const orderOf = (context: BrowserContext, orderNumber: string) => salesApi(suite.server.base).orderAs(context, orderNumber);

  const currentOrder = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('sales.currentOrder') ?? '{}').orderNumber as string);

  for (const lang of ['en', 'mi'] as const) {
    const t = text(lang);

    it(`(${lang}) a failed 3-D Secure challenge brings the reader back to checkout with the challenge's error`, async () => {
      const { context, page } = await reader(lang);
      const pay = await fillCheckout(page, lang, CARDS.challenge);
      await Promise.all([page.waitForURL(/\/sales\/test-provider\/3ds\//), pay.click()]);
      await Promise.all([page.waitForURL(/\/subscribe\/checkout\//), page.getByRole('button', { name: CHALLENGE_BUTTON[lang].fail }).click()]);
      await expect.poll(() => page.getByRole('alert').first().textContent()).toBe(t['error-challenge-failed']);
      expect((await orderOf(context, await currentOrder(page))).status).toBe('pending');
      await context.close();
    });
  }

  it('a double-clicked pay button charges once', async () => {
    const { context, page } = await reader('en');
    const pay = await fillCheckout(page, 'en', CARDS.ok);
    await Promise.all([page.waitForURL(/\/subscribe\/confirmation\/\?order=/), pay.dblclick()]);
    const order = await orderOf(context, new URL(page.url()).searchParams.get('order')!);
    expect(order.status).toBe('paid');
    expect(order.payments).toEqual([expect.objectContaining({ status: 'succeeded' })]);
    await context.close();
  });

  it('Pay waits for the sales config to say whether the checkout needs a captcha: disabled until it answers', async () => {
    const { context, page } = await reader('en');
    const { asked: configAsked, release } = await holdRequests(page, (url) => url.pathname.endsWith('/sales/public/v1/config'));
    // Filled means hydrated with the cart loaded: only the config is missing.
    const pay = await fillCheckout(page, 'en', CARDS.ok);
    await configAsked;
    expect(await pay.isDisabled()).toBe(true);
    release();
    await expect.poll(() => pay.isEnabled(), { timeout: 30_000 }).toBe(true);
    await context.close();
  });

  it('the buying pages raise no CSP violation', () => {
    expect(cspViolations(suite.browser).filter((v) => /\/subscribe\//.test(v.page))).toEqual([]);
  });
});
