/**
 * Who may edit: editor roles by the identity service's account id (granted by an operator with
 * `npm run editor-role`), and editor sessions. A session's cookie carries a random 256-bit id; only its SHA-256
 * is stored, so a read of the table gives no usable cookie. Revoking a role ends that account's sessions.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { normaliseEmail } from '../identity/accounts.ts';
import type { PageConfigDb } from './migrations.ts';

export const EDITOR_ROLE = 'editor';
/** How long an editor session lasts without signing in again. */
export const SESSION_SECONDS = 12 * 60 * 60;

export interface EditorAccount { id: string; email: string; name?: string }

const digest = (id: string) => createHash('sha256').update(id).digest('hex');

export function editorAccess(anyDb: Kysely<any>, now: () => number = Date.now) {
  const db = anyDb as Kysely<PageConfigDb>;

  /** The identity account (id, email, name from its profile), or undefined. */
  async function account(where: { id: string } | { email: string }): Promise<EditorAccount | undefined> {
    const found = await sql<{ id: string; email: string; data: Record<string, unknown> | null }>`
      select u.id::text as id, u.email, p.data from identity_users u left join identity_profiles p on p.user_id = u.id
      where ${'id' in where ? sql`u.id::text = ${where.id}` : sql`u.email = ${normaliseEmail(where.email)}`}`.execute(db);
    const row = found.rows[0];
    if (!row) return undefined;
    const data = typeof row.data === 'string' ? JSON.parse(row.data) : (row.data ?? {});
    const name = [data.firstName, data.lastName].filter((p) => typeof p === 'string' && p).join(' ');
    return { id: row.id, email: row.email, ...(name ? { name } : {}) };
  }

  return {
    account,

    async roleOf(accountId: string): Promise<string | undefined> {
      return (await db.selectFrom('page_config_editors').select('role').where('account_id', '=', accountId).executeTakeFirst())?.role;
    },

    async grant(accountId: string): Promise<void> {
      await db.insertInto('page_config_editors').values({ account_id: accountId, role: EDITOR_ROLE }).onConflict((c) => c.column('account_id').doNothing()).execute();
    },

    /** Takes the role away and ends the account's editor sessions at once. */
    async revoke(accountId: string): Promise<boolean> {
      const gone = await db.deleteFrom('page_config_editors').where('account_id', '=', accountId).executeTakeFirst();
      await db.updateTable('page_config_sessions').set({ revoked_at: new Date(now()) }).where('account_id', '=', accountId).where('revoked_at', 'is', null).execute();
      return Number(gone.numDeletedRows) > 0;
    },

    async list(): Promise<Array<{ accountId: string; email?: string; role: string; grantedAt: string }>> {
      const rows = await sql<{ account_id: string; role: string; granted_at: Date; email: string | null }>`
        select e.account_id, e.role, e.granted_at, u.email from page_config_editors e
        left join identity_users u on u.id::text = e.account_id order by u.email, e.account_id`.execute(db);
      return rows.rows.map((r) => ({ accountId: r.account_id, role: r.role, grantedAt: new Date(r.granted_at).toISOString(), ...(r.email ? { email: r.email } : {}) }));
    },

    /** A new session for the account: the cookie's value (only its digest is kept). */
    async startSession(accountId: string): Promise<{ id: string; maxAgeSeconds: number }> {
      const id = randomBytes(32).toString('base64url');
      await db.insertInto('page_config_sessions').values({ digest: digest(id), account_id: accountId, expires_at: new Date(now() + SESSION_SECONDS * 1000), revoked_at: null }).execute();
      return { id, maxAgeSeconds: SESSION_SECONDS };
    },

    /** The account of a live session (not expired, not revoked, and the account still an editor), else undefined. */
    async sessionAccount(id: string | undefined): Promise<string | undefined> {
      if (!id || !/^[A-Za-z0-9_-]{43}$/.test(id)) return undefined;
      const row = await db
        .selectFrom('page_config_sessions as s')
        .innerJoin('page_config_editors as e', 'e.account_id', 's.account_id')
        .select('s.account_id')
        .where('s.digest', '=', digest(id))
        .where('s.revoked_at', 'is', null)
        .where('s.expires_at', '>', new Date(now()))
        .executeTakeFirst();
      return row?.account_id;
    },

    async endSession(id: string | undefined): Promise<void> {
      if (!id) return;
      await db.updateTable('page_config_sessions').set({ revoked_at: new Date(now()) }).where('digest', '=', digest(id)).execute();
    },
  };
}

export type EditorAccess = ReturnType<typeof editorAccess>;
