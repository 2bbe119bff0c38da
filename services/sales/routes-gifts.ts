/** Gift routes (spec section 7): the buyer names the recipient (answer subscriptionID + redeemCode), the recipient redeems. */
import type { Router } from 'express';
import { objectBody } from '../identity/body.ts';
import { requireReader, type PaidOrder, type SalesContext } from './context.ts';
import { giftsPaid, recipientOf, redeemGift, setRecipient, type PaidItem } from './gifts.ts';
import type { RedeemLimit } from './redeem-limit.ts';
import { json, subsDb } from './routes-subscriptions.ts';
import { mailToken, type SubscriptionMailDeps } from './subscription-mails.ts';
import { subscriptionIdOf } from './subscriptions.ts';

export function giftRoutes(deps: { mail: SubscriptionMailDeps; redeemLimit: RedeemLimit }) {
  return (r: Router, ctx: SalesContext): void => {
    const db = subsDb(ctx);
    r.put('/public/v1/subscription/gift/:id', json(async (req) => {
      const buyer = requireReader(req);
      const giftId = subscriptionIdOf(req.params.id, 'gift id');
      const body = objectBody(req.body);
      // The recipient's details may come as an object `recipient` or as the body's own fields.
      const recipient = recipientOf(body.recipient ?? body, body.recipient === undefined ? 'body' : 'recipient');
      const token = await setRecipient(db, buyer, giftId, recipient);
      mailToken(deps.mail, 'gift-subscription', recipient.lang, recipient.email, token, recipient);
      // Arc's SetGiftRecipientResponse: subscriptionID, redeemCode, name and email.
      const name = [recipient.firstName, recipient.lastName].filter(Boolean).join(' ');
      return { subscriptionID: giftId, redeemCode: token, name, email: recipient.email };
    }));

    r.post('/public/v1/subscription/gift/redeem', json(async (req) => {
      const reader = requireReader(req);
      const body = objectBody(req.body);
      return { subscriptionID: await deps.redeemLimit.attempt(reader, () => redeemGift(db, reader, body.token, ctx.now())) };
    }));
  };
}

/** What the core's `onGiftPaid(order, item)` is set to: the gifts made and their tokens mailed. */
export function onGiftPaid(ctx: Pick<SalesContext, 'db' | 'now'>, mail: SubscriptionMailDeps) {
  return async (order: PaidOrder, item: PaidItem): Promise<void> => {
    for (const gift of await giftsPaid(subsDb(ctx as SalesContext), order, item, ctx.now())) {
      if (gift.to) mailToken(mail, 'gift-subscription', gift.lang, gift.to, gift.token, gift.recipient);
    }
  };
}
