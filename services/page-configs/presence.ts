/**
 * Who has a document open in the editor, shared by every node through the store: each open editor sends a
 * heartbeat that keeps its row for `ttlSeconds`; a closed one leaves or simply stops beating. Expiry is on the
 * database's clock, so nodes whose clocks differ agree on who is there.
 */
import { sql, type Kysely } from 'kysely';
import type { PageConfigDb } from './migrations.ts';

export interface Present { id: string; name: string }

export function presenceStore(anyDb: Kysely<any>) {
  const db = anyDb as Kysely<PageConfigDb>;
  /** Who is on `doc` now (but `except`), by name. */
  async function present(doc: string, except?: string): Promise<Present[]> {
    let q = db.selectFrom('page_config_presence').select(['account_id', 'name']).where('doc', '=', doc).where('expires_at', '>', sql<Date>`now()`);
    if (except !== undefined) q = q.where('account_id', '<>', except);
    return (await q.orderBy('name').execute()).map((r) => ({ id: r.account_id, name: r.name }));
  }
  return {
    present,
    /** Marks `who` present on `doc` until `ttlSeconds` from now; the document's others still present. */
    async heartbeat(doc: string, who: Present, ttlSeconds: number): Promise<Present[]> {
      const expires = sql<Date>`now() + ${ttlSeconds}::integer * interval '1 second'`;
      await db.deleteFrom('page_config_presence').where('expires_at', '<=', sql<Date>`now()`).execute();
      await db
        .insertInto('page_config_presence')
        .values({ doc, account_id: who.id, name: who.name, expires_at: expires })
        .onConflict((c) => c.columns(['doc', 'account_id']).doUpdateSet({ name: who.name, expires_at: expires }))
        .execute();
      return present(doc, who.id);
    },

    async leave(doc: string, id: string): Promise<void> {
      await db.deleteFrom('page_config_presence').where('doc', '=', doc).where('account_id', '=', id).execute();
    },
  };
}
