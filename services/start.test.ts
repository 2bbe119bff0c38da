// Start-up of the embedded services: configuration is checked before any database is touched, and nodes sharing a
// PostgreSQL share the image originals through it.
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startServices } from './index.ts';
import { signImageId } from './resizer/index.ts';
import { emptyDatabase, TEST_DATA_DIR } from '../tests/support/db-copies.ts';

const DATABASE_URL = process.env.DATABASE_URL;
if (!DATABASE_URL) console.warn('services: DATABASE_URL is not set; the shared-PostgreSQL start-up tests are skipped');

const SECRET = 'services-start-test-secret-0123456789abcdef';
const cleanup: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

async function dataDir() {
  const dir = await mkdtemp(path.join(tmpdir(), 'services-start-'));
  cleanup.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

async function query<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** A schema of its own per test, so parallel runs and other test files never meet in the shared database. */
function testSchema() {
  const schema = `services_start_test_${randomBytes(6).toString('hex')}`;
  cleanup.push(() => query(`drop schema if exists "${schema}" cascade`));
  return schema;
}

async function serveServices(services: Awaited<ReturnType<typeof startServices>>) {
  const app = express();
  services.mount(app);
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve, reject) => server.once('listening', resolve).once('error', reject));
  cleanup.push(() => new Promise((resolve) => server.close(resolve)));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('a refused start touches no database (configuration is checked before migrations and sample content)', () => {
  it('a RESIZER_SECRET under 32 characters: refused, and no PGlite database or image originals were created', async () => {
    const dir = await dataDir();
    await expect(startServices({ dataDir: dir, env: { RESIZER_SECRET: 'too-short' } })).rejects.toThrow(/RESIZER_SECRET is too short \(9 characters\)/);
    await expect(startServices({ dataDir: dir, secret: 'short', env: {} })).rejects.toThrow(/resizer secret is too short/);
    expect(await readdir(dir)).toEqual([]);
  });

  it('an unreadable RESIZER_CACHE_MAX_BYTES: refused with the expected form, before any database', async () => {
    const dir = await dataDir();
    await expect(startServices({ dataDir: dir, secret: SECRET, env: { RESIZER_CACHE_MAX_BYTES: 'lots' } })).rejects.toThrow(
      /RESIZER_CACHE_MAX_BYTES must be a number of bytes, optionally with KB, MB or GB \(e\.g\. 512MB\), got "lots"/,
    );
    expect(existsSync(path.join(dir, 'pglite'))).toBe(false);
  });

  it('a production node sharing a database without RESIZER_SECRET: refused before connecting (an unreachable URL is never dialled)', async () => {
    const dir = await dataDir();
    // Nothing listens on port 1: had the node connected first, the error would be a connection error.
    const start = startServices({ dataDir: dir, databaseUrl: 'postgres://postgres@127.0.0.1:1/none', env: { NODE_ENV: 'production' } });
    await expect(start).rejects.toThrow(/RESIZER_SECRET is not set: a deployment of several nodes needs the same resizer secret on every node/);
    expect(await readdir(dir)).toEqual([]);
  });

  it('a production node sharing a database without IDENTITY_JWT_SECRET: refused before connecting, like the resizer secret', async () => {
    const dir = await dataDir();
    const start = startServices({ dataDir: dir, databaseUrl: 'postgres://postgres@127.0.0.1:1/none', env: { NODE_ENV: 'production', RESIZER_SECRET: SECRET } });
    await expect(start).rejects.toThrow(/IDENTITY_JWT_SECRET is not set: a deployment of several nodes needs the same identity signing key on every node/);
    expect(await readdir(dir)).toEqual([]);
  });

  it('a production node sharing a database without IDENTITY_OIDC_KEY: refused before connecting, like the other shared keys', async () => {
    const dir = await dataDir();
    const env = { NODE_ENV: 'production', RESIZER_SECRET: SECRET, IDENTITY_JWT_SECRET: 'j'.repeat(48), ALTCHA_HMAC_KEY: 'a'.repeat(48) };
    const start = startServices({ dataDir: dir, databaseUrl: 'postgres://postgres@127.0.0.1:1/none', env });
    await expect(start).rejects.toThrow(/IDENTITY_OIDC_KEY is not set: a deployment of several nodes needs the same OpenID signing key on every node/);
    expect(await readdir(dir)).toEqual([]);
  });

  it('identity adapter and CORS settings that cannot work (a bad IDENTITY_ALLOWED_ORIGINS, RECAPTCHA_SCORE or PUBLIC_ORIGIN): refused before any database', async () => {
    const dir = await dataDir();
    const env = { IDENTITY_JWT_SECRET: 'j'.repeat(48) };
    await expect(startServices({ dataDir: dir, secret: SECRET, env: { ...env, IDENTITY_ALLOWED_ORIGINS: 'https://shop.example/path' } })).rejects.toThrow(/IDENTITY_ALLOWED_ORIGINS: .* is not a bare http\(s\) origin/);
    await expect(startServices({ dataDir: dir, secret: SECRET, env: { ...env, RECAPTCHA_SECRET: 's', RECAPTCHA_SCORE: '7' } })).rejects.toThrow(/RECAPTCHA_SCORE/);
    await expect(startServices({ dataDir: dir, secret: SECRET, env: { ...env, PUBLIC_ORIGIN: 'news.example' } })).rejects.toThrow(/PUBLIC_ORIGIN: "news.example" is not a bare http\(s\) origin/);
    expect(await readdir(dir)).toEqual([]);
  });

  it.skipIf(!DATABASE_URL)('PostgreSQL: a refused node leaves its schema uncreated (no migrations, no tables)', async () => {
    const schema = testSchema();
    await expect(startServices({ dataDir: await dataDir(), databaseUrl: DATABASE_URL, schema, env: { NODE_ENV: 'production' } })).rejects.toThrow(/RESIZER_SECRET is not set/);
    await expect(startServices({ dataDir: await dataDir(), databaseUrl: DATABASE_URL, schema, env: { RESIZER_SECRET: 'short' } })).rejects.toThrow(/too short/);
    expect(await query('select 1 from information_schema.schemata where schema_name = $1', [schema])).toEqual([]);
  });
});

