/**
 * Publishes planned for a time: a revision of a document to publish at `at`. Every node's runner asks for what is
 * due; a job is claimed by one atomic UPDATE (`claimed_at` set only where it was null), so with any number of nodes
 * each job runs once. A node that dies between claim and done leaves the job claimed, not done: it is shown so,
 * never run twice.
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { PageConfigDb } from './migrations.ts';

export interface Schedule {
  id: number;
  doc: string;
  revision: number;
  at: string;
  author: string;
  state: 'pending' | 'running' | 'done' | 'failed';
  doneAt?: string;
  error?: string;
}

type Row = Selectable<PageConfigDb['page_config_schedules']>;
const iso = (d: Date | string) => new Date(d).toISOString();
const scheduleOf = (r: Row): Schedule => ({
  id: r.id,
  doc: r.doc,
  revision: r.revision,
  at: iso(r.at),
  author: r.author,
  state: r.error !== null ? 'failed' : r.done_at !== null ? 'done' : r.claimed_at !== null ? 'running' : 'pending',
  ...(r.done_at !== null ? { doneAt: iso(r.done_at) } : {}),
  ...(r.error !== null ? { error: r.error } : {}),
});

/** How long a finished job stays in the lists. */
const SHOWN_AFTER_DONE = sql`interval '1 day'`;

export function scheduleStore(anyDb: Kysely<any>) {
  const db = anyDb as Kysely<PageConfigDb>;
  const all = () => db.selectFrom('page_config_schedules').selectAll();
  return {
    async schedule(doc: string, revision: number, at: Date, author: string): Promise<Schedule> {
      return scheduleOf(await db.insertInto('page_config_schedules').values({ doc, revision, at, author, claimed_at: null, claimed_by: null, done_at: null, error: null, cancelled_at: null }).returningAll().executeTakeFirstOrThrow());
    },

    /** Jobs not cancelled, pending or finished within a day, soonest first (of one document, or all). */
    async schedules(doc?: string): Promise<Schedule[]> {
      let q = all().where('cancelled_at', 'is', null).where((w) => w.or([w('done_at', 'is', null), w('done_at', '>', sql<Date>`now() - ${SHOWN_AFTER_DONE}`)]));
      if (doc !== undefined) q = q.where('doc', '=', doc);
      return (await q.orderBy('at').orderBy('id').execute()).map(scheduleOf);
    },

    /** Cancels a job not yet claimed: false when there is none (unknown, cancelled, or already running or done). */
    async cancelSchedule(id: number): Promise<boolean> {
      return !!(await db.updateTable('page_config_schedules').set({ cancelled_at: sql<Date>`now()` }).where('id', '=', id).where('claimed_at', 'is', null).where('cancelled_at', 'is', null).returning('id').executeTakeFirst());
    },

    /** Claims the jobs due now for `node`: a job another node claimed first is not among them. */
    async claimDue(node: string, limit = 10): Promise<Schedule[]> {
      const rows = await sql<Row>`
        update page_config_schedules set claimed_at = now(), claimed_by = ${node}
        where id in (
          select id from page_config_schedules
          where claimed_at is null and cancelled_at is null and at <= now()
          order by at limit ${limit} for update skip locked
        ) and claimed_at is null
        returning *`.execute(db);
      return rows.rows.map(scheduleOf);
    },

    async finishSchedule(id: number, error?: string): Promise<void> {
      await db.updateTable('page_config_schedules').set({ done_at: sql<Date>`now()`, error: error ?? null }).where('id', '=', id).execute();
    },
  };
}
