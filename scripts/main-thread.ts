// `npm run main-thread`: what a page's load costs the browser's main thread, from a real Chromium trace at 4x CPU
// throttling (CDP Emulation.setCPUThrottlingRate) in a phone-sized viewport, against the production server as a
// child (as `lighthouse.ts` starts it). Lighthouse's simulated figures move with the other work on a shared machine;
// these come from the page's own main thread. Columns, per page (median of MAIN_THREAD_RUNS runs, default 3; ms from
// navigation start): long<load, sum>50, blocking: tasks over 50 ms before the load event, their summed duration and
// their summed time past 50 ms; busy<load: all task time before load (wall); cpu<load: the same as the thread's own
// CPU time, the figure least moved by other work on the machine; long>fcp, blocking>fcp: long tasks from first paint
// until the network is quiet, as TBT counts them; FCP, LCP and load as the trace marks them. Then, per run, CPU time
// before load by kind of work and what the longest task did. On a busy machine compare the least of the runs (printed
// after the medians): other work only ever adds to a figure. Prints figures, never gates.
// MAIN_THREAD_PAGES=homepage,article,section,search picks pages; MAIN_THREAD_OUT=dir keeps each trace.
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { buildIfNeeded } from '../engine/build.ts';
import { articleFromHomepage, readerPages, startServerChild } from './server-child.ts';

const root = process.cwd();
const DATA_DIR = process.env.LOADTEST_DATA_DIR || path.join(tmpdir(), 'kupu-loadtest-data');
const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';
const RUNS = Number(process.env.MAIN_THREAD_RUNS || 3);
const ONLY = process.env.MAIN_THREAD_PAGES?.split(',').map((p) => p.trim()).filter(Boolean);
const OUT = process.env.MAIN_THREAD_OUT;
const THROTTLE = 4;
const LONG = 50_000; // µs: a long task, as Lighthouse and the Long Tasks API count it

interface TraceEvent { name: string; cat: string; ph: string; ts: number; dur?: number; tdur?: number; pid: number; tid: number; args?: { frame?: string; data?: { frame?: string; isOutermostMainFrame?: boolean; documentLoaderURL?: string } } }
interface Figures { longBefore: number; longSumBefore: number; blockingBefore: number; busyBefore: number; cpuBefore: number; longAfterFcp: number; blockingAfterFcp: number; fcp: number; lcp: number; load: number; }
interface Run { figures: Figures; longest: string; beforeLoad: string }

// What a task's time went to, by the trace event names Chromium gives its work.
const KINDS: Record<string, string> = {
  ParseHTML: 'parse HTML', EvaluateScript: 'script', 'v8.evaluateModule': 'script', FunctionCall: 'script', 'v8.compile': 'compile',
  'v8.compileModule': 'compile', Layout: 'layout', UpdateLayoutTree: 'style', ParseAuthorStyleSheet: 'parse CSS', Paint: 'paint',
  PrePaint: 'paint', Layerize: 'paint', HTMLDocumentParser: 'parse HTML', 'HTMLDocumentParser::FetchQueuedPreloads': 'preload scan',
  'HTMLDocumentParser::PumpTokenizer': 'parse HTML', 'Document::recalcStyle': 'style', TimerFire: 'script', EventDispatch: 'script',
  'HTMLDocumentParser::MaybeFetchQueuedPreloads': 'preload scan', 'DecodedDataDocumentParser::AppendBytes': 'parse HTML',
  'DocumentLoader::CommitNavigation': 'commit navigation', RunMicrotasks: 'script', PaintImage: 'decode image', 'Decode Image': 'decode image',
  RunTask: 'other',
};

// The thread's own CPU time (what the machine's other work and the throttling's pauses do not add to), else wall time.
const cpu = (e: TraceEvent) => e.tdur ?? e.dur ?? 0;

/** Self CPU time of each kind of work inside [start, end) on one thread: nested events counted once, at the innermost. */
function breakdown(events: TraceEvent[], start: number, end: number): string {
  const inside = events.filter((e) => e.ph === 'X' && e.name !== 'ThreadControllerImpl::RunTask' && e.ts >= start && e.ts + (e.dur ?? 0) <= end && KINDS[e.name]).sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const totals = new Map<string, number>();
  const stack: { e: TraceEvent; child: number }[] = [];
  const close = (upTo: number) => {
    while (stack.length && stack[stack.length - 1]!.e.ts + (stack[stack.length - 1]!.e.dur ?? 0) <= upTo) {
      const { e, child } = stack.pop()!;
      const kind = KINDS[e.name]!;
      totals.set(kind, (totals.get(kind) ?? 0) + cpu(e) - child);
      if (stack.length) stack[stack.length - 1]!.child += cpu(e);
    }
  };
  for (const e of inside) {
    close(e.ts);
    stack.push({ e, child: 0 });
  }
  close(Infinity);
  return [...totals].sort((a, b) => b[1] - a[1]).filter(([, us]) => us >= 2000).map(([k, us]) => `${k} ${Math.round(us / 1000)}`).join(', ');
}

