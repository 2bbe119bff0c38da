/**
 * Enterprise access: an operator issues nonces (256 bits, kept as SHA-256, each for one product and until a date)
 * and hands them to an organisation's readers; each nonce becomes one subscription for the reader who redeems it.
 */
import { digest, newSecret } from '../identity/tokens.ts';
import type { SubsKysely } from './migrations-subscriptions.ts';
import { STATUS } from './subscriptions.ts';
import { subsErrors } from './subscription-errors.ts';
import { termEnd } from './fulfil.ts';

const NONCE = /^[A-Za-z0-9_-]{43}$/;
export const DEFAULT_NONCE_DAYS = 90;

/** The operator's command: `count` new nonces for `sku`, answered once in plain text (the database keeps digests). */
export async function issueEnterpriseNonces(db: SubsKysely, opts: { sku: string; count: number; label: string; days?: number; now?: number }): Promise<string[]> {
  const product = await db.selectFrom('sales_products').select(['sku', 'kind']).where('sku', '=', opts.sku).executeTakeFirst();
  if (product?.kind !== 'subscription') throw new Error(`enterprise nonces: ${opts.sku} is not a subscription product`);
  if (!Number.isInteger(opts.count) || opts.count < 1 || opts.count > 10_000) throw new Error('enterprise nonces: count must be 1 to 10000');
  const now = opts.now ?? Date.now();
  const expires = new Date(now + (opts.days ?? DEFAULT_NONCE_DAYS) * 86_400_000);
  const nonces = Array.from({ length: opts.count }, newSecret);
  await db.insertInto('sales_enterprise_nonces')
    .values(nonces.map((n) => ({ nonce_hash: digest(n), sku: opts.sku, label: opts.label, expires_at: expires, created_at: new Date(now) })))
    .execute();
  return nonces;
}

/** Single use: the claim and the subscription in one transaction; forged, used and expired nonces read alike. */
export async function redeemEnterprise(db: SubsKysely, reader: string, nonce: unknown, now: number): Promise<number> {
  if (typeof nonce !== 'string' || !NONCE.test(nonce)) throw subsErrors.badRequest('nonce must be the 43-character code your organisation gave you');
  return db.transaction().execute(async (trx) => {
    const claimed = await trx.updateTable('sales_enterprise_nonces').set({ redeemed_by: reader, redeemed_at: new Date(now) })
      .where('nonce_hash', '=', digest(nonce)).where('redeemed_at', 'is', null).where('expires_at', '>', new Date(now))
      .returning(['nonce_hash', 'sku']).executeTakeFirst();
    if (!claimed) throw subsErrors.badRequest('This enterprise code is invalid, expired or has already been used');
    const product = await trx.selectFrom('sales_products').selectAll().where('sku', '=', claimed.sku).executeTakeFirstOrThrow();
    const start = new Date(now);
    const sub = await trx.insertInto('sales_subscriptions')
      .values({ status: STATUS.active, owner_uuid: reader, sku: product.sku, price_code: product.price_code, order_number: null,
        billing_address: null, payment_method_id: null, term_start: start, term_end: termEnd(start, product.term_months), created_at: start, updated_at: start })
      .returning('id').executeTakeFirstOrThrow();
    await trx.updateTable('sales_enterprise_nonces').set({ subscription_id: Number(sub.id) }).where('nonce_hash', '=', claimed.nonce_hash).execute();
    return Number(sub.id);
  });
}
