// Before any test file starts: the production bundles built once, and the sample content loaded once into a
// database folder that each test server copies (tests/support/sample-db.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildIfNeeded } from '../engine/build.ts';
import { makeSampleDb } from './support/sample-db.ts';

export default async function setup(project: TestProject) {
  await buildIfNeeded(path.resolve(import.meta.dirname, '..'));
  const dir = mkdtempSync(path.join(tmpdir(), 'kupu-test-db-'));
  project.provide('sampleDb', await makeSampleDb(dir));
  return () => rmSync(dir, { recursive: true, force: true });
}
