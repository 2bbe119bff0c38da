/**
 * Renewals: a job any number of nodes may run at once. A renewal is claimed by inserting its row, unique per
 * subscription and term end (INSERT ... SELECT ... ON CONFLICT DO NOTHING RETURNING): of two nodes, one gets the row
 * and charges, the other gets nothing, on PGlite and across PostgreSQL connections alike. A paid renewal extends the
 * term by the product's months; a refused charge puts the subscription in grace (2) until the reader updates the
 * payment method, which retries the same renewal row (so it is still charged once).
 * A node that stops between its claim and the outcome leaves the row charging: once the claim is older than the
 * lease, the next run takes it over by a conditional update (one node wins) and charges under the same idempotency
 * key, so a charge the stopped node did make is answered again by the provider, not made twice.
 */
import { sql, type ExpressionBuilder } from 'kysely';
import type { SalesContext } from './context.ts';
import type { SubsDb, SubsKysely } from './migrations-subscriptions.ts';
import { GRACE_DAYS, STATUS } from './subscriptions.ts';
import { refusal } from './errors.ts';
import { termEnd } from './fulfil.ts';

type RenewalContext = Pick<SalesContext, 'now' | 'provider'> & { db: SubsKysely };
const DAY = 86_400_000;
/** How long a claimed renewal may stay charging before another run takes it over: well past any provider call. */
export const RENEWAL_LEASE_MS = 15 * 60_000;
/** A renewal row still charging under a claim older than the lease (rows from before claims count from creation). */
const leftCharging = (eb: ExpressionBuilder<SubsDb, 'sales_renewals'>, now: Date) =>
  eb.and([eb('status', '=', 'charging'), eb(sql`coalesce(claimed_at, created_at)`, '<', new Date(now.getTime() - RENEWAL_LEASE_MS))]);

export interface RenewalRun { renewed: number; failed: number; ended: number }

export async function runRenewals(ctx: RenewalContext, batch = 100): Promise<RenewalRun> {
  const now = new Date(ctx.now());
  const run: RenewalRun = { renewed: 0, failed: 0, ended: 0 };
  // Nothing to charge (gifts, enterprise, a method removed): the subscription ends with its term.
  const unpaid = await ctx.db.updateTable('sales_subscriptions')
    .set({ status: STATUS.cancelled, cancel_reason_code: 'term-ended', cancelled_at: now, updated_at: now })
    .where('status', '=', STATUS.active).where('term_end', '<=', now).where('payment_method_id', 'is', null).executeTakeFirst();
  const lapsed = await ctx.db.updateTable('sales_subscriptions')
    .set({ status: STATUS.cancelled, cancel_reason_code: 'payment-failed', cancelled_at: now, updated_at: now })
    .where('status', '=', STATUS.grace).where('term_end', '<=', new Date(now.getTime() - GRACE_DAYS * DAY)).executeTakeFirst();
  run.ended = Number(unpaid.numUpdatedRows) + Number(lapsed.numUpdatedRows);

  const due = await ctx.db.selectFrom('sales_subscriptions').select(['id', 'term_end'])
    .where('status', '=', STATUS.active).where('term_end', '<=', now).where('payment_method_id', 'is not', null)
    .orderBy('term_end').limit(batch).execute();
  for (const sub of due) {
    const claimed = await claimRenewal(ctx.db, Number(sub.id), sub.term_end, now);
    if (claimed === undefined) continue;
    (await settleRenewal(ctx, Number(sub.id), claimed)) ? run.renewed++ : run.failed++;
  }
  return run;
}

/**
 * The renewal row of a subscription's current term, if this caller is the one to charge it: a new row, or one left
 * charging past the lease by a node that stopped.
 */
async function claimRenewal(db: SubsKysely, id: number, periodEnd: Date, now: Date): Promise<number | undefined> {
  const at = sql<Date>`${now}::timestamptz`;
  const row = await db.insertInto('sales_renewals')
    .columns(['subscription_id', 'period_end', 'amount_cents', 'status', 'created_at', 'claimed_at'])
    .expression(
      db.selectFrom('sales_subscriptions')
        .select(['id', 'term_end', sql.lit(0).as('amount_cents'), sql.lit('charging').as('status'), at.as('created_at'), at.as('claimed_at')])
        .where('id', '=', id).where('status', '=', STATUS.active).where('term_end', '=', periodEnd),
    )
    .onConflict((oc) => oc.columns(['subscription_id', 'period_end']).doNothing())
    .returning('id').executeTakeFirst();
  if (row) return Number(row.id);
  const taken = await db.updateTable('sales_renewals').set({ claimed_at: now })
    .where('subscription_id', '=', id).where('period_end', '=', periodEnd).where((eb) => leftCharging(eb, now))
    .returning('id').executeTakeFirst();
  return taken ? Number(taken.id) : undefined;
}

