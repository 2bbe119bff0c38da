/**
 * Upgrades and downgrades: a change session prices the switch to another product for the rest of the current term
 * on the server; applying it (once) charges a positive difference through the provider, or keeps a negative one as
 * credit taken off the next renewals. The term's dates stay; the next renewal is at the new product's price.
 */
import type { Selectable } from 'kysely';
import { newSecret } from '../identity/tokens.ts';
import type { Body } from '../identity/body.ts';
import type { SalesContext } from './context.ts';
import type { SubsDb, SubsKysely } from './migrations-subscriptions.ts';
import { ownSubscription, productByPriceCode, STATUS, subscriptionIdOf } from './subscriptions.ts';
import { subsErrors } from './subscription-errors.ts';
import { termEnd as addMonths } from './fulfil.ts';
import { errors, refusal } from './errors.ts';
import { units } from './arc-shapes.ts';

/** How long a priced change may wait for the reader's confirmation. */
export const CHANGE_SESSION_MINUTES = 30;

/**
 * The rule, in integer cents: each product costs its price spread evenly over the time of its own term. For the
 * time left of the current term, the reader pays the new product's share and gets back the old one's:
 *
 *   difference = left × (newPrice / newTermLength − oldPrice / currentTermLength)
 *
 * where left = termEnd − now, currentTermLength = termEnd − termStart and newTermLength = the new product's term
 * counted from the same termStart (its months in the calendar). Worked in milliseconds with exact integers
 * (BigInt) and rounded once to the nearest cent, halves away from zero. Positive: charged now; negative: credit.
 */
export function prorate(p: { oldCents: number; newCents: number; termStart: Date; termEnd: Date; newTermEnd: Date; now: number }): number {
  const start = BigInt(p.termStart.getTime());
  const end = BigInt(p.termEnd.getTime());
  const left = end - BigInt(Math.min(Math.max(p.now, p.termStart.getTime()), p.termEnd.getTime()));
  const current = end - start;
  const next = BigInt(p.newTermEnd.getTime()) - start;
  if (current <= 0n || next <= 0n) return 0;
  const numerator = left * (BigInt(p.newCents) * current - BigInt(p.oldCents) * next);
  const denominator = next * current;
  const sign = numerator < 0n ? -1n : 1n;
  const magnitude = numerator * sign;
  return Number(sign * ((2n * magnitude + denominator) / (2n * denominator)));
}

type Session = Selectable<SubsDb['sales_change_sessions']>;

/**
 * Arc's ProductChangesType: 'NOW' (the change applies now, prorated: what this service does) or
 * 'END_OF_CURRENT_TERM' (not offered: refused precisely). An object or array (our SDK's) is kept as given.
 */
function productChangesOf(changes: unknown): unknown {
  if (changes === undefined || changes === null || changes === 'NOW') return changes ?? undefined;
  if (changes === 'END_OF_CURRENT_TERM') throw subsErrors.badRequest('productChanges END_OF_CURRENT_TERM is not offered: a change applies now (NOW), prorated');
  if (typeof changes !== 'object' || JSON.stringify(changes).length > 4000) throw subsErrors.badRequest("productChanges must be 'NOW', or an array or object of at most 4000 characters of JSON");
  return changes;
}

export async function startChange(db: SubsKysely, owner: string, body: Body, now: number) {
  const id = subscriptionIdOf(body.subscriptionId, 'subscriptionId');
  if (typeof body.newPriceCode !== 'string' || !body.newPriceCode || body.newPriceCode.length > 100) throw subsErrors.badRequest('newPriceCode is required and must be a price code');
  const changes = productChangesOf(body.productChanges);
  const sub = await ownSubscription(db, owner, id);
  if (sub.status !== STATUS.active) throw subsErrors.conflict(`subscription ${id} is not active (status ${sub.status}): only an active subscription can change product`);
  if (new Date(sub.term_end).getTime() <= now) throw subsErrors.conflict(`subscription ${id} is due for renewal: try again once it has renewed`);
  const [from, to] = await Promise.all([productByPriceCode(db, sub.price_code), productByPriceCode(db, body.newPriceCode)]);
  if (!to || to.kind !== 'subscription') throw subsErrors.badRequest(`newPriceCode ${JSON.stringify(body.newPriceCode)} is not a subscription product's price code`);
  if (to.price_code === sub.price_code) throw subsErrors.badRequest(`subscription ${id} is already on ${to.price_code}`);
  if (!from) throw subsErrors.conflict(`subscription ${id}'s product is no longer sold: it cannot be changed`);
  const termStart = new Date(sub.term_start);
  const termEnd = new Date(sub.term_end);
  const amount = prorate({ oldCents: from.amount_cents, newCents: to.amount_cents, termStart, termEnd, newTermEnd: addMonths(termStart, to.term_months), now });
  const session = {
    id: newSecret(), owner_uuid: owner, subscription_id: id, from_price_code: from.price_code, to_sku: to.sku, to_price_code: to.price_code,
    amount_cents: amount, term_end: termEnd, product_changes: changes === undefined ? null : JSON.stringify(changes), status: 'open' as const,
    reason_code: null, expires_at: new Date(now + CHANGE_SESSION_MINUTES * 60_000), created_at: new Date(now),
  };
  await db.insertInto('sales_change_sessions').values(session).execute();
  return {
    // Arc's SubscriptionUpgradeDowngrade (amounts in units, dates in epoch ms), then ours.
    subscriptionId: id, currentSKU: sub.sku, currentTermStarted: termStart.getTime(), currentTermEnds: termEnd.getTime(),
    currentTermTotalAmount: units(from.amount_cents), proposedSKU: to.sku, proposedPriceCode: to.price_code, proposedNextEventDate: termEnd.getTime(),
    ...(amount >= 0 ? { proposedCharge: units(amount) } : { proposedRefundAmount: units(-amount) }),
    sessionId: session.id, subscriptionID: id, currentPriceCode: from.price_code, newPriceCode: to.price_code, newProductName: to.names,
    amountCents: amount, currency: to.currency, currentTerm: { start: termStart.toISOString(), end: termEnd.toISOString() }, expiresAt: session.expires_at.toISOString(),
  };
}

