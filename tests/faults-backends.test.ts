// Back-end outages: `npm start`'s server as a child process, its PostgreSQL and its Redis each behind a TCP proxy
// the test cuts (every connection reset, new ones refused) and restores, while idle and under a bounded load of
// pages, sign-ins and a sales call. The node must stay up, answer every request in time with what it can (a 503 with
// Retry-After, or a page from its cache; never a 500), and heal by itself within seconds of the back end's return.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { articleFromHomepage, startServerChild, type ServerChild } from '../scripts/server-child.ts';
import { TEST_DATA_DIR, TEST_SECRET } from './support/sample-db.ts';
import { tcpProxy, type TcpProxy } from './support/tcp-proxy.ts';

const DATABASE_URL = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL;
if (!DATABASE_URL) console.warn('DATABASE_URL is not set: skipping the PostgreSQL outage tests (tests/faults-backends.test.ts)');
else if (!REDIS_URL) console.warn('REDIS_URL is not set: skipping the Redis outage tests (tests/faults-backends.test.ts)');

/**
 * The two shared deployments: PostgreSQL with Redis (content cache, bus and rate limits in Redis), and PostgreSQL
 * alone (each node's memory cache, invalidations over LISTEN/NOTIFY: the LISTEN clients must reconnect too).
 */
const MODES = [
  { name: 'PostgreSQL and Redis', redis: true, enabled: Boolean(DATABASE_URL && REDIS_URL) },
  { name: 'PostgreSQL alone', redis: false, enabled: Boolean(DATABASE_URL) },
];

const root = path.resolve(import.meta.dirname, '..');
/** The content budget (the engine's default) and the slack a busy 2-core machine needs on top of it. */
const BUDGET_MS = 3_000;
const ANSWER_LIMIT_MS = BUDGET_MS + 1_500;
/** What "heals by itself" means: everything answers as before within this long of the back end's return. */
const RECOVERY_MS = 5_000;

type Kind = 'home' | 'article' | 'signin' | 'sales';
const KINDS: Kind[] = ['home', 'article', 'signin', 'sales'];
/** What each call answers with every back end up (sign-in: an unknown account's 401). */
const HEALTHY: Record<Kind, number> = { home: 200, article: 200, signin: 401, sales: 200 };

interface Outcome {
  kind: Kind;
  status: number | 'error';
  retryAfter: string | null;
  /** The API's `{ code }` (sign-in, sales), to tell a 503 of ours from anything else. */
  code?: string;
  error?: string;
  started: number;
  ms: number;
}

