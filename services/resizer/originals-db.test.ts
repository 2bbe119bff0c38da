// Originals in a shared PostgreSQL: what one node stores, another with its own disk finds. Needs DATABASE_URL.
import { randomBytes } from 'node:crypto';
import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseOriginals } from './originals-db.ts';
import type { OriginalStore } from './originals.ts';
import { tempDir } from './test-helpers.ts';

const DATABASE_URL = process.env.DATABASE_URL;
if (!DATABASE_URL) console.warn('resizer: DATABASE_URL is not set; the PostgreSQL original store tests are skipped');

const schema = `resizer_originals_test_${randomBytes(6).toString('hex')}`;
const cleanup: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
  if (!DATABASE_URL) return;
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  await client.query(`drop schema if exists "${schema}" cascade`);
  await client.end();
});

/** A node: its own folder for local copies, the shared database. */
async function node(): Promise<{ store: OriginalStore; dir: string }> {
  const { dir, remove } = await tempDir('resizer-originals-db-');
  cleanup.push(remove);
  const store = await databaseOriginals({ databaseUrl: DATABASE_URL!, schema, dir });
  cleanup.push(() => store.close());
  return { store, dir };
}

const ID = '01ARZ3NDEKTSV4RRFFQ69G5FAV';
const OTHER = '01BX5ZZKBKACTAV9WEVGEMMVRZ';

describe.skipIf(!DATABASE_URL)('original store in PostgreSQL (several nodes, one database, a disk each)', () => {
  it('what node A puts, node B finds: copied to B\'s disk with the same bytes and the same mtime on every node', async () => {
    const a = await node();
    const b = await node();
    const c = await node();
    const bytes = randomBytes(2048);
    await a.store.put(ID, 'png', bytes);
    expect(await b.store.has(ID)).toBe(true);
    const found = await b.store.find(ID);
    expect(found?.file).toBe(path.join(b.dir, `${ID}.png`));
    expect((await readFile(found!.file)).equals(bytes)).toBe(true);
    const fromC = await c.store.find(ID);
    expect(fromC?.mtimeMs).toBe(found?.mtimeMs);
    expect(fromC?.size).toBe(2048);
  });

  it('an id in neither the database nor the disk is not found', async () => {
    const b = await node();
    expect(await b.store.find('01EZZZZZZZZZZZZZZZZZZZZZZZ')).toBeUndefined();
    expect(await b.store.has('01EZZZZZZZZZZZZZZZZZZZZZZZ')).toBe(false);
  });

  it('originals a node had only on its own disk are uploaded when it starts, so other nodes find them', async () => {
    const { dir, remove } = await tempDir('resizer-originals-db-local-');
    cleanup.push(remove);
    const bytes = randomBytes(1024);
    await writeFile(path.join(dir, `${OTHER}.jpg`), bytes);
    const old = await databaseOriginals({ databaseUrl: DATABASE_URL!, schema, dir });
    cleanup.push(() => old.close());
    const other = await node();
    const found = await other.store.find(OTHER);
    expect((await readFile(found!.file)).equals(bytes)).toBe(true);
    // Its own copy now carries the database's time, like every other node's.
    expect((await stat(path.join(dir, `${OTHER}.jpg`))).mtimeMs).toBe(found!.mtimeMs);
  });
});
