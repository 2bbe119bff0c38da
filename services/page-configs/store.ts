/**
 * Stored page configs as revisions: each save is a new revision (author, time, parent); each document has a head
 * (its newest revision) and at most one published revision, which readers get. A save names the revision it started
 * from: when that is no longer the head the save is refused with the current head (ConflictError) and nothing is
 * written, so two editors never overwrite each other unknowingly.
 */
import { createHash } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { PageConfigDb } from './migrations.ts';

export interface RevisionMeta { id: number; parent: number | null; author: string; at: string }
export interface Revision extends RevisionMeta {
  doc: string;
  /** The document's JSON (null when the stored text is not JSON: a file with a syntax error, in development). */
  value: unknown;
}
export interface StoredDoc { doc: string; head: RevisionMeta; published: RevisionMeta | null; text: string }

/** A save from a revision that is no longer the head (or creating a document that exists): the head as it is. */
export class ConflictError extends Error {
  constructor(readonly current: Revision) {
    super(`document "${current.doc}" was changed since (its head is revision ${current.id} by ${current.author})`);
  }
}

/** A revision that does not exist or belongs to another document. */
export class UnknownRevisionError extends Error {}

type Row = { id: number; doc: string; parent: number | null; author: string; at: Date | string; text: string };
const meta = (r: Pick<Row, 'id' | 'parent' | 'author' | 'at'>): RevisionMeta => ({ id: r.id, parent: r.parent, author: r.author, at: new Date(r.at).toISOString() });
const revisionOf = (r: Row): Revision => ({ ...meta(r), doc: r.doc, value: parseOrNull(r.text) });
function parseOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export const digestOf = (text: string) => createHash('sha256').update(text).digest('hex');

