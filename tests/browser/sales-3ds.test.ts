// The test provider's 3-D Secure challenge page in Chromium, served by the production server: no CSP violation,
// Māori by the lang cookie, and the Complete button returns the reader to the checkout's page, after which the 3DS
// finalise pays the order.
import { describe, expect, it } from 'vitest';
import { browserSuite } from './browser.ts';

describe('3-D Secure challenge page in the browser', () => {
  const suite = browserSuite();

  /** An anonymous visitor's order paid with the challenge card: the cookie, the order number and the challenge's address. */
  async function challengedOrder(returnUrl: string) {
    const api = `${suite.server.base}/sales/public/v1`;
    const json = { 'content-type': 'application/json' };
    const added = await fetch(`${api}/cart/item`, { method: 'POST', headers: json, body: JSON.stringify({ items: [{ sku: 'digital-monthly' }] }) });
    const cookie = added.headers.getSetCookie()[0]!.split(';')[0]!;
    const headers = { ...json, cookie };
    const order = await (await fetch(`${api}/checkout/order`, { method: 'POST', headers, body: JSON.stringify({ email: 'a@example.org', firstName: 'Aroha', lastName: 'Ngata', billingAddress: { line1: '1 Queen St', country: 'NZ' } }) })).json();
    const payment = `${api}/checkout/order/${order.orderNumber}/payment/test-card`;
    const initialized = await (await fetch(payment, { headers })).json();
    const card = { number: '4000000000003220', expMonth: 12, expYear: new Date().getUTCFullYear() + 1, cvc: '123' };
    // The card goes to the provider's tokenisation endpoint (no site cookie); the sales API gets only the token.
    const tokenised = await (await fetch(`${suite.server.base}${initialized.clientData.tokenUrl}`, { method: 'POST', headers: json, body: JSON.stringify(card) })).json();
    const asked = await (await fetch(payment, { method: 'PUT', headers, body: JSON.stringify({ token: tokenised.id, returnUrl }) })).json();
    expect(asked.payment.status).toBe('requires_3ds');
    return { api, headers, orderNumber: order.orderNumber as string, challengeUrl: asked.payment.challengeUrl as string };
  }

  it('completing the challenge (in Māori) returns the reader to the return page, and the order is then paid', async () => {
    const { api, headers, orderNumber, challengeUrl } = await challengedOrder('/?paid=1');
    const context = await suite.browser.newContext();
    await context.addCookies([{ name: 'lang', value: 'mi', url: suite.server.base }]);
    const page = await context.newPage();
    await page.goto(suite.server.base + challengeUrl);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('mi');
    await Promise.all([page.waitForURL(`${suite.server.base}/?paid=1`), page.getByRole('button', { name: 'Whakaoti' }).click()]);
    const done = await (await fetch(`${api}/checkout/3ds/order/${orderNumber}/payment/test-card`, { method: 'PUT', headers, body: '{}' })).json();
    expect(done).toMatchObject({ orderNumber, status: 'paid', payment: { status: 'succeeded' } });
    await context.close();
  });

  it('failing the challenge (in English) returns the reader too, and the order stays unpaid with the card declined', async () => {
    const { api, headers, orderNumber, challengeUrl } = await challengedOrder('/');
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    await page.goto(suite.server.base + challengeUrl);
    await Promise.all([page.waitForURL(`${suite.server.base}/`), page.getByRole('button', { name: 'Fail' }).click()]);
    const done = await fetch(`${api}/checkout/3ds/order/${orderNumber}/payment/test-card`, { method: 'PUT', headers, body: '{}' });
    expect(done.status).toBe(402);
    expect((await (await fetch(`${api}/order/detail/${orderNumber}`, { headers })).json()).status).toBe('pending');
    await context.close();
  });
});
