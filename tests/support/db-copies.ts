// Private copies of the databases global setup makes (tests/support/sample-db.ts): a fresh PGlite runs initdb and
// its migrations (seconds each time), a copy of a folder opens in a fraction of that. Kept apart from sample-db.ts so
// a store test imports no more than this.
import { cpSync, mkdtempSync, rmSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Folder of a PGlite database holding the sample content (tests/global-setup.ts). */
    sampleDb: string;
    /** Folder of a PGlite database with every migration applied (content, identity) and no rows. */
    emptyDb: string;
    /** Address of the sample server global setup runs for test files that only read from it (tests/browser/browser.ts). */
    sharedServer: string;
  }
}

/** Image originals (and the sample's keys) are generated once and shared between runs. */
export const TEST_DATA_DIR = path.resolve(import.meta.dirname, '../../data/test');

/**
 * Where database copies go: a memory file system when the machine has one with room (PGlite writes through to its
 * files, and on a disk a write-heavy test pays for that), else the temporary folder.
 */
export function copiesDir(): string {
  try {
    const shm = statfsSync('/dev/shm');
    if (shm.bavail * shm.bsize > 2 ** 30) return '/dev/shm';
  } catch {
    // No /dev/shm on this system.
  }
  return tmpdir();
}

/**
 * A database of one's own with every migration applied and no rows: a copy of global setup's (`dataDir`, deleted by
 * `remove()`), or a new in-memory one where no global setup ran. For tests about what a store does with its rows,
 * not about migrating (global setup migrates a new database on every run, and the PostgreSQL variants do per test).
 */
export function emptyDatabase(): { dataDir: string; remove(): void } {
  // Outside a test run (a measuring script) there is no global setup to ask: inject would throw.
  const snapshot = process.env.VITEST ? inject('emptyDb') : undefined;
  if (!snapshot) return { dataDir: 'memory://', remove() {} };
  const dataDir = mkdtempSync(path.join(copiesDir(), 'kupu-empty-db-'));
  cpSync(snapshot, dataDir, { recursive: true });
  return { dataDir, remove: () => rmSync(dataDir, { recursive: true, force: true }) };
}
