/**
 * An order's payment, step by step: initialise, finalise (card), finalise 3-D Secure. A finalising call first claims
 * the payment with a conditional update (status allows the step, nobody holds it): of two concurrent calls one claims
 * it and reaches the provider, the other is refused (409) having charged nothing; a call after success answers the
 * paid order again. The claim expires after LOCK_MS, so a node that died mid-call does not block the payment forever.
 */
import { randomBytes } from 'node:crypto';
import { sql, type Selectable, type Updateable } from 'kysely';
import type { SalesContext } from './context.ts';
import { errors, refusal } from './errors.ts';
import { handOverGifts, markPaid, storeCard } from './fulfil.ts';
import type { PaymentStatus, SalesDb } from './migrations.ts';
import type { OrderRow } from './orders.ts';
import type { CardToken, ProviderOutcome, ProviderPayment } from './payments/provider.ts';

export const LOCK_MS = 60_000;
/** Card attempts per payment: enough for typing mistakes and a second card, too few to test a list of stolen cards. */
export const MAX_ATTEMPTS = 8;
type PaymentRow = Selectable<SalesDb['sales_payments']>;

/** The order's payment with that provider, made on first call; a paid order takes no new one. */
export async function initializePayment(ctx: SalesContext, order: OrderRow): Promise<{ payment: PaymentRow; clientData: Record<string, unknown> }> {
  if (order.status === 'paid') throw errors.orderPaid();
  const now = new Date(ctx.now());
  await ctx.db
    .insertInto('sales_payments')
    .values({
      id: `pay_${randomBytes(16).toString('hex')}`,
      order_number: order.order_number,
      provider: ctx.provider.name,
      status: 'initialized',
      amount_cents: order.total_cents,
      currency: order.currency,
      card_last4: null,
      payment_method_id: null,
      provider_ref: null,
      return_url: null,
      locked_at: null,
      failure: null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((c) => c.columns(['order_number', 'provider']).doNothing())
    .execute();
  const payment = await findPayment(ctx, order);
  const { clientData } = await ctx.provider.initialize(providerPayment(payment));
  return { payment, clientData };
}

/** The order's payment (404 before it was initialised). */
export async function findPayment(ctx: SalesContext, order: OrderRow): Promise<PaymentRow> {
  const payment = await ctx.db.selectFrom('sales_payments').selectAll().where('order_number', '=', order.order_number).where('provider', '=', ctx.provider.name).executeTakeFirst();
  if (!payment) throw errors.notFound('payment (initialise it first with GET)');
  return payment;
}

const providerPayment = (p: PaymentRow): ProviderPayment => ({ id: p.id, orderNumber: p.order_number, amountCents: p.amount_cents, currency: p.currency });

export type StepResult = { payment: PaymentRow; challengeUrl?: string };

export function finalizePayment(ctx: SalesContext, order: OrderRow, card: CardToken, returnUrl: string): Promise<StepResult> {
  return step(ctx, order, ['initialized', 'declined', 'failed', 'requires_3ds'], (p) => ctx.provider.finalize(p, card, returnUrl), { counted: true, returnUrl });
}

export function finalize3ds(ctx: SalesContext, order: OrderRow): Promise<StepResult> {
  return step(ctx, order, ['requires_3ds'], async (p, row) => ctx.provider.finalize3ds(p, { reference: row.provider_ref ?? '' }), { counted: false });
}

async function step(
  ctx: SalesContext,
  order: OrderRow,
  from: PaymentStatus[],
  call: (payment: ProviderPayment, row: PaymentRow) => Promise<ProviderOutcome>,
  { counted, returnUrl }: { counted: boolean; returnUrl?: string },
): Promise<StepResult> {
  const current = await findPayment(ctx, order);
  const lockedAt = new Date(ctx.now());
  let claim = ctx.db
    .updateTable('sales_payments')
    .set({ locked_at: lockedAt, updated_at: lockedAt, ...(counted ? { attempts: sql<number>`attempts + 1` } : {}) })
    .where('id', '=', current.id)
    .where('status', 'in', from);
  if (counted) claim = claim.where('attempts', '<', MAX_ATTEMPTS);
  const claimed = await claim
    .where((eb) => eb.or([eb('locked_at', 'is', null), eb('locked_at', '<', new Date(ctx.now() - LOCK_MS))]))
    .returningAll()
    .executeTakeFirst();
  if (!claimed) {
    const now = await findPayment(ctx, order);
    if (now.status === 'succeeded') return { payment: now };
    if (now.locked_at && now.locked_at.getTime() >= ctx.now() - LOCK_MS) throw errors.paymentInProgress();
    if (counted && now.attempts >= MAX_ATTEMPTS && from.includes(now.status)) throw errors.tooManyAttempts();
    throw errors.wrongPaymentState(now.status);
  }
  let outcome: ProviderOutcome;
  try {
    outcome = await call(providerPayment(claimed), claimed);
  } catch (error) {
    await release(ctx, claimed.id, lockedAt, {});
    throw error;
  }
  return record(ctx, order, claimed, lockedAt, outcome, returnUrl);
}

/** Ends the claim, writing what the provider said; only the holder of the claim (its `locked_at`) may. */
async function release(ctx: SalesContext, id: string, lockedAt: Date, change: Updateable<SalesDb['sales_payments']>, db = ctx.db) {
  return db
    .updateTable('sales_payments')
    .set({ ...change, locked_at: null, updated_at: new Date(ctx.now()) })
    .where('id', '=', id)
    .where('locked_at', '=', lockedAt)
    .returningAll()
    .executeTakeFirst();
}

async function record(ctx: SalesContext, order: OrderRow, payment: PaymentRow, lockedAt: Date, outcome: ProviderOutcome, returnUrl?: string): Promise<StepResult> {
  switch (outcome.status) {
    case 'succeeded': {
      const done = await ctx.db.transaction().execute(async (trx) => {
        const methodId = await storeCard(trx, order.owner_uuid, ctx.provider.name, outcome.card);
        const row = await release(ctx, payment.id, lockedAt, { status: 'succeeded', card_last4: outcome.card.last4, payment_method_id: methodId, provider_ref: outcome.reference, failure: null }, trx);
        if (!row) throw new Error(`sales: payment ${payment.id} lost its claim before it was recorded`);
        const fresh = await markPaid(ctx, trx, order, methodId);
        return { row, methodId, fresh };
      });
      if (done.fresh) await handOverGifts(ctx, order, done.methodId);
      return { payment: done.row };
    }
    case 'requires_3ds': {
      const row = await release(ctx, payment.id, lockedAt, { status: 'requires_3ds', provider_ref: outcome.reference, ...(returnUrl ? { return_url: returnUrl } : {}), failure: null });
      return { payment: row ?? payment, challengeUrl: outcome.challengeUrl };
    }
    case 'declined':
      await release(ctx, payment.id, lockedAt, { status: 'declined', failure: outcome.reason });
      throw refusal(outcome);
    case 'failed':
      await release(ctx, payment.id, lockedAt, { status: 'failed', failure: outcome.reason });
      throw refusal(outcome);
  }
}
