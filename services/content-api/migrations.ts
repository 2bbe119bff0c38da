/** Schema of the content store, as Kysely migrations in code (same for PGlite and PostgreSQL). */
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { migrateToLatest } from '../migrate.ts';

// Macrons are folded on both the indexed and the queried side, so "Maori" finds "Māori".
const FOLD_FROM = 'āēīōūĀĒĪŌŪ';
const FOLD_TO = 'aeiouAEIOU';
export const MACRON_FOLD = { from: FOLD_FROM, to: FOLD_TO };

const folded = (expr: string) => `translate(${expr}, '${FOLD_FROM}', '${FOLD_TO}')`;

/** Weighted full-text vector: headline (A), subheadline + description (B), text and header elements (C). */
const SEARCH_VECTOR = `
  setweight(to_tsvector('simple', ${folded(`coalesce(body #>> '{headlines,basic}', '')`)}), 'A') ||
  setweight(to_tsvector('simple', ${folded(
    `coalesce(body #>> '{subheadlines,basic}', '') || ' ' || coalesce(body #>> '{description,basic}', '')`,
  )}), 'B') ||
  setweight(jsonb_to_tsvector('simple', ${folded(
    `coalesce(jsonb_path_query_array(body, '$.content_elements[*] ? (@.type == "text" || @.type == "header").content'), '[]'::jsonb)::text`,
  )}::jsonb, '["string"]'), 'C')`;

const migrations: Record<string, Migration> = {
  '2025_01_001_documents': {
    async up(db) {
      await db.schema
        .createTable('documents')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('id', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('display_date', 'timestamptz')
        .addColumn('body', 'jsonb', (c) => c.notNull())
        .addColumn('search', sql`tsvector`, (c) => c.generatedAlwaysAs(sql.raw(SEARCH_VECTOR)).stored())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      // Feeds sort by date with _id as tie-break; Lucene field terms become jsonb containment (GIN).
      await db.schema.createIndex('documents_type_date_idx').on('documents').columns(['type', 'display_date', 'id']).execute();
      await db.schema.createIndex('documents_date_idx').on('documents').columns(['display_date', 'key']).execute();
      await sql`create index documents_body_idx on documents using gin (body jsonb_path_ops)`.execute(db);
      await sql`create index documents_search_idx on documents using gin (search)`.execute(db);
      await db.schema
        .createTable('documents_websites')
        .addColumn('key', 'text', (c) => c.notNull().references('documents.key').onDelete('cascade'))
        .addColumn('site', 'text', (c) => c.notNull())
        .addColumn('website_url', 'text')
        .addColumn('section_id', 'text')
        .addPrimaryKeyConstraint('documents_websites_pk', ['key', 'site'])
        .execute();
      await sql`create unique index documents_websites_url_idx on documents_websites (site, website_url) where website_url is not null`.execute(db);
      await db.schema.createIndex('documents_websites_site_idx').on('documents_websites').columns(['site', 'key']).execute();
      await db.schema.createIndex('documents_websites_section_idx').on('documents_websites').columns(['site', 'section_id']).execute();
      await db.schema
        .createTable('navigation')
        .addColumn('site', 'text', (c) => c.notNull())
        .addColumn('hierarchy', 'text', (c) => c.notNull())
        .addColumn('tree', 'jsonb', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint('navigation_pk', ['site', 'hierarchy'])
        .execute();
    },
    async down(db) {
      await db.schema.dropTable('navigation').execute();
      await db.schema.dropTable('documents_websites').execute();
      await db.schema.dropTable('documents').execute();
    },
  },
};

export function migrateContentDb(db: Kysely<any>, schema?: string): Promise<void> {
  return migrateToLatest(db, { service: 'content store', tablePrefix: 'content_api', migrations }, schema);
}
