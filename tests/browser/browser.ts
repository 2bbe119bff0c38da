// Shared set-up for browser tests: Debian's Chromium driven by playwright-core, and the production server.
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { createApp, type AppOptions } from '../../engine/server/app.ts';
import { buildIfNeeded } from '../../engine/build.ts';
import { MemoryContentCache } from '../../engine/content/cache-memory.ts';
import { startSampleServices } from '../support/sample-db.ts';
import { siteSetup } from '../../common/site-setup.ts';

export const root = path.resolve(import.meta.dirname, '../..');
export const artifacts = path.join(root, 'test-artifacts');

/**
 * Debian's Chromium. Every context it opens (browser.newContext, browser.newPage) records Content-Security-Policy
 * violations from the start of each document: read them with cspViolations(browser) after a test's checks.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const newContext = browser.newContext.bind(browser);
  // browser.newPage opens its context through this method too.
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await watchCsp(context, violationsOf(browser));
    return context;
  };
  return browser;
}

export interface CspViolation { page: string; directive: string; blocked: string; source?: string; sample?: string }

const violations = new WeakMap<Browser, CspViolation[]>();
const violationsOf = (browser: Browser) => {
  let list = violations.get(browser);
  if (!list) violations.set(browser, (list = []));
  return list;
};

/**
 * Every violation any page of the browser reported since the last call (the list is emptied). Browser test files
 * assert it is empty after each test: a script without the page's nonce, or a load the policy does not allow,
 * fails the test that caused it.
 */
export function cspViolations(browser: Browser): CspViolation[] {
  return violationsOf(browser).splice(0);
}

/**
 * Collects violations two ways: the `securitypolicyviolation` event, listened for before any page script runs in
 * every frame (reported to the test through a binding, so it survives navigations), and Chromium's console
 * message, for anything the event does not reach.
 */
async function watchCsp(context: BrowserContext, into: CspViolation[]) {
  await context.exposeBinding('__cspViolation', ({ frame }, v: Omit<CspViolation, 'page'>) => {
    into.push({ page: frame.url(), ...v });
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __cspViolation(v: unknown): void }).__cspViolation({ directive: e.effectiveDirective, blocked: e.blockedURI, source: `${e.sourceFile}:${e.lineNumber}`, sample: e.sample });
    }, true);
  });
  context.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      into.push({ page: message.page()?.url() ?? '', directive: 'console', blocked: message.text() });
    }
  });
}

/**
 * The production app with the embedded content API and sample content (in-memory PGlite; generated image
 * originals shared between runs in data/test), on an ephemeral loopback port. Built first if sources changed.
 */
export async function startServer(options: { configDir?: string; editorToken?: string; siteProperties?: AppOptions['siteProperties'] } = {}) {
  await buildIfNeeded(root);
  const cache = new MemoryContentCache();
  const services = await startSampleServices();
  // Listen first: the sources reach the content API on this same server, so its address is needed to build the app.
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { app, close } = await createApp({
    root, siteSetup, configDir: options.configDir, editorToken: options.editorToken, dev: false, cache, contentBase: `${base}/arc`, contentToken: services.serviceToken, mount: services.mount, log: { error() {}, warn() {}, log() {} },
    siteProperties: options.siteProperties,
    // The 3 s budget is production's promise to readers; a cold in-memory database on a machine busy with other
    // test files can need longer for a first page, and these tests are about the page, not the budget.
    contentTimeoutMs: 20_000,
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
