/**
 * Starts the identity and sales services together over real HTTP on an ephemeral port (PGlite, or PostgreSQL with
 * DATABASE_URL), with the test payment provider. Each `shopper()` is one browser: its own cookie jar and token.
 */
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { Kysely } from 'kysely';
import { createContentStore } from '../../content-api/index.ts';
import { createIdentityService } from '../../identity/index.ts';
import { HUMAN, JWT_SECRET, backends, countingLimits, dropStore, recordingMailer, signUpAndLogin, testCaptcha, type Running } from '../../identity/test/harness.ts';
import { createSalesService, type SalesServiceOptions } from '../index.ts';
import type { SalesConfig } from '../config.ts';
import type { SalesContext } from '../context.ts';
import type { SalesDb } from '../migrations.ts';
import { testProvider, type TestProvider } from '../payments/test-provider.ts';

export { backends, HUMAN };

export const SUCCEEDS = '4242424242424242';
export const DECLINED = '4000000000000002';
export const NO_FUNDS = '4000000000009995';
export const CHALLENGE = '4000000000003220';
export const card = (number: string) => ({ number, expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123' });
export const CONTACT = {
  email: 'aroha@example.org',
  phone: '+64 21 000 000',
  firstName: 'Aroha',
  lastName: 'Ngata',
  billingAddress: { line1: '1 Queen Street', locality: 'Auckland', postal: '1010', country: 'NZ' },
};

export interface Reply {
  status: number;
  body: any;
  headers: Headers;
}

export interface Shopper {
  token?: string;
  uuid?: string;
  /** The cart cookie this browser holds. */
  cookie?: string;
  call(method: string, path: string, opts?: { body?: unknown; headers?: Record<string, string>; v?: 1 | 2 }): Promise<Reply>;
  signIn(email: string): Promise<void>;
  /** Tokenises a test card at the provider's own endpoint, as the browser does: the single-use token. */
  tokenize(number: string, overrides?: Partial<ReturnType<typeof card>>): Promise<string>;
}

export interface SalesRunning {
  origin: string;
  db: Kysely<SalesDb>;
  provider: TestProvider;
  context: SalesContext;
  gifts: Array<{ orderNumber: string; sku: string }>;
  /** Every response body the harness's calls received, as text (what a test of leaked data greps). */
  responses: string[];
  /** The PostgreSQL schema of this run's tables (undefined: PGlite's default). */
  schema?: string;
  shopper(): Shopper;
  close(): Promise<void>;
}

let emails = 0;
export const newEmail = () => `shopper${++emails}-${Date.now()}@example.org`;

export async function startSales(
  backend: (typeof backends)[number],
  opts: {
    config?: Partial<SalesConfig['defaults']>;
    sites?: SalesConfig['sites'];
    retailer?: SalesServiceOptions['retailer'];
    /** The site's public origin (default: the test server's own http origin); an https one names the cart cookie `__Host-sales_cart`. */
    publicOrigin?: string;
  } = {},
): Promise<SalesRunning> {
  const storeOptions = backend.options();
  const store = await createContentStore({ dataDir: storeOptions.dataDir, databaseUrl: storeOptions.databaseUrl, schema: storeOptions.schema });
  const identity = await createIdentityService({
    db: store.db,
    schema: storeOptions.schema,
    jwtSecret: JWT_SECRET,
    links: { origin: 'https://news.example' },
    mailer: recordingMailer(),
    captcha: testCaptcha,
    rateLimits: countingLimits(),
  });
  const provider = testProvider();
  const gifts: SalesRunning['gifts'] = [];
  const app = express();
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { router, context } = await createSalesService({
    db: store.db,
    schema: storeOptions.schema,
    readerOf: identity.readerOf,
    captcha: testCaptcha,
    config: { defaults: { checkoutRecaptchaEnabled: false, ...opts.config }, sites: opts.sites ?? {}, publicOrigin: opts.publicOrigin ?? origin },
    provider,
    sampleCatalogue: true,
    retailer: opts.retailer,
    onGiftPaid: async (order, item) => void gifts.push({ orderNumber: order.orderNumber, sku: item.sku }),
  });
  app.use('/identity', identity.router).use('/sales', router);

  const responses: string[] = [];
  const raw = async (url: string, init: RequestInit): Promise<Reply> => {
    const res = await fetch(url, { ...init, redirect: 'manual' });
    const text = await res.text();
    responses.push(text);
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Left as text: the assertion on it shows what came back.
    }
    return { status: res.status, body, headers: res.headers };
  };
  const identityApi: Running = {
    call: (method, path, { body } = {}) =>
      raw(`${origin}/identity/public/v1${path}`, { method, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) }),
  } as Running;

  // The cart cookie's name on this site (context.ts): what each shopper's jar keeps and sends back.
  const cartCookie = opts.publicOrigin?.startsWith('https:') ? '__Host-sales_cart' : 'sales_cart';
  const shopper = (): Shopper => {
    const self: Shopper = {
      async call(method, path, { body, headers = {}, v = 1 } = {}) {
        const reply = await raw(`${origin}/sales/public/v${v}${path}`, {
          method,
          headers: {
            ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
            ...(self.token ? { authorization: `Bearer ${self.token}` } : {}),
            ...(self.cookie ? { cookie: `${cartCookie}=${self.cookie}` } : {}),
            ...headers,
          },
          body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
        });
        for (const set of reply.headers.getSetCookie()) {
          if (set.startsWith(`${cartCookie}=`)) self.cookie = set.slice(cartCookie.length + 1).split(';')[0] || undefined;
        }
        return reply;
      },
      async tokenize(number, overrides = {}) {
        const reply = await raw(`${origin}/sales/test-provider/tokens`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...card(number), ...overrides }) });
        if (reply.status !== 201) throw new Error(`tokenise failed: ${reply.status} ${JSON.stringify(reply.body)}`);
        return reply.body.id;
      },
      async signIn(email) {
        const login = await signUpAndLogin(identityApi, email);
        self.token = login.accessToken;
        self.uuid = login.uuid;
      },
    };
    return self;
  };

  return {
    origin,
    db: store.db as Kysely<SalesDb>,
    provider,
    context,
    gifts,
    responses,
    schema: storeOptions.schema,
    shopper,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await dropStore(store, storeOptions);
    },
  };
}

/** Puts items in the shopper's cart and makes the order: its order number. */
export async function order(shopper: Shopper, items: Array<{ sku: string; quantity?: number }> = [{ sku: 'digital-monthly' }], contact: Record<string, unknown> = CONTACT): Promise<string> {
  const added = await shopper.call('POST', '/cart/item', { body: { items } });
  if (added.status !== 200) throw new Error(`add to cart failed: ${added.status} ${JSON.stringify(added.body)}`);
  const made = await shopper.call('POST', '/checkout/order', { body: contact });
  if (made.status !== 201) throw new Error(`order failed: ${made.status} ${JSON.stringify(made.body)}`);
  return made.body.orderNumber;
}

export const paymentPath = (orderNumber: string) => `/checkout/order/${orderNumber}/payment/test-card`;

/** Initialises the order's payment, tokenises that card with the provider and finalises with the token: the finalise reply. */
export async function pay(shopper: Shopper, orderNumber: string, number = SUCCEEDS, extra: Record<string, unknown> = {}): Promise<Reply> {
  const init = await shopper.call('GET', paymentPath(orderNumber));
  if (init.status !== 200) throw new Error(`initialise failed: ${init.status} ${JSON.stringify(init.body)}`);
  return shopper.call('PUT', paymentPath(orderNumber), { body: { token: await shopper.tokenize(number), ...extra } });
}
