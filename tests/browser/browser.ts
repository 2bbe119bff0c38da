// Shared set-up for browser tests: Debian's Chromium driven by playwright-core, and the production server.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { createApp, type AppOptions } from '../../engine/server/app.ts';
import { buildIfNeeded } from '../../engine/build.ts';
import { MemoryContentCache } from '../../engine/content/cache-memory.ts';
import { startSampleServices } from '../support/sample-db.ts';
import { startSmtpInbox } from '../support/smtp-inbox.ts';
import { siteSetup } from '../../common/site-setup.ts';
import { deferred } from '../support/deferred.ts';
import type { ServicesOptions } from '../../services/index.ts';

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

/**
 * Holds back every request of `page` whose URL `matches` until `release()`, as a slow network would; `asked` settles
 * when the first one arrives (the page has sent it).
 */
export async function holdRequests(page: Page, matches: (url: URL) => boolean): Promise<{ asked: Promise<void>; release: () => void }> {
  const held = deferred();
  const asked = deferred();
  await page.route(matches, async (route) => {
    asked.resolve();
    await held.promise;
    await route.continue();
  });
  return { asked: asked.promise, release: () => held.resolve() };
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

/** Changes a test makes to a copy of the sample page configs. */
export interface SampleConfigChanges {
  /** Laid over the default site's (teaomarama) stored properties. */
  siteProperties?: Record<string, unknown>;
  /** Config files written over the copy, by path under page-configs/, e.g. `templates/teaomarama/section.json`. */
  files?: Record<string, unknown>;
}

/** A temporary copy of the sample page configs with the changes made: the caller deletes it. */
export function sampleConfigsWith({ siteProperties = {}, files = {} }: SampleConfigChanges): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'sample-configs-'));
  cpSync(path.join(root, 'page-configs'), dir, { recursive: true });
  const siteFile = path.join(dir, 'sites/teaomarama.json');
  const site = JSON.parse(readFileSync(siteFile, 'utf8'));
  site.properties = { ...site.properties, ...siteProperties };
  writeFileSync(siteFile, JSON.stringify(site, null, 2));
  for (const [file, config] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), JSON.stringify(config, null, 2));
  }
  return dir;
}

/** startServer with the services' mail sent over SMTP to an inbox the test reads (`inbox`), closed at stop. */
export async function startServerWithInbox(options: Parameters<typeof startServer>[0] = {}) {
  const inbox = await startSmtpInbox();
  // Read by the identity service's adapters as the server starts (services/identity/adapters.ts).
  process.env.SMTP_URL = inbox.url;
  const server = await startServer(options);
  return { ...server, inbox, stop: () => server.stop().then(() => inbox.close()) };
}

/**
 * The production app with the embedded content API and sample content (in-memory PGlite; generated image
 * originals shared between runs in data/test), on an ephemeral loopback port. Built first if sources changed.
 * Page configs: `configDir`, else a copy of the sample's with `sampleConfigs` made (deleted at stop), else the sample's.
 */
export async function startServer(options: {
  configDir?: string; sampleConfigs?: SampleConfigChanges; editorToken?: string; siteProperties?: AppOptions['siteProperties']; sampleDay?: Date; htmlMicrocache?: AppOptions['htmlMicrocache'];
  /** A sample database folder to copy instead of global setup's. */
  sampleDb?: string;
  /** The identity service's options, given the server's address (its public origin, e.g. the OpenID issuer's). */
  identity?: (base: string) => ServicesOptions['identity'];
} = {}) {
  await buildIfNeeded(root);
  const copy = !options.configDir && options.sampleConfigs ? sampleConfigsWith(options.sampleConfigs) : undefined;
  const cache = new MemoryContentCache();
  // Listen first: the sources reach the content API on this same server, so its address is needed to build the app.
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const services = await startSampleServices({ sampleDay: options.sampleDay, snapshot: options.sampleDb, identity: options.identity?.(base) });
  const { app, close, warmUp } = await createApp({
    root, siteSetup, configDir: options.configDir ?? copy, editorToken: options.editorToken, dev: false, cache, contentBase: `${base}/arc`, contentToken: services.serviceToken, routes: services.routes(), log: { error() {}, warn() {}, log() {} },
    siteProperties: options.siteProperties,
    htmlMicrocache: options.htmlMicrocache,
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
    /** Renders each site's homepage once, as server.ts does after listening. */
    warmUp: () => warmUp(base, 20_000),
    async stop() {
      await new Promise((r) => server.close(r));
      await close();
      await cache.close();
      await services.close();
      if (copy) rmSync(copy, { recursive: true, force: true });
    },
  };
}

type TestServer = Awaited<ReturnType<typeof startServer>>;

/**
 * The sample server as startServer() starts it, run once by global setup and shared by the test files that only
 * read from it (no options, no content or cache changes, no server state asserted): each skips starting its own (a
 * database copy, the app, cold first renders). `stop()` leaves it running. Where no global setup ran, the file's own.
 */
export async function sharedServer(): Promise<{ base: string; stop(): Promise<void> }> {
  const base = inject('sharedServer');
  return base ? { base, async stop() {} } : startServer();
}

/** serverSuite() on the shared sample server (see sharedServer): for files that only read from it. */
export function sharedServerSuite(): { server: { base: string } } {
  const suite = {} as { server: { base: string; stop(): Promise<void> } };
  beforeAll(async () => {
    suite.server = await sharedServer();
  }, 120_000);
  afterAll(async () => {
    await suite.server?.stop();
  });
  return suite;
}

/**
 * A describe block's browser and server: launched and started before its tests, closed after them, and every test
 * fails when a page it opened reported a Content-Security-Policy violation (a script without the nonce, a load the
 * policy does not allow). Read `browser` and `server` in tests and in hooks registered after this call.
 */
export function browserSuite<S extends { base: string; stop(): Promise<void> } = TestServer>(start?: () => Promise<S>): { browser: Browser; server: S } {
  const suite = {} as { browser: Browser; server: S };
  beforeAll(async () => {
    [suite.browser, suite.server] = await Promise.all([launchBrowser(), start ? start() : (startServer() as Promise<unknown> as Promise<S>)]);
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
  });
  afterEach(() => {
    expect(cspViolations(suite.browser)).toEqual([]);
  });
  return suite;
}

/**
 * The sample server for the enclosing describe block (or file): started before its tests, stopped after them. Read
 * `suite.server` inside tests; `options` as startServer's.
 */
export function serverSuite(options?: Parameters<typeof startServer>[0]): { server: TestServer } {
  const suite = {} as { server: TestServer };
  beforeAll(async () => {
    suite.server = await startServer(options);
  }, 120_000);
  afterAll(async () => {
    await suite.server?.stop();
  });
  return suite;
}

/** Query objects the page sends to /api/content/{source} from now on (the list fills as it asks). */
export function contentRequests(page: Page, source: string): Array<Record<string, unknown>> {
  const seen: Array<Record<string, unknown>> = [];
  page.on('request', (r: Request) => {
    const url = new URL(r.url());
    if (url.pathname === `/api/content/${source}`) seen.push(JSON.parse(url.searchParams.get('query') ?? '{}'));
  });
  return seen;
}

export function artifactPath(name: string) {
  mkdirSync(artifacts, { recursive: true });
  return path.join(artifacts, name);
}
