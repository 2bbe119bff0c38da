// The sales service as `npm start` wires it (services/index.ts): mounted at /sales beside identity, trusting
// identity's tokens, its config from the environment, and the sample catalogue loaded with the sample content.
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterAll, describe, expect, it } from 'vitest';
import { startServices } from '../../index.ts';
import { PASSWORD } from '../../identity/test/harness.ts';
import { emptyDatabase } from '../../../tests/support/db-copies.ts';
import { startSampleServices } from '../../../tests/support/sample-db.ts';

const SECRET = 'sales-wired-test-secret-0123456789abcdef';
const cleanup: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

async function serve(services: { mount(app: express.Express): void; close(): Promise<unknown> }) {
  cleanup.push(() => services.close());
  const app = express();
  services.mount(app);
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  cleanup.push(() => new Promise((resolve) => server.close(resolve)));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe('the sales service as the server wires it', () => {
  it('sells the sample catalogue at /sales and takes the identity service\'s access token', async () => {
    const base = await serve(await startSampleServices());
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
    const dataDir = await mkdtemp(path.join(tmpdir(), 'sales-wired-'));
    cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
    const db = emptyDatabase();
    cleanup.push(async () => db.remove());
    const base = await serve(await startServices({ dataDir, pgliteDir: db.dataDir, secret: SECRET, sampleContent: false, env: { SALES_CHECKOUT_CAPTCHA_SITES: 'te-rito, open-justice' } }));
    const config = async (query: string) => (await fetch(`${base}/sales/public/v1/config${query}`)).json();
    expect(await config('?_website=te-rito')).toEqual({ checkoutRecaptchaEnabled: true });
    expect(await config('?_website=open-justice')).toEqual({ checkoutRecaptchaEnabled: true });
    expect(await config('?_website=teaomarama')).toEqual({ checkoutRecaptchaEnabled: false });
    expect(await config('')).toEqual({ checkoutRecaptchaEnabled: false });
  });
});
