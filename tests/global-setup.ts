// Before any test file starts: the production bundles built once, and two database folders that tests copy
// (tests/support/sample-db.ts): one migrated and empty, one with the sample content loaded; and one sample server
// shared by the test files that only read from it (sharedServer in tests/browser/browser.ts).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { makeTestDbs } from './support/sample-db.ts';
import { startServer } from './browser/browser.ts';

const root = path.resolve(import.meta.dirname, '..');

/**
 * The build as `npm start` runs it, in a process of its own: a fresh checkout's build (Vite) and the databases
 * (PGlite, on this process's one thread) each take tens of seconds, and neither needs the other, so on two cores
 * they run side by side instead of one after the other.
 */
function buildInChild(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/build.ts', '--if-needed'], { cwd: root, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`the build failed (${signal ?? `exit code ${code}`})`))));
  });
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'kupu-test-db-'));
  const [{ emptyDb, sampleDb }] = await Promise.all([makeTestDbs(dir), buildInChild()]);
  project.provide('sampleDb', sampleDb);
  project.provide('emptyDb', emptyDb);
  const shared = await startServer({ sampleDb });
  project.provide('sharedServer', shared.base);
  return async () => {
    // PGlite's close sets process.exitCode to 0 (its emscripten exit): kept as it was, or failed tests would exit 0.
    const exitCode = process.exitCode;
    try {
      await shared.stop();
      rmSync(dir, { recursive: true, force: true });
    } finally {
      process.exitCode = exitCode;
    }
  };
}