describe.skipIf(!DATABASE_URL)('several nodes on one PostgreSQL share image originals (DATABASE_URL)', () => {
  it('node B, with its own empty data folder, serves the image originals node A put into the shared database: resized and original, with the same ETag', async () => {
    const schema = testSchema();
    const env = { RESIZER_SECRET: SECRET };
    // A's disk holds the sample's originals as global setup drew them, as a node that kept them on disk before they
    // were shared: A puts them into the database at start. (Loading the whole sample would draw ~450 images and
    // write every document: most of a minute on a shared machine, for nothing B's side needs.)
    const originals = path.join(TEST_DATA_DIR, 'images');
    expect(existsSync(originals), 'global setup draws the sample originals').toBe(true);
    const aDir = await dataDir();
    cpSync(originals, path.join(aDir, 'images'), { recursive: true });
    const a = await startServices({ dataDir: aDir, databaseUrl: DATABASE_URL, schema, env, sampleContent: false });
    cleanup.push(() => a.close());
    const bDir = await dataDir();
    const b = await startServices({ dataDir: bDir, databaseUrl: DATABASE_URL, schema, env, sampleContent: false });
    cleanup.push(() => b.close());
    const [baseA, baseB] = [await serveServices(a), await serveServices(b)];

    const id = readdirSync(originals).find((f) => f.endsWith('.jpg'))!.replace(/\.jpg$/, '');
    const image = { _id: id, auth: { 2: signImageId(SECRET, id) } };
    expect(existsSync(path.join(bDir, 'images', `${image._id}.jpg`))).toBe(false);

    const resized = `/resizer/v2/${image._id}?auth=${image.auth['2']}&width=400&height=300`;
    const fromB = await fetch(`${baseB}${resized}`);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe('image/jpeg');
    // The original's time comes from the database, so every node names the same output with the same ETag.
    expect(fromB.headers.get('etag')).toBe((await fetch(`${baseA}${resized}`)).headers.get('etag'));
    // Once fetched, the original is on B's own disk.
    expect(existsSync(path.join(bDir, 'images', `${image._id}.jpg`))).toBe(true);

    const original = await fetch(`${baseB}/resizer/v2/${image._id}.jpg`);
    expect(original.status).toBe(200);
    const bytes = Buffer.from(await original.arrayBuffer());
    expect(bytes.equals(Buffer.from(await (await fetch(`${baseA}/resizer/v2/${image._id}.jpg`)).arrayBuffer()))).toBe(true);

    const [{ count }] = await query<{ count: string }>(`select count(*) from "${schema}".resizer_originals`);
    expect(Number(count)).toBeGreaterThan(100);
  }, 300_000);
});

describe('the identity service is mounted with the others, in the content API database', () => {
  it('PGlite: /identity answers beside /arc; the signing key was generated into the data folder', async () => {
    const dir = await dataDir();
    // A copy of global setup's migrated database: this is about what is mounted, not about migrating.
    const db = emptyDatabase();
    cleanup.push(async () => db.remove());
    const services = await startServices({ dataDir: dir, pgliteDir: db.dataDir, secret: SECRET, sampleContent: false, env: {} });
    cleanup.push(() => services.close());
    const base = await serveServices(services);
    const config = await fetch(`${base}/identity/public/v1/config`);
    expect(config.status).toBe(200);
    expect(await config.json()).toMatchObject({ pwMinLength: 8, signinRecaptcha: false });
    expect(existsSync(path.join(dir, 'identity-jwt-secret'))).toBe(true);
  }, 120_000);

  it.skipIf(!DATABASE_URL)('PostgreSQL: two nodes with the same IDENTITY_JWT_SECRET share readers: signed up on A, signed in and refreshed on B', async () => {
    const schema = testSchema();
    const env = { RESIZER_SECRET: SECRET, IDENTITY_JWT_SECRET: 'j'.repeat(48) };
    const nodes = [];
    for (let i = 0; i < 2; i++) {
      const node = await startServices({ dataDir: await dataDir(), databaseUrl: DATABASE_URL, schema, env, sampleContent: false });
      cleanup.push(() => node.close());
      nodes.push(await serveServices(node));
    }
    const [a, b] = nodes.map((base) => `${base}/identity/public/v1`);
    const post = (url: string, body: unknown) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await post(`${a}/signup`, { identity: { userName: 'two-nodes@example.org', credentials: 'Kia-ora-2026' } })).status).toBe(201);
    const login = await (await post(`${b}/auth/login`, { userName: 'two-nodes@example.org', credentials: 'Kia-ora-2026' })).json();
    const profile = await fetch(`${a}/profile`, { headers: { authorization: `Bearer ${login.accessToken}` } });
    expect(profile.status).toBe(200);
    expect((await post(`${a}/auth/token`, { token: login.refreshToken })).status).toBe(200);
    const [{ count }] = await query<{ count: string }>(`select count(*) from "${schema}".identity_users`);
    expect(Number(count)).toBe(1);
  }, 120_000);
});
