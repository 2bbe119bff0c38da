/**
 * The reader's subscriptions (spec section 7): lists, details, cancel, rescue and the billing address. Each route
 * names the caller's uuid in its query, so another reader's subscription is a 404 with no data.
 */
import type { Request, Response, Router } from 'express';
import { objectBody } from '../identity/body.ts';
import { requireReader, type SalesContext } from './context.ts';
import type { SubsKysely } from './migrations-subscriptions.ts';
import { readAddress } from './address.ts';
import { jsonb } from './migrations.ts';
import { cancel, details, ownSubscription, rescue, sharedWith, subscriptionIdOf, subscriptionsOf } from './subscriptions.ts';
import { subsErrors } from './subscription-errors.ts';

type Handler = (req: Request, res: Response) => Promise<unknown>;
/** Express 5 passes a rejected promise to the error handler; the wrapper only answers JSON with the result. */
export const json = (handler: Handler) => async (req: Request, res: Response) => {
  const result = await handler(req, res);
  if (!res.headersSent) res.json(result);
};

export const subsDb = (ctx: SalesContext) => ctx.db as unknown as SubsKysely;

export function subscriptionRoutes(r: Router, ctx: SalesContext): void {
  const db = subsDb(ctx);
  r.get('/public/v1/subscription/allactive', json(async (req) => subscriptionsOf(db, requireReader(req), ctx.now(), true)));
  r.get('/public/v1/subscription/all', json(async (req) => subscriptionsOf(db, requireReader(req), ctx.now(), false)));

  r.get('/public/v1/subscription/:id/details', json(async (req) => {
    const reader = requireReader(req);
    const id = subscriptionIdOf(req.params.id);
    const own = await db.selectFrom('sales_subscriptions').selectAll().where('id', '=', id).where('owner_uuid', '=', reader).executeTakeFirst();
    if (own) return details(db, own, false);
    const shared = await sharedWith(db, reader, id);
    if (shared) return details(db, shared, true);
    throw subsErrors.notFound(`subscription ${id}`);
  }));

  r.put('/public/v1/subscription/:id/cancel', json(async (req) => {
    const reader = requireReader(req);
    const id = subscriptionIdOf(req.params.id);
    const row = await cancel(db, reader, id, req.body === undefined ? {} : objectBody(req.body), ctx.now());
    return { subscriptionID: Number(row.id), status: row.status, statusID: row.status };
  }));

  r.put('/public/v1/subscription/:id/rescue', json(async (req) => {
    const reader = requireReader(req);
    const row = await rescue(db, reader, subscriptionIdOf(req.params.id), ctx.now());
    return { subscriptionID: Number(row.id), status: row.status, statusID: row.status };
  }));

  r.put('/public/v1/subscription/address', json(async (req) => {
    const reader = requireReader(req);
    const body = objectBody(req.body);
    const id = subscriptionIdOf(body.subscriptionID, 'subscriptionID');
    const address = readAddress(body, 'billingAddress');
    await ownSubscription(db, reader, id);
    await db.updateTable('sales_subscriptions').set({ billing_address: jsonb(address), updated_at: new Date(ctx.now()) })
      .where('id', '=', id).where('owner_uuid', '=', reader).execute();
    return { ...address, subscriptionID: id };
  }));
}
