/**
 * Subscriptions as a reader sees them: ownership checks, list items and details, cancel, rescue and the billing
 * address. Every query names the owner, so another reader's id reads as a missing one.
 */
import type { Selectable } from 'kysely';
import type { Body } from '../identity/body.ts';
import type { SubsDb, SubsKysely } from './migrations-subscriptions.ts';
import { subsErrors } from './subscription-errors.ts';
import { epoch, nameOf } from './arc-shapes.ts';

/** Spec section 4 and 9: 1 active (or rescued), 3 cancelled; 2 is ours: a renewal failed and the reader has grace. */
export const STATUS = { active: 1, grace: 2, cancelled: 3 } as const;
/** How long a subscription whose renewal failed keeps access while the reader updates the payment method. */
export const GRACE_DAYS = 14;
const DAY = 86_400_000;

export type SubscriptionRow = Selectable<SubsDb['sales_subscriptions']>;
type ProductRow = Selectable<SubsDb['sales_products']>;

/** A path id: digits only (0 is a valid id to the SDK), else a 400 naming it. */
export function subscriptionIdOf(raw: unknown, name = 'subscription id'): number {
  const text = typeof raw === 'number' ? String(raw) : raw;
  if (typeof text !== 'string' || !/^\d{1,15}$/.test(text)) throw subsErrors.badRequest(`${name} must be a whole number, got ${JSON.stringify(raw)?.slice(0, 40)}`);
  return Number(text);
}

/** Access now: active, or in grace for GRACE_DAYS after the term, or cancelled with time left on the term. */
export function hasAccess(row: Pick<SubscriptionRow, 'status' | 'term_end'>, now: number): boolean {
  const end = new Date(row.term_end).getTime();
  if (row.status === STATUS.active) return true;
  if (row.status === STATUS.grace) return end + GRACE_DAYS * DAY > now;
  return end > now;
}

/** The caller's own subscription, or a 404 that reads the same whether the id is someone else's or nobody's. */
export async function ownSubscription(db: SubsKysely, owner: string, id: number): Promise<SubscriptionRow> {
  const row = await db.selectFrom('sales_subscriptions').selectAll().where('id', '=', id).where('owner_uuid', '=', owner).executeTakeFirst();
  if (!row) throw subsErrors.notFound(`subscription ${id}`);
  return row;
}

