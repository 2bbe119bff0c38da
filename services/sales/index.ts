/**
 * The embedded sales service: catalogue, carts, orders and payments (behind a PaymentProvider; the test provider by
 * default) and the reader's subscriptions (subscription-side.ts: lists, cancel and rescue, sharing, gifts, enterprise
 * nonces, upgrades, payment-method updates, renewals) in the content API's database, served as the sales API at
 * /sales (public/v1 and public/v2). Signed-in calls carry the identity service's access token, checked by the
 * identity service's verifier. The renewal job runs on every node from start until `close()`.
 */
import type { Router } from 'express';
import type { Kysely } from 'kysely';
import type { ReaderVerifier } from '../identity/index.ts';
import type { CaptchaVerifier, Mailer } from '../identity/ports.ts';
import { catalogue, loadSampleCatalogue } from './catalogue.ts';
import type { SalesConfig } from './config.ts';
import type { SalesContext } from './context.ts';
import { migrateSalesDb, type SalesDb } from './migrations.ts';
import type { PaymentProvider } from './payments/provider.ts';
import { testProvider } from './payments/test-provider.ts';
import type { RedeemLimit } from './redeem-limit.ts';
import { createSalesApi, type SalesRoutes } from './router.ts';
import { subscriptionSide } from './subscription-side.ts';

export { salesConfigFromEnv, type SalesConfig } from './config.ts';
export type { PaymentProvider } from './payments/provider.ts';
export type { SalesContext } from './context.ts';
export type { SalesRoutes } from './router.ts';

export interface SalesServiceOptions {
  /** The database to keep the sales tables in (the content store's); migrated on start. */
  db: Kysely<any>;
  /** PostgreSQL only: the schema the connection uses, for the migration bookkeeping. */
  schema?: string;
  /** The identity service's reader verifier (createIdentityService's `readerOf`). */
  readerOf: ReaderVerifier;
  captcha: CaptchaVerifier;
  config: SalesConfig;
  /** The embedded test provider (its challenge page at /sales/test-provider) unless another is given. */
  provider?: PaymentProvider;
  /** Load the sample products when the catalogue is empty. */
  sampleCatalogue?: boolean;
  now?: () => number;
  retailer?: SalesContext['retailer'];
  /** Also told of each paid gift line, after the subscription side made its gifts (tests watch with it). */
  onGiftPaid?: SalesContext['onGiftPaid'];
  /** Other origins whose pages may call the API with CORS and credentials (ALLOWED_ORIGINS); the site's own always may. */
  allowedOrigins?: string[];
  /** More routes on the same router and context, after the subscription side's. */
  extraRoutes?: SalesRoutes[];
  /** The identity service's mailer, for share and gift mails (links on `config.publicOrigin`); none: not mailed. */
  mailer?: Mailer;
  /** Failed share, gift and enterprise redemptions per reader (10 per 15 minutes by default). */
  redeemLimit?: RedeemLimit;
  /** How often this node runs the renewal job (5 minutes by default). */
  renewalIntervalMs?: number;
}

export interface SalesService {
  router: Router;
  context: SalesContext;
  /** Stops the renewal job (waiting for a run in progress): before the database closes. */
  close(): Promise<void>;
}

export async function createSalesService(opts: SalesServiceOptions): Promise<SalesService> {
  await migrateSalesDb(opts.db, opts.schema);
  const db = opts.db as Kysely<SalesDb>;
  if (opts.sampleCatalogue) await loadSampleCatalogue(db);
  const origins = [new URL(opts.config.publicOrigin).origin, ...(opts.allowedOrigins ?? [])];
  const context: SalesContext = {
    db,
    now: opts.now ?? Date.now,
    // The test provider's token endpoint answers the same origins as the API: a shop on one of them tokenises there.
    provider: opts.provider ?? testProvider({ origins }),
    catalogue: catalogue(db),
    auth: { readerOf: opts.readerOf },
    captcha: opts.captcha,
    config: opts.config,
    retailer: opts.retailer,
    onGiftPaid: async () => {},
  };
  const side = subscriptionSide({ mailer: opts.mailer, origin: opts.config.publicOrigin, redeemLimit: opts.redeemLimit });
  const gifts = side.onGiftPaid(context);
  context.onGiftPaid = async (order, item) => {
    await gifts(order, item);
    await opts.onGiftPaid?.(order, item);
  };
  const renewals = side.startRenewals(context, opts.renewalIntervalMs);
  return { router: createSalesApi(context, [...side.routes, ...(opts.extraRoutes ?? [])], origins), context, close: renewals.stop };
}
