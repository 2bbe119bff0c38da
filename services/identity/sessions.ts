/**
 * Sessions are refresh-token families. A refresh token is used once: using it marks it rotated and issues the
 * next one in the same family; a rotated token coming back means a copy is in someone else's hands, so the whole
 * family is revoked. Access tokens name their session (`sid`) and die with it.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { errors } from './errors.ts';
import type { IdentityDb } from './migrations.ts';
import { digest, newSecret } from './tokens.ts';

const DAY = 24 * 60 * 60 * 1000;
/** rememberMe keeps a reader signed in for a month of inactivity; without it, a day. */
export const REFRESH_LIFETIME_MS = { remembered: 30 * DAY, session: DAY };

export interface Sessions {
  start(userId: string, rememberMe: boolean): Promise<{ sessionId: string; refreshToken: string }>;
  /** The next token of the family, or the spec's refresh errors (expired, no token for this session). */
  rotate(refreshToken: string): Promise<{ userId: string; sessionId: string; refreshToken: string }>;
  /** True while the session exists, is not revoked and belongs to that user, who is still active. */
  isLive(sessionId: string, userId: string): Promise<boolean>;
  /**
   * When the reader last proved who they are in this session: its sign-in (password, magic link or provider), which
   * refreshing the access token does not move. Undefined for a session that no longer exists.
   */
  signedInAt(sessionId: string): Promise<Date | undefined>;
  end(sessionId: string): Promise<void>;
  /** Ends every session of the user but `keep` (a password change keeps the one that made it). */
  endAll(userId: string, keep?: string): Promise<void>;
}

export function sessions(db: Kysely<IdentityDb>, now: () => number): Sessions {
  const lifetime = (rememberMe: boolean) => (rememberMe ? REFRESH_LIFETIME_MS.remembered : REFRESH_LIFETIME_MS.session);
  const issue = async (sessionId: string, rememberMe: boolean, trx: Kysely<IdentityDb> = db) => {
    const refreshToken = newSecret();
    await trx
      .insertInto('identity_refresh_tokens')
      .values({ token_hash: digest(refreshToken), session_id: sessionId, expires_at: new Date(now() + lifetime(rememberMe)) })
      .execute();
    return refreshToken;
  };
  return {
    async start(userId, rememberMe) {
      // Tables stay bounded without a sweeper: a new sign-in drops the user's sessions that have no unexpired token.
      await db
        .deleteFrom('identity_sessions')
        .where('user_id', '=', userId)
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom('identity_refresh_tokens as t').select('t.token_hash').whereRef('t.session_id', '=', 'identity_sessions.id').where('t.expires_at', '>', new Date(now())))),
        )
        .execute();
      const sessionId = randomUUID();
      // Dated by the service's clock, not the database's: signedInAt is compared with the same clock.
      await db.insertInto('identity_sessions').values({ id: sessionId, user_id: userId, remember_me: rememberMe, created_at: new Date(now()), revoked_at: null }).execute();
      return { sessionId, refreshToken: await issue(sessionId, rememberMe) };
    },

    async rotate(refreshToken) {
      const hash = digest(refreshToken);
      // The conditional update is the claim: of two concurrent uses of one token, exactly one gets the row.
      const claimed = await db
        .updateTable('identity_refresh_tokens')
        .set({ rotated_at: new Date(now()) })
        .where('token_hash', '=', hash)
        .where('rotated_at', 'is', null)
        .returning(['session_id', 'expires_at'])
        .executeTakeFirst();
      if (!claimed) {
        const reused = await db.selectFrom('identity_refresh_tokens').select('session_id').where('token_hash', '=', hash).executeTakeFirst();
        if (reused) await db.updateTable('identity_sessions').set({ revoked_at: new Date(now()) }).where('id', '=', reused.session_id).execute();
        throw errors.noRefreshToken();
      }
      const session = await db
        .selectFrom('identity_sessions as s')
        .innerJoin('identity_users as u', 'u.id', 's.user_id')
        .select(['s.user_id', 's.remember_me', 's.revoked_at', 'u.status'])
        .where('s.id', '=', claimed.session_id)
        .executeTakeFirst();
      if (!session || session.revoked_at || session.status !== 'active') throw errors.noRefreshToken();
      if (claimed.expires_at.getTime() <= now()) throw errors.refreshExpired();
      // A rotated token past its expiry would be refused as expired anyway: its row is no longer needed to spot reuse.
      await db.deleteFrom('identity_refresh_tokens').where('session_id', '=', claimed.session_id).where('expires_at', '<=', new Date(now())).execute();
      return { userId: session.user_id, sessionId: claimed.session_id, refreshToken: await issue(claimed.session_id, session.remember_me) };
    },

    async isLive(sessionId, userId) {
      const row = await db
        .selectFrom('identity_sessions as s')
        .innerJoin('identity_users as u', 'u.id', 's.user_id')
        .select('s.id')
        .where('s.id', '=', sessionId)
        .where('s.user_id', '=', userId)
        .where('s.revoked_at', 'is', null)
        .where('u.status', '=', 'active')
        .executeTakeFirst();
      return row !== undefined;
    },

    async signedInAt(sessionId) {
      const row = await db.selectFrom('identity_sessions').select('created_at').where('id', '=', sessionId).executeTakeFirst();
      return row?.created_at;
    },

    async end(sessionId) {
      await db.deleteFrom('identity_sessions').where('id', '=', sessionId).execute();
    },

    async endAll(userId, keep) {
      let query = db.deleteFrom('identity_sessions').where('user_id', '=', userId);
      if (keep) query = query.where('id', '<>', keep);
      await query.execute();
    },
  };
}
