// `npm run lighthouse`: Lighthouse 12's mobile preset (its default: a throttled mid-range phone) in Debian's Chromium
// against the production server (`server.ts` as a child, embedded content API) on the homepage, an article, a
// section page and a search page; prints per page the four category scores, LCP / CLS / TBT / FCP and the LCP
// element's selector, the median of LIGHTHOUSE_RUNS runs (default 1), then each page's failing audits and top
// performance opportunities (of its last run). It reports, never gates: it exits 0 whatever the figures.
// LIGHTHOUSE_PAGES=article,search limits the pages (iterating on one page is cheaper); LIGHTHOUSE_OUT=dir keeps
// every run's JSON report there. The sample data is kept in $TMPDIR/kupu-loadtest-data, shared with the loadtest
// (LOADTEST_DATA_DIR). Not part of `npm test`.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { buildIfNeeded } from '../engine/build.ts';
import { articleFromHomepage, readerPages, startServerChild } from './server-child.ts';
import { wholeNumberOrExit } from './setting.ts';

const root = process.cwd();
const DATA_DIR = process.env.LOADTEST_DATA_DIR || path.join(tmpdir(), 'kupu-loadtest-data');
const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = '--headless --no-sandbox --disable-gpu --disable-background-networking';
const RUNS = wholeNumberOrExit('LIGHTHOUSE_RUNS', { min: 1, max: 20 }, 1);
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',').map((p) => p.trim()).filter(Boolean);
const OUT = process.env.LIGHTHOUSE_OUT;
const lighthouseCli = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');

interface Figures { performance: number; accessibility: number; 'best-practices': number; seo: number; lcp: number; cls: number; tbt: number; fcp: number }
interface Audit { score: number | null; scoreDisplayMode?: string; title: string; displayValue?: string; numericValue?: number; details?: { type?: string; items?: unknown[]; overallSavingsMs?: number }; metricSavings?: { LCP?: number; FCP?: number; CLS?: number; TBT?: number } }
interface Lhr { environment?: { benchmarkIndex?: number }; runWarnings?: string[]; categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>; audits: Record<string, Audit> }
interface Run { figures: Figures; lcpElement: string; failing: string[]; opportunities: string[]; benchmarkIndex: number; warnings: string[] }

/** The LCP element's selector: Lighthouse 12 nests it in a list of tables, earlier versions in one table. */
function lcpSelector(a: Audit | undefined): string {
  const first = a?.details?.items?.[0] as { items?: { node?: { selector?: string; snippet?: string } }[]; node?: { selector?: string; snippet?: string } } | undefined;
  const node = first?.items?.[0]?.node ?? first?.node;
  return node ? `${node.selector ?? '?'}  ${(node.snippet ?? '').slice(0, 120)}` : '(none reported)';
}

/** Audits that cost points in a scored category (score below 1 with weight), by category. */
function failingAudits(lhr: Lhr): string[] {
  const out: string[] = [];
  for (const [cat, { auditRefs }] of Object.entries(lhr.categories)) {
    for (const ref of auditRefs) {
      const a = lhr.audits[ref.id];
      if (!a || ref.weight === 0 || a.score === null || a.score >= 1 || a.scoreDisplayMode === 'informative') continue;
      out.push(`${cat}: ${ref.id} (${a.title}) score ${a.score}${a.displayValue ? `, ${a.displayValue}` : ''}`);
    }
  }
  return out;
}

/** Performance opportunities and diagnostics with an estimated saving, largest first. */
function opportunities(lhr: Lhr): string[] {
  return Object.entries(lhr.audits)
    .map(([id, a]) => ({ id, a, ms: Math.max(a.metricSavings?.LCP ?? 0, a.metricSavings?.FCP ?? 0, a.details?.overallSavingsMs ?? 0), cls: a.metricSavings?.CLS ?? 0, tbt: a.metricSavings?.TBT ?? 0 }))
    .filter(({ a, ms, cls, tbt }) => a.score !== null && a.score < 1 && (ms > 0 || cls > 0 || tbt > 0))
    .sort((x, y) => y.ms - x.ms || y.tbt - x.tbt || y.cls - x.cls)
    .map(({ id, a, ms, cls, tbt }) => `${id}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}; est. LCP/FCP ${Math.round(ms)} ms${tbt ? `, TBT ${Math.round(tbt)} ms` : ''}${cls ? `, CLS ${cls.toFixed(3)}` : ''}`);
}

