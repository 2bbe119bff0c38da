// `npm start`: production (builds first if the sources changed); `npm run dev`: Vite middleware with HMR.
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express from 'express';
import { createApp } from './engine/server/app.ts';
import { drainer, type Drainer } from './engine/server/drain.ts';
import { parseHstsMaxAge } from './engine/server/security.ts';
import { parseCacheTagHeaders } from './engine/server/cache-tags.ts';
import { parseTrustProxy } from './engine/server/trust-proxy.ts';
import { wholeNumberSetting, type WholeNumberRange } from './engine/server/env-number.ts';
import { needsBuild } from './engine/build.ts';
import { createContentCache } from './engine/content/create-cache.ts';
import { freshnessFromEnv } from './engine/server/freshness-env.ts';
import { ansTags, changeTags } from './common/content/cache-tags.ts';
import { MemoryContentCache } from './engine/content/cache-memory.ts';
import { createLogger, parseLogLevel, type LogLevel } from './engine/server/logger.ts';
import { createMetrics } from './engine/server/metrics.ts';
import { startServices } from './services/index.ts';
import { publicOrigins } from './feeds/public-origin.ts';
import { siteSetup } from './common/site-setup.ts';
import { createInvalidationBus } from './engine/content/create-bus.ts';
import { directorySource } from './engine/config/source.ts';
import { pageConfigsWiring } from './services/page-configs/wiring.ts';

const root = path.dirname(fileURLToPath(import.meta.url));
const dev = process.argv.includes('--dev');
// JSON lines on stdout (pino), from one logger (each has its own buffer): a bad LOG_LEVEL is reported through it at
// the default level, then fatal.
let level: LogLevel | undefined;
let levelError: string | undefined;
try {
  level = parseLogLevel(process.env.LOG_LEVEL);
} catch (e) {
  levelError = (e as Error).message;
}
const logger = createLogger({ level });
function fail(message: string): never {
  logger.fatal(message);
  process.exit(1);
}
if (levelError) fail(levelError);
/** What `read` makes of a setting, or the start refused with the message it threw. */
function setting<T>(read: () => T): T {
  try {
    return read();
  } catch (e) {
    return fail((e as Error).message);
  }
}
const wholeNumber = (name: string, range: WholeNumberRange) => setting(() => wholeNumberSetting(name, process.env[name], range));
const port = wholeNumber('PORT', { min: 0, max: 65535 }) ?? 3000;
// Off by default: a CDN in front is the normal deployment and already shares pages (see README).
const microcacheSeconds = wholeNumber('HTML_MICROCACHE_SECONDS', { min: 0, max: 300, unit: 'seconds' }) ?? 0;
// The content budget of one page request (every content read of the page shares it); unset: the engine's 3 s.
const contentTimeoutMs = wholeNumber('CONTENT_TIMEOUT_MS', { min: 100, max: 60_000, unit: 'milliseconds' });
// Which of Surrogate-Key / Cache-Tag carry the cache tags (default both).
const cacheTagHeaders = setting(() => parseCacheTagHeaders(process.env.CACHE_TAG_HEADERS));
// PUBLIC_ORIGIN / PUBLIC_ORIGIN_<SITE>: checked before anything starts, so a typo is a refusal, not wrong links.
const siteProperties = setting(() => publicOrigins(process.env));
// The proxies in front (CDN, load balancer) whose X-Forwarded-For names the reader: per-address limits then count
// readers apart, not the proxy's one address. Unset: X-Forwarded-For is ignored (a client could name any address).
const trustProxy = setting(() => parseTrustProxy(process.env.TRUST_PROXY));
process.env.NODE_ENV ??= dev ? 'development' : 'production';

if (!dev && (await needsBuild(root))) {
  logger.info('building client and server bundles ...');
  await buildInChildProcess();
}

/** Vite and its bundler would stay in this process's memory for good after a build here: a child builds instead. */
async function buildInChildProcess() {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/build.ts'), '--if-needed'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0) fail(`build failed (exit ${code}):\n${output.trim()}`);
  if (output.trim()) logger.info(output.trim());
}

/** Writes to the embedded content API: open only in development or by the operator's explicit choice. */
function openWrites() {
  const optIn = process.env.CONTENT_API_OPEN_WRITES;
  if (optIn !== undefined && optIn !== 'true' && optIn !== 'false') {
    fail(`CONTENT_API_OPEN_WRITES must be true or false, got "${optIn}"`);
  }
  return !process.env.ARC_ACCESS_TOKEN && (dev || optIn === 'true');
}

function writePolicy() {
  if (process.env.ARC_ACCESS_TOKEN) return 'content API: reads and writes need ARC_ACCESS_TOKEN';
  if (openWrites()) return `WARNING: content API writes are OPEN to anyone (${dev ? 'development' : 'CONTENT_API_OPEN_WRITES=true'}); set ARC_ACCESS_TOKEN to close them`;
  return 'content API: writes are closed (set ARC_ACCESS_TOKEN to allow authorised writes); reads are public';
}

