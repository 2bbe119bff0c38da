/**
 * Signing in keeps what the visitor did anonymously: the first signed-in call that still carries the cart cookie
 * moves the cookie's cart (merged into the reader's own, if any), its orders, their subscriptions and stored cards
 * to the reader, and the cookie is dropped. Rows adopted lose the cookie's hash: the cookie alone no longer reads them.
 */
import type { Kysely } from 'kysely';
import { mergeItems } from './catalogue.ts';
import { jsonb, type SalesDb } from './migrations.ts';
import type { SubsKysely } from './migrations-subscriptions.ts';

export async function adoptAnonymous(db: Kysely<SalesDb>, cookieHash: string, uuid: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const anonymous = await trx.selectFrom('sales_carts').selectAll().where('cookie_id_hash', '=', cookieHash).where('owner_uuid', 'is', null).executeTakeFirst();
    if (anonymous) {
      const own = await trx.selectFrom('sales_carts').selectAll().where('owner_uuid', '=', uuid).executeTakeFirst();
      if (own) {
        let items = own.items;
        try {
          items = mergeItems(own.items, anonymous.items);
        } catch {
          // Over the line limit: the reader's own cart stays as it was.
        }
        await trx
          .updateTable('sales_carts')
          .set({ items: jsonb(items), billing_address: jsonb(own.billing_address ?? anonymous.billing_address), updated_at: new Date() })
          .where('id', '=', own.id)
          .execute();
        await trx.deleteFrom('sales_carts').where('id', '=', anonymous.id).execute();
      } else {
        await trx.updateTable('sales_carts').set({ owner_uuid: uuid, cookie_id_hash: null }).where('id', '=', anonymous.id).execute();
      }
    }
    const orders = await trx
      .updateTable('sales_orders')
      .set({ owner_uuid: uuid, cookie_id_hash: null })
      .where('cookie_id_hash', '=', cookieHash)
      .where('owner_uuid', 'is', null)
      .returning('order_number')
      .execute();
    if (orders.length === 0) return;
    const numbers = orders.map((o) => o.order_number);
    await trx.updateTable('sales_subscriptions').set({ owner_uuid: uuid }).where('order_number', 'in', numbers).where('owner_uuid', 'is', null).execute();
    // The gifts bought anonymously: the new account may rename their recipients (PUT /subscription/gift/{id}).
    await (trx as unknown as SubsKysely).updateTable('sales_gifts').set({ buyer_uuid: uuid }).where('order_number', 'in', numbers).where('buyer_uuid', 'is', null).execute();
    const methods = trx.selectFrom('sales_payments').select('payment_method_id').where('order_number', 'in', numbers).where('payment_method_id', 'is not', null);
    await trx
      .updateTable('sales_payment_methods')
      .set({ owner_uuid: uuid })
      .where('id', 'in', methods as never)
      .where('owner_uuid', 'is', null)
      .execute();
  });
}
