/**
 * Gifts: a paid gift item becomes a gift with a single-use 256-bit token (kept as its SHA-256), mailed to the
 * recipient the buyer named (else to the buyer); the buyer may name or change the recipient, which issues a new
 * token; the recipient redeems it into a subscription of the gift's term that does not renew.
 */
import { digest, newSecret } from '../identity/tokens.ts';
import type { PaidOrder } from './context.ts';
import type { SubsKysely } from './migrations-subscriptions.ts';
import { STATUS } from './subscriptions.ts';
import { subsErrors } from './subscription-errors.ts';
import { termEnd } from './fulfil.ts';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
export interface Recipient { email: string; firstName?: string; lastName?: string; message?: string; lang: 'en' | 'mi' }
/** A gift line of a paid order (the core's OrderItem is one); a recipient named at purchase is optional. */
export interface PaidItem { sku: string; quantity?: number; recipient?: unknown }

/** Recipient details from a body: an email, optional names and a message of bounded length, the mail's language. */
export function recipientOf(value: unknown, where = 'recipient'): Recipient {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw subsErrors.badRequest(`${where} must be an object`);
  const v = value as Record<string, unknown>;
  const str = (name: string, max: number) => {
    if (v[name] === undefined || v[name] === null || v[name] === '') return undefined;
    if (typeof v[name] !== 'string' || (v[name] as string).length > max) throw subsErrors.badRequest(`${where}.${name} must be a string of at most ${max} characters`);
    return (v[name] as string).trim();
  };
  const email = str('email', 254);
  if (!email || !/^[^\s@]{1,64}@[^\s@]+\.[^\s@]+$/.test(email)) throw subsErrors.badRequest(`${where}.email is required and must be an email address`);
  // Arc's GiftRecipient names the recipient in one `name` and writes a `note`: read as firstName and message.
  const name = str('name', 200);
  const note = str('note', 1000);
  // Arc's sendNotificationOn schedules the mail; gift mails here go at once, so a date to wait for is refused.
  const sendOn = str('sendNotificationOn', 40);
  if (sendOn !== undefined && (Number.isNaN(Date.parse(sendOn)) || Date.parse(sendOn) > Date.now() + 60_000)) {
    throw subsErrors.badRequest(`${where}.sendNotificationOn: gift mails are sent at once; leave it out (or give a date not in the future)`);
  }
  return { email: email.toLowerCase(), firstName: str('firstName', 100) ?? name, lastName: str('lastName', 100), message: str('message', 1000) ?? note, lang: v.lang === 'mi' ? 'mi' : 'en' };
}

/**
 * The recipient the checkout names for an order's gifts (`giftRecipient`, optional): read as the gift call reads it,
 * its mail in `lang` (the buyer's page language) unless the body says otherwise.
 */
export function giftRecipientOf(body: Record<string, unknown>, lang: 'en' | 'mi'): Recipient | undefined {
  const given = body.giftRecipient;
  if (given === undefined || given === null) return undefined;
  const recipient = recipientOf(given, 'giftRecipient');
  return (given as { lang?: unknown }).lang === undefined ? { ...recipient, lang } : recipient;
}

/** An order's gifts as its buyer sees them: the id for `PUT /subscription/gift/{id}`, where its mail went, redeemed or not. */
export async function giftsOfOrder(db: SubsKysely, orderNumber: string) {
  const rows = await db.selectFrom('sales_gifts').select(['id', 'sku', 'recipient', 'buyer_email', 'redeemed_at'])
    .where('order_number', '=', orderNumber).orderBy('sku').orderBy('seq').execute();
  return rows.map((row) => {
    const recipient = row.recipient as Partial<Recipient> | null;
    return { giftId: Number(row.id), sku: row.sku, sentTo: recipient?.email ?? row.buyer_email, toRecipient: Boolean(recipient?.email), redeemed: row.redeemed_at !== null };
  });
}

