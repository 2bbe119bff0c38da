/** Runs a service's Kysely migrations to the latest, each service with its own bookkeeping tables. */
import type { Kysely } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';

export interface ServiceMigrations {
  /** Names the service in the error a failed migration throws, e.g. `content store`. */
  service: string;
  /** Prefix of the bookkeeping tables (`<prefix>_migration`, `<prefix>_migration_lock`). */
  tablePrefix: string;
  migrations: Record<string, Migration>;
}

export async function migrateToLatest(db: Kysely<any>, { service, tablePrefix, migrations }: ServiceMigrations, schema?: string): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Own bookkeeping tables per service: several services may migrate the same database.
    migrationTableName: `${tablePrefix}_migration`,
    migrationLockTableName: `${tablePrefix}_migration_lock`,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  let { error, results } = await migrator.migrateToLatest();
  // Kysely first lists every table of every schema; when another tenant of the database drops its schema in that
  // moment (test runs do, each in a schema of its own), PostgreSQL reports that schema missing: list again.
  for (let retry = 0; retry < 3 && error && isOtherSchemaGone(error, schema); retry++) ({ error, results } = await migrator.migrateToLatest());
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(`${service}: migration ${failed ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function isOtherSchemaGone(error: unknown, ours: string | undefined): boolean {
  const gone = /(?:schema|relation) "([^"]+)" does not exist/.exec(error instanceof Error ? error.message : String(error))?.[1];
  return gone !== undefined && gone !== ours && !gone.startsWith(`${ours}.`);
}
