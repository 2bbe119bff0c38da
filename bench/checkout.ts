// Checkout throughput: orders per second through the sales service with the test provider, each one as an
// anonymous visitor's browser makes it (add to cart, create the order, initialise, tokenise the card with the provider
// and finalise with its token: five calls over loopback HTTP) against embedded PGlite, with GET config in the same run as the
// floor of HTTP + routing.
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createContentStore } from '../services/content-api/index.ts';
import { createSalesService } from '../services/sales/index.ts';
import { alternate, median } from './lib/timing.ts';
import type { BenchSection } from './section.ts';

const ROUNDS = { rounds: 4, roundMs: 2000, warmupMs: 1000 };
const CONTACT = { email: 'bench@example.org', firstName: 'Aroha', lastName: 'Ngata', billingAddress: { line1: '1 Queen Street', country: 'NZ' } };
const CARD = { number: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123' };

async function startService() {
  const store = await createContentStore({ dataDir: 'memory://' });
  const { router } = await createSalesService({
    db: store.db,
    readerOf: async () => undefined,
    captcha: { verify: async () => true },
    config: { defaults: { checkoutRecaptchaEnabled: false }, sites: {}, publicOrigin: 'http://localhost:3000' },
    sampleCatalogue: true,
  });
  const server = express().use('/sales', router).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sales/public/v1`;
  const close = async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await store.close();
  };
  return { base, close };
}

async function call(url: string, method: string, cookie: string | undefined, body?: unknown) {
  const res = await fetch(url, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, any>;
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
  return { json, cookie: res.headers.getSetCookie().find((c) => c.startsWith('sales_cart='))?.split(';')[0] ?? cookie };
}

/** One anonymous visitor's purchase, from an empty browser to a paid order. */
async function checkout(base: string) {
  const { cookie } = await call(`${base}/cart/item`, 'POST', undefined, { items: [{ sku: 'digital-monthly' }] });
  const { json: order } = await call(`${base}/checkout/order`, 'POST', cookie, CONTACT);
  const payment = `${base}/checkout/order/${order.orderNumber}/payment/test-card`;
  const { json: initialized } = await call(payment, 'GET', cookie);
  // The card goes to the provider's tokenisation endpoint; the sales API takes only the token.
  const { json: token } = await call(new URL(initialized.clientData.tokenUrl, base).toString(), 'POST', undefined, CARD);
  const { json: paid } = await call(payment, 'PUT', cookie, { token: token.id });
  if (paid.status !== 'paid') throw new Error(`order ${order.orderNumber} is ${paid.status}`);
}

const section: BenchSection = {
  name: 'checkout',
  async run() {
    const { base, close } = await startService();
    try {
      const rates = await alternate(
        [
          { name: 'checkout', run: () => checkout(base) },
          { name: 'config', run: async () => void (await (await fetch(`${base}/config`)).arrayBuffer()) },
        ],
        ROUNDS,
      );
      const perSec = median(rates.get('checkout')!.map((r) => r.perSec));
      const cpu = median(rates.get('checkout')!.map((r) => r.cpuMs));
      const floor = 1000 / median(rates.get('config')!.map((r) => r.perSec));
      console.log(`sales checkout ${perSec.toFixed(1)} orders/s, ${(1000 / perSec).toFixed(2)} ms per order (4 calls), ${cpu.toFixed(2)} ms CPU   (GET config ${floor.toFixed(2)} ms)`);
      return { 'checkout-orders-per-sec': perSec };
    } finally {
      await close();
    }
  },
};
export default section;
