/** The resizer's own tables, as Kysely migrations with their own bookkeeping (the content API migrates the same database). */
import { sql, type Generated, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { migrateToLatest } from '../migrate.ts';

export interface OriginalsDb {
  resizer_originals: { id: string; ext: string; bytes: Buffer; updated_at: Generated<Date> };
}

const migrations: Record<string, Migration> = {
  '2025_06_001_resizer_originals': {
    async up(db) {
      await db.schema
        .createTable('resizer_originals')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('ext', 'text', (c) => c.notNull().check(sql`ext in ('jpg', 'png', 'webp')`))
        .addColumn('bytes', 'bytea', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
    },
    async down(db) {
      await db.schema.dropTable('resizer_originals').execute();
    },
  },
};

export function migrateOriginalsDb(db: Kysely<any>, schema?: string): Promise<void> {
  return migrateToLatest(db, { service: 'resizer originals', tablePrefix: 'resizer', migrations }, schema);
}