const metrics = createMetrics();
const cache = setting(() => createContentCache(process.env, { logger, onEvent: metrics.onCacheEvent }));
if (cache instanceof MemoryContentCache) metrics.measureCacheBytes(() => cache.bytes);
// With CONTENT_BASE set, content comes from there (e.g. a real Arc organisation) and no embedded API runs.
const services = process.env.CONTENT_BASE
  ? undefined
  : await startServices({ dataDir: process.env.DATA_DIR || path.join(root, 'data'), databaseUrl: process.env.DATABASE_URL, token: process.env.ARC_ACCESS_TOKEN, openWrites: openWrites(), log: { log: (m: string) => logger.info(m) } }).catch(
      // A configuration the services refuse (e.g. a short RESIZER_SECRET): the reason, without a stack trace.
      (e: Error) => fail(`cannot start: ${e.message}`),
    );
if (services) logger[openWrites() ? 'warn' : 'info'](writePolicy());
// Writes through this node invalidate every node's cache (and the CDN through PURGE_WEBHOOK_URL); see README "Freshness".
const freshness = setting(() => freshnessFromEnv(cache, { logger }));
services?.store.onChange((change) => freshness.changed(changeTags(change)));
logger.info(`content invalidation: ${freshness.bus}${process.env.PURGE_WEBHOOK_URL ? ', purge webhook on' : ''}`);
// How long shutdown waits for requests in flight before cutting them off.
const DRAIN_MS = 8_000;
// The site's own content calls go to the embedded API on a loopback listener of its own, so they keep working while
// the public listener drains at shutdown (a render in flight may still need content), and whatever PORT is.
let internal: Server | undefined;
let internalDrain: Drainer | undefined;
if (services) {
  const internalApp = express();
  internalApp.disable('x-powered-by');
  services.mount(internalApp);
  internal = createServer(internalApp);
  // Tracked from its first connection; drained after the public listener (see the shutdown below).
  internalDrain = drainer(internal, { idleGraceMs: 0, timeoutMs: DRAIN_MS });
  await new Promise<void>((resolve) => internal!.listen(0, '127.0.0.1', resolve));
}
// Page configs live in the services' database (seeded from page-configs/ when empty); a publish reaches every node
// over the same kind of bus as content invalidations. Without the embedded services, the folder is read as before.
const configBus = services && createInvalidationBus(process.env, logger);
const pageConfigs = services && (await pageConfigsWiring({
  pageConfigs: services.pageConfigs, readerOf: services.readerOf, files: directorySource(path.join(root, 'page-configs')), dev, bus: configBus, log: logger,
}));
if (pageConfigs?.seeded) logger.info(`page configs: imported ${pageConfigs.seeded} files from page-configs/ into the empty store`);
const internalBase = internal && `http://127.0.0.1:${(internal.address() as { port: number }).port}/arc`;
const { app, close, warmUp } = await createApp({
  root,
  dev,
  cache,
  routes: services?.routes(),
  contentBase: process.env.CONTENT_BASE ?? internalBase!,
  contentToken: process.env.ARC_ACCESS_TOKEN ?? services?.serviceToken,
  contentTags: ansTags,
  contentTimeoutMs,
  editorToken: process.env.EDITOR_TOKEN,
  configSource: pageConfigs?.source,
  // A publish purges the pages it changes from the CDN, through the same hook as content writes.
  editor: pageConfigs && { ...pageConfigs.editor, purge: freshness.purge },
  htmlCacheControl: process.env.HTML_CACHE_CONTROL,
  cacheTagHeaders,
  htmlMicrocache: microcacheSeconds ? { seconds: microcacheSeconds } : undefined,
  hstsMaxAge: parseHstsMaxAge(process.env.HSTS_MAX_AGE),
  siteProperties,
  siteSetup,
  trustProxy,
  log: logger,
  metrics,
  metricsToken: process.env.METRICS_TOKEN || undefined,
}).catch((e) => {
  // An invalid page config: its errors, as `npm run validate` prints them, and no server (a broken deploy stays down).
  if ((e as { code?: string }).code !== 'PAGE_CONFIGS_INVALID') throw e;
  return fail((e as Error).message);
});

const server = createServer(app).listen(port, () => {
  // The port bound, which PORT=0 leaves to the system.
  const bound = (server.address() as { port: number }).port;
  logger.info(`serving ${dev ? 'development (HMR)' : 'production'} on http://localhost:${bound}`);
  // Production only: development re-reads configs and modules on each request, so there is nothing to keep warm.
  if (dev) return;
  const started = Date.now();
  void warmUp(`http://127.0.0.1:${bound}`).then((pages) =>
    logger.info(`warm-up done in ${Date.now() - started} ms: ${pages.map((p) => `${p.site} ${p.status}`).join(', ')}`),
  );
});

// Graceful shutdown: stop accepting connections, answer the requests in flight and those still arriving on open
// keep-alive connections (each answer tells its client to close), close each connection once it is idle, then the
// internal API, the cache and the database. An idle connection is closed after a second's grace, not at once: a
// client may be writing its next request on it, and closing it then resets that request (engine/server/drain.ts).
const publicDrain = drainer(server, { idleGraceMs: 1_000, timeoutMs: DRAIN_MS });
let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal}: shutting down`);
    // Last resort only: a request still running after the drain window was cut off, so the exit says so.
    setTimeout(() => process.exit(1), DRAIN_MS + 5_000).unref();
    // The public side first: a render still in flight may need the internal API.
    for (const drain of [publicDrain, internalDrain]) if (drain && !(await drain.close())) logger.error(`shutdown: connections still open after ${DRAIN_MS} ms were cut off`);
    pageConfigs?.source.close();
    await Promise.allSettled([freshness.close(), configBus?.close(), cache.close(), close(), services?.close()]);
    process.exit(0);
  });
}
