// HTTP pages/s on loopback with a warm content cache: the production server as `npm start` runs it for a deployment
// whose content API is a service of its own (CONTENT_BASE; server.ts in a child process: every middleware, the access
// log, routing, content-cache lookups) against a minimal node:http server rendering the same page with the same React
// tree and content (lib/raw-page-server.ts), in the same run, loaded alike (lib/http-load.ts). Both read their content
// from the same content API: npm start's embedded services in a process of their own. Each server is a process of its
// own started as npm start starts the app (lib/baseline-child.ts), and each side runs as several processes, loaded in
// pairs that take the rounds in turn (lib/http-load.ts loadPairs: a process's speed is partly luck); the load comes
// from this one. Also: npm start's all-in-one default (the embedded services in the page server's own process) on the
// article, each page's HTML bytes as the server sends them, and the HTML micro-cache against static bytes from memory.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildIfNeeded } from '../engine/build.ts';
import { newestArticle, startCommand, startServerChild, type ServerChild } from '../scripts/server-child.ts';
import type { BenchSection } from './section.ts';
import { startBaselineChild, type BaselineChild } from './lib/baseline-child.ts';
import { bytesAsSent, CONNECTIONS, DURATION_S, load, loadPair, loadPairs, PAIR_TURN_S, rawGet, ROUNDS, WARM_TURNS, type Load } from './lib/http-load.ts';
import { wholeNumberOrExit } from '../scripts/setting.ts';
import { firstDifference, textContent } from './lib/compare.ts';
import { medianInterval } from './lib/timing.ts';

/**
 * Where the median of such rounds lies, as far as these rounds tell: on this noisy machine one run's median moves by
 * a few hundredths.
 */
const intervalOf = (rounds: number[]) => {
  const { low, high, cover } = medianInterval(rounds, 0.9);
  return `${Math.floor(cover * 100)}% interval for the median ${low.toFixed(2)}-${high.toFixed(2)}`;
};

const TARGET = 0.9;
// Kept between runs (like the load test's), so only the first run pays for generating the sample content.
const DATA_DIR = process.env.BENCH_DATA_DIR || path.join(tmpdir(), 'kupu-bench-data');
// The embedded defaults, whatever the shell running the bench has set.
const WITHOUT = ['DATABASE_URL', 'REDIS_URL', 'HTML_MICROCACHE_SECONDS', 'LOG_LEVEL', 'CONTENT_BASE'];
const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
const row = (label: string, l: Load) =>
  `http ${label.padEnd(34)} ${l.rps.toFixed(0).padStart(6)} pages/s   latency p50 ${l.p50.toFixed(0)} ms  p99 ${l.p99.toFixed(0)} ms   ${l.kibPerS.toFixed(0)} KiB/s`;

