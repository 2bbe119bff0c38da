/**
 * The subscription side of the sales service in one place for its wiring: the route groups to pass to
 * createSalesApi(ctx, routes), the onGiftPaid hook for the context, and the renewal job to start on every node.
 */
import type { Router } from 'express';
import type { SalesContext } from './context.ts';
import type { Mailer } from '../identity/ports.ts';
import { redeemLimit, type RedeemLimit } from './redeem-limit.ts';
import { enterpriseRoutes } from './routes-enterprise.ts';
import { giftRoutes, onGiftPaid } from './routes-gifts.ts';
import { paymentMethodRoutes } from './routes-payment-method.ts';
import { sharingRoutes } from './routes-sharing.ts';
import { subscriptionRoutes, subsDb } from './routes-subscriptions.ts';
import { upgradeRoutes } from './routes-upgrade.ts';
import { startRenewals } from './renewals.ts';

export interface SubscriptionSideOptions {
  /** The identity service's mailer (share and gift mails); without one, tokens are only answered to the caller. */
  mailer?: Mailer;
  /** The site's public origin, for the links in mails. */
  origin: string;
  sharePath?: string;
  giftPath?: string;
  redeemLimit?: RedeemLimit;
}

export function subscriptionSide(opts: SubscriptionSideOptions) {
  const mail = { mailer: opts.mailer, origin: opts.origin, sharePath: opts.sharePath, giftPath: opts.giftPath };
  const deps = { mail, redeemLimit: opts.redeemLimit ?? redeemLimit() };
  const routes: Array<(r: Router, ctx: SalesContext) => void> = [
    subscriptionRoutes, sharingRoutes(deps), giftRoutes(deps), enterpriseRoutes(deps), upgradeRoutes, paymentMethodRoutes,
  ];
  return {
    routes,
    onGiftPaid: (ctx: Pick<SalesContext, 'db' | 'now'>) => onGiftPaid(ctx, mail),
    startRenewals: (ctx: SalesContext, intervalMs?: number) => startRenewals({ db: subsDb(ctx), provider: ctx.provider, now: ctx.now }, intervalMs),
  };
}
