/** One-time links: 256 random bits mailed, only their digest stored; single use and short-lived. */
import type { Kysely } from 'kysely';
import type { IdentityDb, NonceKind } from './migrations.ts';
import { digest, newSecret } from './tokens.ts';

const MINUTE = 60 * 1000;
export const NONCE_LIFETIME_MS: Record<NonceKind, number> = {
  // A sign-in by mail: at most 10 minutes (ASVS 6.5.5), time enough to open the mail, short for a copy in the mailbox.
  'magic-link': 10 * MINUTE,
  'password-reset': 60 * MINUTE,
  'email-verify': 24 * 60 * MINUTE,
  // Handed to Subscribe with Google in the page and presented back at once: as short as a magic link.
  'swg-link': 10 * MINUTE,
  // The links that confirm a sensitive change (a new address, the account's deletion): at most 10 minutes (ASVS 7.5.1).
  'email-change': 10 * MINUTE,
  'account-deletion': 10 * MINUTE,
};

export interface Nonces {
  /** A new link's secret; earlier unused links of the same kind for that user stop working. */
  issue(kind: NonceKind, userId: string, email: string): Promise<string>;
  /**
   * Uses the link once: its user and address, or undefined when unknown, used, expired or of another kind. With
   * `forUser`, only that user's link is used: another's is refused and left as it was.
   */
  redeem(kind: NonceKind, token: string, forUser?: string): Promise<{ userId: string; email: string } | undefined>;
  /** The address of the user's live (unused, unexpired) link of that kind: a pending email change's new address. */
  pending(kind: NonceKind, userId: string): Promise<string | undefined>;
  /** Voids the user's unused links of those kinds (a password reset cancels a pending email change). */
  revoke(userId: string, kinds: readonly NonceKind[]): Promise<void>;
}

export function nonces(db: Kysely<IdentityDb>, now: () => number): Nonces {
  return {
    async issue(kind, userId, email) {
      const token = newSecret();
      await db.transaction().execute(async (trx) => {
        // Spent and expired links of the user are only clutter: dropped here rather than by a sweeper.
        await trx
          .deleteFrom('identity_nonces')
          .where('user_id', '=', userId)
          .where((eb) => eb.or([eb('used_at', 'is not', null), eb('expires_at', '<=', new Date(now()))]))
          .execute();
        await trx
          .updateTable('identity_nonces')
          .set({ used_at: new Date(now()) })
          .where('user_id', '=', userId)
          .where('kind', '=', kind)
          .where('used_at', 'is', null)
          .execute();
        await trx
          .insertInto('identity_nonces')
          .values({ token_hash: digest(token), kind, user_id: userId, email, expires_at: new Date(now() + NONCE_LIFETIME_MS[kind]), used_at: null })
          .execute();
      });
      return token;
    },

    async redeem(kind, token, forUser) {
      // Claimed by a conditional update, so two concurrent redemptions cannot both succeed.
      let claim = db.updateTable('identity_nonces');
      if (forUser !== undefined) claim = claim.where('user_id', '=', forUser);
      const row = await claim
        .set({ used_at: new Date(now()) })
        .where('token_hash', '=', digest(token))
        .where('kind', '=', kind)
        .where('used_at', 'is', null)
        .where('expires_at', '>', new Date(now()))
        .returning(['user_id', 'email'])
        .executeTakeFirst();
      return row ? { userId: row.user_id, email: row.email } : undefined;
    },

    async pending(kind, userId) {
      const row = await db
        .selectFrom('identity_nonces')
        .select('email')
        .where('user_id', '=', userId)
        .where('kind', '=', kind)
        .where('used_at', 'is', null)
        .where('expires_at', '>', new Date(now()))
        .orderBy('created_at', 'desc')
        .executeTakeFirst();
      return row?.email;
    },

    async revoke(userId, kinds) {
      if (kinds.length === 0) return;
      await db.updateTable('identity_nonces').set({ used_at: new Date(now()) }).where('user_id', '=', userId).where('kind', 'in', [...kinds]).where('used_at', 'is', null).execute();
    },
  };
}