export async function productByPriceCode(db: SubsKysely, priceCode: string): Promise<ProductRow | undefined> {
  return db.selectFrom('sales_products').selectAll().where('price_code', '=', priceCode).executeTakeFirst();
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** A list item: the spec's subscriptionID and statusID (status carries the same number), product, price and term. */
export function listItem(row: SubscriptionRow, product: ProductRow | undefined, shared: boolean) {
  return {
    subscriptionID: Number(row.id),
    statusID: row.status,
    status: row.status,
    sku: row.sku,
    priceCode: row.price_code,
    // Arc's SubscriptionSummary has one name (string); both languages stay in productNames.
    productName: nameOf(product?.names, row.sku),
    productNames: product?.names ?? { en: row.sku, mi: row.sku },
    priceCents: product?.amount_cents ?? null,
    currency: product?.currency ?? 'NZD',
    termMonths: product?.term_months ?? null,
    currentTermStart: iso(row.term_start),
    currentTermEnd: iso(row.term_end),
    // Arc's Subscription: the next renewal (or end) in epoch milliseconds.
    nextEventDateUTC: epoch(row.term_end),
    shared,
  };
}

/** What happened to a subscription, as Arc's SubscriptionEvent list (eventType, eventDateUTC, details). */
function eventsOf(row: SubscriptionRow) {
  const events = [{ eventType: 'START_SUBSCRIPTION', eventDateUTC: epoch(row.created_at), details: null as string | null }];
  if (row.cancelled_at) events.push({ eventType: 'CANCEL_SUBSCRIPTION', eventDateUTC: epoch(row.cancelled_at), details: row.cancel_reason ?? null });
  return events;
}

/** The owner's details add what only they may see: address, card, order, cancellation and credit. */
export async function details(db: SubsKysely, row: SubscriptionRow, shared: boolean) {
  const product = await productByPriceCode(db, row.price_code);
  const item = listItem(row, product, shared);
  if (shared) return { ...item, events: eventsOf(row) };
  const method = row.payment_method_id
    ? await db.selectFrom('sales_payment_methods').select(['id', 'provider', 'card_last4']).where('id', '=', row.payment_method_id).executeTakeFirst()
    : undefined;
  return {
    ...item,
    billingAddress: row.billing_address ?? null,
    paymentMethod: method ? { paymentMethodID: method.id, provider: method.provider, cardLast4: method.card_last4 } : null,
    // Arc's PaymentMethod (its id a string here: ours are not numbers).
    currentPaymentMethod: method ? { paymentMethodID: method.id, paymentPartner: method.provider, lastFour: method.card_last4, firstSix: null, creditCardType: null, expiration: null, cardHolderName: null } : null,
    events: eventsOf(row),
    orderNumber: row.order_number,
    createdAt: iso(row.created_at),
    cancelReason: row.cancel_reason,
    cancelReasonCode: row.cancel_reason_code,
    cancelledAt: iso(row.cancelled_at),
    creditCents: row.credit_cents,
  };
}

/** The subscriptions others share with the reader: their live, redeemed shares. */
const sharedSubscriptions = (db: SubsKysely, reader: string) =>
  db.selectFrom('sales_shares').innerJoin('sales_subscriptions as s', 's.id', 'sales_shares.subscription_id').selectAll('s')
    .where('sales_shares.associate_uuid', '=', reader).where('sales_shares.stopped_at', 'is', null);

/** Every subscription the reader owns or has been shared, newest first; `activeOnly` keeps those giving access now. */
export async function subscriptionsOf(db: SubsKysely, reader: string, now: number, activeOnly: boolean) {
  const owned = await db.selectFrom('sales_subscriptions').selectAll().where('owner_uuid', '=', reader).execute();
  const shared = await sharedSubscriptions(db, reader).execute();
  const products = new Map((await db.selectFrom('sales_products').selectAll().execute()).map((p) => [p.price_code, p]));
  const rows = [...owned.map((r) => ({ r, shared: false })), ...shared.map((r) => ({ r, shared: true }))];
  return rows
    .filter(({ r, shared }) => (activeOnly || shared ? hasAccess(r, now) : true))
    .sort((a, b) => Number(b.r.id) - Number(a.r.id))
    .map(({ r, shared }) => listItem(r, products.get(r.price_code), shared));
}

/** A subscription shared with the reader (a live share they redeemed), for the read-only details. */
export async function sharedWith(db: SubsKysely, reader: string, id: number): Promise<SubscriptionRow | undefined> {
  return sharedSubscriptions(db, reader).where('s.id', '=', id).executeTakeFirst();
}

function optionalString(body: Body, name: string, max: number): string | null {
  const value = body[name];
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string' || value.length > max) throw subsErrors.badRequest(`${name} must be a string of at most ${max} characters`);
  return value;
}

/** Cancel (spec: -> 3, with reason and reasonCode): stops renewals; access lasts to the term's end. Repeating it changes nothing. */
export async function cancel(db: SubsKysely, owner: string, id: number, body: Body, now: number) {
  const reason = optionalString(body, 'reason', 500);
  const reasonCode = optionalString(body, 'reasonCode', 64);
  const row = await ownSubscription(db, owner, id);
  if (row.status === STATUS.cancelled) return row;
  await db
    .updateTable('sales_subscriptions')
    .set({ status: STATUS.cancelled, cancel_reason: reason, cancel_reason_code: reasonCode, cancelled_at: new Date(now), updated_at: new Date(now) })
    .where('id', '=', id)
    .where('owner_uuid', '=', owner)
    .where('status', 'in', [STATUS.active, STATUS.grace])
    .execute();
  return ownSubscription(db, owner, id);
}

/** Rescue (spec: -> 1): a cancelled subscription renews again, while its term has time left. */
export async function rescue(db: SubsKysely, owner: string, id: number, now: number) {
  const row = await ownSubscription(db, owner, id);
  if (row.status === STATUS.active) return row;
  if (row.status === STATUS.grace) throw subsErrors.conflict(`subscription ${id} is waiting for a payment: update its payment method instead`);
  const rescued = await db
    .updateTable('sales_subscriptions')
    .set({ status: STATUS.active, cancel_reason: null, cancel_reason_code: null, cancelled_at: null, updated_at: new Date(now) })
    .where('id', '=', id)
    .where('owner_uuid', '=', owner)
    .where('status', '=', STATUS.cancelled)
    .where('term_end', '>', new Date(now))
    .returningAll()
    .executeTakeFirst();
  if (!rescued) throw subsErrors.conflict(`subscription ${id} ended on ${iso(row.term_end)}: it can no longer be rescued`);
  return rescued;
}
