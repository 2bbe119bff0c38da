// Render rate: the engine's streamed document vs a raw renderToString of the same component tree, for the sample
// homepage (its stored config, 40+ blocks) with its real content, fetched once from the embedded content API.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { renderToString } from 'react-dom/server';
import { version as reactVersion } from 'react';
import { discoverRegistry } from '../engine/discover.ts';
import { loadConfigs } from '../engine/config/load.ts';
import type { BlockNode } from '../engine/config/types.ts';
import type { Assets } from '../engine/render/document.tsx';
import { MemoryContentCache } from '../engine/content/cache-memory.ts';
import { prefetch } from '../engine/content/fetch.ts';
import { planContent } from '../engine/content/plan.ts';
import { startServices } from '../services/index.ts';
import { renderPage, renderState, type PreparedPage } from './lib/engine-page.ts';
import { collect, discard } from './lib/sinks.ts';
import { firstDifference, textContent } from './lib/compare.ts';
import { interleaved, median } from './lib/timing.ts';
import { rawDocument } from './render-raw.tsx';
import type { BenchSection } from './section.ts';

// Warm-up: the engine's JIT tiers up a larger path than renderToString's (with 1 s of warm-up its first timed
// round ran at about 60% of its later rate). Then rounds of calls in turn (lib/timing.ts interleaved): the ratio is
// the median of each round's own engine/raw ratio.
const ROUNDS = { rounds: 15, roundMs: 1000, warmupMs: 8000 };
// No styles: the raw render has none either (the page's CSS is measured by bench/css-bytes.ts).
const ASSETS: Assets = { clientEntry: '/assets/entry-bench.js' };

function countBlocks(nodes: BlockNode[]): number {
  return nodes.reduce((n, node) => n + 1 + countBlocks(node.children ?? []), 0);
}

/** The sample content behind a loopback content API, for the time it takes to fetch the page's content once. */
async function withContentApi<T>(fn: (contentBase: string, token: string) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-render-'));
  const services = await startServices({ dataDir, pgliteDir: 'memory://', secret: 'bench-secret'.padEnd(40, 'x') });
  const app = express();
  services.mount(app);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  try {
    return await fn(`http://127.0.0.1:${(server.address() as import('node:net').AddressInfo).port}/arc`, services.serviceToken);
  } finally {
    await new Promise((r) => server.close(r));
    await services.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const section: BenchSection = {
  name: 'render',
  async run() {
    const registry = discoverRegistry();
    const configs = await loadConfigs(path.resolve('page-configs'), registry);
    const site = configs.sites.get('teaomarama');
    const tree = site?.pages.find((p) => p.uri === '/');
    if (!site || !tree) throw new Error('render: page-configs has no teaomarama homepage');
    const blocks = Object.values(tree.sections).reduce((n, nodes) => n + countBlocks(nodes), 0);
    if (blocks < 40) throw new Error(`render: the sample homepage has ${blocks} blocks; the bench needs at least 40`);

    const errors: string[] = [];
    const store = await withContentApi((contentBase, token) =>
      prefetch({ registry, cache: new MemoryContentCache(), contentBase, token }, site.site.id, planContent(registry, tree, site.site.id), { error: (m) => errors.push(m) }),
    );
    if (errors.length) throw new Error(`render: content failed: ${errors.join('; ')}`);
    const page: PreparedPage = { registry, site, tree, store, errors };
    const app = renderState(page).app;
    const engine = () => renderPage(page, ASSETS, discard());
    // Both sides end with the bytes a server sends: the engine's sink encodes to UTF-8 as React writes, so the raw
    // string is encoded as res.end() would. The string alone is printed for reference (not in the ratio).
    const rawString = () => renderToString(rawDocument(registry, tree, app, store, []));
    const raw = () => Buffer.from(rawString());

    // Honesty check before timing: both render the same page (same text; the engine adds only its markers).
    const sink = collect();
    await renderPage(page, ASSETS, sink);
    const engineHtml = sink.text();
    const rawHtml = rawString();
    if (page.errors.length) throw new Error(`render: the engine logged errors: ${page.errors.join('; ')}`);
    const engineText = textContent(engineHtml);
    if (engineText !== textContent(rawHtml)) throw new Error(`render: text content differs ${firstDifference(engineText, textContent(rawHtml))}`);
    if (engineText.length < 5000) throw new Error('render: the homepage rendered almost nothing: is the content there?');

    console.log(`render: sample homepage (page-configs/pages/teaomarama/homepage.json), ${blocks} blocks, real sample content; react ${reactVersion} (NODE_ENV=${process.env.NODE_ENV})`);
    console.log(`render: engine ${(engineHtml.length / 1024).toFixed(1)} kB (island payload included), raw ${(rawHtml.length / 1024).toFixed(1)} kB; same text content. The engine renders with React's streaming renderer into a sink that encodes to UTF-8 as it goes, and writes a page whose blocks were all ready at once (engine/render/document.tsx, html-sink.ts)`);
    const rates = await interleaved([{ name: 'engine', run: engine }, { name: 'raw', run: raw }, { name: 'raw-string', run: rawString }], ROUNDS);
    const stat = (name: string) => {
      const rs = rates.get(name)!;
      return { perSec: median(rs.map((r) => r.perSec)), cpuMs: median(rs.map((r) => r.cpuMs)), rounds: rs.map((r) => r.perSec.toFixed(0)).join(' ') };
    };
    const e = stat('engine');
    const r = stat('raw');
    const roundRatios = rates.get('engine')!.map((er, i) => rates.get('raw')![i]!.perSec / er.perSec);
    const ratio = median(roundRatios);
    const row = (label: string, s: ReturnType<typeof stat>) =>
      `render ${label.padEnd(36)} ${s.perSec.toFixed(0).padStart(6)} /s  ${(1000 / s.perSec).toFixed(3)} ms wall  ${s.cpuMs.toFixed(3)} ms cpu   rounds/s: ${s.rounds}`;
    console.log(`render: ${ROUNDS.rounds} rounds of ${ROUNDS.roundMs} ms after ${ROUNDS.warmupMs} ms warm-up, the subjects' calls in turn (each with the event-loop turn after it); per call, medians`);
    console.log(row('engine (renderDocument)', e));
    console.log(row('raw (renderToString + UTF-8)', r));
    console.log(row('raw string only (reference)', stat('raw-string')));
    console.log(`render: engine time / raw time = ${ratio.toFixed(2)} wall, median of the rounds' own ratios ${roundRatios.map((x) => x.toFixed(2)).join(' ')}; ${(e.cpuMs / r.cpuMs).toFixed(2)} cpu (target <= 1.10: ${ratio <= 1.10 ? 'met' : 'NOT met'})`);
    const s = stat('raw-string');
    console.log(`render: engine time / raw string time = ${(s.perSec / e.perSec).toFixed(2)} wall (reference: the engine's bytes against a string not yet encoded)`);
    return { 'render-engine-per-s': e.perSec, 'render-raw-per-s': r.perSec, 'render-overhead-ratio': ratio };
  },
};
export default section;
