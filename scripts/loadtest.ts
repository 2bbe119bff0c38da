// `npm run loadtest`: the production server (`server.ts`, embedded content API) as a child process on a loopback
// port, loaded with autocannon on the homepage, an article and uncached searches, twice over, printing requests/s,
// p99 latency, non-2xx and errors per target and the server's resident memory before, between and after.
// LOADTEST_SECONDS (default 30) per target, LOADTEST_CONNECTIONS (default 50). Not part of `npm test`.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildIfNeeded } from '../engine/build.ts';
import { articleFromHomepage, startServerChild, type ServerChild as Server } from './server-child.ts';
import { wholeNumberOrExit } from './setting.ts';

const root = process.cwd();
const ONE_TO_3600 = { min: 1, max: 3600 };
const SECONDS = wholeNumberOrExit('LOADTEST_SECONDS', ONE_TO_3600, 30);
const CONNECTIONS = wholeNumberOrExit('LOADTEST_CONNECTIONS', ONE_TO_3600, 50);
const PASSES = 2;
// Kept between runs so only the first run pays for generating the sample content.
const DATA_DIR = process.env.LOADTEST_DATA_DIR || path.join(tmpdir(), 'kupu-loadtest-data');
const METRICS_TOKEN = randomBytes(16).toString('hex');

const startServer = () => startServerChild({ root, dataDir: DATA_DIR, env: { METRICS_TOKEN } });

/** Resident memory of the server process: /proc on Linux, else what the process reports through /metrics. */
async function rss(server: Server): Promise<{ rss: number; peak?: number; heap?: number; external?: number; cache?: number }> {
  const metrics = await (await fetch(`${server.base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const metric = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(metrics)?.[1] ?? NaN);
  const status = `/proc/${server.child.pid}/status`;
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(status, 'utf8'))?.[1]) * 1024;
  const onLinux = existsSync(status);
  return {
    rss: onLinux ? kb('VmRSS') : metric('process_resident_memory_bytes'),
    peak: onLinux ? kb('VmHWM') : undefined,
    heap: metric('nodejs_heap_size_used_bytes'),
    external: metric('nodejs_external_memory_bytes'),
    cache: metric('kupu_content_cache_bytes'),
  };
}

const mb = (n: number | undefined) => (n === undefined || Number.isNaN(n) ? '-' : `${(n / 1048576).toFixed(0)} MB`);

async function printMemory(server: Server, when: string) {
  const m = await rss(server);
  console.log(`memory ${when.padEnd(18)} rss ${mb(m.rss).padStart(7)}   peak ${mb(m.peak).padStart(7)}   js heap used ${mb(m.heap).padStart(7)} (content cache ${mb(m.cache)} of JSON)   external (PGlite's WebAssembly memory, buffers) ${mb(m.external).padStart(7)}`);
}

/** Words from the homepage's links and headlines, for searches that are each new to the content cache. */
function vocabulary(html: string): string[] {
  const text = html.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<[^>]+>/g, ' ');
  const words = new Set(text.toLowerCase().match(/\p{L}{5,}/gu) ?? []);
  return [...words].slice(0, 200);
}

function searchPaths(words: string[]) {
  let i = 0;
  // Pairs of words: words.length² different searches before one repeats, so each request misses the cache.
  return () => {
    const n = i++;
    const a = words[n % words.length];
    const b = words[Math.floor(n / words.length) % words.length];
    return `/search/${encodeURIComponent(`${a} ${b}`)}/`;
  };
}

async function load(name: string, base: string, target: string | (() => string)) {
  const next = typeof target === 'string' ? () => target : target;
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: next() }) }],
  });
  const errors = result.errors + result.timeouts;
  const statuses = Object.entries((result as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, { count }]) => `${code} x${count}`);
  console.log(
    `${name.padEnd(10)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p99 ${String(result.latency.p99).padStart(5)} ms   non-2xx ${String(result.non2xx).padStart(5)}   errors ${String(errors).padStart(4)}   (${result.requests.total} requests${statuses.length ? `; ${statuses.join(', ')}` : ''})`,
  );
}

async function main() {
  await buildIfNeeded(root);
  if (!existsSync(path.join(DATA_DIR, 'pglite'))) {
    // First run: the server generates the sample content; the measured start is a normal one, from stored data.
    mkdirSync(DATA_DIR, { recursive: true });
    console.log(`loadtest: generating sample content into ${DATA_DIR} (first run only) ...`);
    await (await startServer()).stop();
  }
  const server = await startServer();
  const hardStop = setTimeout(() => {
    console.error('loadtest: taking far longer than planned; stopping');
    server.abort(); // its temporary log folder goes too
    process.exit(1);
  }, (PASSES * 3 * SECONDS + 120) * 1000);
  try {
    console.log(`loadtest: ${CONNECTIONS} connections x ${SECONDS} s per target, ${PASSES} passes, loopback, server pid ${server.child.pid} (${process.env.DATABASE_URL ? 'DATABASE_URL' : 'embedded PGlite'})`);
    await printMemory(server, 'after start');
    const { home, article } = await articleFromHomepage(server.base);
    const words = vocabulary(home);
    if (words.length < 10) throw new Error('too few words on the homepage to vary searches');
    await fetch(`${server.base}${article}`).then((r) => r.text()); // warm the content cache for both pages
    const search = searchPaths(words);
    for (let pass = 1; pass <= PASSES; pass++) {
      console.log(`pass ${pass}`);
      await load('homepage', server.base, '/');
      await load('article', server.base, article);
      await load('search', server.base, search);
      await printMemory(server, `after pass ${pass}`);
    }
  } finally {
    clearTimeout(hardStop);
    await server.stop();
  }
}

await main();
