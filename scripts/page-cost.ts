// `npm run page-cost`: what each layer of the production server adds to a page, in microseconds, measured in one
// process without the network. Over HTTP a 3 s turn of one server against a turn of another moved by up to a sixth
// on this shared 2-core machine, more than the whole difference being measured; here every layer serves one request
// in turn, round after round, so a slow spell of the machine meets each alike: the whole (app over render) held
// within a few thousandths across runs, each layer's share within about 20 µs. Layers, each adding to the one before:
//   render       the bundled renderDocument of the page resolved once (what the bench's raw server does)
//   resolve      + resolvePage per request (parse, route, plan, content-cache lookups)
//   renderPage   + renderPage (nonce and policy, status and headers, cache tags, the cookies proxy)
//   handler      + the handler's page step (the request's log, the page-duration metric)
//   app          + the page lane and the common middleware (security headers, request id, access log, count,
//                  compression): the request listener `npm start` serves
// The content comes from npm start's embedded content API in a child process. COST_PAGE (default the newest article;
// `/` for the homepage), COST_REQUESTS (3000 per layer). Figures for deciding, never a gate; not part of npm test.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Duplex } from 'node:stream';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteSetup } from '../common/site-setup.ts';
import { ansTags } from '../common/content/cache-tags.ts';
import { buildIfNeeded } from '../engine/build.ts';
import { MemoryContentCache } from '../engine/content/cache-memory.ts';
import { createApp, productionAssets } from '../engine/server/app.ts';
import { createLogger } from '../engine/server/logger.ts';
import { createMetrics } from '../engine/server/metrics.ts';
import { newestArticle, startCommand, startServerChild } from './server-child.ts';
import { rawRenderer } from '../bench/lib/raw-page-server.ts';

type Serve = (req: IncomingMessage, res: ServerResponse) => unknown;

/** A socket that takes every byte and keeps none: the response is written as for a client, then dropped. */
class Discard extends Duplex {
  override _read() {}
  override _write(_chunk: unknown, _encoding: unknown, done: () => void) {
    done();
  }
  override _writev(_chunks: unknown, done: () => void) {
    done();
  }
}

const socket = Object.assign(new Discard(), { remoteAddress: '127.0.0.1' });

/** A GET of `url` as node:http would hand it over, and a promise of the response's close (as the server emits it). */
function exchange(url: string): { req: IncomingMessage; res: ServerResponse; closed: Promise<void> } {
  const req = new IncomingMessage(socket as never);
  req.method = 'GET';
  req.url = url;
  req.headers = { host: '127.0.0.1', 'user-agent': 'page-cost', accept: '*/*' };
  req.httpVersionMajor = 1;
  req.httpVersionMinor = 1;
  const res = new ServerResponse(req);
  res.assignSocket(socket as never);
  const closed = new Promise<void>((resolve) =>
    res.once('finish', () => {
      res.detachSocket(socket as never);
      res.emit('close');
      resolve();
    }),
  );
  return { req, res, closed };
}

async function main() {
  const root = process.cwd();
  await buildIfNeeded(root);
  const token = randomBytes(24).toString('hex');
  const services = await startServerChild({ root, dataDir: process.env.BENCH_DATA_DIR || path.join(tmpdir(), 'kupu-bench-data'), env: { ARC_ACCESS_TOKEN: token }, without: ['DATABASE_URL', 'REDIS_URL', 'HTML_MICROCACHE_SECONDS', 'LOG_LEVEL', 'CONTENT_BASE'] });
  try {
    const page = process.env.COST_PAGE || (await newestArticle(services.base, token));
    const requests = Number(process.env.COST_REQUESTS || 3000);
    const contentBase = `${services.base}/arc`;
    // The access log as deployed (pino, gathered 4 kB at a time), to standard output: run with `> /dev/null` or a file.
    const log = createLogger();
    const metrics = createMetrics();
    const { app, site } = await createApp({ root, dev: false, cache: new MemoryContentCache(), contentBase, contentToken: token, contentTags: ansTags, siteSetup, log, metrics });
    const current = await site();
    // The render alone and the bundle's page functions, as the HTTP bench's raw server has them (with the app's tagging).
    const raw = await rawRenderer({ root, configDir: path.join(root, 'page-configs'), cache: new MemoryContentCache(), contentBase, contentToken: token, contentTags: ansTags, assets: productionAssets(root) });
    const { bundle: b, deps } = raw;
    const once = await raw.resolveOnce(page);
    const layers: Array<[string, Serve]> = [
      ['render', (_req, res) => raw.render(once, res)],
      ['resolve', async (req, res) => raw.render((await b.resolvePage(deps, req)) as typeof once, res)],
      ['renderPage', async (req, res) => b.renderPage(deps, await b.resolvePage(deps, req), res)],
      ['handler', (req, res) => current.handler.page(req, res)],
      ['app', (req, res) => app(req, res)],
    ];
    const times = layers.map(() => [] as number[]);
    const warm = Math.min(1000, requests);
    for (let i = 0; i < warm + requests; i++) {
      // The order turns round every request, so neither end of a round is always first.
      for (let k = 0; k < layers.length; k++) {
        const at = i % 2 ? layers.length - 1 - k : k;
        const { req, res, closed } = exchange(page);
        const started = performance.now();
        void layers[at]![1](req, res);
        await closed;
        if (i >= warm) times[at]!.push((performance.now() - started) * 1000);
        // A server's event loop reaches its I/O between requests; this loop, all promises and ticks, would not,
        // and content refreshes (their answers unread) would stay pending for good, sending every resolving
        // request down the cache's stale path with its deadline timer, which a server takes only during a refresh.
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
    }
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
    const medians = times.map(median);
    console.error(`page-cost: ${page}, ${requests} requests per layer after ${warm} untimed, one layer after another in turn; median µs per page`);
    if (raw.errors.length) throw new Error(`the page rendered with errors: ${raw.errors.join('; ')}`);
    layers.forEach(([name], i) => {
      const added = i ? medians[i]! - medians[i - 1]! : 0;
      console.error(`page-cost ${name.padEnd(11)} ${medians[i]!.toFixed(0).padStart(6)} µs   ${i ? `${added >= 0 ? '+' : ''}${added.toFixed(0)} µs over ${layers[i - 1]![0]}` : 'the render alone'}   (x${(medians[i]! / medians[0]!).toFixed(3)} of the render)`);
    });
  } finally {
    await services.stop();
  }
}

// Run as npm start runs the server (its Node flags, production), in a child whose standard output (the access
// log) is dropped; the figures go to standard error.
if (process.env.PAGE_COST_CHILD) {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(`page-cost: ${(error as Error)?.stack ?? String(error)}`);
      process.exit(1);
    },
  );
} else {
  const { flags, rest } = startCommand(process.cwd());
  const loader = rest.slice(0, -1);
  const child = spawn(process.execPath, [...flags, ...loader, fileURLToPath(import.meta.url)], { env: { ...process.env, NODE_ENV: 'production', PAGE_COST_CHILD: '1' }, stdio: ['ignore', 'ignore', 'inherit'] });
  child.on('exit', (code) => process.exit(code ?? 1));
}
