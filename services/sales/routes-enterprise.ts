/** The spec's v2 enterprise call: POST /sales/public/v2/subscriptions/enterprise with a nonce -> the caller's subscription. */
import type { Router } from 'express';
import { objectBody } from '../identity/body.ts';
import { requireReader, type SalesContext } from './context.ts';
import { redeemEnterprise } from './enterprise.ts';
import type { RedeemLimit } from './redeem-limit.ts';
import { json, subsDb } from './routes-subscriptions.ts';

export function enterpriseRoutes(deps: { redeemLimit: RedeemLimit }) {
  return (r: Router, ctx: SalesContext): void => {
    r.post('/public/v2/subscriptions/enterprise', json(async (req) => {
      const reader = requireReader(req);
      const body = objectBody(req.body);
      return { subscriptionID: await deps.redeemLimit.attempt(reader, () => redeemEnterprise(subsDb(ctx), reader, body.nonce, ctx.now())) };
    }));
  };
}
