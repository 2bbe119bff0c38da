/**
 * Originals in a shared PostgreSQL (DATABASE_URL): several nodes share one database but not one disk, so the bytes
 * live in the table resizer_originals and each node keeps a copy on its own disk as a cache.
 */
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { migrateOriginalsDb, type OriginalsDb } from './originals-migrations.ts';
import { findOnDisk, isOriginalExtension, writeOriginal, type Original, type OriginalStore } from './originals.ts';

export type DatabaseOriginalsOptions = {
  databaseUrl: string;
  /** Schema to create and use (tests share one database); the default search path otherwise. */
  schema?: string;
  /** This node's local copies. */
  dir: string;
};

export async function databaseOriginals({ databaseUrl, schema, dir }: DatabaseOriginalsOptions): Promise<OriginalStore> {
  if (schema && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) {
    throw new Error(`resizer originals: schema "${schema}" must be a lower-case SQL identifier`);
  }
  // A few connections are enough: a node reads an original from the database once, then from its disk.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4, ...(schema ? { options: `-c search_path=${schema},public` } : {}) });
  pool.on('error', (err) => console.error('resizer originals: idle PostgreSQL client error', err.message));
  const db = new Kysely<OriginalsDb>({ dialect: new PostgresDialect({ pool }) });
  try {
    if (schema) await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
    await migrateOriginalsDb(db, schema);
  } catch (error) {
    await db.destroy();
    throw error;
  }

  // Concurrent requests for an image not yet on this disk fetch it from the database once.
  const fetching = new Map<string, Promise<Original | undefined>>();
  const fetchToDisk = async (id: string): Promise<Original | undefined> => {
    const row = await db.selectFrom('resizer_originals').select(['ext', 'bytes', 'updated_at']).where('id', '=', id).executeTakeFirst();
    if (!row || !isOriginalExtension(row.ext)) return undefined;
    return writeOriginal(dir, id, row.ext, row.bytes, row.updated_at);
  };

  return {
    async find(id) {
      const local = await findOnDisk(dir, id);
      if (local) return local;
      let pending = fetching.get(id);
      if (!pending) {
        pending = fetchToDisk(id).finally(() => fetching.delete(id));
        fetching.set(id, pending);
      }
      return pending;
    },
    async has(id) {
      return (await db.selectFrom('resizer_originals').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
    },
    async put(id, ext, bytes) {
      await db
        .insertInto('resizer_originals')
        .values({ id, ext, bytes })
        .onConflict((oc) => oc.column('id').doUpdateSet({ ext, bytes, updated_at: sql`now()` }))
        .execute();
    },
    close: () => db.destroy(),
  };
}
