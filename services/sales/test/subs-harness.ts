/**
 * The sales service (createSalesService: the core and its subscription side) over real HTTP on an ephemeral port, on
 * PGlite or PostgreSQL: a catalogue, readers with signed identity access tokens, the stateful test card provider, a
 * recording mailer. Its renewal job does not run by itself: tests run it (runRenewals) when they mean to.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createContentStore } from '../../content-api/index.ts';
import { backends, HUMAN, JWT_SECRET, ORIGIN, recordingMailer, dropStore, testCaptcha } from '../../identity/test/harness.ts';
import { tokenSigner } from '../../identity/tokens.ts';
import { termEnd as addMonths, storeCard } from '../fulfil.ts';
import { createSalesService } from '../index.ts';
import { jsonb } from '../migrations.ts';
import type { SubsKysely } from '../migrations-subscriptions.ts';
import { testProvider } from '../payments/test-provider.ts';
import { redeemLimit } from '../redeem-limit.ts';

export { backends, HUMAN, ORIGIN };
export const DAY = 86_400_000;

/** NZD prices in cents; names in English and Māori. */
export const PRODUCTS = [
  { sku: 'digital-monthly', kind: 'subscription', names: { en: 'Digital monthly', mi: 'Matihiko ia marama' }, price_code: 'DIGITAL-M', amount_cents: 1500, term_months: 1 },
  { sku: 'digital-annual', kind: 'subscription', names: { en: 'Digital annual', mi: 'Matihiko ia tau' }, price_code: 'DIGITAL-Y', amount_cents: 15000, term_months: 12 },
  { sku: 'print-digital', kind: 'subscription', names: { en: 'Print and digital', mi: 'Tā me te matihiko' }, price_code: 'PRINT-M', amount_cents: 4500, term_months: 1 },
  { sku: 'gift-annual', kind: 'gift', names: { en: 'Gift: a year of digital', mi: 'Koha: he tau matihiko' }, price_code: 'GIFT-Y', amount_cents: 15000, term_months: 12 },
] as const;

