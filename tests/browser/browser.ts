// Shared set-up for browser tests: Debian's Chromium driven by playwright-core, and the production server.
import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { createApp } from '../../engine/server/app.ts';
import { build, needsBuild } from '../../engine/build.ts';
import { MemoryContentCache } from '../../engine/content/cache-memory.ts';

export const root = path.resolve(import.meta.dirname, '../..');
export const artifacts = path.join(root, 'test-artifacts');

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

/** The production app on an ephemeral loopback port (built first if sources changed). */
export async function startServer(options: { mount?: Parameters<typeof createApp>[0]['mount'] } = {}) {
  if (await needsBuild(root)) await build(root);
  const cache = new MemoryContentCache();
  let base = '';
  const { app, close } = await createApp({
    root, dev: false, cache, contentBase: 'http://127.0.0.1:0/arc', mount: options.mount, log: { error() {}, warn() {}, log() {} },
  });
  const server = await new Promise<import('node:http').Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    async stop() {
      await new Promise((r) => server.close(r));
      await close();
      await cache.close();
    },
  };
}

export function artifactPath(name: string) {
  mkdirSync(artifacts, { recursive: true });
  return path.join(artifacts, name);
}
