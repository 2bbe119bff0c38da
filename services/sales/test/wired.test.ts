// The sales service as `npm start` wires it (services/index.ts): mounted at /sales beside identity, trusting
// identity's tokens, its config from the environment, and the sample catalogue loaded with the sample content.
import { afterAll, describe, expect, it } from 'vitest';
import { PASSWORD } from '../../identity/test/harness.ts';
import { startSampleServices } from '../../../tests/support/sample-db.ts';
import { serveServices, serveStarted } from '../../../tests/support/serve-services.ts';

const SECRET = 'sales-wired-test-secret-0123456789abcdef';
const cleanup: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});


const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe('the sales service as the server wires it', () => {
  it('sells the sample catalogue at /sales and takes the identity service\'s access token', async () => {
    const base = await serveStarted(await startSampleServices(), cleanup);
    const cart = await post(`${base}/sales/public/v1/cart/item`, { items: [{ sku: 'print-digital-monthly' }] });
    expect(cart.status).toBe(200);
    const body = await cart.json();
    expect(body.items[0]).toMatchObject({ names: { en: 'Print plus digital, monthly', mi: 'Tā me te matihiko, ia marama' }, unitCents: 3999 });
    expect(body.currency).toBe('NZD');
    const email = `wired-${Date.now()}@example.org`;
    expect((await post(`${base}/identity/public/v1/signup`, { identity: { userName: email, credentials: PASSWORD } })).status).toBe(201);
    const login = await (await post(`${base}/identity/public/v1/auth/login`, { userName: email, credentials: PASSWORD })).json();
    const history = await fetch(`${base}/sales/public/v1/order/history`, { headers: { authorization: `Bearer ${login.accessToken}` } });
    expect(history.status).toBe(200);
    expect(await history.json()).toMatchObject({ start: 0, orders: [] });
    // Logging out ends the session: its token no longer opens the sales API either.
    await fetch(`${base}/identity/public/v1/auth/token`, { method: 'DELETE', headers: { authorization: `Bearer ${login.accessToken}` } });
    expect((await fetch(`${base}/sales/public/v1/order/history`, { headers: { authorization: `Bearer ${login.accessToken}` } })).status).toBe(401);
  });

  it('SALES_CHECKOUT_CAPTCHA_SITES turns the checkout captcha on for the sites it names', async () => {
    const { base } = await serveServices({ secret: SECRET, env: { SALES_CHECKOUT_CAPTCHA_SITES: 'te-rito, open-justice' } }, cleanup);
    const config = async (query: string) => (await fetch(`${base}/sales/public/v1/config${query}`)).json();
    expect(await config('?_website=te-rito')).toEqual({ checkoutRecaptchaEnabled: true });
    expect(await config('?_website=open-justice')).toEqual({ checkoutRecaptchaEnabled: true });
    expect(await config('?_website=teaomarama')).toEqual({ checkoutRecaptchaEnabled: false });
    expect(await config('')).toEqual({ checkoutRecaptchaEnabled: false });
  });
});
