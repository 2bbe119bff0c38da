// Shared set-up for browser tests: Debian's Chromium driven by playwright-core, and the production server.
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { createApp, type AppOptions } from '../../engine/server/app.ts';
import { buildIfNeeded } from '../../engine/build.ts';
import { MemoryContentCache } from '../../engine/content/cache-memory.ts';
import { startServices } from '../../services/index.ts';

export const root = path.resolve(import.meta.dirname, '../..');
export const artifacts = path.join(root, 'test-artifacts');

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

/**
 * The production app with the embedded content API and sample content (in-memory PGlite; generated image
 * originals shared between runs in data/test), on an ephemeral loopback port. Built first if sources changed.
 */
export async function startServer(options: { configDir?: string; siteProperties?: AppOptions['siteProperties'] } = {}) {
  await buildIfNeeded(root);
  const cache = new MemoryContentCache();
  const services = await startServices({ dataDir: path.join(root, 'data/test'), pgliteDir: 'memory://', secret: 'test-secret-'.padEnd(40, 'x') });
  // Listen first: the sources reach the content API on this same server, so its address is needed to build the app.
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { app, close } = await createApp({
    root, configDir: options.configDir, dev: false, cache, contentBase: `${base}/arc`, contentToken: services.serviceToken, mount: services.mount, log: { error() {}, warn() {}, log() {} },
    siteProperties: options.siteProperties,
  });
  server.on('request', app);
  return {
    base,
    /** The content store behind the content API, and the render cache: tests change content and forget cached values. */
    store: services.store,
    cache,
    async stop() {
      await new Promise((r) => server.close(r));
      await close();
      await cache.close();
      await services.close();
    },
  };
}

export function artifactPath(name: string) {
  mkdirSync(artifacts, { recursive: true });
  return path.join(artifacts, name);
}