/** Grace: the owed renewal again, once the reader has fixed the card. True when it is now paid. */
export async function retryOwedRenewal(ctx: RenewalContext, id: number): Promise<boolean> {
  const sub = await ctx.db.selectFrom('sales_subscriptions').select(['term_end']).where('id', '=', id).where('status', '=', STATUS.grace).executeTakeFirst();
  if (!sub) return false;
  const now = new Date(ctx.now());
  // The failed row, or one a stopped node left charging past the lease (as the job takes it over).
  const reclaimed = await ctx.db.updateTable('sales_renewals').set({ status: 'charging', claimed_at: now })
    .where('subscription_id', '=', id).where('period_end', '=', sub.term_end)
    .where((eb) => eb.or([eb('status', '=', 'failed'), leftCharging(eb, now)]))
    .returning('id').executeTakeFirst();
  const renewal = reclaimed ? Number(reclaimed.id) : await claimGraceRenewal(ctx.db, id, sub.term_end, now);
  return renewal === undefined ? false : settleRenewal(ctx, id, renewal);
}

/** A subscription put in grace without a renewal row (e.g. by an operator): its row is made here, still once. */
async function claimGraceRenewal(db: SubsKysely, id: number, periodEnd: Date, now: Date) {
  const row = await db.insertInto('sales_renewals').values({ subscription_id: id, period_end: periodEnd, amount_cents: 0, status: 'charging', created_at: now, claimed_at: now })
    .onConflict((oc) => oc.columns(['subscription_id', 'period_end']).doNothing()).returning('id').executeTakeFirst();
  return row ? Number(row.id) : undefined;
}

/** Charges the claimed renewal (less any downgrade credit) and applies the outcome to the subscription. */
async function settleRenewal(ctx: RenewalContext, id: number, renewalId: number): Promise<boolean> {
  const { db } = ctx;
  const sub = await db.selectFrom('sales_subscriptions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const product = await db.selectFrom('sales_products').selectAll().where('price_code', '=', sub.price_code).executeTakeFirstOrThrow();
  const method = sub.payment_method_id
    ? await db.selectFrom('sales_payment_methods').select(['id', 'provider_ref']).where('id', '=', sub.payment_method_id).executeTakeFirst()
    : undefined;
  const charge = Math.max(0, product.amount_cents - sub.credit_cents);
  const outcome = charge === 0 ? { status: 'succeeded' as const, chargeId: 'credit' }
    : method ? await chargeStored(ctx, method.provider_ref, { amountCents: charge, currency: product.currency, key: `renewal:${id}:${renewalId}:${method.provider_ref}` })
    : { status: 'failed' as const, message: 'no payment method' };
  const now = new Date(ctx.now());
  if (outcome.status === 'succeeded') {
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('sales_subscriptions')
        .set({ term_start: sub.term_end, term_end: termEnd(sub.term_end, product.term_months), credit_cents: sub.credit_cents - (product.amount_cents - charge),
          status: sql<number>`case when status = ${STATUS.grace} then ${STATUS.active} else status end`, updated_at: now })
        .where('id', '=', id).where('term_end', '=', sub.term_end).execute();
      await trx.updateTable('sales_renewals').set({ status: 'paid', amount_cents: charge, charge_id: outcome.chargeId, message: null }).where('id', '=', renewalId).execute();
    });
    return true;
  }
  await db.updateTable('sales_subscriptions').set({ status: STATUS.grace, updated_at: now })
    .where('id', '=', id).where('status', '=', STATUS.active).where('term_end', '=', sub.term_end).execute();
  await db.updateTable('sales_renewals').set({ status: 'failed', amount_cents: charge, message: outcome.message }).where('id', '=', renewalId).execute();
  return false;
}

/**
 * Charges a stored card without the reader, in the answer the subscription side records. The key names the card
 * too: after a refusal the reader's new card is a new charge, while a retry on the same card is the same one.
 */
export async function chargeStored(ctx: Pick<RenewalContext, 'provider'>, reference: string, amount: { amountCents: number; currency: string; key: string }) {
  const outcome = await ctx.provider.charge({ reference }, amount);
  if (outcome.status === 'succeeded') return { status: 'succeeded' as const, chargeId: outcome.reference };
  // A stored card asked for a challenge has no reader to pass it: refused like a decline.
  return { status: 'failed' as const, message: outcome.status === 'requires_3ds' ? 'The card asks for a 3-D Secure challenge' : refusal(outcome).message };
}

/** Runs the job every `intervalMs` on this node (every node may); stop() before closing the database. */
export function startRenewals(ctx: RenewalContext, intervalMs = 5 * 60_000, log: (m: string) => void = console.error) {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = runRenewals(ctx).catch((error: unknown) => log(`sales renewals failed: ${error instanceof Error ? error.message : String(error)}`));
  }, intervalMs);
  timer.unref();
  return { stop: async () => { clearInterval(timer); await running; } };
}
