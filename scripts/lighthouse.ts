// `npm run lighthouse`: Lighthouse 12's mobile preset (its default: a throttled mid-range phone) in Debian's Chromium
// against the production server (`server.ts` as a child, embedded content API) on the homepage, an article, a
// section page and a search page; prints the four category scores and LCP / CLS / TBT per page, the median of
// LIGHTHOUSE_RUNS runs (default 1). The sample data is kept in $TMPDIR/kupu-loadtest-data, shared with the
// loadtest (LOADTEST_DATA_DIR). Not part of `npm test`.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { buildIfNeeded } from '../engine/build.ts';
import { startServerChild } from './server-child.ts';

const root = process.cwd();
const DATA_DIR = process.env.LOADTEST_DATA_DIR || path.join(tmpdir(), 'kupu-loadtest-data');
const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = '--headless --no-sandbox --disable-gpu --disable-background-networking';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS || 1);
if (!Number.isInteger(RUNS) || RUNS < 1 || RUNS > 20) {
  console.error(`LIGHTHOUSE_RUNS must be a whole number from 1 to 20, got "${process.env.LIGHTHOUSE_RUNS}"`);
  process.exit(1);
}
const lighthouseCli = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');

interface Figures { performance: number; accessibility: number; 'best-practices': number; seo: number; lcp: number; cls: number; tbt: number }

/** One Lighthouse run (its CLI in a child: it owns Chromium's lifetime) of one URL. */
async function audit(url: string): Promise<Figures> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [lighthouseCli, url, '--output=json', '--output-path=stdout', '--quiet', `--chrome-flags=${CHROME_FLAGS}`, '--only-categories=performance,accessibility,best-practices,seo'],
    { env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 256 * 1024 * 1024 },
  );
  const lhr = JSON.parse(stdout) as { categories: Record<string, { score: number | null }>; audits: Record<string, { numericValue?: number }> };
  const score = (c: string) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
  };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

async function main() {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} not found: install Debian's chromium (or set CHROME_PATH)`);
  await buildIfNeeded(root);
  mkdirSync(DATA_DIR, { recursive: true });
  const server = await startServerChild({ root, dataDir: DATA_DIR });
  try {
    const home = await (await fetch(`${server.base}/`)).text();
    const article = /href="(\/\d{4}\/\d{2}\/\d{2}\/[a-z0-9-]+\/)"/.exec(home)?.[1];
    if (!article) throw new Error('no article link (/yyyy/mm/dd/slug/) on the homepage');
    const pages = { homepage: '/', article, section: '/news/', search: '/search/waka/' };
    // Each page once before measuring: Lighthouse measures a reader of a running site, not a cold content cache.
    for (const p of Object.values(pages)) await fetch(`${server.base}${p}`).then((r) => r.text());
    console.log(`lighthouse: mobile preset, ${RUNS} run(s) per page (median), ${CHROMIUM}`);
    console.log(`${'page'.padEnd(9)} perf  a11y  best   seo      LCP     CLS      TBT   path`);
    for (const [name, p] of Object.entries(pages)) {
      const runs: Figures[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(`${server.base}${p}`));
      const m = (k: keyof Figures) => median(runs.map((r) => r[k]));
      console.log(
        `${name.padEnd(9)} ${String(m('performance')).padStart(4)}  ${String(m('accessibility')).padStart(4)}  ${String(m('best-practices')).padStart(4)}  ${String(m('seo')).padStart(4)}  ${(m('lcp') / 1000).toFixed(2).padStart(5)} s  ${m('cls').toFixed(3).padStart(6)}  ${m('tbt').toFixed(0).padStart(5)} ms   ${p}`,
      );
    }
  } finally {
    await server.stop();
  }
}

await main();
