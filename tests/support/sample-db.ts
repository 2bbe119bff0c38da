// The sample content in PGlite, loaded once per test run: global setup loads it into a folder, and every server a
// test starts opens its own copy of that folder (a copy takes a moment; loading the sample takes many seconds).
// Global setup also makes the empty migrated database that db-copies.ts hands out.
import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { startServices, type ServicesOptions } from '../../services/index.ts';
import { signImageId } from '../../services/resizer/index.ts';
import { loadSampleContent } from '../../services/sample-content/load.ts';
import { copiesDir, emptyDatabase, TEST_DATA_DIR } from './db-copies.ts';

export const root = path.resolve(import.meta.dirname, '../..');
export { TEST_DATA_DIR };
/** The sample's image tokens are signed with this secret, so every test server signs alike. */
export const TEST_SECRET = 'test-secret-'.padEnd(40, 'x');

/**
 * Global setup: under `dir`, an empty database with every migration the services run, then a copy of it with the
 * sample content loaded; returns both folders.
 */
export async function makeTestDbs(dir: string): Promise<{ emptyDb: string; sampleDb: string }> {
  const emptyDb = path.join(dir, 'empty');
  await (await startServices({ dataDir: TEST_DATA_DIR, pgliteDir: emptyDb, secret: TEST_SECRET, sampleContent: false, env: {} })).close();
  const sampleDb = path.join(dir, 'pglite');
  cpSync(emptyDb, sampleDb, { recursive: true });
  await (await startServices({ dataDir: TEST_DATA_DIR, pgliteDir: sampleDb, secret: TEST_SECRET })).close();
  return { emptyDb, sampleDb };
}

/**
 * Fills `dir` as a first `npm start` on the sample leaves its data folder: the sample database, the image originals
 * and the resizer secret the sample's image tokens are signed with. A process started on it opens the sample as a
 * restarted node does, skipping the first start's loading and drawing (global setup did those once). Leaves `dir`
 * empty where no global setup ran.
 */
export function fillSampleDataDir(dir: string): void {
  const snapshot = inject('sampleDb');
  if (!snapshot) return;
  cpSync(snapshot, path.join(dir, 'pglite'), { recursive: true });
  cpSync(path.join(TEST_DATA_DIR, 'images'), path.join(dir, 'images'), { recursive: true });
  writeFileSync(path.join(dir, 'resizer-secret'), `${TEST_SECRET}\n`, { mode: 0o600 });
}

/**
 * The proof-of-work captcha of every test server: still a challenge its page solves and the service verifies, at a
 * few milliseconds instead of about a second of CPU per form. The production cost is what a default-wired service
 * serves (services/identity/test/wired.test.ts checks it).
 */
export const TEST_ALTCHA_COST = { cost: 10, counter: { min: 5, max: 40 } };

/** The identity options of a test server: the cheap captcha, then the test's own. */
const testIdentity = (identity: ServicesOptions['identity']): ServicesOptions['identity'] => ({ altchaCost: TEST_ALTCHA_COST, ...identity });

/**
 * The environment a test server's services read: the machine's (REDIS_URL shares rate limits through the real Redis
 * in CI), with Redis keys of their own, so sign-ups and logins of one server (or an earlier run) never spend another's
 * rate-limit budget.
 */
function serverEnv(): NodeJS.ProcessEnv {
  return { ...process.env, IDENTITY_REDIS_PREFIX: `test:${randomUUID()}:identity:` };
}

/**
 * The embedded services over a private copy of the sample database (`snapshot`, else global setup's; in memory when
 * no snapshot was made), or, with
 * `sampleDay`, over the sample as generated on that day (loaded into a copy of the empty database; the image
 * originals are the shared ones, whose ids do not depend on the day).
 */
export async function startSampleServices(opts: { sampleDay?: Date; snapshot?: string; identity?: ServicesOptions['identity'] } = {}) {
  if (opts.sampleDay) {
    const empty = emptyDatabase();
    const services = await startServices({ dataDir: TEST_DATA_DIR, pgliteDir: empty.dataDir, secret: TEST_SECRET, sampleContent: false, env: serverEnv(), identity: testIdentity(opts.identity) });
    await loadSampleContent(services.store, { now: opts.sampleDay, skipImages: true, signImage: (id) => signImageId(TEST_SECRET, id) });
    return {
      ...services,
      async close() {
        await services.close();
        empty.remove();
      },
    };
  }
  const snapshot = opts.snapshot ?? inject('sampleDb');
  const copy = snapshot ? mkdtempSync(path.join(copiesDir(), 'kupu-sample-db-')) : undefined;
  if (copy) cpSync(snapshot, copy, { recursive: true });
  const services = await startServices({ dataDir: TEST_DATA_DIR, pgliteDir: copy ?? 'memory://', secret: TEST_SECRET, env: serverEnv(), identity: testIdentity(opts.identity) });
  return {
    ...services,
    async close() {
      await services.close();
      if (copy) rmSync(copy, { recursive: true, force: true });
    },
  };
}
