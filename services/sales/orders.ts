/** Orders: made from the caller's cart at the catalogue's prices, read back only by whoever made them. */
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Address } from './address.ts';
import { ARC_ORDER_STATUS, arcLine, arcTotals, epoch, units } from './arc-shapes.ts';
import { totals, type Priced } from './catalogue.ts';
import { ownerColumns, type Owner } from './context.ts';
import { errors } from './errors.ts';
import { giftsOfOrder } from './gifts.ts';
import type { SubsKysely } from './migrations-subscriptions.ts';
import { jsonb, type OrderStatus, type SalesDb } from './migrations.ts';

export type OrderRow = SalesDb['sales_orders'];

export interface Contact {
  email: string;
  phone?: string;
  firstName: string;
  lastName: string;
  secondLastName?: string;
  billingAddress: Address;
  shippingAddress?: Address;
}

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** 16 characters of a 32-letter alphabet: 80 random bits, so order numbers cannot be guessed one from another. */
export function newOrderNumber(): string {
  return `NZ${Array.from(randomBytes(16), (b) => ALPHABET[b % 32]).join('')}`;
}

export async function createOrder(db: Kysely<SalesDb>, owner: Owner, contact: Contact, priced: Priced, status: OrderStatus = 'pending'): Promise<OrderRow> {
  return db
    .insertInto('sales_orders')
    .values({
      order_number: newOrderNumber(),
      ...ownerColumns(owner),
      status,
      email: contact.email,
      phone: contact.phone ?? null,
      first_name: contact.firstName,
      last_name: contact.lastName,
      second_last_name: contact.secondLastName ?? null,
      billing_address: jsonb(contact.billingAddress),
      shipping_address: jsonb(contact.shippingAddress ?? null),
      items: jsonb(priced.items),
      total_cents: priced.totalCents,
      currency: priced.currency,
      created_at: new Date(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The caller's order, else 404: another reader's or another cookie's order answers exactly as a missing one. */
export async function ownedOrder(db: Kysely<SalesDb>, owner: Owner | undefined, orderNumber: string): Promise<OrderRow> {
  if (!owner || !/^[A-Z0-9]{1,40}$/.test(orderNumber)) throw errors.notFound('order');
  const q = db.selectFrom('sales_orders').selectAll().where('order_number', '=', orderNumber);
  const row = await ('uuid' in owner ? q.where('owner_uuid', '=', owner.uuid) : q.where('cookie_id_hash', '=', owner.cookieHash).where('owner_uuid', 'is', null)).executeTakeFirst();
  if (!row) throw errors.notFound('order');
  return row;
}

export async function orderView(db: Kysely<SalesDb>, order: OrderRow) {
  const [payments, subscriptions] = await Promise.all([
    db.selectFrom('sales_payments').select(['id', 'provider', 'status', 'card_last4', 'failure']).where('order_number', '=', order.order_number).orderBy('created_at').execute(),
    (db as unknown as SubsKysely).selectFrom('sales_subscriptions').select('id').where('order_number', '=', order.order_number).orderBy('id').execute(),
  ]);
  const priced = totals(order.items);
  return {
    orderNumber: order.order_number,
    status: order.status,
    email: order.email,
    phone: order.phone,
    firstName: order.first_name,
    lastName: order.last_name,
    secondLastName: order.second_last_name,
    billingAddress: order.billing_address,
    shippingAddress: order.shipping_address,
    ...priced,
    // Arc's OrderDetails fields (arc-shapes.ts): lines and amounts in units, the subscriptions the order made.
    items: priced.items.map(arcLine),
    ...arcTotals(priced.totalCents, priced.taxCents),
    totalTax: units(priced.taxCents),
    orderType: 'Parent' as const,
    orderDate: epoch(order.created_at),
    subscriptionIDs: subscriptions.map((s) => Number(s.id)),
    // The buyer's gifts (made once the order is paid): their ids for the gift call, and where each was mailed.
    gifts: order.items.some((item) => item.kind === 'gift') ? await giftsOfOrder(db as unknown as SubsKysely, order.order_number) : [],
    createdAt: new Date(order.created_at).toISOString(),
    payments: payments.map((p) => ({ paymentId: p.provider, id: p.id, status: p.status, cardLast4: p.card_last4, failure: p.failure })),
  };
}

export const ORDER_STATUSES: OrderStatus[] = ['pending', 'paid', 'failed'];

/** An order as a history entry: ours, plus Arc's OrderHistoryEntry fields (orderStatus, totalAmount, products...). */
export function historyEntry(view: Awaited<ReturnType<typeof orderView>>, row: OrderRow) {
  const paid = view.payments.filter((p) => p.status === 'succeeded').at(-1);
  return {
    ...view,
    orderStatus: ARC_ORDER_STATUS[row.status],
    totalAmount: view.total,
    products: view.items.map((i) => ({ sku: i.sku, name: i.name, quantity: i.quantity })),
    paymentGateway: paid?.paymentId ?? null,
    lastFour: paid?.cardLast4 ?? null,
    nameOnPayment: null,
    creditCardBrand: null,
  };
}

/** A page of the reader's orders, newest first. */
export async function history(db: Kysely<SalesDb>, uuid: string, page: { start: number; pageSize: number; status?: OrderStatus[] }) {
  let q = db.selectFrom('sales_orders').where('owner_uuid', '=', uuid);
  if (page.status) q = page.status.length ? q.where('status', 'in', page.status) : q.where(sql<boolean>`false`);
  const [rows, count] = await Promise.all([
    q.selectAll().orderBy('created_at', 'desc').orderBy('order_number').offset(page.start).limit(page.pageSize).execute(),
    q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
