/**
 * Originals in a shared PostgreSQL (DATABASE_URL): several nodes share one database but not one disk, so the bytes
 * live in the table resizer_originals and each node keeps a copy on its own disk as a cache.
 */
import { readdir, readFile, utimes } from 'node:fs/promises';
import path from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { resilientPool } from '../pg-pool.ts';
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
  const pool = resilientPool({ connectionString: databaseUrl, max: 4, schema, name: 'resizer originals' });
  const db = new Kysely<OriginalsDb>({ dialect: new PostgresDialect({ pool }) });
  try {
    if (schema) await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
    await migrateOriginalsDb(db, schema);
    await uploadLocalOnly(db, dir);
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

/**
 * Originals that are on this disk but not in the database (a node that kept them on disk before they were shared)
 * are uploaded once, so other nodes can serve them too. Afterwards this is one listing and one query per start.
 */
async function uploadLocalOnly(db: Kysely<OriginalsDb>, dir: string) {
  const local = new Map<string, string>();
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    const match = /^([A-Z0-9]{26})\.(jpg|png|webp)$/.exec(name);
    if (match && !local.has(match[1]!)) local.set(match[1]!, match[2]!);
  }
  if (local.size === 0) return;
  const stored = await db.selectFrom('resizer_originals').select('id').where('id', 'in', [...local.keys()]).execute();
  for (const { id } of stored) local.delete(id);
  for (const [id, ext] of local) {
    const file = path.join(dir, `${id}.${ext}`);
    const row = await db
      .insertInto('resizer_originals')
      .values({ id, ext, bytes: await readFile(file) })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('updated_at')
      .executeTakeFirst();
    // The database's time is every node's mtime for this original (it keys the resized cache and the ETag).
    if (row) await utimes(file, row.updated_at, row.updated_at);
  }
}