export function pageConfigStore(anyDb: Kysely<any>) {
  const db = anyDb as Kysely<PageConfigDb>;
  // Inside a transaction every read goes through it: PGlite has one connection, which the transaction holds.
  const revisions = (q: Kysely<PageConfigDb> = db) => q.selectFrom('page_config_revisions').select(['id', 'doc', 'parent', 'author', 'at', 'text']);
  const headOf = async (trx: Transaction<PageConfigDb>, doc: string) => {
    // Locks the document's row: concurrent saves of one document take turns, each seeing the other's head.
    const row = await sql<{ head: number }>`select head from page_config_docs where doc = ${doc} for update`.execute(trx);
    return row.rows[0]?.head;
  };
  const current = async (q: Kysely<PageConfigDb>, doc: string) => {
    const { head } = await q.selectFrom('page_config_docs').select('head').where('doc', '=', doc).executeTakeFirstOrThrow();
    return revisionOf((await revisions(q).where('id', '=', head).executeTakeFirstOrThrow()) as Row);
  };

  async function insertRevision(trx: Transaction<PageConfigDb>, doc: string, base: number | null, text: string, author: string): Promise<Row> {
    const head = await headOf(trx, doc);
    if ((head ?? null) !== base) throw new ConflictError(await current(trx, doc));
    const row = (await trx.insertInto('page_config_revisions').values({ doc, parent: head ?? null, author, text }).returning(['id', 'doc', 'parent', 'author', 'at', 'text']).executeTakeFirstOrThrow()) as Row;
    if (head === undefined) {
      // Two first saves of one new document: the loser finds the row taken and gets the winner's head.
      const made = await trx.insertInto('page_config_docs').values({ doc, head: row.id, published: null }).onConflict((c) => c.column('doc').doNothing()).returning('doc').executeTakeFirst();
      if (!made) throw new ConflictError(await current(trx, doc));
    } else {
      await trx.updateTable('page_config_docs').set({ head: row.id }).where('doc', '=', doc).execute();
    }
    return row;
  }

  async function publishIn(trx: Kysely<PageConfigDb>, doc: string, id: number): Promise<RevisionMeta> {
    const row = await revisions(trx).where('id', '=', id).where('doc', '=', doc).executeTakeFirst();
    if (!row) throw new UnknownRevisionError(`document "${doc}" has no revision ${id}`);
    await trx.updateTable('page_config_docs').set({ published: id }).where('doc', '=', doc).execute();
    return meta(row as Row);
  }

  return {
    async isEmpty(): Promise<boolean> {
      return !(await db.selectFrom('page_config_docs').select('doc').limit(1).executeTakeFirst());
    },

    /** Every document's published text (readers' configs). */
    async publishedTexts(): Promise<Map<string, string>> {
      const rows = await db.selectFrom('page_config_docs as d').innerJoin('page_config_revisions as r', 'r.id', 'd.published').select(['d.doc', 'r.text']).orderBy('d.doc').execute();
      return new Map(rows.map((r) => [r.doc, r.text]));
    },

    /** The digest of each file as last imported (see `importTexts`'s `files`). */
    async fileDigests(): Promise<Map<string, string>> {
      return new Map((await db.selectFrom('page_config_files').selectAll().execute()).map((r) => [r.doc, r.digest]));
    },

    /**
     * New revisions of these documents, each published at once, in one statement (seeding ~80 files costs one
     * round trip). `files`: they came from files, whose digests are remembered (development imports a file again
     * only when it changed).
     */
    async importTexts(entries: ReadonlyArray<{ doc: string; text: string }>, author: string, opts: { files?: boolean } = {}): Promise<number> {
      if (!entries.length) return 0;
      await db.transaction().execute(async (trx) => {
        const values = sql.join(entries.map((e) => sql`(${e.doc}, ${e.text})`));
        await sql`
          with v(doc, text) as (values ${values}),
          made as (
            insert into page_config_revisions (doc, parent, author, text)
            select v.doc, d.head, ${author}, v.text from v left join page_config_docs d on d.doc = v.doc
            returning id, doc
          )
          insert into page_config_docs (doc, head, published) select doc, id, id from made
          on conflict (doc) do update set head = excluded.head, published = excluded.published`.execute(trx);
        if (opts.files) {
          const digests = sql.join(entries.map((e) => sql`(${e.doc}, ${digestOf(e.text)})`));
          await sql`insert into page_config_files (doc, digest) values ${digests} on conflict (doc) do update set digest = excluded.digest`.execute(trx);
        }
      });
      return entries.length;
    },

    async docs(): Promise<StoredDoc[]> {
      const rows = await db
        .selectFrom('page_config_docs as d')
        .innerJoin('page_config_revisions as h', 'h.id', 'd.head')
        .leftJoin('page_config_revisions as p', 'p.id', 'd.published')
        .select(['d.doc', 'h.text', 'h.id as hid', 'h.parent as hparent', 'h.author as hauthor', 'h.at as hat', 'p.id as pid', 'p.parent as pparent', 'p.author as pauthor', 'p.at as pat'])
        .orderBy('d.doc')
        .execute();
      return rows.map((r) => ({
        doc: r.doc,
        text: r.text,
        head: meta({ id: r.hid, parent: r.hparent, author: r.hauthor, at: r.hat }),
        published: r.pid === null ? null : meta({ id: r.pid, parent: r.pparent, author: r.pauthor!, at: r.pat! }),
      }));
    },

    /** A document's head revision (with its value) and which revision is published; undefined when there is none. */
    async doc(doc: string): Promise<{ head: Revision; published: RevisionMeta | null; text: string } | undefined> {
      const d = await db.selectFrom('page_config_docs').selectAll().where('doc', '=', doc).executeTakeFirst();
      if (!d) return undefined;
      const head = (await revisions().where('id', '=', d.head).executeTakeFirstOrThrow()) as Row;
      const published = d.published === null ? undefined : await revisions().where('id', '=', d.published).executeTakeFirst();
      return { head: revisionOf(head), published: published ? meta(published as Row) : null, text: head.text };
    },

    /** Newest first, each saying whether it is the published one. */
    async revisions(doc: string): Promise<Array<RevisionMeta & { published: boolean }>> {
      const d = await db.selectFrom('page_config_docs').select('published').where('doc', '=', doc).executeTakeFirst();
      const rows = await db.selectFrom('page_config_revisions').select(['id', 'parent', 'author', 'at']).where('doc', '=', doc).orderBy('id', 'desc').execute();
      return rows.map((r) => ({ ...meta(r), published: r.id === d?.published }));
    },

    async revision(doc: string, id: number): Promise<(Revision & { text: string }) | undefined> {
      const row = await revisions().where('doc', '=', doc).where('id', '=', id).executeTakeFirst();
      return row ? { ...revisionOf(row as Row), text: row.text } : undefined;
    },

    /** A new head from `base` (null: a new document); ConflictError when `base` is not the head. */
    async save(doc: string, base: number | null, text: string, author: string): Promise<RevisionMeta> {
      return meta(await db.transaction().execute((trx) => insertRevision(trx, doc, base, text, author)));
    },

    /** Makes revision `id` of `doc` the one readers get. */
    async publish(doc: string, id: number): Promise<RevisionMeta> {
      return publishIn(db, doc, id);
    },

    /** Keeps a draft preview until `expiresAt` (and drops the expired ones). */
    async putPreview(key: string, preview: { drafts: Record<string, string>; url: string; expiresAt: number }): Promise<void> {
      await db.deleteFrom('page_config_previews').where('expires_at', '<', new Date()).execute();
      await db.insertInto('page_config_previews').values({ key, drafts: JSON.stringify(preview.drafts), url: preview.url, expires_at: new Date(preview.expiresAt) }).execute();
    },

    /** A preview that has not expired, or undefined. */
    async getPreview(key: string): Promise<{ drafts: Record<string, string>; url: string } | undefined> {
      const row = await db.selectFrom('page_config_previews').select(['drafts', 'url']).where('key', '=', key).where('expires_at', '>', new Date()).executeTakeFirst();
      return row ? { drafts: JSON.parse(row.drafts) as Record<string, string>, url: row.url } : undefined;
    },

    /** A new head with `text` (an older revision's), published at once: one transaction, so readers never see half. */
    async saveAndPublish(doc: string, base: number | null, text: string, author: string): Promise<RevisionMeta> {
      return db.transaction().execute(async (trx) => {
        const row = await insertRevision(trx, doc, base, text, author);
        await trx.updateTable('page_config_docs').set({ published: row.id }).where('doc', '=', doc).execute();
        return meta(row);
      });
    },
  };
}

export type PageConfigStore = ReturnType<typeof pageConfigStore>;
