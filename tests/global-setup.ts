// Build the production bundles once before any test file starts a server from them.
import path from 'node:path';
import { buildIfNeeded } from '../engine/build.ts';

export default async function setup() {
  await buildIfNeeded(path.resolve(import.meta.dirname, '..'));
}