/** The test provider's cards (README); `laterDeclined` is stored fine and every later charge on it is declined. */
export const CARDS = { ok: '4242424242424242', declined: '4000000000000002', noFunds: '4000000000009995', challenge: '4000000000003220', laterDeclined: '4000000000000341' };
export const card = (number: string) => ({ number, expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123' });

export type SalesApi = Awaited<ReturnType<typeof startSales>>;

export async function startSales(backend: (typeof backends)[number], opts: { captcha?: boolean; redeemFailures?: number } = {}) {
  const storeOptions = backend.options();
  const store = await createContentStore({ dataDir: storeOptions.dataDir, databaseUrl: storeOptions.databaseUrl, schema: storeOptions.schema });
  let offset = 0;
  const now = () => Date.now() + offset;
  const signer = tokenSigner(JWT_SECRET, now);
  const provider = testProvider();
  const mailer = recordingMailer();
  const app = express();
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const service = await createSalesService({
    db: store.db,
    schema: storeOptions.schema,
    readerOf: async (authorization) => (await signer.verifyAccess((authorization ?? '').replace(/^Bearer\s+/i, '')))?.sub,
    captcha: testCaptcha,
    config: { defaults: { checkoutRecaptchaEnabled: opts.captcha ?? false }, sites: {}, publicOrigin: ORIGIN },
    provider,
    now,
    mailer,
    redeemLimit: redeemLimit({ points: opts.redeemFailures ?? 10 }),
    renewalIntervalMs: 24 * 60 * 60_000,
  });
  const ctx = service.context;
  const db = store.db as unknown as SubsKysely;
  await db.insertInto('sales_products').values(PRODUCTS.map((p) => ({ ...p, names: JSON.stringify(p.names), currency: 'NZD' })) as never).execute();
  app.use('/sales', service.router);

  async function call(method: string, path: string, { body: given, token, raw, headers = {} }: { body?: unknown; token?: string; raw?: string; headers?: Record<string, string> } = {}) {
    const body = method === 'GET' ? undefined : given;
    const res = await fetch(`${origin}/sales${path.startsWith('/public/') ? path : `/public/v1${path}`}`, {
      method,
      headers: { ...(body !== undefined || raw !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
    const text = await res.text();
    let parsed: any = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Left as text for the assertion to show.
    }
    return { status: res.status, body: parsed };
  }

  /** A reader as the identity service would sign them in: a uuid and a valid access token (a fresh one for `uuid`). */
  async function reader(uuid: string = randomUUID()) {
    return { uuid, token: await signer.access({ sub: uuid, sid: randomUUID() }) };
  }

  /** A subscription as a paid order leaves it (the core's checkout), with a stored card. */
  async function subscription(owner: string, o: { priceCode?: string; status?: number; start?: Date; card?: string | null } = {}) {
    const product = PRODUCTS.find((p) => p.price_code === (o.priceCode ?? 'DIGITAL-M'))!;
    const start = o.start ?? new Date(now() - DAY);
    let paymentMethodId: string | null = null;
    if (o.card !== null) {
      // The card as a paid checkout stores it: set up with the provider, kept by its reference.
      const stored = await provider.setup(`seed_${randomBytes(8).toString('hex')}`, { token: provider.tokenize(card(o.card ?? CARDS.ok)) }, '/');
      if (stored.status !== 'succeeded') throw new Error(`the test provider does not store ${o.card}: ${stored.status}`);
      paymentMethodId = await storeCard(db as never, owner, provider.name, stored.card);
    }
    const row = await db.insertInto('sales_subscriptions').values({
      status: o.status ?? 1, owner_uuid: owner, sku: product.sku, price_code: product.price_code, order_number: null,
      billing_address: jsonb({ line1: '1 Queen Street', locality: 'Auckland', country: 'NZ' }), payment_method_id: paymentMethodId,
      term_start: start, term_end: addMonths(start, product.term_months), created_at: start, updated_at: start,
    }).returning(['id', 'term_end']).executeTakeFirstOrThrow();
    return { id: Number(row.id), termEnd: new Date(row.term_end), paymentMethodId };
  }

  return {
    origin, db, ctx, provider, mailer, call, reader, subscription, now,
    /** The charges the provider made for a subscription (renewals and upgrade differences), in cents. */
    chargesOf: (subscriptionId: number) => provider.charges.filter((c) => new RegExp(`^(?:renewal|change):${subscriptionId}:`).test(c.key)).map((c) => c.amountCents),
    /** A paid order with a gift line, as the checkout hands it to the context's onGiftPaid (the order row stored first). */
    async giftPaid(order: { orderNumber: string; ownerUuid: string | null; email: string }, item: { sku: string; quantity?: number; recipient?: unknown }) {
      await db.insertInto('sales_orders').values({
        order_number: order.orderNumber, owner_uuid: order.ownerUuid, cookie_id_hash: null, status: 'paid', email: order.email, phone: null, first_name: 'Hēmi',
        last_name: 'Walker', second_last_name: null, billing_address: jsonb({ line1: '1 Queen Street', country: 'NZ' }), shipping_address: null,
        items: jsonb([]), total_cents: 15000, currency: 'NZD', created_at: new Date(now()),
      }).onConflict((oc) => oc.column('order_number').doNothing()).execute();
      await ctx.onGiftPaid({ ...order, billingAddress: { line1: '1 Queen Street', country: 'NZ' }, paymentMethodId: null }, item as never);
    },
    /** Answers a 3-D Secure challenge on the provider's page, as the reader's browser would. */
    async answerChallenge(challengeUrl: string, outcome: 'complete' | 'fail') {
      await fetch(origin + challengeUrl, { method: 'POST', body: new URLSearchParams({ outcome }), redirect: 'manual' });
    },
    advance: (ms: number) => void (offset += ms),
    /** A second node on the same PostgreSQL (its own connection pool); on PGlite the same database. */
    async secondNode() {
      if (!storeOptions.databaseUrl) return { db, close: async () => undefined };
      const other = await createContentStore({ databaseUrl: storeOptions.databaseUrl, schema: storeOptions.schema });
      return { db: other.db as unknown as SubsKysely, close: () => other.close() };
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await service.close();
      await dropStore(store, storeOptions);
    },
  };
}
