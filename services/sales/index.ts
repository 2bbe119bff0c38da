/**
 * The embedded sales service: catalogue, carts, orders and payments (behind a PaymentProvider; the test provider by
 * default) in the content API's database, served as the sales API at /sales (public/v1 and public/v2). Signed-in
 * calls carry the identity service's access token, checked by the identity service's verifier.
 */
import type { Router } from 'express';
import type { Kysely } from 'kysely';
import type { ReaderVerifier } from '../identity/index.ts';
import type { CaptchaVerifier } from '../identity/ports.ts';
import { catalogue, loadSampleCatalogue } from './catalogue.ts';
import type { SalesConfig } from './config.ts';
import type { SalesContext } from './context.ts';
import { migrateSalesDb, type SalesDb } from './migrations.ts';
import type { PaymentProvider } from './payments/provider.ts';
import { testProvider } from './payments/test-provider.ts';
import { createSalesApi, type SalesRoutes } from './router.ts';

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
  onGiftPaid?: SalesContext['onGiftPaid'];
  /** More routes on the same router and context (subscriptions). */
  extraRoutes?: SalesRoutes[];
}

export async function createSalesService(opts: SalesServiceOptions): Promise<{ router: Router; context: SalesContext }> {
  await migrateSalesDb(opts.db, opts.schema);
  const db = opts.db as Kysely<SalesDb>;
  if (opts.sampleCatalogue) await loadSampleCatalogue(db);
  const context: SalesContext = {
    db,
    now: opts.now ?? Date.now,
    provider: opts.provider ?? testProvider(),
    catalogue: catalogue(db),
    auth: { readerOf: opts.readerOf },
    captcha: opts.captcha,
    config: opts.config,
    retailer: opts.retailer,
    onGiftPaid: opts.onGiftPaid ?? (async () => {}),
  };
  return { router: createSalesApi(context, opts.extraRoutes), context };
}
