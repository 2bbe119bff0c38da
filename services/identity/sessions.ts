/**
 * Sessions are refresh-token families. A refresh token is used once: using it marks it rotated and issues the
 * next one in the same family; a rotated token coming back means a copy is in someone else's hands, so the whole
 * family is revoked. Access tokens name their session (`sid`) and die with it.
 *
 * A refresh token is a JWT whose `exp` is its own expiry (tokens.ts `refresh`), for Arc's SDK to read; the server
 * trusts none of its claims: the whole token's digest is the lookup key, and expiry, rotation and the absolute
 * lifetime are the rows'. Opaque tokens issued before the envelope are looked up the same way, so they keep working
 * on the server until they expire or rotate (into a JWT).
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { errors } from './errors.ts';
import type { IdentityDb } from './migrations.ts';
import { digest, type TokenSigner } from './tokens.ts';

const DAY = 24 * 60 * 60 * 1000;
/** rememberMe keeps a reader signed in for a month of inactivity; without it, a day. Each refresh slides it on. */
export const REFRESH_LIFETIME_MS = { remembered: 30 * DAY, session: DAY };
/**
 * The absolute lifetime (ASVS 7.3.2), counted from the sign-in (identity_sessions.created_at); refreshing never moves
 * it, so a stolen refresh token kept in use ends with it and the reader proves who they are again. The numbers are
 * a news site's risk choice: a reader who asked to be remembered stays signed in for a season on their own device
 * (90 days: the account guards reading and comments, and signing readers out monthly costs subscribers; changing
 * the password asks for the current one anyway); without remember-me, a week, so a sign-in on a shared
 * or borrowed device does not last past it.
 */
export const SESSION_MAX_AGE_MS = { remembered: 90 * DAY, session: 7 * DAY };
/** A session this young is never swept by another sign-in, whatever its tokens: it may be one being created. */
const SWEEP_GRACE_MS = 60 * 1000;

const isDeadlock = (error: unknown) => (error as { code?: string }).code === '40P01';
const isForeignKeyViolation = (error: unknown) => (error as { code?: string }).code === '23503';

export interface Sessions {
  /** `signedInAt`: when the reader proved who they are, if earlier than now (a session continuing a provider grant's sign-in). */
  start(userId: string, rememberMe: boolean, signedInAt?: Date): Promise<{ sessionId: string; refreshToken: string }>;
  /** The next token of the family, or the spec's refresh errors (expired, no token for this session). */
  rotate(refreshToken: string): Promise<{ userId: string; sessionId: string; refreshToken: string }>;
  /** True while the session exists, is not revoked, is within its absolute lifetime and belongs to that user, who is still active. */
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

export function sessions(db: Kysely<IdentityDb>, now: () => number, signer: Pick<TokenSigner, 'refresh'>): Sessions {
  const maxAge = (rememberMe: boolean) => (rememberMe ? SESSION_MAX_AGE_MS.remembered : SESSION_MAX_AGE_MS.session);
  /** A new refresh token of the session: it slides on from now, but never past the session's absolute end. */
  const issue = async (trx: Kysely<IdentityDb>, session: { id: string; rememberMe: boolean; createdAt: Date }) => {
    const sliding = now() + (session.rememberMe ? REFRESH_LIFETIME_MS.remembered : REFRESH_LIFETIME_MS.session);
    const expiresAt = new Date(Math.min(sliding, session.createdAt.getTime() + maxAge(session.rememberMe)));
    const refreshToken = await signer.refresh(expiresAt);
    await trx.insertInto('identity_refresh_tokens').values({ token_hash: digest(refreshToken), session_id: session.id, expires_at: expiresAt }).execute();
    return refreshToken;
  };
  return {
    async start(userId, rememberMe, signedInAt) {
      const signedIn = new Date(now());
      const createdAt = signedInAt && signedInAt.getTime() < signedIn.getTime() ? signedInAt : signedIn;
      // Tables stay bounded without a sweeper: a new sign-in drops the user's sessions that have no unexpired token.
      // Only committed ones older than a minute: a concurrent sign-in's session is never taken for a dead one.
      await db
        .deleteFrom('identity_sessions')
        .where('user_id', '=', userId)
        .where('created_at', '<', new Date(signedIn.getTime() - SWEEP_GRACE_MS))
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom('identity_refresh_tokens as t').select('t.token_hash').whereRef('t.session_id', '=', 'identity_sessions.id').where('t.expires_at', '>', signedIn))),
        )
        .execute()
        // Housekeeping only: two sign-ins sweeping the same rows may deadlock, and the next sign-in sweeps again.
        .catch((error: unknown) => {
          if (!isDeadlock(error)) throw error;
        });
      const sessionId = randomUUID();
      // The session and its first token in one transaction: no one ever sees (or sweeps) a session without a token.
      // Dated by the service's clock, not the database's: signedInAt and the lifetimes are compared with that clock.
      const refreshToken = await db.transaction().execute(async (trx) => {
        await trx.insertInto('identity_sessions').values({ id: sessionId, user_id: userId, remember_me: rememberMe, created_at: createdAt, revoked_at: null }).execute();
        return issue(trx, { id: sessionId, rememberMe, createdAt });
      });
      return { sessionId, refreshToken };
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
        .select(['s.user_id', 's.remember_me', 's.created_at', 's.revoked_at', 'u.status'])
        .where('s.id', '=', claimed.session_id)
        .executeTakeFirst();
      if (!session || session.revoked_at || session.status !== 'active') throw errors.noRefreshToken();
      // The session's own end as well: a token issued before the absolute lifetime existed may outlive it.
      const ended = session.created_at.getTime() + maxAge(session.remember_me) <= now();
      if (claimed.expires_at.getTime() <= now() || ended) throw errors.refreshExpired();
      // A rotated token past its expiry would be refused as expired anyway: its row is no longer needed to spot reuse.
      await db.deleteFrom('identity_refresh_tokens').where('session_id', '=', claimed.session_id).where('expires_at', '<=', new Date(now())).execute();
      try {
        const next = await issue(db, { id: claimed.session_id, rememberMe: session.remember_me, createdAt: session.created_at });
        return { userId: session.user_id, sessionId: claimed.session_id, refreshToken: next };
      } catch (error) {
        // The session ended (logout, password change) between the claim and now: its family is gone.
        if (isForeignKeyViolation(error)) throw errors.noRefreshToken();
        throw error;
      }
    },

    async isLive(sessionId, userId) {
      const row = await db
        .selectFrom('identity_sessions as s')
        .innerJoin('identity_users as u', 'u.id', 's.user_id')
        .select(['s.created_at', 's.remember_me'])
        .where('s.id', '=', sessionId)
        .where('s.user_id', '=', userId)
        .where('s.revoked_at', 'is', null)
        .where('u.status', '=', 'active')
        .executeTakeFirst();
      // Past the absolute lifetime its access tokens die with it, though their own 15 minutes may not be up.
      return row !== undefined && row.created_at.getTime() + maxAge(row.remember_me) > now();
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