for (const mode of MODES) describe.skipIf(!mode.enabled)(`a node whose back end goes away and comes back (${mode.name})`, () => {
  const run = randomBytes(5).toString('hex');
  const database = `faults_${run}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'faults-backends-'));
  let pgProxy: TcpProxy;
  let redisProxy: TcpProxy;
  let server: ServerChild;
  let article: string;
  let exited: string | undefined;
  let signins = 0;

  beforeAll(async () => {
    // A database of its own per run (the server uses the default schema): created here, dropped at the end.
    const admin = new pg.Client({ connectionString: DATABASE_URL });
    await admin.connect();
    await admin.query(`create database "${database}"`).finally(() => admin.end());
    const pgUrl = new URL(DATABASE_URL!);
    pgProxy = await tcpProxy({ host: pgUrl.hostname, port: Number(pgUrl.port || 5432) });
    if (mode.redis) {
      const redisUrl = new URL(REDIS_URL!);
      redisProxy = await tcpProxy({ host: redisUrl.hostname, port: Number(redisUrl.port || 6379) });
    }
    const viaPg = new URL(DATABASE_URL!);
    viaPg.host = `${pgProxy.host}:${pgProxy.port}`;
    viaPg.pathname = `/${database}`;
    // The sample's image originals, so the first start (loading the sample into the empty database) draws none.
    cpSync(path.join(TEST_DATA_DIR, 'images'), path.join(dataDir, 'images'), { recursive: true });
    server = await startServerChild({
      root,
      dataDir,
      without: ['REDIS_URL'],
      env: {
        DATABASE_URL: viaPg.href,
        ...(mode.redis ? { REDIS_URL: `redis://${redisProxy.host}:${redisProxy.port}${new URL(REDIS_URL!).pathname}` } : {}),
        CONTENT_CACHE_PREFIX: `faults-${run}:`,
        IDENTITY_REDIS_PREFIX: `faults-${run}:identity:`,
        // A production deployment on a shared database needs its secrets given (services/node-secret.ts).
        RESIZER_SECRET: TEST_SECRET,
        IDENTITY_JWT_SECRET: randomBytes(32).toString('hex'),
        ALTCHA_HMAC_KEY: randomBytes(32).toString('hex'),
        IDENTITY_OIDC_KEY: generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        CONTENT_TIMEOUT_MS: String(BUDGET_MS),
        LOG_LEVEL: 'info',
      },
    });
    server.child.once('exit', (code, signal) => (exited = `exited (${signal ?? code})`));
    await waitForLog(/warm-up done/);
    ({ article } = await articleFromHomepage(server.base));
    // Every page of the mix once, so the cache holds it before any outage.
    expect(await round()).toEqual(KINDS.map((kind) => ({ kind, status: HEALTHY[kind] })));
  }, 240_000);

  afterAll(async () => {
    await server?.stop();
    await Promise.all([pgProxy?.close(), redisProxy?.close()]);
    rmSync(dataDir, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists "${database}" with (force)`).finally(() => admin.end());
    if (!mode.redis) return;
    const redis = new Redis(REDIS_URL!);
    const keys = await redis.keys(`faults-${run}:*`);
    if (keys.length) await redis.unlink(...keys);
    await redis.quit();
  }, 60_000);

  /** The server's log so far (JSON lines: the message of each). */
  const log = () => readFileSync(server.logFile, 'utf8').split('\n').filter(Boolean).map((line) => (JSON.parse(line) as { msg?: string }).msg ?? '');
  const waitForLog = (pattern: RegExp, timeout = 60_000) => vi.waitFor(() => expect(log().some((m) => pattern.test(m))).toBe(true), { timeout, interval: 100 });

  async function call(kind: Kind): Promise<Outcome> {
    const started = Date.now();
    const init: RequestInit = { signal: AbortSignal.timeout(20_000), redirect: 'manual' };
    let url = `${server.base}${kind === 'home' ? '/' : article}`;
    if (kind === 'signin') {
      url = `${server.base}/identity/public/v1/auth/login`;
      // An unknown account each time (its own rate-limit key); the address's budget (100 per 15 minutes) is what
      // bounds the sign-ins of the whole file.
      signins++;
      Object.assign(init, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userName: `nobody-${run}-${signins}@example.org`, credentials: 'not the password 1' }) });
    }
    if (kind === 'sales') url = `${server.base}/sales/public/v1/catalogue`;
    try {
      const res = await fetch(url, init);
      const text = await res.text();
      const code = kind === 'signin' || kind === 'sales' ? (JSON.parse(text) as { code?: string }).code : undefined;
      return { kind, status: res.status, retryAfter: res.headers.get('retry-after'), code, started, ms: Date.now() - started };
    } catch (error) {
      return { kind, status: 'error', retryAfter: null, error: String((error as Error).cause ?? error), started, ms: Date.now() - started };
    }
  }

  /** One call of each kind, one after the other, as status per kind. */
  async function round() {
    const out: Array<{ kind: Kind; status: number | 'error' }> = [];
    for (const kind of KINDS) out.push({ kind, status: (await call(kind)).status });
    return out;
  }

  /** Concurrent callers cycling through the mix, until stopped or at most `max` calls / `maxMs` in all. */
  function load({ workers = 4, max = 80, maxMs = 60_000 } = {}) {
    const outcomes: Outcome[] = [];
    const waits: Array<{ count: number; resolve: () => void }> = [];
    let stopped = false;
    const deadline = Date.now() + maxMs;
    let next = 0;
    // Each caller takes the next kind of the mix in turn: a call that hangs holds up one caller after another.
    const worker = async () => {
      while (!stopped && next < max && Date.now() < deadline) {
        outcomes.push(await call(KINDS[next++ % KINDS.length]!));
        for (const w of waits.filter((w) => outcomes.length >= w.count)) {
          waits.splice(waits.indexOf(w), 1);
          w.resolve();
        }
      }
    };
    const done = Promise.all(Array.from({ length: workers }, () => worker()));
    return {
      outcomes,
      /** Resolves once `count` calls have been answered in all (or the load ended first). */
      reached: (count: number) => Promise.race([done, new Promise<void>((resolve) => (outcomes.length >= count ? resolve() : waits.push({ count, resolve })))]),
      stop: () => ((stopped = true), done),
    };
  }

  /** Every answer is in time and is what the node can honestly say: as when healthy, or a 503 telling when to retry. */
  function expectHonest(outcomes: Outcome[]) {
    const wrong = outcomes.filter((o) => o.status === 'error' || o.ms > ANSWER_LIMIT_MS || (o.status !== HEALTHY[o.kind] && !(o.status === 503 && o.retryAfter)));
    expect(wrong, 'answers that were an error, a hang past the content budget, or neither the healthy answer nor a 503 with Retry-After').toEqual([]);
  }

  /** Restores the proxy and measures how long until a whole round answers as healthy (bounded by RECOVERY_MS). */
  async function restoreAndRecover(proxy: TcpProxy): Promise<number> {
    proxy.restore();
    const restored = Date.now();
    await vi.waitFor(async () => expect(await round()).toEqual(KINDS.map((kind) => ({ kind, status: HEALTHY[kind] }))), { timeout: RECOVERY_MS, interval: 200 });
    return Date.now() - restored;
  }

  it('PostgreSQL cut while idle: the node stays up; sign-in and the sales call answer 503 with Retry-After ({ code, message }), pages come from the cache or a 503; all is as before within 5 s of its return', async () => {
    pgProxy.kill();
    const during: Outcome[] = [];
    for (const kind of KINDS) during.push(await call(kind));
    expectHonest(during);
    expect(during.find((o) => o.kind === 'signin')).toMatchObject({ status: 503, code: '500503', retryAfter: '5' });
    expect(during.find((o) => o.kind === 'sales')).toMatchObject({ status: 503, code: '150503', retryAfter: '5' });
    expect(exited).toBeUndefined();
    expect(await restoreAndRecover(pgProxy)).toBeLessThanOrEqual(RECOVERY_MS);
    expect(exited).toBeUndefined();
  }, 60_000);

  it('PostgreSQL cut under load: the process never exits, every answer is in time and a healthy one or a 503 with Retry-After, and the load is served as before within 5 s of its return', async () => {
    const traffic = load();
    await traffic.reached(12);
    pgProxy.kill();
    const cutAt = traffic.outcomes.length;
    await traffic.reached(cutAt + 24);
    const recovery = await restoreAndRecover(pgProxy);
    await traffic.stop();
    expectHonest(traffic.outcomes);
    // The outage was met: calls that need the database answered 503 while it was away.
    expect(traffic.outcomes.slice(cutAt + 4, cutAt + 24).filter((o) => o.status === 503).length).toBeGreaterThan(0);
    expect(recovery).toBeLessThanOrEqual(RECOVERY_MS);
    expect(exited).toBeUndefined();
  }, 90_000);

  it.skipIf(mode.redis)('PostgreSQL cut: the LISTEN clients (content and page-config invalidations) say so once each per outage and listen again after its return', async () => {
    const LOST = /invalidation bus: PostgreSQL connection lost/;
    const AGAIN = /invalidation bus: listening on PostgreSQL again/;
    // Both buses listening (an earlier test's outage may still be reconnecting): as many returns logged as losses.
    await vi.waitFor(() => expect(log().filter((m) => AGAIN.test(m)).length).toBe(log().filter((m) => LOST.test(m)).length), { timeout: RECOVERY_MS, interval: 100 });
    const before = log().length;
    pgProxy.kill();
    const lost = () => log().slice(before).filter((m) => LOST.test(m));
    await vi.waitFor(() => expect(lost()).toHaveLength(2), { timeout: RECOVERY_MS, interval: 100 });
    // Reconnect attempts meanwhile (every 200 ms at first) log nothing more.
    expect(await call('sales')).toMatchObject({ status: 503 });
    await restoreAndRecover(pgProxy);
    const again = () => log().slice(before).filter((m) => AGAIN.test(m));
    await vi.waitFor(() => expect(again()).toHaveLength(2), { timeout: RECOVERY_MS, interval: 100 });
    expect(lost()).toHaveLength(2);
    expect(exited).toBeUndefined();
  }, 60_000);

  it.runIf(mode.redis)('Redis cut while idle: every call answers as when healthy and in well under a second or two (the node counts in its own memory), with one log line when Redis goes and one when it is back', async () => {
    const before = log();
    redisProxy.kill();
    const during: Outcome[] = [];
    for (const kind of KINDS) during.push(await call(kind));
    for (const kind of KINDS) during.push(await call(kind));
    expect(during.filter((o) => o.status !== HEALTHY[o.kind])).toEqual([]);
    expect(during.filter((o) => o.ms > 2_000)).toEqual([]);
    expect(await restoreAndRecover(redisProxy)).toBeLessThanOrEqual(RECOVERY_MS);
    await waitForLog(/identity Redis is reachable again/, RECOVERY_MS);
    const lines = log().slice(before.length);
    expect(lines.filter((m) => /identity Redis unavailable/.test(m))).toHaveLength(1);
    expect(lines.filter((m) => /identity Redis is reachable again/.test(m))).toHaveLength(1);
    expect(exited).toBeUndefined();
  }, 60_000);

  it.runIf(mode.redis)('Redis gone silent under load (connections hang): throughput holds and every answer is the healthy one in time; as before within 5 s of its return', async () => {
    const traffic = load();
    await traffic.reached(12);
    redisProxy.kill('silent');
    const cutAt = traffic.outcomes.length;
    const cut = Date.now();
    await traffic.reached(cutAt + 24);
    const outageMs = Date.now() - cut;
    const recovery = await restoreAndRecover(redisProxy);
    await traffic.stop();
    expect(traffic.outcomes.filter((o) => o.status !== HEALTHY[o.kind] || o.ms > ANSWER_LIMIT_MS)).toEqual([]);
    // 24 calls on 4 callers: a node waiting on a Redis that is away took seconds per sign-in (7.6 requests/s at best).
    expect(outageMs).toBeLessThan(15_000);
    expect(recovery).toBeLessThanOrEqual(RECOVERY_MS);
    expect(exited).toBeUndefined();
  }, 90_000);
});
