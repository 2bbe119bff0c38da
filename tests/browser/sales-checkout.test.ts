// The buying screens in Chromium on the production server, in English and in Māori: an anonymous reader picks a
// subscription on /subscribe/, pays at /subscribe/checkout/ and lands on the confirmation; the 3-D Secure card goes
// through the provider's challenge page and back; a declined card and a failed challenge show their errors and leave
// the order unpaid (checked over the API with the reader's cart cookie); a double-clicked pay button charges once.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { browserSuite, cspViolations } from './browser.ts';
import forms from '../../common/identity/phrases.json';
import common from '../../common/sales/phrases.json';
import offers from '../../blocks/subscription-offers/phrases.json';
import checkout from '../../blocks/checkout/phrases.json';
import confirmation from '../../blocks/order-confirmation/phrases.json';

type Lang = 'en' | 'mi';
const text = (lang: Lang) => ({ ...forms[lang], ...common[lang], ...offers[lang], ...checkout[lang], ...confirmation[lang] });
const CHALLENGE_BUTTON = { en: { complete: 'Complete', fail: 'Fail' }, mi: { complete: 'Whakaoti', fail: 'Whakakore' } };
const expiry = `12/${String(new Date().getUTCFullYear() + 1).slice(2)}`;

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
    await page.getByLabel(t.expiry).fill(expiry);
    await page.getByLabel(t.cvc).fill('123');
    return page.locator('button[type=submit]');
  }

  /** The order over the API, as this reader's browser (its cart cookie) sees it. */
  async function orderOf(context: BrowserContext, orderNumber: string) {
    const cookie = (await context.cookies(`${suite.server.base}/sales/`)).filter((c) => c.name === 'sales_cart').map((c) => `${c.name}=${c.value}`).join('; ');
    const answer = await fetch(`${suite.server.base}/sales/public/v1/order/detail/${orderNumber}`, { headers: { cookie } });
    expect(answer.status).toBe(200);
    return answer.json();
  }

  const currentOrder = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('sales.currentOrder') ?? '{}').orderNumber as string);

  for (const lang of ['en', 'mi'] as const) {
    const t = text(lang);

    it(`(${lang}) an anonymous reader buys with the 3-D Secure card, passes the challenge and sees the confirmation with a sign-up offer`, async () => {
      const { context, page } = await reader(lang);
      const pay = await fillCheckout(page, lang, '4000000000003220');
      expect(await seriousViolations(page, '.sales-checkout')).toEqual([]);
      await Promise.all([page.waitForURL(/\/sales\/test-provider\/3ds\//), pay.click()]);
      await Promise.all([page.waitForURL(/\/subscribe\/confirmation\/\?order=/), page.getByRole('button', { name: CHALLENGE_BUTTON[lang].complete }).click()]);
      const orderNumber = new URL(page.url()).searchParams.get('order')!;
      await expect.poll(() => page.getByTestId('order-number').textContent()).toBe(orderNumber);
      expect(await page.getByTestId('order-total').textContent()).toContain('14.99');
      expect(await page.getByRole('link', { name: t['sign-up'] }).getAttribute('href')).toBe(`/account/signup/?redirect=${encodeURIComponent(`/subscribe/confirmation/?order=${orderNumber}`)}`);
      expect(await seriousViolations(page, '.sales-confirmation')).toEqual([]);
      expect(await orderOf(context, orderNumber)).toMatchObject({ status: 'paid', payments: [{ status: 'succeeded' }] });
      await context.close();
    });

    it(`(${lang}) a declined card shows its error and the order stays unpaid, so no subscription is made`, async () => {
      const { context, page } = await reader(lang);
      const pay = await fillCheckout(page, lang, '4000000000000002');
      await pay.click();
      await expect.poll(() => page.getByRole('alert').first().textContent()).toBe(t['error-card-declined']);
      const order = await orderOf(context, await currentOrder(page));
      expect(order).toMatchObject({ status: 'pending', payments: [{ status: 'declined' }] });
      await context.close();
    });

    it(`(${lang}) a failed 3-D Secure challenge brings the reader back to checkout with the challenge's error`, async () => {
      const { context, page } = await reader(lang);
      const pay = await fillCheckout(page, lang, '4000000000003220');
      await Promise.all([page.waitForURL(/\/sales\/test-provider\/3ds\//), pay.click()]);
      await Promise.all([page.waitForURL(/\/subscribe\/checkout\//), page.getByRole('button', { name: CHALLENGE_BUTTON[lang].fail }).click()]);
      await expect.poll(() => page.getByRole('alert').first().textContent()).toBe(t['error-challenge-failed']);
      expect((await orderOf(context, await currentOrder(page))).status).toBe('pending');
      await context.close();
    });
  }

  it('a double-clicked pay button charges once', async () => {
    const { context, page } = await reader('en');
    const pay = await fillCheckout(page, 'en', '4242424242424242');
    await Promise.all([page.waitForURL(/\/subscribe\/confirmation\/\?order=/), pay.dblclick()]);
    const order = await orderOf(context, new URL(page.url()).searchParams.get('order')!);
    expect(order.status).toBe('paid');
    expect(order.payments).toEqual([expect.objectContaining({ status: 'succeeded' })]);
    await context.close();
  });

  it('the buying pages raise no CSP violation', () => {
    expect(cspViolations(suite.browser).filter((v) => /\/subscribe\//.test(v.page))).toEqual([]);
  });
});