/**
 * The core's onGiftPaid hook: one gift per unit of a gift item. Calling it again for the same order and item makes
 * nothing new (the order's number, sku and unit are unique), so a repeated payment webhook mails nobody twice.
 */
export async function giftsPaid(db: SubsKysely, order: PaidOrder, item: PaidItem, now: number): Promise<Array<{ giftId: number; token: string; to: string | null; lang: 'en' | 'mi'; recipient?: Recipient }>> {
  const product = await db.selectFrom('sales_products').select(['sku', 'kind']).where('sku', '=', item.sku).executeTakeFirst();
  if (product?.kind !== 'gift') throw new Error(`onGiftPaid: ${item.sku} is not a gift product`);
  const recipient = item.recipient === undefined || item.recipient === null ? undefined : recipientOf(item.recipient);
  const made = [];
  for (let seq = 0; seq < Math.max(1, Math.min(item.quantity ?? 1, 20)); seq++) {
    const token = newSecret();
    const row = await db.insertInto('sales_gifts')
      .values({ order_number: order.orderNumber, seq, buyer_uuid: order.ownerUuid, buyer_email: order.email, sku: item.sku,
        recipient: recipient ? JSON.stringify(recipient) : null, token_hash: digest(token), created_at: new Date(now) })
      .onConflict((oc) => oc.columns(['order_number', 'sku', 'seq']).doNothing())
      .returning('id').executeTakeFirst();
    if (row) made.push({ giftId: Number(row.id), token, to: recipient?.email ?? order.email, lang: recipient?.lang ?? 'en', recipient });
  }
  return made;
}

/** The buyer names (or renames) the recipient of an unredeemed gift: a new token, the old one void. */
export async function setRecipient(db: SubsKysely, buyer: string, giftId: number, recipient: Recipient): Promise<string> {
  const token = newSecret();
  const updated = await db.updateTable('sales_gifts').set({ recipient: JSON.stringify(recipient), token_hash: digest(token) })
    .where('id', '=', giftId).where('buyer_uuid', '=', buyer).where('redeemed_at', 'is', null).executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 1) return token;
  const gift = await db.selectFrom('sales_gifts').select('redeemed_at').where('id', '=', giftId).where('buyer_uuid', '=', buyer).executeTakeFirst();
  if (!gift) throw subsErrors.notFound(`gift ${giftId}`);
  throw subsErrors.conflict(`gift ${giftId} has already been redeemed`);
}

/** Redeems a gift token once, in one transaction: the claim and the recipient's new subscription. */
export async function redeemGift(db: SubsKysely, reader: string, token: unknown, now: number): Promise<number> {
  if (typeof token !== 'string' || !TOKEN.test(token)) throw subsErrors.badRequest('token must be the 43-character code from the gift email');
  return db.transaction().execute(async (trx) => {
    const gift = await trx.updateTable('sales_gifts').set({ redeemed_by: reader, redeemed_at: new Date(now) })
      .where('token_hash', '=', digest(token)).where('redeemed_at', 'is', null).returning(['id', 'sku', 'order_number']).executeTakeFirst();
    if (!gift) throw subsErrors.badRequest('This gift code is invalid or has already been redeemed');
    const product = await trx.selectFrom('sales_products').selectAll().where('sku', '=', gift.sku).executeTakeFirstOrThrow();
    const start = new Date(now);
    const sub = await trx.insertInto('sales_subscriptions')
      .values({ status: STATUS.active, owner_uuid: reader, sku: product.sku, price_code: product.price_code, order_number: gift.order_number,
        billing_address: null, payment_method_id: null, term_start: start, term_end: termEnd(start, product.term_months), created_at: start, updated_at: start })
      .returning('id').executeTakeFirstOrThrow();
    await trx.updateTable('sales_gifts').set({ subscription_id: Number(sub.id) }).where('id', '=', gift.id).execute();
    return Number(sub.id);
  });
}
