/** The resizer's own tables, as Kysely migrations with their own bookkeeping (the content API migrates the same database). */
import { sql, type Generated, type Kysely } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';

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

export async function migrateOriginalsDb(db: Kysely<any>, schema?: string): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableName: 'resizer_migration',
    migrationLockTableName: 'resizer_migration_lock',
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(`resizer originals: migration ${failed ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
