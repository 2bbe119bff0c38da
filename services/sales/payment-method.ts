/**
 * Updating a stored payment method (a card) through the provider: initialize, finalize with the new card, and
 * finalize3ds after a 3-D Secure challenge. Each step claims the update's row by a conditional update, so a
 * repeated or concurrent call finalises once. A success replaces the card in place (subscriptions keep the method's
 * id) and charges the renewal owed by any of the reader's subscriptions in grace on it.
 */
import { randomUUID } from 'node:crypto';
import { digest } from '../identity/tokens.ts';
import type { SalesContext } from './context.ts';
import { refusal } from './errors.ts';
import type { SubsKysely, UpdateStatus } from './migrations-subscriptions.ts';
import type { CardToken, PaymentProvider, ProviderOutcome, ProviderPayment } from './payments/provider.ts';
import { retryOwedRenewal } from './renewals.ts';
import { STATUS } from './subscriptions.ts';
import { subsErrors } from './subscription-errors.ts';

type Ctx = Pick<SalesContext, 'provider' | 'now'> & { db: SubsKysely };

async function ownMethod(db: SubsKysely, owner: string, id: string, providerId: string, provider: Pick<PaymentProvider, 'name' | 'methodId'>) {
  if (!/^[\w-]{1,64}$/.test(id)) throw subsErrors.badRequest('payment method id must be 1 to 64 letters, digits, - or _');
  const method = await db.selectFrom('sales_payment_methods').selectAll().where('id', '=', id).where('owner_uuid', '=', owner).executeTakeFirst();
  if (!method) throw subsErrors.notFound(`payment method ${id}`);
  // The option's name or its number (paymentMethodID), as Arc's SDK names the provider in this path.
  if (providerId !== provider.name && providerId !== String(provider.methodId)) throw subsErrors.badRequest(`provider ${JSON.stringify(providerId.slice(0, 40))} is not offered: use ${provider.name}`);
  return method;
}

export async function initializeUpdate(ctx: Ctx, owner: string, id: string, providerId: string) {
  await ownMethod(ctx.db, owner, id, providerId, ctx.provider);
  const now = new Date(ctx.now());
  const updateId = randomUUID();
  // A new start voids an unfinished one: the card form the reader sees last is the one that counts.
  await ctx.db.updateTable('sales_payment_method_updates').set({ status: 'failed', updated_at: now })
    .where('payment_method_id', '=', id).where('owner_uuid', '=', owner).where('status', 'in', ['initialized', 'requires_3ds']).execute();
  await ctx.db.insertInto('sales_payment_method_updates')
    .values({ id: updateId, owner_uuid: owner, payment_method_id: id, provider: ctx.provider.name, status: 'initialized', provider_ref: null, return_url: null, created_at: now, updated_at: now }).execute();
  const { clientData } = await ctx.provider.initialize(setupPayment(updateId));
  return { paymentMethodID: id, providerID: ctx.provider.name, updateID: updateId, status: 'initialized', clientData };
}

/** A card update charges nothing: the provider sees a payment of 0 named by the update's id (its idempotency key). */
const setupPayment = (id: string): ProviderPayment => ({ id, orderNumber: '', amountCents: 0, currency: 'NZD' });

/** Claims the method's update waiting in `from`, or explains why there is none to finalise. */
async function claim(ctx: Ctx, owner: string, id: string, from: UpdateStatus) {
  const row = await ctx.db.updateTable('sales_payment_method_updates').set({ status: 'finalizing', updated_at: new Date(ctx.now()) })
    .where('payment_method_id', '=', id).where('owner_uuid', '=', owner).where('status', '=', from).returningAll().executeTakeFirst();
  if (!row) throw subsErrors.conflict(from === 'initialized' ? 'No payment method update is waiting to be finalised: initialize one first' : 'No 3-D Secure challenge is waiting for this payment method');
  return row;
}

/** `card` (the provider's token) and `returnUrl` as the checkout reads them (payment-input.ts), checked by the route first. */
export async function finalizeUpdate(ctx: Ctx, owner: string, id: string, providerId: string, card: CardToken, returnUrl: string) {
  await ownMethod(ctx.db, owner, id, providerId, ctx.provider);
  const update = await claim(ctx, owner, id, 'initialized');
  return settle(ctx, owner, id, update.id, await ctx.provider.setup(update.id, card, returnUrl), returnUrl);
}

export async function finalize3dsUpdate(ctx: Ctx, owner: string, id: string, providerId: string) {
  await ownMethod(ctx.db, owner, id, providerId, ctx.provider);
  const update = await claim(ctx, owner, id, 'requires_3ds');
  return settle(ctx, owner, id, update.id, await ctx.provider.finalize3ds(setupPayment(update.id), { reference: update.provider_ref ?? '' }));
}

async function settle(ctx: Ctx, owner: string, id: string, updateId: string, outcome: ProviderOutcome, returnUrl?: string) {
  const now = new Date(ctx.now());
  const mark = (status: UpdateStatus, ref?: string) =>
    ctx.db.updateTable('sales_payment_method_updates').set({ status, updated_at: now, ...(ref ? { provider_ref: ref, return_url: returnUrl ?? null } : {}) }).where('id', '=', updateId).execute();
  if (outcome.status === 'requires_3ds') {
    await mark('requires_3ds', outcome.reference);
    return { paymentMethodID: id, status: 'requires_3ds', challengeUrl: outcome.challengeUrl };
  }
  if (outcome.status !== 'succeeded') {
    await mark('failed');
    throw refusal(outcome);
  }
  const { card } = outcome;
  await ctx.db.updateTable('sales_payment_methods')
    .set({ card_last4: card.last4, card_token_hash: digest(card.fingerprint), provider_ref: card.reference, provider: ctx.provider.name })
    .where('id', '=', id).where('owner_uuid', '=', owner).execute();
  await mark('succeeded');
  const inGrace = await ctx.db.selectFrom('sales_subscriptions').select('id').where('owner_uuid', '=', owner).where('payment_method_id', '=', id).where('status', '=', STATUS.grace).execute();
  const subscriptions = [];
  for (const sub of inGrace) {
    const paid = await retryOwedRenewal(ctx, Number(sub.id));
    subscriptions.push({ subscriptionID: Number(sub.id), status: paid ? STATUS.active : STATUS.grace, renewalCharged: paid });
  }
  return { paymentMethodID: id, status: 'succeeded', cardLast4: card.last4, subscriptions };
}
