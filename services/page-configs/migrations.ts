/**
 * The page-config store's tables, in the services' database (the content store's: PGlite, or PostgreSQL with
 * DATABASE_URL) with their own bookkeeping table (`page_configs_migration`). Every table is prefixed `page_config`.
 * A revision keeps the document's JSON as text, as it was saved or imported: exporting writes the same bytes back,
 * so a file round-trips unchanged (jsonb would reorder keys).
 */
import { sql, type Generated, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { migrateToLatest } from '../migrate.ts';

export interface PageConfigDb {
  page_config_revisions: {
    id: Generated<number>;
    doc: string;
    parent: number | null;
    author: string;
    at: Generated<Date>;
    text: string;
  };
  /** One row per document: its newest revision and the one readers get. */
  page_config_docs: {
    doc: string;
    head: number;
    published: number | null;
  };
  /** Development: the digest of each file as last imported, so only a changed file makes a new revision. */
  page_config_files: {
    doc: string;
    digest: string;
  };
  /** Editor roles by the identity service's account id. */
  page_config_editors: {
    account_id: string;
    role: string;
    granted_at: Generated<Date>;
  };
  /** Draft previews by their random key, so any node behind the load balancer renders one (expiring). */
  page_config_previews: {
    key: string;
    drafts: string;
    url: string;
    expires_at: Date;
  };
  /** Who has a document open in the editor, by heartbeat: a row lives until `expires_at` (the database's clock). */
  page_config_presence: {
    doc: string;
    account_id: string;
    name: string;
    expires_at: Date;
  };
  /** A revision to publish at a time; claimed by one node (`claimed_at`), then done (or failed with `error`). */
  page_config_schedules: {
    id: Generated<number>;
    doc: string;
    revision: number;
    at: Date;
    author: string;
    created_at: Generated<Date>;
    claimed_at: Date | null;
    claimed_by: string | null;
    done_at: Date | null;
    error: string | null;
    cancelled_at: Date | null;
  };
  /** Editor sessions: only the SHA-256 of the cookie's random id is kept. */
  page_config_sessions: {
    digest: string;
    account_id: string;
    created_at: Generated<Date>;
    expires_at: Date;
    revoked_at: Date | null;
  };
}

const migrations: Record<string, Migration> = {
  '001-store': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('page_config_revisions')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('doc', 'text', (c) => c.notNull())
        .addColumn('parent', 'integer', (c) => c.references('page_config_revisions.id'))
        .addColumn('author', 'text', (c) => c.notNull())
        .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('text', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('page_config_revisions_doc').on('page_config_revisions').columns(['doc', 'id']).execute();
      await db.schema
        .createTable('page_config_docs')
        .addColumn('doc', 'text', (c) => c.primaryKey())
        .addColumn('head', 'integer', (c) => c.notNull().references('page_config_revisions.id'))
        .addColumn('published', 'integer', (c) => c.references('page_config_revisions.id'))
        .execute();
      await db.schema
        .createTable('page_config_files')
        .addColumn('doc', 'text', (c) => c.primaryKey())
        .addColumn('digest', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('page_config_editors')
        .addColumn('account_id', 'text', (c) => c.primaryKey())
        .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('editor')`))
        .addColumn('granted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createTable('page_config_sessions')
        .addColumn('digest', 'text', (c) => c.primaryKey())
        .addColumn('account_id', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('revoked_at', 'timestamptz')
        .execute();
      await db.schema
        .createTable('page_config_previews')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('drafts', 'text', (c) => c.notNull())
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('page_config_sessions_account').on('page_config_sessions').column('account_id').execute();
    },
  },
  '002-presence-schedules': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('page_config_presence')
        .addColumn('doc', 'text', (c) => c.notNull())
        .addColumn('account_id', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addPrimaryKeyConstraint('page_config_presence_pk', ['doc', 'account_id'])
        .execute();
      await db.schema
        .createTable('page_config_schedules')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('doc', 'text', (c) => c.notNull())
        .addColumn('revision', 'integer', (c) => c.notNull().references('page_config_revisions.id'))
        .addColumn('at', 'timestamptz', (c) => c.notNull())
        .addColumn('author', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('claimed_at', 'timestamptz')
        .addColumn('claimed_by', 'text')
        .addColumn('done_at', 'timestamptz')
        .addColumn('error', 'text')
        .addColumn('cancelled_at', 'timestamptz')
        .execute();
      // The runner's question, every few seconds on every node: what is due and unclaimed.
      await db.schema.createIndex('page_config_schedules_due').on('page_config_schedules').column('at').where(sql.ref('claimed_at'), 'is', null).execute();
    },
  },
};

export function migratePageConfigDb(db: Kysely<any>, schema?: string): Promise<void> {
  return migrateToLatest(db, { service: 'page-config store', tablePrefix: 'page_configs', migrations }, schema);
}
