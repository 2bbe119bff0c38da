// Render rate: the engine's streamed document vs a raw renderToString of the same component tree.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { version as reactVersion } from 'react';
import { discoverRegistry } from '../engine/discover.ts';
import { loadConfigs } from '../engine/config/load.ts';
import { validateTree } from '../engine/config/validate.ts';
import type { BlockNode, Page } from '../engine/config/types.ts';
import type { Assets } from '../engine/render/document.tsx';
import { globalRequest, preparePage, renderPage, renderState } from './lib/engine-page.ts';
import { fixtureCache } from './lib/fixture-content.ts';
import { collect, discard } from './lib/sinks.ts';
import { firstDifference, textContent, withoutEngineMarkers } from './lib/compare.ts';
import { alternate, median } from './lib/timing.ts';
import { rawDocument } from './render-raw.tsx';
import type { BenchSection } from './section.ts';

const FIXTURES = path.resolve('bench/fixtures');
const ROUNDS = { rounds: 6, roundMs: 1000, warmupMs: 1000 };
// The client entry is never linked: the fixture has no islands or lazy blocks, so both documents are identical.
const ASSETS: Assets = { css: ['/assets/styles-bench.css'], clientEntry: '/assets/entry-bench.js' };
const fixture = (name: string) => JSON.parse(readFileSync(path.join(FIXTURES, name), 'utf8'));

function countBlocks(nodes: BlockNode[]): { features: number; chains: number } {
  let features = 0;
  let chains = 0;
  const visit = (n: BlockNode) => (n.children ? (chains++, n.children.forEach(visit)) : features++);
  nodes.forEach(visit);
  return { features, chains };
}

const section: BenchSection = {
  name: 'render',
  async run() {
    const registry = discoverRegistry();
    const configs = await loadConfigs(path.resolve('page-configs'), registry);
    const site = configs.sites.get('teaomarama');
    if (!site) throw new Error('render: page-configs has no site "teaomarama"');
    const tree = fixture('homepage.json') as Page;
    const invalid = validateTree(registry, tree);
    if (invalid.length) throw new Error(`render: bench/fixtures/homepage.json is not a valid page: ${invalid.map((e) => `${e.pointer} ${e.message}`).join('; ')}`);
    const cache = fixtureCache({ 'content-api': fixture('story.json') });
    const page = await preparePage(registry, site, tree, cache, globalRequest(tree.globalContent));
    // The raw tree gets the same app context value, built once (the engine builds its state per render).
    const app = renderState(page).app;
    const engine = () => renderPage(page, ASSETS, discard());
    const raw = () => renderToString(rawDocument(tree, app, ASSETS.css));

    // Honesty check before timing: both render the same page.
    const sink = collect();
    await renderPage(page, ASSETS, sink);
    const engineHtml = sink.text();
    const rawHtml = raw();
    if (page.errors.length) throw new Error(`render: the engine logged errors: ${page.errors.join('; ')}`);
    const stripped = withoutEngineMarkers(engineHtml);
    const engineText = textContent(stripped.html);
    if (engineText !== textContent(rawHtml)) throw new Error(`render: text content differs ${firstDifference(engineText, textContent(rawHtml))}`);
    if (!engineText.includes(fixture('story.json').headlines.basic)) throw new Error('render: the headline block did not render the global content');
    if (stripped.html !== rawHtml) throw new Error(`render: markup differs beyond the engine's markers ${firstDifference(stripped.html, rawHtml)}`);

    const { features, chains } = countBlocks(Object.values(tree.sections).flat());
    console.log(`render: bench/fixtures/homepage.json, ${features} features + ${chains} chains = ${features + chains} blocks; react ${reactVersion} (NODE_ENV=${process.env.NODE_ENV})`);
    console.log(`render: engine ${(engineHtml.length / 1024).toFixed(1)} kB, raw ${(rawHtml.length / 1024).toFixed(1)} kB; same text, and same markup once the engine's markers are removed (${stripped.removed.join(', ')})`);

    // Reference only (not in the ratio): the raw string encoded to UTF-8, as res.end() does before sending.
    const rawBytes = () => Buffer.from(raw(), 'utf8');
    const rates = await alternate([{ name: 'engine', run: engine }, { name: 'raw', run: raw }, { name: 'raw+bytes', run: rawBytes }], ROUNDS);
    const stat = (name: string) => {
      const rs = rates.get(name)!;
      return { perSec: median(rs.map((r) => r.perSec)), cpuMs: median(rs.map((r) => r.cpuMs)), rounds: rs.map((r) => r.perSec.toFixed(0)).join(' ') };
    };
    const e = stat('engine');
    const r = stat('raw');
    const rb = stat('raw+bytes');
    const ratio = r.perSec / e.perSec;
    const row = (label: string, s: ReturnType<typeof stat>) =>
      `render ${label.padEnd(44)} ${s.perSec.toFixed(0).padStart(6)} /s  ${(1000 / s.perSec).toFixed(3)} ms wall  ${s.cpuMs.toFixed(3)} ms cpu   rounds/s: ${s.rounds}`;
    console.log(`render: ${ROUNDS.rounds} alternating rounds of ${ROUNDS.roundMs} ms each after ${ROUNDS.warmupMs} ms warm-up; medians`);
    console.log(row('engine (renderDocument, streamed)', e));
    console.log(row('raw (renderToString)', r));
    console.log(row('raw + UTF-8 encode (reference, not in ratio)', rb));
    console.log(`render: engine time / raw time = ${ratio.toFixed(2)} wall, ${(e.cpuMs / r.cpuMs).toFixed(2)} cpu (target <= 1.15: ${ratio <= 1.15 ? 'met' : 'NOT met'}); vs raw + encode ${(rb.perSec / e.perSec).toFixed(2)}`);
    return { 'render-engine-per-s': e.perSec, 'render-raw-per-s': r.perSec, 'render-overhead-ratio': ratio };
  },
};
export default section;
