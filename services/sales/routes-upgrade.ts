/** Upgrade or downgrade (spec section 7): POST starts a priced change session, PUT applies it once. */
import type { Router } from 'express';
import { objectBody } from '../identity/body.ts';
import { requireReader, type SalesContext } from './context.ts';
import { json, subsDb } from './routes-subscriptions.ts';
import { applyChange, startChange } from './upgrade.ts';

export function upgradeRoutes(r: Router, ctx: SalesContext): void {
  r.post('/public/v1/subscription/upgradedowngrade', json(async (req) => startChange(subsDb(ctx), requireReader(req), objectBody(req.body), ctx.now())));
  r.put('/public/v1/subscription/upgradedowngrade', json(async (req) =>
    applyChange({ db: subsDb(ctx), provider: ctx.provider, now: ctx.now }, requireReader(req), objectBody(req.body))));
}
