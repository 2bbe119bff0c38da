/** Starts the content API over real HTTP on an ephemeral port, on PGlite or PostgreSQL. */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import express from 'express';
import pg from 'pg';
import { createContentApi, createContentStore, type ContentApiOptions, type ContentStore } from '../index.ts';
import { allDocuments, mainMenu } from './fixtures.ts';
import { emptyDatabase } from '../../../tests/support/db-copies.ts';

export interface Backend {
  name: string;
  enabled: boolean;
  /** `remove`, when given, deletes what the store kept once it is closed. */
  options(): { databaseUrl?: string; dataDir?: string; schema?: string; remove?(): void };
}

const DATABASE_URL = process.env.DATABASE_URL;

export const backends: Backend[] = [
  // A copy of global setup's migrated empty database: what a fresh one would be, without initdb and the migrations.
  { name: 'PGlite', enabled: true, options: () => emptyDatabase() },
  {
    name: 'PostgreSQL (DATABASE_URL)',
    enabled: Boolean(DATABASE_URL),
    // A schema per run keeps parallel runs and test files apart in the shared database.
    options: () => ({ databaseUrl: DATABASE_URL, schema: `content_api_test_${randomBytes(6).toString('hex')}` }),
  },
];

if (!DATABASE_URL) console.warn('content-api: DATABASE_URL is not set; PostgreSQL variants of the content API tests are skipped');

export const TOKEN = 'test-token';

export interface Running {
  base: string;
  store: ContentStore;
  get(path: string, init?: RequestInit): Promise<{ status: number; body: any }>;
  put(path: string, body: unknown, init?: RequestInit): Promise<{ status: number; body: any }>;
  close(): Promise<void>;
}

async function dropSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop schema if exists "${schema}" cascade`);
  } finally {
    await client.end();
  }
}

export async function startApi(backend: Backend, opts: ContentApiOptions = { token: TOKEN }, seed = true): Promise<Running> {
  const storeOptions = backend.options();
  const store = await createContentStore({ dataDir: storeOptions.dataDir, databaseUrl: storeOptions.databaseUrl, schema: storeOptions.schema });
  if (seed) {
    for (const doc of allDocuments) await store.put(doc);
    await store.putNavigation('teaomarama', 'MainMenu', mainMenu);
  }
  const app = express();
  app.use('/arc', createContentApi(store, opts));
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/arc`;
  const auth = { authorization: `Bearer ${TOKEN}` };
  const call = async (path: string, init: RequestInit = {}) => {
    const res = await fetch(base + path, { ...init, headers: { ...auth, ...(init.headers as Record<string, string>) } });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Left as text: the test asserting JSON will show what came back.
    }
    return { status: res.status, body };
  };
  return {
    base,
    store,
    get: (path, init) => call(path, init),
    put: (path, body, init) =>
      call(path, {
        method: 'PUT',
        body: typeof body === 'string' ? body : JSON.stringify(body),
        ...init,
        headers: { 'content-type': 'application/json', ...(init?.headers as Record<string, string>) },
      }),
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await store.close();
      storeOptions.remove?.();
      if (storeOptions.databaseUrl && storeOptions.schema) await dropSchema(storeOptions.databaseUrl, storeOptions.schema);
    },
  };
}

export const q = (value: string) => encodeURIComponent(value);