function analyse(trace: { traceEvents: TraceEvent[] }): Run {
  const events = trace.traceEvents;
  const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isOutermostMainFrame && /^http/.test(e.args?.data?.documentLoaderURL ?? ''));
  if (!nav) throw new Error('main-thread: no navigationStart of the page in the trace');
  const { pid, tid } = nav;
  const frame = nav.args!.frame;
  const thread = events.filter((e) => e.pid === pid && e.tid === tid && e.ts >= nav.ts);
  // Marks of this document (the browser's blank start page marks its own).
  const mark = (name: string) => thread.filter((e) => e.name === name && (e.args?.frame ?? e.args?.data?.frame) === frame);
  const at = (e?: TraceEvent) => (e ? e.ts - nav.ts : NaN);
  const fcp = at(mark('firstContentfulPaint')[0]);
  const lcp = at(mark('largestContentfulPaint::Candidate').at(-1));
  const load = at(mark('loadEventEnd')[0]);
  const tasks = thread.filter((e) => e.ph === 'X' && e.name === 'RunTask').map((e) => ({ start: e.ts - nav.ts, dur: e.dur ?? 0, e }));
  // A trace without this document's load mark (rare) counts for nothing before load rather than zero.
  if (Number.isNaN(load)) throw new Error('main-thread: no load event of the page in the trace');
  const before = tasks.filter((t) => t.start < load);
  const longBefore = before.filter((t) => t.dur > LONG);
  const afterFcp = tasks.filter((t) => t.start + t.dur > fcp && t.dur > LONG);
  const ms = (us: number) => us / 1000;
  const longest = [...tasks].sort((a, b) => b.dur - a.dur)[0];
  return {
    figures: {
      longBefore: longBefore.length,
      longSumBefore: ms(longBefore.reduce((s, t) => s + t.dur, 0)),
      blockingBefore: ms(longBefore.reduce((s, t) => s + t.dur - LONG, 0)),
      busyBefore: ms(before.reduce((s, t) => s + t.dur, 0)),
      cpuBefore: ms(before.reduce((s, t) => s + (t.e.tdur ?? 0), 0)),
      longAfterFcp: afterFcp.length,
      // As TBT: only the part of each long task after first paint, past 50 ms.
      blockingAfterFcp: ms(afterFcp.reduce((s, t) => s + Math.max(0, t.start + t.dur - Math.max(t.start, fcp) - LONG), 0)),
      fcp: ms(fcp),
      lcp: ms(lcp),
      load: ms(load),
    },
    beforeLoad: breakdown(thread, nav.ts, nav.ts + load),
    longest: longest ? `${Math.round(ms(longest.dur))} ms at ${Math.round(ms(longest.start))} ms: ${breakdown(thread, longest.e.ts, longest.e.ts + longest.dur)}` : '(no task)',
  };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading', 'v8.execute', 'toplevel'];

async function main() {
  await buildIfNeeded(root);
  mkdirSync(DATA_DIR, { recursive: true });
  if (OUT) mkdirSync(OUT, { recursive: true });
  const server = await startServerChild({ root, dataDir: DATA_DIR });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    const { article } = await articleFromHomepage(server.base);
    const pages = Object.entries(readerPages(article)).filter(([name]) => !ONLY || ONLY.includes(name));
    for (const [, p] of pages) await fetch(`${server.base}${p}`).then((r) => r.text());
    console.log(`main-thread: Chromium trace, CPU ${THROTTLE}x slower, phone viewport, ${RUNS} run(s) per page (median); times in ms from navigation start`);
    console.log(`${'page'.padEnd(9)} long<load  sum>50  blocking  busy<load  cpu<load  long>fcp  blocking>fcp    FCP    LCP   load   path`);
    const details: string[] = [];
    const lows: string[] = [];
    for (const [name, p] of pages) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) {
        // A fresh context per run: no HTTP cache, as a first visit.
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
        await browser.startTracing(page, { categories: CATEGORIES });
        await page.goto(`${server.base}${p}`, { waitUntil: 'networkidle' });
        const buffer = await browser.stopTracing();
        if (OUT) writeFileSync(path.join(OUT, `${name}-${i + 1}.json`), buffer);
        try {
          runs.push(analyse(JSON.parse(buffer.toString('utf8'))));
        } catch (error) {
          details.push(`${name} run ${i + 1} left out: ${(error as Error).message}`);
        }
        await context.close();
      }
      if (!runs.length) continue;
      const m = (k: keyof Figures) => median(runs.map((r) => r.figures[k]));
      const least = (k: keyof Figures) => Math.min(...runs.map((r) => r.figures[k]).filter((n) => !Number.isNaN(n)));
      const f = (n: number, w: number) => String(Math.round(n)).padStart(w);
      console.log(`${name.padEnd(9)} ${f(m('longBefore'), 9)}  ${f(m('longSumBefore'), 6)}  ${f(m('blockingBefore'), 8)}  ${f(m('busyBefore'), 9)}  ${f(m('cpuBefore'), 8)}  ${f(m('longAfterFcp'), 8)}  ${f(m('blockingAfterFcp'), 12)}  ${f(m('fcp'), 5)}  ${f(m('lcp'), 5)}  ${f(m('load'), 5)}   ${p}`);
      lows.push(`${name.padEnd(9)} cpu<load ${Math.round(least('cpuBefore'))}, busy<load ${Math.round(least('busyBefore'))}, blocking ${Math.round(least('blockingBefore'))}`);
      details.push(`${name}: per run, main-thread CPU time before load by kind, then the longest task (wall time; self CPU time by kind, ms)`);
      for (const r of runs) details.push(`  before load: ${r.beforeLoad}\n    longest ${r.longest}`);
    }
    // The least of the runs: what the page costs when the machine's other work got in its way least.
    console.log(`\nleast of the runs (ms):\n${lows.join('\n')}\n\n${details.join('\n')}`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

// Figures, never a gate: a failed run is reported and the script still exits 0.
await main().catch((err) => console.error(`main-thread: ${err instanceof Error ? err.stack : err}`));
