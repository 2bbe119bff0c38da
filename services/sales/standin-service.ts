// STAND-IN until i-sales-core merges: mounts the subscription side alone at /sales on the stand-in context (the
// test card provider, the identity service's tokens and sessions for the caller). The core's sales service
// replaces this file, passing subscriptionSide(...).routes to createSalesApi and side.onGiftPaid to its context.
import type { Router } from 'express';
import type { Kysely } from 'kysely';
import type { IdentityDb } from '../identity/migrations.ts';
import type { Mailer } from '../identity/ports.ts';
import { sessions } from '../identity/sessions.ts';
import { tokenSigner } from '../identity/tokens.ts';
import type { SalesContext } from './context.ts';
import { migrateSalesDb } from './migrations.ts';
import { createTestProvider } from './payments/provider.ts';
import { createSalesApi } from './router.ts';
import { subscriptionSide } from './subscription-side.ts';

export async function createSubscriptionService(opts: { db: Kysely<any>; schema?: string; jwtSecret: string; mailer: Mailer; origin: string; now?: () => number }): Promise<{ router: Router; close(): Promise<void> }> {
  await migrateSalesDb(opts.db, opts.schema);
  const now = opts.now ?? Date.now;
  const signer = tokenSigner(opts.jwtSecret, now);
  const live = sessions(opts.db as Kysely<IdentityDb>, now);
  const side = subscriptionSide({ mailer: opts.mailer, origin: opts.origin });
  const ctx: SalesContext = {
    db: opts.db,
    now,
    provider: createTestProvider(),
    catalogue: null,
    // The identity service's own check: a valid access token whose session is still live.
    auth: { verify: async (token) => { const c = await signer.verifyAccess(token); return c && (await live.isLive(c.sid, c.sub)) ? c.sub : undefined; } },
    captcha: { verify: async () => false },
    config: { checkoutRecaptchaEnabled: false },
    onGiftPaid: async () => undefined,
  };
  ctx.onGiftPaid = side.onGiftPaid(ctx);
  const renewals = side.startRenewals(ctx);
  return { router: createSalesApi(ctx, side.routes), close: renewals.stop };
}
