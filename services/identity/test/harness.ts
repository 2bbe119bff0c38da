/** Starts the identity API over real HTTP on an ephemeral port, on PGlite or PostgreSQL, with test doubles. */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import express from 'express';
import pg from 'pg';
import { createContentStore } from '../../content-api/index.ts';
import type { Kysely } from 'kysely';
import type { IdentityConfig } from '../config.ts';
import type { IdentityServiceOptions } from '../index.ts';
import type { IdentityDb } from '../migrations.ts';
import { createIdentityService } from '../index.ts';
import { emptyDatabase } from '../../../tests/support/db-copies.ts';
import type { CaptchaVerifier, Mailer, OutgoingMail, RateLimitKind, RateLimits } from '../ports.ts';

const DATABASE_URL = process.env.DATABASE_URL;
if (!DATABASE_URL) console.warn('identity: DATABASE_URL is not set; PostgreSQL variants of the identity tests are skipped');

type StoreOptions = { dataDir?: string; databaseUrl?: string; schema?: string; remove?(): void };

export const backends = [
  // A copy of global setup's migrated empty database: what a fresh one would be, without initdb and the migrations.
  { name: 'PGlite', enabled: true, options: (): StoreOptions => emptyDatabase() },
  {
    name: 'PostgreSQL (DATABASE_URL)',
    enabled: Boolean(DATABASE_URL),
    options: (): StoreOptions => ({ databaseUrl: DATABASE_URL, schema: `identity_test_${randomBytes(6).toString('hex')}` }),
  },
];

export const JWT_SECRET = 'identity-test-secret-0123456789abcdef0123456789';
export const ORIGIN = 'https://news.example';
/** The one captcha token the test verifier accepts. */
export const HUMAN = 'human-token';

/** Keeps every mail; `next(to)` is the first mail to that address not taken yet, waiting for it if need be. */
export function recordingMailer() {
  const mails: OutgoingMail[] = [];
  const waiting: Array<{ to: string; resolve: (mail: OutgoingMail) => void }> = [];
  const taken = new Set<OutgoingMail>();
  const mailer: Mailer & { mails: OutgoingMail[]; next(to: string): Promise<OutgoingMail> } = {
    mails,
    async send(mail) {
      mails.push(mail);
      const i = waiting.findIndex((w) => w.to === mail.to);
      if (i >= 0) {
        taken.add(mail);
        waiting.splice(i, 1)[0]!.resolve(mail);
      }
    },
    next(to) {
      const mail = mails.find((m) => m.to === to && !taken.has(m));
      if (mail) {
        taken.add(mail);
        return Promise.resolve(mail);
      }
      return new Promise((resolve) => waiting.push({ to, resolve }));
    },
  };
  return mailer;
}

/** Budgets per kind (unset: unlimited); the test double of the real limiter, counting per key. */
export function countingLimits(budgets: Partial<Record<RateLimitKind, number>> = {}): RateLimits & { counts: Map<string, number> } {
  const counts = new Map<string, number>();
  return {
    counts,
    async consume(kind, key) {
      const n = (counts.get(`${kind}:${key}`) ?? 0) + 1;
      counts.set(`${kind}:${key}`, n);
      const budget = budgets[kind];
      return budget !== undefined && n > budget ? { ok: false, retryAfterSeconds: 42 } : { ok: true };
    },
    async reset(kind, key) {
      counts.delete(`${kind}:${key}`);
    },
  };
}

export const testCaptcha: CaptchaVerifier = { verify: async (token) => token === HUMAN };

export interface Running {
  base: string;
  /** The database, for tests that check what is kept. */
  db: Kysely<IdentityDb>;
  mailer: ReturnType<typeof recordingMailer>;
  limits: ReturnType<typeof countingLimits>;
  /** Moves the service's clock forward. */
  advance(ms: number): void;
  /** The service's clock (ms). */
  now(): number;
  call(method: string, path: string, opts?: { body?: unknown; token?: string; headers?: Record<string, string> }): Promise<{ status: number; body: any; headers: Headers }>;
  close(): Promise<void>;
}

