// npm run bench: runs each bench section in order, each in a process of its own; each prints its own lines. The
// last line is the render overhead ratio, for tools that read it: `render-overhead-ratio <engine time / raw time>`.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer } from 'vite';
import type { BenchSection } from './section.ts';

/**
 * Sections in the order they run. Content-layer numbers (content-cache hit cost, HTTP pages/s with autocannon)
 * are added here as their own modules exporting a BenchSection.
 */
const SECTIONS = process.env.BENCH_ONLY ? process.env.BENCH_ONLY.split(',') : ['bench/content-cache.ts', 'bench/http.ts', 'bench/js-bytes.ts', 'bench/css-bytes.ts', 'bench/identity.ts', 'bench/checkout.ts', 'bench/render.ts'];
const RATIO = 'render-overhead-ratio';
/** Set in a section's own process: the one section it runs and the file its numbers go to. */
const CHILD_SECTION = 'BENCH_SECTION';
const CHILD_METRICS = 'BENCH_METRICS_FILE';

export async function main(args: string[]): Promise<number> {
  const own = process.env[CHILD_SECTION];
  if (own) return runHere(own, args);
  const metrics: Record<string, number> = {};
  let failed = 0;
  const started = performance.now();
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-metrics-'));
  try {
    // A process per section: a section leaves JIT state behind. The HTTP section renders with the built server
    // bundle, and React's streaming renderer, trained on that bundle's copy of every component, then ran the render
    // section's copy (loaded from source) about a sixth slower than a fresh process does: a bench artefact, since a
    // server renders one copy.
    for (const [i, file] of SECTIONS.entries()) {
      const out = path.join(dir, `${i}.json`);
      const code = await runChild(file, out, args);
      if (code !== 0) {
        failed++;
        console.error(`bench ${file} failed (exit ${code})`);
        continue;
      }
      Object.assign(metrics, JSON.parse(readFileSync(out, 'utf8')));
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(`bench: ${SECTIONS.length - failed}/${SECTIONS.length} sections in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  if (metrics[RATIO] !== undefined) console.log(`${RATIO} ${metrics[RATIO].toFixed(2)}`);
  return failed ? 1 : 0;
}

/** This script again through the module runner (as npm run bench starts it), for one section, its output passed through. */
function runChild(file: string, metricsFile: string, args: string[]): Promise<number | null> {
  const child = spawn(process.execPath, [...process.execArgv, path.resolve('scripts/run.ts'), path.resolve('bench/index.ts'), ...args], {
    stdio: 'inherit',
    env: { ...process.env, [CHILD_SECTION]: file, [CHILD_METRICS]: metricsFile },
  });
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** Runs one section in this process and writes its numbers where the parent reads them. */
async function runHere(file: string, args: string[]): Promise<number> {
  // Measure what readers get: React's production build and JSX runtime, as `npm start` serves. The module runner
  // that started this script set NODE_ENV=development, so the section loads through a production-mode Vite
  // (which also keeps import.meta.glob discovery) before anything loads React.
  process.env.NODE_ENV = 'production';
  const vite = await createServer({ configFile: false, logLevel: 'error', appType: 'custom', server: { middlewareMode: true, hmr: false, ws: false } });
  try {
    const section = (await vite.ssrLoadModule(path.resolve(file))).default as BenchSection;
    writeFileSync(process.env[CHILD_METRICS]!, JSON.stringify(await section.run(args)));
    return 0;
  } catch (error) {
    console.error(`bench ${file} failed: ${(error as Error)?.stack ?? error}`);
    return 1;
  } finally {
    await vite.close();
  }
}
