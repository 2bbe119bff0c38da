// A production server with the page-config store and the editor, as server.ts wires them, on a loopback port: the
// embedded services on a copy of the migrated empty database (or a PostgreSQL schema), page configs seeded from a
// folder, and helpers to make readers and editors through the real identity API.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { siteSetup } from '../../common/site-setup.ts';
import { buildIfNeeded } from '../../engine/build.ts';
import { MemoryContentCache } from '../../engine/content/cache-memory.ts';
import type { InvalidationBus } from '../../engine/content/bus.ts';
import { directorySource } from '../../engine/config/source.ts';
import { createApp } from '../../engine/server/app.ts';
import type { TrustProxy } from '../../engine/server/trust-proxy.ts';
import type { RateLimits } from '../../services/identity/ports.ts';
import { startServices } from '../../services/index.ts';
import { pageConfigsWiring } from '../../services/page-configs/wiring.ts';
import { emptyDatabase } from './db-copies.ts';
import { root, TEST_SECRET } from './sample-db.ts';

export const EDITOR_JWT_SECRET = 'editor-test-jwt-secret-0123456789abcdef0123';
export const PASSWORD = 'Kia-ora-2026';
const quiet = { error() {}, warn() {}, log() {}, info() {} };

/** A copy of the sample page configs with `files` (path under page-configs/ -> JSON value) written over it. */
export function configsWith(files: Record<string, unknown>): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'editor-configs-'));
  cpSync(path.join(root, 'page-configs'), dir, { recursive: true });
  for (const [file, value] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), `${JSON.stringify(value, null, 2)}\n`);
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The editor API on `base` as a signed-in editor calls it (their session cookie): each call's status and JSON body. */
export function editorApiAs(base: string, who: { cookie: string }) {
  const answer = async (res: Response) => ({ status: res.status, body: res.status === 204 ? undefined : await res.json() });
  return {
    get: async (p: string) => answer(await fetch(`${base}/editor/api${p}`, { headers: { cookie: who.cookie } })),
    post: async (p: string, body: unknown = {}) =>
      answer(await fetch(`${base}/editor/api${p}`, { method: 'POST', headers: { cookie: who.cookie, origin: base, 'content-type': 'application/json' }, body: JSON.stringify(body) })),
  };
}

export interface EditorServerOptions {
  configDir: string;
  /** PostgreSQL (both nodes of a test on one schema); else a private PGlite copy. */
  databaseUrl?: string;
  schema?: string;
  bus?: InvalidationBus;
  editorToken?: string;
  sessionsPerMinute?: number;
  htmlMicrocache?: { seconds: number };
  /** The CDN purge a publish calls (EditorOptions.purge). */
  purge?: (tags: string[]) => unknown;
  purgeAgainMs?: number;
  /** The app's TRUST_PROXY (engine/server/trust-proxy.ts); unset: X-Forwarded-For is ignored. */
  trustProxy?: TrustProxy;
  /** The identity service's rate limits (default: its budgets, in memory). */
  rateLimits?: RateLimits;
  /** EditorOptions.presenceTtlSeconds and scheduleEveryMs. */
  presenceTtlSeconds?: number;
  scheduleEveryMs?: number;
}

export async function startEditorServer(opts: EditorServerOptions) {
  await buildIfNeeded(root);
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'editor-server-'));
  const db = opts.databaseUrl ? undefined : emptyDatabase();
  const services = await startServices({
    dataDir, pgliteDir: db?.dataDir, databaseUrl: opts.databaseUrl, schema: opts.schema, secret: TEST_SECRET, sampleContent: false, env: {},
    identity: { jwtSecret: EDITOR_JWT_SECRET, publicOrigin: base, rateLimits: opts.rateLimits },
  });
  const wiring = await pageConfigsWiring({ pageConfigs: services.pageConfigs, readerOf: services.readerOf, files: directorySource(opts.configDir), dev: false, bus: opts.bus });
  const cache = new MemoryContentCache();
  const { app, close } = await createApp({
    root, siteSetup, dev: false, cache, contentBase: `${base}/arc`, contentToken: services.serviceToken, routes: services.routes(), log: quiet,
    editorToken: opts.editorToken, configSource: wiring.source, editor: { ...wiring.editor, sessionsPerMinute: opts.sessionsPerMinute, purge: opts.purge, purgeAgainMs: opts.purgeAgainMs, presenceTtlSeconds: opts.presenceTtlSeconds, scheduleEveryMs: opts.scheduleEveryMs },
    contentTimeoutMs: 20_000, htmlMicrocache: opts.htmlMicrocache, trustProxy: opts.trustProxy,
  });
  server.on('request', app);

  /** Signs a reader up and in through the identity API: their account id and tokens. */
  async function reader(email: string) {
    const call = (p: string, body: unknown) => fetch(`${base}/identity/public/v1${p}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: JSON.stringify(body) });
    const signup = await call('/signup', { identity: { userName: email, credentials: PASSWORD }, profile: { firstName: 'Aroha', lastName: 'Ngata' } });
    if (signup.status !== 201) throw new Error(`sign-up failed: ${signup.status} ${await signup.text()}`);
    const login = await call('/auth/login', { userName: email, credentials: PASSWORD, grantType: 'password' });
    if (login.status !== 200) throw new Error(`login failed: ${login.status} ${await login.text()}`);
    return (await login.json()) as { uuid: string; accessToken: string; refreshToken: string; idToken: string };
  }

  /** An editor session's cookie (`editor_session=...`) for that access token, made through the bridge's call. */
  async function sessionCookie(accessToken: string): Promise<string> {
    const res = await fetch(`${base}/editor/api/session`, { method: 'POST', headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json', origin: base }, body: '{}' });
    if (res.status !== 200) throw new Error(`editor session refused: ${res.status} ${await res.text()}`);
    return res.headers.get('set-cookie')!.split(';')[0]!;
  }

  return {
    base,
    services,
    wiring,
    reader,
    sessionCookie,
    /** A reader with the editor role, signed in to the editor: their account and session cookie. */
    async editor(email: string) {
      const r = await reader(email);
      await services.pageConfigs.access.grant(r.uuid);
      return { ...r, cookie: await sessionCookie(r.accessToken) };
    },
    async stop() {
      await new Promise((resolve) => server.close(resolve));
      wiring.source.close();
      await close();
      await cache.close();
      await services.close();
      db?.remove();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type EditorServer = Awaited<ReturnType<typeof startEditorServer>>;
