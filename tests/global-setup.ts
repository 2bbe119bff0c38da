// Before any test file starts: the production bundles built once, and two database folders that tests copy
// (tests/support/sample-db.ts): one migrated and empty, one with the sample content loaded; and one sample server
// shared by the test files that only read from it (sharedServer in tests/browser/browser.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildIfNeeded } from '../engine/build.ts';
import { makeTestDbs } from './support/sample-db.ts';
import { startServer } from './browser/browser.ts';

export default async function setup(project: TestProject) {
  await buildIfNeeded(path.resolve(import.meta.dirname, '..'));
  const dir = mkdtempSync(path.join(tmpdir(), 'kupu-test-db-'));
  const { emptyDb, sampleDb } = await makeTestDbs(dir);
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
