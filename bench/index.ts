// npm run bench: runs each bench section in order; each prints its own lines. The last line is the render
// overhead ratio, for tools that read it: `render-overhead-ratio <engine time / raw time>`.
import path from 'node:path';
import { createServer } from 'vite';
import type { BenchSection } from './section.ts';

/**
 * Sections in the order they run. Content-layer numbers (content-cache hit cost, HTTP pages/s with autocannon)
 * are added here as their own modules exporting a BenchSection.
 */
const SECTIONS = process.env.BENCH_ONLY ? process.env.BENCH_ONLY.split(',') : ['bench/content-cache.ts', 'bench/http.ts', 'bench/js-bytes.ts', 'bench/css-bytes.ts', 'bench/identity.ts', 'bench/checkout.ts', 'bench/render.ts'];
const RATIO = 'render-overhead-ratio';

export async function main(args: string[]): Promise<number> {
  // Measure what readers get: React's production build and JSX runtime, as `npm start` serves. The module runner
  // that started this script set NODE_ENV=development, so the sections load through a production-mode Vite
  // (which also keeps import.meta.glob discovery) before anything loads React.
  process.env.NODE_ENV = 'production';
  const vite = await createServer({ configFile: false, logLevel: 'error', appType: 'custom', server: { middlewareMode: true, hmr: false, ws: false } });
  const metrics: Record<string, number> = {};
  let failed = 0;
  const started = performance.now();
  try {
    for (const file of SECTIONS) {
      try {
        const section = (await vite.ssrLoadModule(path.resolve(file))).default as BenchSection;
        Object.assign(metrics, await section.run(args));
      } catch (error) {
        failed++;
        console.error(`bench ${file} failed: ${(error as Error)?.stack ?? error}`);
      }
    }
  } finally {
    await vite.close();
  }
  console.log(`bench: ${SECTIONS.length - failed}/${SECTIONS.length} sections in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  if (metrics[RATIO] !== undefined) console.log(`${RATIO} ${metrics[RATIO].toFixed(2)}`);
  return failed ? 1 : 0;
}
