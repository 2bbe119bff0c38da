/**
 * What a paid order becomes, in the transaction that records the payment: the stored card, the order marked paid and
 * one subscription per subscription line (status 1, a term from the product). Gift lines go to the context's
 * `onGiftPaid` once that transaction has committed.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { digest } from '../identity/tokens.ts';
import type { PaidOrder, SalesContext } from './context.ts';
import { SUBSCRIPTION_STATUS, jsonb, type SalesDb } from './migrations.ts';
import type { OrderRow } from './orders.ts';
import type { StoredCard } from './payments/provider.ts';

/** The end of a term of `months` from `start`, by the calendar (31 January + 1 month is the last day of February). */
export function termEnd(start: Date, months: number): Date {
  const end = new Date(start);
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const last = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, last));
  return end;
}

/** Stores a card for the order's owner (null for an anonymous order: adopted with the order on sign-in). */
export async function storeCard(trx: Kysely<SalesDb>, owner: string | null, provider: string, card: StoredCard): Promise<string> {
  const id = `pm_${randomBytes(12).toString('hex')}`;
  await trx
    .insertInto('sales_payment_methods')
    .values({ id, owner_uuid: owner, provider, card_last4: card.last4, card_token_hash: digest(card.fingerprint), provider_ref: card.reference, created_at: new Date() })
    .execute();
  return id;
}

/** Marks the order paid and creates its subscriptions; false when it was paid already (nothing is created twice). */
export async function markPaid(ctx: SalesContext, trx: Transaction<SalesDb>, order: OrderRow, paymentMethodId: string | null): Promise<boolean> {
  const paid = await trx.updateTable('sales_orders').set({ status: 'paid' }).where('order_number', '=', order.order_number).where('status', '<>', 'paid').executeTakeFirst();
  if (Number(paid.numUpdatedRows) === 0) return false;
  const start = new Date(ctx.now());
  const rows = order.items
    .filter((item) => item.kind === 'subscription')
    .flatMap((item) =>
      Array.from({ length: item.quantity }, () => ({
        status: SUBSCRIPTION_STATUS.active,
        owner_uuid: order.owner_uuid,
        sku: item.sku,
        price_code: item.priceCode,
        order_number: order.order_number,
        billing_address: jsonb(order.billing_address),
        payment_method_id: paymentMethodId,
        term_start: start,
        term_end: termEnd(start, item.termMonths),
        created_at: start,
        updated_at: start,
      })),
    );
  if (rows.length) await trx.insertInto('sales_subscriptions').values(rows).execute();
  return true;
}

/** After the commit: each gift line to the gift hook. The money is taken, so a failing hook is logged, not undone. */
export async function handOverGifts(ctx: SalesContext, order: OrderRow, paymentMethodId: string | null): Promise<void> {
  const paid: PaidOrder = { orderNumber: order.order_number, ownerUuid: order.owner_uuid, email: order.email, billingAddress: order.billing_address, paymentMethodId };
  for (const item of order.items.filter((i) => i.kind === 'gift')) {
    try {
      await ctx.onGiftPaid(paid, item);
    } catch (error) {
      console.error(`sales: gift hook failed for order ${order.order_number} (${item.sku}):`, error);
    }
  }
}