/** Applies a session once: the subscription row is locked while the difference is charged, so two sessions cannot both apply. */
export async function applyChange(ctx: Pick<SalesContext, 'provider' | 'now'> & { db: SubsKysely }, owner: string, body: Body) {
  if (typeof body.sessionId !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(body.sessionId)) throw subsErrors.badRequest('sessionId must be the session id the change answered');
  const reasonCode = body.reasonCode === undefined || body.reasonCode === null ? null : String(body.reasonCode).slice(0, 64);
  const now = new Date(ctx.now());
  const claimed = await ctx.db.updateTable('sales_change_sessions').set({ status: 'applying', reason_code: reasonCode })
    .where('id', '=', body.sessionId).where('owner_uuid', '=', owner).where('status', '=', 'open').where('expires_at', '>', now)
    .returningAll().executeTakeFirst();
  if (!claimed) return refuseSession(ctx.db, owner, body.sessionId);
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    const sub = await trx.selectFrom('sales_subscriptions').selectAll().where('id', '=', claimed.subscription_id).where('owner_uuid', '=', owner).forUpdate().executeTakeFirst();
    if (!sub || sub.status !== STATUS.active || sub.price_code !== claimed.from_price_code || new Date(sub.term_end).getTime() !== new Date(claimed.term_end).getTime()) {
      return { failed: subsErrors.conflict('The subscription has changed since this price was given: start the change again') };
    }
    if (claimed.amount_cents > 0) {
      const method = sub.payment_method_id ? await trx.selectFrom('sales_payment_methods').select(['id', 'provider_ref']).where('id', '=', sub.payment_method_id).executeTakeFirst() : undefined;
      if (!method) return { failed: subsErrors.conflict('The subscription has no payment method to charge the difference to: update it first') };
      const currency = (await productByPriceCode(trx, claimed.to_price_code))?.currency ?? 'NZD';
      const outcome = await ctx.provider.charge({ reference: method.provider_ref }, { amountCents: claimed.amount_cents, currency, key: `change:${sub.id}:${claimed.id}` });
      if (outcome.status !== 'succeeded') return { failed: outcome.status === 'requires_3ds' ? errors.paymentFailed('the card asks for a 3-D Secure challenge') : refusal(outcome) };
    }
    await trx.updateTable('sales_subscriptions')
      .set({ sku: claimed.to_sku, price_code: claimed.to_price_code, credit_cents: sub.credit_cents + Math.max(0, -claimed.amount_cents), updated_at: now })
      .where('id', '=', sub.id).execute();
    await trx.updateTable('sales_change_sessions').set({ status: 'applied' }).where('id', '=', claimed.id).execute();
    return { failed: undefined };
  });
  if (outcome.failed) {
    await ctx.db.updateTable('sales_change_sessions').set({ status: 'failed' }).where('id', '=', claimed.id).execute();
    throw outcome.failed;
  }
  return { subscriptionID: Number(claimed.subscription_id), priceCode: claimed.to_price_code, sku: claimed.to_sku, amountCents: claimed.amount_cents, status: STATUS.active };
}

async function refuseSession(db: SubsKysely, owner: string, id: string): Promise<never> {
  const session: Pick<Session, 'status'> | undefined = await db.selectFrom('sales_change_sessions').select('status').where('id', '=', id).where('owner_uuid', '=', owner).executeTakeFirst();
  if (!session) throw subsErrors.notFound('change session');
  throw subsErrors.conflict(session.status === 'open' ? 'This change session has expired: start the change again' : 'This change session has already been used');
}
