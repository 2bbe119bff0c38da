/** Opens the content database: embedded PGlite by default, a real PostgreSQL when a URL is given. */
import { mkdir } from 'node:fs/promises';
import { Kysely, PostgresDialect, sql, type Generated } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { resilientPool } from '../pg-pool.ts';
import { migrateContentDb } from './migrations.ts';
import { lockFolder } from './folder-lock.ts';

export interface DocumentsTable {
  /** Row key: the _id, except sections, keyed "section:{site}:{_id}" because section _ids repeat per site. */
  key: string;
  id: string;
  type: string;
  display_date: Date | null;
  body: unknown;
  updated_at: Generated<Date>;
}

export interface DocumentsWebsitesTable {
  key: string;
  site: string;
  website_url: string | null;
  section_id: string | null;
}

export interface NavigationTable {
  site: string;
  hierarchy: string;
  tree: unknown;
  updated_at: Generated<Date>;
}

export interface ContentDb {
  documents: DocumentsTable;
  documents_websites: DocumentsWebsitesTable;
  navigation: NavigationTable;
}

export interface OpenOptions {
  databaseUrl?: string;
  /** PGlite folder, or "memory://" for a throwaway database. */
  dataDir?: string;
  /** PostgreSQL only: schema to create and use (lets parallel test runs share one database). */
  schema?: string;
}

export const DEFAULT_DATA_DIR = 'data/pglite';

export async function openContentDb(opts: OpenOptions): Promise<Kysely<ContentDb>> {
  const db = opts.databaseUrl ? await openPostgres(opts.databaseUrl, opts.schema) : await openPglite(opts.dataDir);
  try {
    await migrateContentDb(db, opts.databaseUrl ? opts.schema : undefined);
  } catch (err) {
    await db.destroy();
    throw err;
  }
  return db;
}

export const PGLITE_SHARED_BUFFERS = '16MB';

async function openPglite(dataDir = DEFAULT_DATA_DIR): Promise<Kysely<ContentDb>> {
  const inFolder = !dataDir.includes('://');
  if (inFolder) await mkdir(dataDir, { recursive: true });
  // One process per folder (folder-lock.ts): a second opener is refused, naming the holder, before touching a file.
  const release = inFolder ? lockFolder(dataDir) : () => {};
  try {
    // Postgres' default shared_buffers (128 MB) is allocated inside PGlite's WebAssembly memory at start, which never
    // shrinks: 16 MB holds the hot pages of a newsroom's documents and indexes; the OS page cache keeps the rest.
    const client = await PGlite.create(dataDir, { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`] });
    // Released when the database is closed (Kysely's destroy closes the client), or at the latest when the process exits.
    const close = client.close.bind(client);
    client.close = () => close().finally(release);
    return new Kysely<ContentDb>({ dialect: new PGliteDialect(client) });
  } catch (error) {
    release();
    throw error;
  }
}

async function openPostgres(url: string, schema?: string): Promise<Kysely<ContentDb>> {
  if (schema && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) {
    throw new Error(`content store: schema "${schema}" must be a lower-case SQL identifier`);
  }
  // Timeouts and an error listener on every client: a lost database answers 503s and heals, never ends the process.
  const pool = resilientPool({ connectionString: url, max: 10, schema, name: 'content store' });
  const db = new Kysely<ContentDb>({ dialect: new PostgresDialect({ pool }) });
  if (schema) await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
  return db;
}
