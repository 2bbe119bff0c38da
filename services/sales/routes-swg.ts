/**
 * Retailer calls (spec section 7): a Subscribe with Google purchase becomes the signed-in reader's paid order and
 * subscription once the retailer port confirms it (without a configured retailer the call is refused: a purchase
 * nobody vouched for gives nothing), and the login check answers whether the reader already holds a subscription.
 */
import { randomBytes } from 'node:crypto';
import type { Router } from 'express';
import { flag, objectBody, type Body } from '../identity/body.ts';
import { totals } from './catalogue.ts';
import { callerOf, requireReader, type SalesContext } from './context.ts';
import { errors } from './errors.ts';
import { markPaid } from './fulfil.ts';
import { SUBSCRIPTION_STATUS } from './migrations.ts';
import { createOrder, orderView } from './orders.ts';

/** What a retailer vouches for: the product bought, its own reference of the purchase and the buyer's address. */
export interface RetailerVerifier {
  readonly name: string;
  /** The purchase the raw body proves, checked with the retailer; undefined when it does not. */
  verifyPurchase(body: Body): Promise<{ sku: string; reference: string; email: string } | undefined>;
}

export function swgRoutes(router: Router, ctx: SalesContext): void {
  router.post('/public/v1/swg/purchase', async (req, res) => {
    const uuid = requireReader(req);
    const body = objectBody(req.body);
    const retailer = ctx.retailer;
    if (!retailer) throw errors.notConfigured('Subscribe with Google');
    const purchase = await retailer.verifyPurchase(body);
    if (!purchase) throw errors.badRequest('the retailer did not confirm this purchase');
    const product = await ctx.catalogue.bySku(purchase.sku);
    if (!product || product.kind !== 'subscription') throw errors.badRequest(`the retailer's product "${purchase.sku}" is not a subscription of this site`);
    const orderNumber = await ctx.db.transaction().execute(async (trx) => {
      const known = await trx.selectFrom('sales_payments').select('order_number').where('provider', '=', retailer.name).where('provider_ref', '=', purchase.reference).executeTakeFirst();
      if (known) return known.order_number;
      const priced = totals([{ sku: product.sku, quantity: 1, kind: product.kind, names: product.names, priceCode: product.priceCode, unitCents: product.amountCents, totalCents: product.amountCents, termMonths: product.termMonths }]);
      const order = await createOrder(trx, { uuid }, { email: purchase.email, firstName: '', lastName: '', billingAddress: { line1: '', country: 'NZ' } }, priced);
      const now = new Date(ctx.now());
      await trx
        .insertInto('sales_payments')
        .values({ id: `pay_${randomBytes(16).toString('hex')}`, order_number: order.order_number, provider: retailer.name, status: 'succeeded', amount_cents: priced.totalCents, currency: priced.currency, card_last4: null, payment_method_id: null, provider_ref: purchase.reference, return_url: null, locked_at: null, failure: null, created_at: now, updated_at: now })
        .execute();
      await markPaid(ctx, trx, order, null);
      return order.order_number;
    });
    const order = await ctx.db.selectFrom('sales_orders').selectAll().where('order_number', '=', orderNumber).where('owner_uuid', '=', uuid).executeTakeFirst();
    // Someone else's purchase token: as unknown as any other.
    if (!order) throw errors.notFound('purchase');
    res.json(await orderView(ctx.db, order));
  });

  // Arc's SDK asks this before anyone is signed in (no Authorization: checkSwgSubscriptionToken), with the Google
  // purchase's fields. Signed in: whether the reader holds an active subscription. Anonymous: whether an account
  // of this site bought the purchase the retailer confirms, as a bare boolean: never tokens or whose it is, and
  // nothing for a purchase nobody vouches for. findOrCreate creates nothing: accounts are made by signing up.
  router.post('/public/v1/swg/loginexists', async (req, res) => {
    const uuid = callerOf(req).uuid;
    const body = objectBody(req.body);
    flag(body, 'findOrCreate');
    if (uuid) {
      const active = await ctx.db.selectFrom('sales_subscriptions').select('id').where('owner_uuid', '=', uuid).where('status', '=', SUBSCRIPTION_STATUS.active).limit(1).executeTakeFirst();
      res.json({ exists: Boolean(active) });
      return;
    }
    const retailer = ctx.retailer;
    const purchase = retailer ? await retailer.verifyPurchase(body) : undefined;
    const bought = purchase && retailer
      ? await ctx.db.selectFrom('sales_payments').innerJoin('sales_orders', 'sales_orders.order_number', 'sales_payments.order_number').select('sales_orders.owner_uuid')
        .where('sales_payments.provider', '=', retailer.name).where('sales_payments.provider_ref', '=', purchase.reference).where('sales_orders.owner_uuid', 'is not', null).executeTakeFirst()
      : undefined;
    res.json({ exists: Boolean(bought) });
  });
}
