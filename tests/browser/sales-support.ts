// What the sales browser tests do over the APIs rather than through the pages: readers signed up and signed in over
// the identity API, sales calls as them, purchases with the test provider's succeeding card, and the page words.
import { expect } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { CHALLENGE_TEXT } from '../../services/sales/payments/challenge-page.ts';

export type Lang = 'en' | 'mi';
export type PhraseBook = Record<Lang, Record<string, string>>;

export const PASSWORD = 'Kupuhipa-2026a';
export const CARD = { number: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 1, cvc: '123' };
/** The test provider's cards (listed in docs/guide/identity-and-sales.md). */
export const CARDS = { ok: '4242424242424242', declined: '4000000000000002', challenge: '4000000000003220' };
/** The test provider's 3-D Secure page's buttons, by language. */
export const CHALLENGE_BUTTON = CHALLENGE_TEXT;
export const EXPIRY = `12/${String(new Date().getUTCFullYear() + 1).slice(2)}`;

/** A phrase of the books (the first that has it) in the reader's language, its `{placeholders}` filled. */
export function words(lang: Lang, ...books: PhraseBook[]) {
  return (key: string, values: Record<string, string> = {}) => {
    const found = books.find((b) => b[lang][key] !== undefined)?.[lang][key];
    if (found === undefined) throw new Error(`no phrase "${key}" in ${lang}`);
    return found.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
  };
}

export function salesApi(base: string) {
  const api = (path: string) => `${base}${path}`;
  let n = 0;
  const run = Date.now().toString(36);

  /** A reader signed up and logged in over the identity API: their email, access token and the stored identity. */
  async function reader(label = 'reader') {
    const email = `${label}-${run}-${n++}@example.test`;
    const signup = await fetch(api('/identity/public/v1/signup'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ identity: { userName: email, credentials: PASSWORD }, profile: {} }) });
    expect(signup.status, await signup.clone().text()).toBe(201);
    const login = await fetch(api('/identity/public/v1/auth/login'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userName: email, credentials: PASSWORD, grantType: 'password' }) });
    const identity = (await login.json()) as { accessToken: string };
    return { email, token: identity.accessToken, identity };
  }

  /** A call of the sales API as the reader (their access token). */
  async function sales(token: string, method: string, path: string, body?: unknown) {
    const res = await fetch(api(`/sales/public/v1${path}`), { method, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return text ? JSON.parse(text) : undefined;
  }

  /** Cart, order and payment with the succeeding card, as a signed-in reader: the order number. */
  async function buy(token: string, email: string, sku: string) {
    await sales(token, 'DELETE', '/cart/clear');
    await sales(token, 'POST', '/cart/item', { items: [{ sku }] });
    const order = await sales(token, 'POST', '/checkout/order', { email, firstName: 'Aroha', lastName: 'Ngata', billingAddress: { line1: '1 Queen St', locality: 'Auckland', country: 'NZ' } });
    const initialized = await sales(token, 'GET', `/checkout/order/${order.orderNumber}/payment/test-card`);
    // The card goes to the provider's tokenisation endpoint, as the checkout page sends it; the API gets the token.
    const tokenised = await fetch(api(initialized.clientData.tokenUrl), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(CARD) });
    if (tokenised.status !== 201) throw new Error(`tokenise: ${tokenised.status} ${await tokenised.text()}`);
    const paid = await sales(token, 'PUT', `/checkout/order/${order.orderNumber}/payment/test-card`, { token: ((await tokenised.json()) as { id: string }).id });
    expect(paid.status).toBe('paid');
    return order.orderNumber as string;
  }

  /** An order over the API as a browser context sees it (its sales cart cookie), e.g. an anonymous buyer's. */
  async function orderAs(context: BrowserContext, orderNumber: string) {
    const cookie = (await context.cookies(api('/sales/'))).filter((c) => c.name === 'sales_cart').map((c) => `${c.name}=${c.value}`).join('; ');
    const answer = await fetch(api(`/sales/public/v1/order/detail/${orderNumber}`), { headers: { cookie } });
    expect(answer.status).toBe(200);
    return answer.json();
  }

  return { reader, sales, buy, orderAs };
}
