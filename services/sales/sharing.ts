/**
 * Sharing a subscription with associates by email: each share is a single-use 256-bit token (kept as its SHA-256)
 * the associate redeems while signed in; the owner lists and stops shares, an associate may leave one.
 */
import { digest, newSecret } from '../identity/tokens.ts';
import type { SubsKysely } from './migrations-subscriptions.ts';
import { hasAccess, ownSubscription, STATUS } from './subscriptions.ts';
import { subsErrors } from './subscription-errors.ts';

/** Live shares (pending or redeemed, not stopped) a subscription may have at once: a household, not a company. */
export const MAX_ASSOCIATES = 5;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export async function share(db: SubsKysely, owner: string, id: number, email: string, now: number): Promise<{ token: string }> {
  const token = newSecret();
  const address = email.toLowerCase();
  await db.transaction().execute(async (trx) => {
    // The row lock orders concurrent shares of one subscription, so two at once cannot both take the last place.
    const row = await trx.selectFrom('sales_subscriptions').selectAll().where('id', '=', id).where('owner_uuid', '=', owner).forUpdate().executeTakeFirst();
    if (!row) throw subsErrors.notFound(`subscription ${id}`);
    if (row.status === STATUS.cancelled || !hasAccess(row, now)) throw subsErrors.conflict(`subscription ${id} is not active: only an active subscription can be shared`);
    // A new share to the same address replaces a pending one: the newest mail is the one that works.
    await trx.updateTable('sales_shares').set({ stopped_at: new Date(now) })
      .where('subscription_id', '=', id).where('email', '=', address).where('redeemed_at', 'is', null).where('stopped_at', 'is', null).execute();
    const live = await trx.selectFrom('sales_shares').select((eb) => eb.fn.countAll<string>().as('n'))
      .where('subscription_id', '=', id).where('stopped_at', 'is', null).executeTakeFirstOrThrow();
    if (Number(live.n) >= MAX_ASSOCIATES) throw subsErrors.conflict(`subscription ${id} is already shared with ${MAX_ASSOCIATES} people, the most it can be: stop a share first`);
    await trx.insertInto('sales_shares').values({ subscription_id: id, email: address, token_hash: digest(token), created_at: new Date(now) }).execute();
  });
  return { token };
}

export async function sharesOf(db: SubsKysely, owner: string, id: number) {
  await ownSubscription(db, owner, id);
  const rows = await db.selectFrom('sales_shares').selectAll().where('subscription_id', '=', id).where('stopped_at', 'is', null).orderBy('id').execute();
  // Arc's SharingDetails: the places a subscription has and its associates under sharedSubscriptions.
  return { numSharesAllowed: MAX_ASSOCIATES, sharedSubscriptions: rows.map((s) => ({
    shareID: Number(s.id),
    subscriptionID: id,
    email: s.email,
    status: s.redeemed_at ? 'active' : 'pending',
    createdAt: new Date(s.created_at).toISOString(),
    redeemedAt: s.redeemed_at ? new Date(s.redeemed_at).toISOString() : null,
  })) };
}

/** The owner stops every share (or only `email`'s); an associate leaves their own. Anyone else: 404. */
export async function stopSharing(db: SubsKysely, reader: string, id: number, email: string | undefined, now: number): Promise<void> {
  const owned = await db.selectFrom('sales_subscriptions').select('id').where('id', '=', id).where('owner_uuid', '=', reader).executeTakeFirst();
  let stop = db.updateTable('sales_shares').set({ stopped_at: new Date(now) }).where('subscription_id', '=', id).where('stopped_at', 'is', null);
  if (owned) {
    if (email !== undefined) stop = stop.where('email', '=', email.toLowerCase());
  } else {
    stop = stop.where('associate_uuid', '=', reader);
  }
  const result = await stop.executeTakeFirst();
  if (!owned && Number(result.numUpdatedRows) === 0) throw subsErrors.notFound(`subscription ${id}`);
}

/** Redeems a share token once: the reader becomes an associate. Forged, used and stopped tokens read alike. */
export async function redeemShare(db: SubsKysely, reader: string, token: unknown, now: number): Promise<number> {
  if (typeof token !== 'string' || !TOKEN.test(token)) throw subsErrors.badRequest('token must be the 43-character code from the share email');
  const invalid = () => subsErrors.badRequest('This share code is invalid, has been used or was withdrawn');
  const share = await db.selectFrom('sales_shares').innerJoin('sales_subscriptions as s', 's.id', 'sales_shares.subscription_id')
    .select(['sales_shares.id', 'sales_shares.subscription_id', 's.owner_uuid', 's.status', 's.term_end'])
    .where('sales_shares.token_hash', '=', digest(token)).where('sales_shares.redeemed_at', 'is', null).where('sales_shares.stopped_at', 'is', null)
    .executeTakeFirst();
  if (!share) throw invalid();
  if (share.owner_uuid === reader) throw subsErrors.badRequest('This is your own subscription: share codes are for other readers');
  if (share.status === STATUS.cancelled || !hasAccess(share, now)) throw subsErrors.conflict('The shared subscription is no longer active');
  const existing = await db.selectFrom('sales_shares').select('id').where('subscription_id', '=', share.subscription_id)
    .where('associate_uuid', '=', reader).where('stopped_at', 'is', null).executeTakeFirst();
  if (existing) throw subsErrors.conflict('This subscription is already shared with you');
  // Claimed by a conditional update: of two redemptions at once, one finds the token still unused.
  const claimed = await db.updateTable('sales_shares').set({ associate_uuid: reader, redeemed_at: new Date(now) })
    .where('id', '=', share.id).where('redeemed_at', 'is', null).where('stopped_at', 'is', null).executeTakeFirst()
    .catch((error: unknown) => {
      // Two codes for one subscription redeemed at once by the same reader: the unique index keeps one.
      if ((error as { code?: string }).code === '23505') throw subsErrors.conflict('This subscription is already shared with you');
      throw error;
    });
  if (Number(claimed.numUpdatedRows) !== 1) throw invalid();
  return Number(share.subscription_id);
}
