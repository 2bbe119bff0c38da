/** Carts: one per signed-in reader or per anonymous cookie; lines are kept as chosen and priced when read. */
import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { arcLine, arcTotals } from './arc-shapes.ts';
import type { Address } from './address.ts';
import { price, type Catalogue } from './catalogue.ts';
import { ownerColumns, type Owner } from './context.ts';
import { jsonb, type SalesDb, type StoredItem } from './migrations.ts';

export type CartRow = Selectable<SalesDb['sales_carts']>;

/**
 * The owner's cart. `lock` (inside a transaction) takes the row's lock until the transaction ends: a concurrent
 * locker waits, then reads the row as the first one left it (PostgreSQL's READ COMMITTED re-reads a locked row).
 */
export async function findCart(db: Kysely<SalesDb>, owner: Owner | undefined, { lock = false } = {}): Promise<CartRow | undefined> {
  if (!owner) return undefined;
  const all = db.selectFrom('sales_carts').selectAll();
  const q = 'uuid' in owner ? all.where('owner_uuid', '=', owner.uuid) : all.where('cookie_id_hash', '=', owner.cookieHash).where('owner_uuid', 'is', null);
  return (lock ? q.forUpdate() : q).executeTakeFirst();
}

/**
 * Writes the owner's cart (made on first write; `existing`: the cart the caller already read) and answers it.
 * `orderedAs`: the order the cart just became; any other write forgets it (the cart is a new purchase then).
 */
export async function saveCart(
  db: Kysely<SalesDb>,
  owner: Owner,
  change: { items: StoredItem[]; billingAddress?: Address | null; orderedAs?: string },
  existing?: CartRow,
): Promise<CartRow> {
  const current = existing ?? (await findCart(db, owner));
  if (current) {
    return db
      .updateTable('sales_carts')
      .set({
        items: jsonb(change.items),
        ...(change.billingAddress !== undefined ? { billing_address: jsonb(change.billingAddress) } : {}),
        ordered_as: change.orderedAs ?? null,
        updated_at: new Date(),
      })
      .where('id', '=', current.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  const made = await db
    .insertInto('sales_carts')
    .values({ id: randomBytes(12).toString('hex'), ...ownerColumns(owner), items: jsonb(change.items), billing_address: jsonb(change.billingAddress ?? null), updated_at: new Date() })
    .onConflict((c) => c.column('uuid' in owner ? 'owner_uuid' : 'cookie_id_hash').doNothing())
    .returningAll()
    .executeTakeFirst();
  // A concurrent first write made the cart meanwhile: this one updates it instead of failing on the unique owner.
  return made ?? saveCart(db, owner, change);
}

/** The cart as the API answers it: priced lines (`id` is the line's sku, for DELETE /cart/item/{id}) and totals. */
export async function cartView(cat: Catalogue, cart: CartRow | undefined) {
  const priced = await price(cat, cart?.items ?? []);
  return {
    items: priced.items.map((item) => ({ id: item.sku, ...arcLine(item) })),
    billingAddress: cart?.billing_address ?? null,
    totalCents: priced.totalCents,
    taxCents: priced.taxCents,
    currency: priced.currency,
    ...arcTotals(priced.totalCents, priced.taxCents),
  };
}
