// JS bytes: what each sample page makes the browser download, from the production build.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildIfNeeded } from '../engine/build.ts';
import { discoverRegistry } from '../engine/discover.ts';
import { loadConfigs } from '../engine/config/load.ts';
import type { PageTree, SiteConfig } from '../engine/config/types.ts';
import type { ContentRequest } from '../engine/content/plan.ts';
import { productionAssets } from '../engine/server/app.ts';
import { globalRequest, preparePage, renderPage } from './lib/engine-page.ts';
import { fixtureCache } from './lib/fixture-content.ts';
import { collect } from './lib/sinks.ts';
import { shippedJs, type Manifest } from './lib/shipped-js.ts';
import type { BenchSection } from './section.ts';

const fixture = (name: string) => JSON.parse(readFileSync(path.resolve('bench/fixtures', name), 'utf8'));

interface Sample { name: string; site: SiteConfig; tree: PageTree; global?: ContentRequest; fake: boolean }

/** Every stored page, and each template once (with the global content query of the resolver that serves it). */
function samples(sites: Iterable<SiteConfig>): Sample[] {
  const out: Sample[] = [];
  for (const site of sites) {
    for (const page of site.pages) out.push({ name: `${site.site.id} ${page.uri}`, site, tree: page, global: globalRequest(page.globalContent), fake: false });
    for (const [name, template] of site.templates) {
      const resolver = site.resolvers.find((r) => r.template === name);
      out.push({ name: `${site.site.id} template ${name}`, site, tree: template, global: globalRequest(resolver?.content), fake: true });
    }
  }
  return out;
}

const section: BenchSection = {
  name: 'js-bytes',
  async run() {
    const root = process.cwd();
    const started = performance.now();
    if (await buildIfNeeded(root)) console.log(`js-bytes: built client and server bundles in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const manifest = JSON.parse(readFileSync(path.join(root, 'dist/client/.vite/manifest.json'), 'utf8')) as Manifest;
    const assets = productionAssets(root);
    const registry = discoverRegistry();
    const configs = await loadConfigs(path.join(root, 'page-configs'), registry);
    for (const e of configs.errors) console.log(`js-bytes: skipped invalid page config ${e.file} ${e.pointer || '/'}: ${e.message}`);
    // Content from fixtures: the alert list, and for templates a stand-in global content for their resolver's source.
    const cache = fixtureCache({ 'alert-bar-collections': fixture('alerts.json') });
    const fakes = fixture('global-content.json') as Record<string, unknown>;

    const rows: string[][] = [];
    const metrics: Record<string, number> = {};
    const firstErrors: Array<[string, string]> = [];
    let developmentReact = false;
    // The main site: the programme sites use the same templates and blocks.
    for (const sample of samples([configs.sites.get(configs.defaultSite)!])) {
      const fake = sample.fake && sample.global ? fakes[sample.global.source] ?? fakes['content-api'] : undefined;
      const page = await preparePage(registry, sample.site, sample.tree, cache, sample.global, fake);
      const sink = collect();
      await renderPage(page, assets, sink);
      const js = shippedJs(sink.text(), manifest, path.join(root, 'dist/client'));
      developmentReact ||= js.developmentReact;
      const blocks = js.components.map((c) => `${c.type} (${c.mode}) ${c.bytes}`).join(', ') || '-';
      const ours = js.atLoad - js.reactBytes;
      rows.push([sample.name, String(js.atLoad), String(js.later), String(js.entryBytes), String(js.reactBytes), String(ours), blocks, page.errors.length ? `${page.errors.length} render error(s)` : '']);
      metrics[`js-bytes ${sample.name}`] = js.atLoad;
      metrics[`js-bytes-later ${sample.name}`] = js.later;
      if (page.errors.length) firstErrors.push([sample.name, page.errors[0]]);
    }
    const head = ['page', 'at load', 'later', 'entry', 'react', 'ours at load', 'component chunks (strategy) br B', ''];
    const width = (i: number) => Math.max(...[head, ...rows].map((r) => r[i].length));
    const line = (r: string[]) => `js-bytes ${r[0].padEnd(width(0))}  ${[1, 2, 3, 4, 5].map((i) => r[i].padStart(width(i))).join('  ')}  ${r[6]}${r[7] ? `  ${r[7]}` : ''}`;
    console.log('js-bytes: JS each page ships, brotli B as sent (each file\'s precompressed .br, dist/client), each file counted once:');
    console.log('js-bytes:   at load = module scripts + their static imports + islands hydrating at load or idle (the issue 11 target applies to this);');
    console.log('js-bytes:   later = chunks loaded when the reader scrolls near or acts (visible, interaction, lazy); entry = the client entry chunk alone;');
    console.log('js-bytes:   react = React\'s chunk (react + react-dom + scheduler), the floor; ours at load = at load - react');
    console.log(line(head));
    rows.forEach((r) => console.log(line(r)));
    if (developmentReact) {
      console.log('js-bytes: WARNING dist/client ships React\'s development build (built with NODE_ENV other than production): these numbers are inflated');
    }
    for (const [page, first] of firstErrors) console.log(`js-bytes   ${page}: ${first.split('\n')[0]}`);
    return metrics;
  },
};
export default section;