const section: BenchSection = {
  name: 'http',
  async run() {
    // Processes of each server (app, raw) for the target's figures.
    const pairCount = wholeNumberOrExit('BENCH_HTTP_PAIRS', { min: 1, max: 6 }, 3);
    const root = process.cwd();
    await buildIfNeeded(root);
    const token = randomBytes(24).toString('hex');
    const closers: Array<() => Promise<unknown>> = [];
    // The cached pages' bytes, for the static baseline to read.
    const bodyDir = mkdtempSync(path.join(tmpdir(), 'kupu-bench-bodies-'));
    closers.push(async () => rmSync(bodyDir, { recursive: true, force: true }));
    const metrics: Record<string, number> = {};
    try {
      // The content API (npm start's embedded services, with the sample content) in a process of its own, as a deployment
      // has its content API elsewhere: the app and the raw server both read from it.
      const services = await startServerChild({ root, dataDir: DATA_DIR, env: { ARC_ACCESS_TOKEN: token }, without: WITHOUT });
      closers.unshift(() => services.stop());
      const contentBase = `${services.base}/arc`;
      // The production server at its default log level (info: one access-log line per request, as deployed), its content
      // from that API (CONTENT_BASE: no embedded services in its process; its data folder stays empty).
      const pageServerEnv = { ARC_ACCESS_TOKEN: token, CONTENT_BASE: contentBase };
      const unusedData = mkdtempSync(path.join(tmpdir(), 'kupu-bench-page-server-'));
      closers.push(async () => rmSync(unusedData, { recursive: true, force: true }));
      const appServers: ServerChild[] = [];
      for (let i = 0; i < pairCount; i++) {
        const server = await startServerChild({ root, dataDir: unusedData, env: pageServerEnv, without: WITHOUT });
        closers.unshift(() => server.stop());
        appServers.push(server);
      }
      const base = appServers[0]!.base;
      const article = await newestArticle(services.base, token);
      // BENCH_HTTP_PAGES=article,homepage measures some of them.
      const only = process.env.BENCH_HTTP_PAGES?.split(',').map((s) => s.trim());
      const pages = ([['homepage', '/'], ['article', article], ['section', '/news/'], ['search', '/search/kura/']] as const).filter(([name]) => !only || only.includes(name));
      for (const server of appServers) for (const [, p] of pages) await fetch(server.base + p).then((r) => r.text()); // warm the content caches

      const rawServers: BaselineChild[] = [];
      for (let i = 0; i < pairCount; i++) {
        const rawServer = await startBaselineChild(root, { kind: 'pages', contentBase, contentToken: token, paths: pages.map(([, p]) => p) });
        closers.unshift(rawServer.stop);
        rawServers.push(rawServer);
      }
      const rawServer = rawServers[0]!;
      // Honesty check before timing: each pair's servers send the same page (same text; only the nonce differs).
      for (const [i, app] of appServers.entries()) {
        const raw = rawServers[i]!;
        for (const [name, p] of pages) {
          const [a, b] = await Promise.all([rawGet(app.base + p), rawGet(raw.base + p)]);
          if (a.status !== 200 || b.status !== 200) throw new Error(`http: ${name} answered ${a.status} (app) and ${b.status} (raw)`);
          // Digits aside: relative times ("5 minutes ago") may tick between the two renders.
          const [ta, tb] = [a, b].map((r) => textContent(r.body.toString()).replace(/\d+/g, '#'));
          if (ta !== tb) throw new Error(`http: the app and the raw server render ${name} differently ${firstDifference(ta, tb)}`);
        }
        if (raw.errors.length) throw new Error(`http: the raw server's render logged errors: ${raw.errors.join('; ')}`);
      }

      console.log(`http: autocannon in its own thread, ${CONNECTIONS} connections; per page ${WARM_TURNS} untimed turns of ${DURATION_S} s each (alternating: the JIT takes 20-30 s of load to settle on a page), then ${ROUNDS} rounds of alternating ${PAIR_TURN_S} s turns (app raw raw app), ${pairCount} processes of each server paired, the pairs taking the rounds in turn (BENCH_HTTP_PAIRS); loopback, warm content cache, no Accept-Encoding`);
      console.log(`http: "app" is the production server as npm start runs it with its content API in a process of its own (CONTENT_BASE; server.ts in a child process: the page lane past Express, security headers, request id, access log, metrics, compression, routing, content-cache lookups); "raw" a minimal node:http server (a process of its own, started as npm start starts the app) rendering the same page with the engine's renderDocument (same tree, content prefetched once, same assets); both read the same content API (npm start's embedded services, a third process); the ratio is the median of the rounds' app/raw pages/s (target >= ${TARGET})`);
      console.log(`http: both servers run with npm start's Node flags: ${startCommand(root).flags.join(' ') || 'none'}`);
      const floor = await load(`${base}/healthz`);
      console.log(row('floor /healthz (app, no render)', floor));
      for (const [name, p] of pages) {
        const { a, b: r, rounds, ratio, cpuRounds, cpuRatio, byPair } = await loadPairs(
          appServers.map((app, i) => ({ a: (seconds: number) => load(app.base + p, { pid: app.child.pid, seconds }), b: (seconds: number) => load(rawServers[i]!.base + p, { pid: rawServers[i]!.pid, seconds }) })),
        );
        metrics[`http-${name}-rps`] = a.rps;
        metrics[`http-${name}-raw-rps`] = r.rps;
        metrics[`http-${name}-ratio`] = ratio;
        console.log(row(`${name} app`, a));
        console.log(row(`${name} raw node:http`, r));
        console.log(`http ${`${name} app/raw`.padEnd(34)} ${ratio.toFixed(3).padStart(6)}   (median of the rounds' ratios ${rounds.map((x) => x.toFixed(2)).join(' ')}; ${intervalOf(rounds)}; of the means ${(a.rps / r.rps).toFixed(2)}; ${(1000 / a.rps - 1000 / r.rps).toFixed(2)} ms more per page at ${CONNECTIONS} connections;${byPair.length > 1 ? ` each pair of processes' median ${byPair.map((x) => x.toFixed(2)).join(' ')};` : ''} target >= ${TARGET}: ${ratio >= TARGET ? 'met' : 'NOT met'})`);
        if (cpuRatio !== undefined) {
          metrics[`http-${name}-cpu-ratio`] = cpuRatio;
          console.log(`http ${`${name} app/raw per CPU-second`.padEnd(34)} ${cpuRatio.toFixed(3).padStart(6)}   (pages per second of the server process's CPU, median of the rounds' ${cpuRounds!.map((x) => x.toFixed(2)).join(' ')}, ${intervalOf(cpuRounds!)}; app ${(a.cpuMs! * 1000).toFixed(0)} µs of CPU per page, raw ${(r.cpuMs! * 1000).toFixed(0)} µs: the CPU each server spends on a page; not the target's figure)`);
        }
        const bytes = await bytesAsSent(base + p);
        console.log(`http ${`${name} HTML as sent`.padEnd(34)} brotli ${kb(bytes.br)}, gzip ${kb(bytes.gzip)}, identity ${kb(bytes.identity)} (Content-Encoding by Accept-Encoding, the server's own levels)`);
      }

      // npm start's default, all in one process: the embedded services (content API, identity, sales, the database)
      // beside the pages. Not the target's figure: a deployment runs its content API apart.
      const onePage = pages.find(([name]) => name === 'article');
      if (onePage) {
        const { a, b: r, rounds, ratio } = await loadPair((seconds) => load(services.base + onePage[1], { seconds }), (seconds) => load(rawServer.base + onePage[1], { seconds }));
        metrics['http-article-all-in-one-ratio'] = ratio;
        console.log(row('article npm start all in one', a));
        console.log(row('article raw node:http', r));
        console.log(`http ${'article all-in-one/raw'.padEnd(34)} ${ratio.toFixed(2).padStart(6)}   (median of the rounds' ratios ${rounds.map((x) => x.toFixed(2)).join(' ')}; npm start's embedded services in the page server's process, as a newcomer runs it; not the target's figure)`);
      }

      // The micro-cache: a second server with it on, against the same bytes sent from memory by node:http.
      for (const server of appServers) await server.stop();
      const cachedServer = await startServerChild({ root, dataDir: unusedData, env: { ...pageServerEnv, HTML_MICROCACHE_SECONDS: '300' }, without: WITHOUT });
      closers.unshift(() => cachedServer.stop());
      console.log('http: micro-cache (HTML_MICROCACHE_SECONDS) on, a reader without cookies; "static" is node:http sending the cached response\'s bytes from memory (same Content-Type, no other header; a process of its own too)');
      for (const [name, p] of pages.slice(0, 2)) {
        await rawGet(cachedServer.base + p);
        const hit = await rawGet(cachedServer.base + p);
        if (hit.headers['x-cache'] !== 'HIT') {
          console.log(`http ${`${name} micro-cache`.padEnd(34)} not cached (X-Cache ${String(hit.headers['x-cache'])}): nothing to measure`);
          continue;
        }
        const body = hit.body;
        const bodyFile = path.join(bodyDir, `${name}.html`);
        writeFileSync(bodyFile, body);
        const staticServer = await startBaselineChild(root, { kind: 'static', file: bodyFile });
        try {
          const { a: c, b: s, ratio } = await loadPair((seconds) => load(cachedServer.base + p, { seconds }), (seconds) => load(staticServer.base, { seconds }));
          metrics[`http-${name}-microcache-rps`] = c.rps;
          metrics[`http-${name}-microcache-ratio`] = ratio;
          console.log(row(`${name} micro-cache hit`, c));
          console.log(row(`${name} static bytes node:http`, s));
          console.log(`http ${`${name} micro-cache/static`.padEnd(34)} ${ratio.toFixed(2).padStart(6)}   (median of the rounds' ratios; a hit still runs every middleware and parses the request; ${kb(body.length)} page)`);
        } finally {
          await staticServer.stop();
        }
      }
    } finally {
      for (const close of closers) await close();
    }
    return metrics;
  },
};
export default section;
