/** Sharing routes (spec section 7): share (answer redeemCode), the sharing list, stop sharing and redeem. */
import type { Router } from 'express';
import { email, objectBody } from '../identity/body.ts';
import { requireReader, type SalesContext } from './context.ts';
import type { RedeemLimit } from './redeem-limit.ts';
import { json, subsDb } from './routes-subscriptions.ts';
import { langOf, mailToken, type SubscriptionMailDeps } from './subscription-mails.ts';
import { redeemShare, share, sharesOf, stopSharing } from './sharing.ts';
import { subscriptionIdOf } from './subscriptions.ts';

export function sharingRoutes(deps: { mail: SubscriptionMailDeps; redeemLimit: RedeemLimit }) {
  return (r: Router, ctx: SalesContext): void => {
    const db = subsDb(ctx);
    r.put('/public/v1/subscription/:id/share', json(async (req) => {
      const reader = requireReader(req);
      const id = subscriptionIdOf(req.params.id);
      const to = email(objectBody(req.body), 'email');
      const { token } = await share(db, reader, id, to, ctx.now());
      mailToken(deps.mail, 'subscription-share', langOf(req), to, token);
      return { subscriptionID: id, email: to.toLowerCase(), redeemCode: token };
    }));

    r.get('/public/v1/subscription/:id/sharing', json(async (req) => sharesOf(db, requireReader(req), subscriptionIdOf(req.params.id))));

    r.put('/public/v1/subscription/:id/stopshare', json(async (req) => {
      const reader = requireReader(req);
      const id = subscriptionIdOf(req.params.id);
      const body = req.body === undefined ? {} : objectBody(req.body);
      await stopSharing(db, reader, id, body.email === undefined ? undefined : email(body, 'email'), ctx.now());
      return { subscriptionID: id };
    }));

    r.post('/public/v1/subscription/redeem', json(async (req) => {
      const reader = requireReader(req);
      const body = objectBody(req.body);
      const subscriptionID = await deps.redeemLimit.attempt(reader, () => redeemShare(db, reader, body.token, ctx.now()));
      return { subscriptionID };
    }));
  };
}
