/**
 * A client's offline grants (scope offline_access, or any grant of a first-party app): refresh-token families, as the site's own sessions are
 * (sessions.ts), on tables of their own so a client's refresh token can never refresh a reader's session. A refresh
 * token is used once; the claim is a conditional update, so of two concurrent uses exactly one wins; a rotated one
 * coming back means a copy is in someone else's hands, and the whole grant is revoked. Lifetimes are the
 * remembered session's: 30 days sliding, never past 90 days from the sign-in's grant.
 */
import type { Kysely } from 'kysely';
import type { IdentityDb } from './migrations.ts';
import { OAuthError } from './oidc-authorize.ts';
import { REFRESH_LIFETIME_MS, SESSION_MAX_AGE_MS } from './sessions.ts';
import { digest, newSecret } from './tokens.ts';

export interface OfflineGrant {
  id: string;
  clientId: string;
  userId: string;
  scope: string;
  authTime: Date;
}

const invalidGrant = () => new OAuthError(400, 'invalid_grant', 'the refresh token is unknown, used, expired or revoked');

export function offlineGrants(db: Kysely<IdentityDb>, now: () => number) {
  const issue = async (grantId: string, createdAt: Date) => {
    const token = newSecret();
    const expiresAt = Math.min(now() + REFRESH_LIFETIME_MS.remembered, createdAt.getTime() + SESSION_MAX_AGE_MS.remembered);
    await db.insertInto('identity_oidc_refresh_tokens').values({ token_hash: digest(token), grant_id: grantId, expires_at: new Date(expiresAt), rotated_at: null }).execute();
    return token;
  };

  /** Claims a live refresh token of an accepted client once; a second use revokes its grant. */
  const spend = async (refreshToken: string, acceptClient: (clientId: string) => boolean): Promise<OfflineGrant & { createdAt: Date }> => {
    const hash = digest(refreshToken);
    const row = await db
      .selectFrom('identity_oidc_refresh_tokens as t')
      .innerJoin('identity_oidc_grants as g', 'g.id', 't.grant_id')
      .innerJoin('identity_users as u', 'u.id', 'g.user_id')
      .select(['t.grant_id', 't.expires_at', 't.rotated_at', 'g.client_id', 'g.user_id', 'g.scope', 'g.auth_time', 'g.created_at', 'g.revoked_at', 'u.status'])
      .where('t.token_hash', '=', hash)
      .executeTakeFirst();
    // Another client's token is refused without spending it: that client may not have it for long.
    if (!row || !acceptClient(row.client_id)) throw invalidGrant();
    const claimed = await db
      .updateTable('identity_oidc_refresh_tokens')
      .set({ rotated_at: new Date(now()) })
      .where('token_hash', '=', hash)
      .where('rotated_at', 'is', null)
      .returning('grant_id')
      .executeTakeFirst();
    if (!claimed) {
      await revoke(row.grant_id);
      throw invalidGrant();
    }
    if (row.revoked_at || row.status !== 'active' || row.expires_at.getTime() <= now()) throw invalidGrant();
    // A rotated token past its expiry would be refused anyway: its row is no longer needed to spot reuse.
    await db.deleteFrom('identity_oidc_refresh_tokens').where('grant_id', '=', row.grant_id).where('expires_at', '<=', new Date(now())).execute();
    return { id: row.grant_id, clientId: row.client_id, userId: row.user_id, scope: row.scope, authTime: row.auth_time, createdAt: row.created_at };
  };
  const revoke = async (grantId: string) => {
    await db.updateTable('identity_oidc_grants').set({ revoked_at: new Date(now()) }).where('id', '=', grantId).where('revoked_at', 'is', null).execute();
  };

  return {
    /** A new grant (its id: the digest of the code it came from) and its first refresh token. */
    async start(grant: OfflineGrant): Promise<string> {
      const createdAt = new Date(now());
      // Bounded without a sweeper: a new grant drops the reader's grants past their absolute lifetime, and revoked
      // ones once no token of theirs could still be live (their reuse no longer needs spotting).
      await db
        .deleteFrom('identity_oidc_grants')
        .where('user_id', '=', grant.userId)
        .where((eb) =>
          eb.or([
            eb('created_at', '<=', new Date(createdAt.getTime() - SESSION_MAX_AGE_MS.remembered)),
            eb('revoked_at', '<=', new Date(createdAt.getTime() - REFRESH_LIFETIME_MS.remembered)),
          ]),
        )
        .execute();
      await db
        .insertInto('identity_oidc_grants')
        .values({ id: grant.id, client_id: grant.clientId, user_id: grant.userId, scope: grant.scope, auth_time: grant.authTime, created_at: createdAt, revoked_at: null })
        .execute();
      return issue(grant.id, createdAt);
    },

    /** The next refresh token of the family and its grant; invalid_grant for anything else (a reuse revokes the grant). */
    async rotate(clientId: string, refreshToken: string): Promise<{ grant: OfflineGrant; refreshToken: string }> {
      const grant = await spend(refreshToken, (id) => id === clientId);
      return { grant, refreshToken: await issue(grant.id, grant.createdAt) };
    },

    /**
     * A first-party app's refresh token traded for a reader session (auth/token, Arc's signInWithOIDCPKCE): spent as
     * a rotation is, and the grant ends with it, since the session takes its place. Any other client's token is refused.
     */
    async redeem(refreshToken: string, isFirstParty: (clientId: string) => boolean): Promise<OfflineGrant> {
      const grant = await spend(refreshToken, isFirstParty);
      await revoke(grant.id);
      return grant;
    },

    /** Ends every grant of the reader (a password change or reset, a confirmed new address: as their sessions end). */
    async revokeAllOf(userId: string): Promise<void> {
      await db.updateTable('identity_oidc_grants').set({ revoked_at: new Date(now()) }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
    },

    /** Ends a grant: its refresh tokens are refused and the access tokens naming it stop working at UserInfo. */
    revoke,

    /** The grant an access token names (its `jti`), revoked or not, if there is one. */
    byId: (grantId: string) => db.selectFrom('identity_oidc_grants').select(['scope', 'client_id', 'user_id', 'revoked_at']).where('id', '=', grantId).executeTakeFirst(),
  };
}

export type OfflineGrants = ReturnType<typeof offlineGrants>;
