/** The rows of account management beyond the profile: avatar, settings, identities to unlink, deletion, GDPR reports. */
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { errors } from './errors.ts';
import type { DeletionStatus, IdentityDb, IdentityType } from './migrations.ts';

export interface DeletionRequest {
  id: string;
  status: DeletionStatus;
  reason: string | null;
  createdOn: string;
  decidedOn: string | null;
}

type DeletionRow = Selectable<IdentityDb['identity_deletion_requests']>;
const deletion = (r: DeletionRow): DeletionRequest => ({
  id: r.id,
  status: r.status,
  reason: r.reason,
  createdOn: r.created_at.toISOString(),
  decidedOn: r.decided_at?.toISOString() ?? null,
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids from the path are compared only when they could be ids: anything else is simply not found. */
export const isUuid = (value: string) => UUID.test(value);

export function accountData(db: Kysely<IdentityDb>, now: () => number) {
  return {
    async putAvatar(userId: string, bytes: Uint8Array): Promise<void> {
      const at = new Date(now());
      await db
        .insertInto('identity_avatars')
        .values({ user_id: userId, bytes })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ bytes, updated_at: at }))
        .execute();
    },
    async avatar(userId: string): Promise<{ bytes: Buffer; updatedAt: Date } | undefined> {
      const row = await db.selectFrom('identity_avatars').select(['bytes', 'updated_at']).where('user_id', '=', userId).executeTakeFirst();
      return row && { bytes: Buffer.from(row.bytes), updatedAt: row.updated_at };
    },
    async deleteAvatar(userId: string): Promise<boolean> {
      const result = await db.deleteFrom('identity_avatars').where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async settings(userId: string): Promise<Record<string, unknown>> {
      const row = await db.selectFrom('identity_settings').select('data').where('user_id', '=', userId).executeTakeFirst();
      return (row?.data ?? {}) as Record<string, unknown>;
    },

    /** Removes one way of signing in; 300044 when it is the user's last (the check and the delete in one transaction). */
    /** Removes the user's identities of a type (those whose userName `which` accepts, when given); never the last. */
    async unlink(userId: string, type: IdentityType, which?: (userName: string) => boolean): Promise<void> {
      await db.transaction().execute(async (trx) => {
        // Locks the user's row so two unlinks at once cannot each see the other identity remaining.
        await trx.selectFrom('identity_users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
        const identities = await trx.selectFrom('identity_identities').select(['id', 'type', 'user_name']).where('user_id', '=', userId).execute();
        const target = identities.filter((i) => i.type === type && (!which || which(i.user_name)));
        if (target.length === 0) throw errors.notFound(`no ${type} identity${which ? ' with that identifier' : ''} is linked to this account`);
        if (target.length === identities.length) throw errors.lastIdentity();
        await trx.deleteFrom('identity_identities').where('id', 'in', target.map((i) => i.id)).execute();
      });
    },

    /** A pending request, or the one already pending (asking twice makes no second request). */
    async requestDeletion(userId: string): Promise<DeletionRequest> {
      const pending = await db.selectFrom('identity_deletion_requests').selectAll().where('user_id', '=', userId).where('status', '=', 'pending').executeTakeFirst();
      if (pending) return deletion(pending);
      const row = await db
        .insertInto('identity_deletion_requests')
        .values({ id: randomUUID(), user_id: userId, status: 'pending', reason: null, decided_at: null })
        .returningAll()
        .executeTakeFirstOrThrow();
      return deletion(row);
    },

    /**
     * Decides the caller's pending request (at most one: requestDeletion makes no second). The route has checked the
     * nonce mailed to the account's address first. Approving anonymises the account in the same transaction:
     * sign-in identities, profile, settings, avatar, sessions, links and reports go, the user row stays (disabled,
     * its address replaced) so records that name the uuid keep a target.
     */
    async decideDeletion(userId: string, decision: { approve: true } | { approve: false; reason: string }): Promise<DeletionRequest> {
      return db.transaction().execute(async (trx) => {
        const at = new Date(now());
        const row = await trx
          .updateTable('identity_deletion_requests')
          .set({ status: decision.approve ? 'approved' : 'declined', reason: decision.approve ? null : decision.reason, decided_at: at })
          .where('user_id', '=', userId)
          .where('status', '=', 'pending')
          .returningAll()
          .executeTakeFirst();
        if (!row) throw errors.conflict('no deletion request of this account is pending');
        if (decision.approve) {
          for (const table of ['identity_identities', 'identity_profiles', 'identity_settings', 'identity_avatars', 'identity_sessions', 'identity_nonces', 'identity_gdpr_reports', 'identity_swg_links'] as const) {
            await trx.deleteFrom(table).where('user_id', '=', userId).execute();
          }
          await trx.updateTable('identity_users').set({ status: 'disabled', email: `deleted-${userId}@anonymised.invalid`, email_verified: false, last_login_at: null }).where('id', '=', userId).execute();
        }
        return deletion(row);
      });
    },

    async deletionRequests(userId: string): Promise<DeletionRequest[]> {
      const rows = await db.selectFrom('identity_deletion_requests').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();
      return rows.map(deletion);
    },

    /** Everything kept about the user, as the GDPR report holds it (no password hashes, no token digests). */
    async exportData(userId: string) {
      const user = await db.selectFrom('identity_users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
      const identities = await db.selectFrom('identity_identities').select(['type', 'user_name', 'created_at', 'last_login_at']).where('user_id', '=', userId).orderBy('id').execute();
      const profile = await db.selectFrom('identity_profiles').select(['data', 'updated_at']).where('user_id', '=', userId).executeTakeFirst();
      const sessions = await db.selectFrom('identity_sessions').select(['created_at', 'remember_me']).where('user_id', '=', userId).where('revoked_at', 'is', null).orderBy('created_at').execute();
      const swg = await db.selectFrom('identity_swg_links').select(['swg_id', 'linked_at']).where('user_id', '=', userId).orderBy('linked_at').execute();
      const avatar = await db.selectFrom('identity_avatars').select(['bytes', 'updated_at']).where('user_id', '=', userId).executeTakeFirst();
      return {
        user: {
          uuid: user.id,
          email: user.email,
          emailVerified: user.email_verified,
          status: user.status,
          createdOn: user.created_at.toISOString(),
          lastLoginDate: user.last_login_at?.toISOString() ?? null,
        },
        identities: identities.map((i) => ({ type: i.type, userName: i.user_name, createdOn: i.created_at.toISOString(), lastLoginDate: i.last_login_at?.toISOString() ?? null })),
        profile: profile?.data ?? {},
        settings: await this.settings(userId),
        sessions: sessions.map((s) => ({ createdOn: s.created_at.toISOString(), rememberMe: s.remember_me })),
        avatar: avatar ? { contentType: 'image/jpeg', bytes: avatar.bytes.length, updatedOn: avatar.updated_at.toISOString() } : null,
        deletionRequests: await this.deletionRequests(userId),
        subscribeWithGoogle: swg.map((l) => ({ accountId: l.swg_id, linkedOn: l.linked_at.toISOString() })),
      };
    },

    async createReport(userId: string) {
      const data = await this.exportData(userId);
      const row = await db.insertInto('identity_gdpr_reports').values({ id: randomUUID(), user_id: userId, data: JSON.stringify(data) }).returning(['id', 'created_at']).executeTakeFirstOrThrow();
      return { id: row.id, createdOn: row.created_at.toISOString() };
    },
    async reports(userId: string) {
      const rows = await db.selectFrom('identity_gdpr_reports').select(['id', 'created_at']).where('user_id', '=', userId).orderBy('created_at', 'desc').execute();
      return rows.map((r) => ({ id: r.id, createdOn: r.created_at.toISOString() }));
    },
    /** The caller's report; another reader's id is not found. */
    async report(userId: string, id: string) {
      if (!isUuid(id)) return undefined;
      const row = await db.selectFrom('identity_gdpr_reports').select(['id', 'created_at', 'data']).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return row && { id: row.id, createdOn: row.created_at.toISOString(), data: row.data };
    },
  };
}

export type AccountData = ReturnType<typeof accountData>;