/** One Lighthouse run (its CLI in a child: it owns Chromium's lifetime) of one URL. */
async function audit(url: string, saveAs?: string): Promise<Run> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [lighthouseCli, url, '--output=json', '--output-path=stdout', '--quiet', `--chrome-flags=${CHROME_FLAGS}`, '--only-categories=performance,accessibility,best-practices,seo'],
    { env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 256 * 1024 * 1024 },
  );
  if (saveAs) writeFileSync(saveAs, stdout);
  const lhr = JSON.parse(stdout) as Lhr;
  const score = (c: string) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    figures: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      lcp: value('largest-contentful-paint'),
      cls: value('cumulative-layout-shift'),
      tbt: value('total-blocking-time'),
      fcp: value('first-contentful-paint'),
    },
    lcpElement: lcpSelector(lhr.audits['largest-contentful-paint-element']),
    failing: failingAudits(lhr),
    opportunities: opportunities(lhr).slice(0, 8),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
    warnings: lhr.runWarnings ?? [],
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
  if (OUT) mkdirSync(OUT, { recursive: true });
  const server = await startServerChild({ root, dataDir: DATA_DIR });
  try {
    const { article } = await articleFromHomepage(server.base);
    const pages = Object.entries(readerPages(article)).filter(([name]) => !ONLY || ONLY.includes(name));
    // Each page once before measuring: Lighthouse measures a reader of a running site, not a cold content cache.
    for (const [, p] of pages) await fetch(`${server.base}${p}`).then((r) => r.text());
    console.log(`lighthouse: mobile preset, ${RUNS} run(s) per page (median), ${CHROMIUM}${OUT ? `, reports in ${OUT}` : ''}`);
    console.log(`${'page'.padEnd(9)} perf  a11y  best   seo      LCP     CLS      TBT      FCP   path`);
    const details: string[] = [];
    for (const [name, p] of pages) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(`${server.base}${p}`, OUT && path.join(OUT, `${name}-${i + 1}.json`)));
      const m = (k: keyof Figures) => median(runs.map((r) => r.figures[k]));
      console.log(
        `${name.padEnd(9)} ${String(m('performance')).padStart(4)}  ${String(m('accessibility')).padStart(4)}  ${String(m('best-practices')).padStart(4)}  ${String(m('seo')).padStart(4)}  ${(m('lcp') / 1000).toFixed(2).padStart(5)} s  ${m('cls').toFixed(3).padStart(6)}  ${m('tbt').toFixed(0).padStart(5)} ms  ${(m('fcp') / 1000).toFixed(2).padStart(5)} s   ${p}`,
      );
      const last = runs[runs.length - 1];
      // A low CPU benchmark (a busy shared machine) inflates TBT and render delay: say so beside the figures.
      const bench = runs.map((r) => Math.round(r.benchmarkIndex)).join(', ');
      details.push(`\n${name} (${p}) CPU benchmarkIndex ${bench} (Lighthouse expects ~1000+; lower means a busy machine)`);
      details.push(`  LCP element: ${last.lcpElement}`);
      for (const w of new Set(runs.flatMap((r) => r.warnings))) details.push(`  warning  ${w.split('. ')[0]}`);
      for (const f of last.failing) details.push(`  failing  ${f}`);
      for (const o of last.opportunities) details.push(`  saving   ${o}`);
    }
    console.log(details.join('\n'));
  } finally {
    await server.stop();
  }
}

// Figures, never a gate: a failed run is reported and the script still exits 0.
await main().catch((err) => console.error(`lighthouse: ${err instanceof Error ? err.message : err}`));
