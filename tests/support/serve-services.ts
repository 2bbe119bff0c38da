// The embedded services as `npm start` wires them (services/index.ts), served on a loopback port for tests of that
// wiring. What each step leaves behind is pushed onto the caller's `cleanup`, undone in reverse after its tests.
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { startServices, type ServicesOptions } from '../../services/index.ts';
import { emptyDatabase } from './db-copies.ts';

type Cleanup = Array<() => Promise<unknown>>;

/** Serves started services (their `mount`) on a loopback port: its base address. */
export async function serveStarted(services: { mount(app: express.Express): void; close(): Promise<unknown> }, cleanup: Cleanup): Promise<string> {
  cleanup.push(() => services.close());
  const app = express();
  services.mount(app);
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  cleanup.push(() => new Promise((resolve) => server.close(resolve)));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Starts the services on a copy of the migrated empty database (these tests are about wiring, not migrating) and serves them. */
export async function serveServices(opts: Omit<ServicesOptions, 'dataDir' | 'pgliteDir'>, cleanup: Cleanup) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'services-wired-'));
  cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
  const db = emptyDatabase();
  cleanup.push(async () => db.remove());
  const services = await startServices({ dataDir, pgliteDir: db.dataDir, sampleContent: false, ...opts });
  return { base: await serveStarted(services, cleanup), services };
}