export async function startIdentity(
  backend: (typeof backends)[number],
  opts: {
    config?: Partial<IdentityConfig>;
    budgets?: Partial<Record<RateLimitKind, number>>;
    allowedOrigins?: string[];
    /** OpenID settings; the function form gets the service's own origin (the server's address: its issuer). */
    oidc?: IdentityServiceOptions['oidc'] | ((origin: string) => IdentityServiceOptions['oidc']);
  } = {},
): Promise<Running & { origin: string }> {
  const storeOptions = backend.options();
  const store = await createContentStore({ dataDir: storeOptions.dataDir, databaseUrl: storeOptions.databaseUrl, schema: storeOptions.schema });
  let offset = 0;
  const mailer = recordingMailer();
  const limits = countingLimits(opts.budgets);
  // Listening first, so a test of the OpenID provider can make the service's origin its real address.
  const app = express();
  let mounted: express.Router | undefined;
  app.use('/identity', (req, res, next) => (mounted ? mounted(req, res, next) : next()));
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const oidc = typeof opts.oidc === 'function' ? opts.oidc(origin) : opts.oidc;
  const { router } = await createIdentityService({
    db: store.db,
    schema: storeOptions.schema,
    jwtSecret: JWT_SECRET,
    config: opts.config,
    oidc,
    links: { origin: oidc ? origin : ORIGIN },
    mailer,
    captcha: testCaptcha,
    rateLimits: limits,
    now: () => Date.now() + offset,
    allowedOrigins: opts.allowedOrigins,
  });
  mounted = router;
  const base = `${origin}/identity/public/v1`;
  return {
    origin,
    base,
    db: store.db as Kysely<IdentityDb>,
    mailer,
    limits,
    advance: (ms) => void (offset += ms),
    now: () => Date.now() + offset,
    async call(method, path, { body, token, headers = {} } = {}) {
      const res = await fetch(base + path, {
        method,
        headers: {
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // Left as text: the assertion on it shows what came back.
      }
      return { status: res.status, body: parsed, headers: res.headers };
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await releaseStore(store, storeOptions);
    },
  };
}

/** Closes a test's store and removes what it leaves: its PGlite copy, or its PostgreSQL schema. */
export async function releaseStore(store: { close(): Promise<void> }, storeOptions: StoreOptions): Promise<void> {
  await store.close();
  storeOptions.remove?.();
  if (storeOptions.databaseUrl && storeOptions.schema) {
    const client = new pg.Client({ connectionString: storeOptions.databaseUrl });
    await client.connect();
    await client.query(`drop schema if exists "${storeOptions.schema}" cascade`).finally(() => client.end());
  }
}

export const PASSWORD = 'Kia-ora-2026';

/** Signs a reader up and logs them in: their uuid and the login's identity. */
export async function signUpAndLogin(api: Running, email: string, password = PASSWORD, extra: Record<string, unknown> = {}) {
  const signup = await api.call('POST', '/signup', { body: { identity: { userName: email, credentials: password }, profile: { firstName: 'Aroha' } } });
  if (signup.status !== 201) throw new Error(`sign-up failed: ${signup.status} ${JSON.stringify(signup.body)}`);
  const login = await api.call('POST', '/auth/login', { body: { userName: email, credentials: password, grantType: 'password', ...extra } });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${JSON.stringify(login.body)}`);
  return login.body as { uuid: string; accessToken: string; refreshToken: string; idToken: string; expiresIn: number };
}

/** The token at the end of the link in a mail. */
export function linkToken(mail: OutgoingMail): string {
  const match = /=([A-Za-z0-9_-]{43})\s/.exec(mail.text + ' ');
  if (!match) throw new Error(`no link in mail: ${mail.text}`);
  return match[1]!;
}
