/**
 * The sales API with the subscription side's routes over real HTTP on an ephemeral port, on PGlite or PostgreSQL:
 * a catalogue, readers with signed identity access tokens, the stateful test card provider, a recording mailer.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createContentStore } from '../../content-api/index.ts';
import { backends, HUMAN, JWT_SECRET, ORIGIN, recordingMailer, releaseStore } from '../../identity/test/harness.ts';
import { digest, tokenSigner } from '../../identity/tokens.ts';
import type { SalesContext } from '../context.ts';
import { migrateSalesDb } from '../migrations.ts';
import type { SubsKysely } from '../migrations-subscriptions.ts';
import { createTestProvider } from '../payments/provider.ts';
import { redeemLimit } from '../redeem-limit.ts';
import { createSalesApi } from '../router.ts';
import { subscriptionSide } from '../subscription-side.ts';
import { addMonths } from '../terms.ts';

export { backends, HUMAN, ORIGIN };
export const DAY = 86_400_000;

/** NZD prices in cents; names in English and Māori. */
export const PRODUCTS = [
  { sku: 'digital-monthly', kind: 'subscription', names: { en: 'Digital monthly', mi: 'Matihiko ia marama' }, price_code: 'DIGITAL-M', amount_cents: 1500, term_months: 1 },
  { sku: 'digital-annual', kind: 'subscription', names: { en: 'Digital annual', mi: 'Matihiko ia tau' }, price_code: 'DIGITAL-Y', amount_cents: 15000, term_months: 12 },
  { sku: 'print-digital', kind: 'subscription', names: { en: 'Print and digital', mi: 'Tā me te matihiko' }, price_code: 'PRINT-M', amount_cents: 4500, term_months: 1 },
  { sku: 'gift-annual', kind: 'gift', names: { en: 'Gift: a year of digital', mi: 'Koha: he tau matihiko' }, price_code: 'GIFT-Y', amount_cents: 15000, term_months: 12 },
] as const;

export const CARDS = { ok: '4242424242424242', declined: '4000000000000002', noFunds: '4000000000009995', challenge: '4000000000003220' };

export type SalesApi = Awaited<ReturnType<typeof startSales>>;

export async function startSales(backend: (typeof backends)[number], opts: { captcha?: boolean; redeemFailures?: number } = {}) {
  const storeOptions = backend.options();
  const store = await createContentStore({ dataDir: storeOptions.dataDir, databaseUrl: storeOptions.databaseUrl, schema: storeOptions.schema });
  await migrateSalesDb(store.db, storeOptions.schema);
  const db = store.db as unknown as SubsKysely;
  await db.insertInto('sales_products').values(PRODUCTS.map((p) => ({ ...p, names: JSON.stringify(p.names), currency: 'NZD' })) as never).execute();
  let offset = 0;
  const now = () => Date.now() + offset;
  const signer = tokenSigner(JWT_SECRET, now);
  const provider = createTestProvider();
  const mailer = recordingMailer();
  const side = subscriptionSide({ mailer, origin: ORIGIN, redeemLimit: redeemLimit(opts.redeemFailures ?? 10) });
  const ctx: SalesContext = {
    db: store.db as never,
    now,
    provider,
    catalogue: null,
    auth: { verify: async (token) => (await signer.verifyAccess(token))?.sub },
    captcha: { verify: async (token) => token === HUMAN },
    config: { checkoutRecaptchaEnabled: opts.captcha ?? false },
    onGiftPaid: async () => undefined,
  };
  ctx.onGiftPaid = side.onGiftPaid(ctx);
  const app = express();
  app.use('/sales', createSalesApi(ctx, side.routes));
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

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
      paymentMethodId = `pm_${randomBytes(6).toString('hex')}`;
      const { cardToken } = provider.vault(o.card ?? CARDS.ok);
      await db.insertInto('sales_payment_methods').values({ id: paymentMethodId, owner_uuid: owner, provider: 'test', card_last4: (o.card ?? CARDS.ok).slice(-4), card_token_hash: digest(cardToken) }).execute();
    }
    const row = await db.insertInto('sales_subscriptions').values({
      status: o.status ?? 1, owner_uuid: owner, sku: product.sku, price_code: product.price_code, order_number: `ORD-${randomBytes(4).toString('hex')}`,
      billing_address: JSON.stringify({ line1: '1 Queen Street', locality: 'Auckland', country: 'NZ' }), payment_method_id: paymentMethodId,
      term_start: start, term_end: addMonths(start, product.term_months),
    }).returning(['id', 'term_end']).executeTakeFirstOrThrow();
    return { id: Number(row.id), termEnd: new Date(row.term_end), paymentMethodId };
  }

  return {
    origin, db, ctx, provider, mailer, side, call, reader, subscription, now,
    advance: (ms: number) => void (offset += ms),
    /** A second node on the same PostgreSQL (its own connection pool); on PGlite the same database. */
    async secondNode() {
      if (!storeOptions.databaseUrl) return { db, close: async () => undefined };
      const other = await createContentStore({ databaseUrl: storeOptions.databaseUrl, schema: storeOptions.schema });
      return { db: other.db as unknown as SubsKysely, close: () => other.close() };
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await releaseStore(store, storeOptions);
    },
  };
}
