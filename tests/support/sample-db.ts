// The sample content in PGlite, loaded once per test run: global setup loads it into a folder, and every server a
// test starts opens its own copy of that folder (a copy takes a moment; loading the sample takes many seconds).
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { startServices, type ServicesOptions } from '../../services/index.ts';
import { signImageId } from '../../services/resizer/index.ts';
import { loadSampleContent } from '../../services/sample-content/load.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Folder of a PGlite database holding the sample content (tests/global-setup.ts). */
    sampleDb: string;
  }
}

export const root = path.resolve(import.meta.dirname, '../..');
/** Image originals are generated once and shared between runs. */
export const TEST_DATA_DIR = path.join(root, 'data/test');
/** The sample's image tokens are signed with this secret, so every test server signs alike. */
export const TEST_SECRET = 'test-secret-'.padEnd(40, 'x');

/** Global setup: the sample content loaded into a PGlite folder under `dir`; returns the folder. */
export async function makeSampleDb(dir: string): Promise<string> {
  const pgliteDir = path.join(dir, 'pglite');
  const services = await startServices({ dataDir: TEST_DATA_DIR, pgliteDir, secret: TEST_SECRET });
  await services.close();
  return pgliteDir;
}

/**
 * The embedded services over a private copy of the sample database (in memory when no snapshot was made), or, with
 * `sampleDay`, over the sample as generated on that day (in memory; the image originals are the shared ones, whose
 * ids do not depend on the day).
 */
export async function startSampleServices(opts: { sampleDay?: Date; identity?: ServicesOptions['identity'] } = {}) {
  if (opts.sampleDay) {
    const services = await startServices({ dataDir: TEST_DATA_DIR, pgliteDir: 'memory://', secret: TEST_SECRET, sampleContent: false, identity: opts.identity });
    await loadSampleContent(services.store, { now: opts.sampleDay, skipImages: true, signImage: (id) => signImageId(TEST_SECRET, id) });
    return services;
  }
  const snapshot = inject('sampleDb');
  const copy = snapshot ? mkdtempSync(path.join(tmpdir(), 'kupu-sample-db-')) : undefined;
  if (copy) cpSync(snapshot, copy, { recursive: true });
  const services = await startServices({ dataDir: TEST_DATA_DIR, pgliteDir: copy ?? 'memory://', secret: TEST_SECRET, identity: opts.identity });
  return {
    ...services,
    async close() {
      await services.close();
      if (copy) rmSync(copy, { recursive: true, force: true });
    },
  };
}
