// CSS bytes: what each sample page inlines in its <head> (engine/server/styles.ts), from the production build,
// against the whole-site stylesheet every page used to link. The CSS is a function of the page tree alone, so no
// content is fetched and nothing is rendered here.
import { brotliCompressSync, constants } from 'node:zlib';
import path from 'node:path';
import { buildIfNeeded } from '../engine/build.ts';
import { discoverRegistry } from '../engine/discover.ts';
import { loadConfigs } from '../engine/config/load.ts';
import type { PageTree } from '../engine/config/types.ts';
import { pageModules } from '../engine/render/page-modules.ts';
import { builtStyles } from '../engine/server/styles.ts';
import type { BenchSection } from './section.ts';

// Pages go out compressed on the fly at quality 4 (engine/server/compress.ts); the old sheet was a built asset,
// precompressed at 11 (engine/precompress.ts).
const br = (text: string, quality: number) => brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }).length;

const section: BenchSection = {
  name: 'css-bytes',
  async run() {
    const root = process.cwd();
    const started = performance.now();
    if (await buildIfNeeded(root)) console.log(`css-bytes: built the bundles in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const styles = builtStyles(root);
    const registry = discoverRegistry();
    const configs = await loadConfigs(path.join(root, 'page-configs'), registry);
    const site = configs.sites.get(configs.defaultSite)!;
    const samples: Array<[string, PageTree]> = [
      ...site.pages.map((p): [string, PageTree] => [p.uri, p]),
      ...[...site.templates].map(([name, t]): [string, PageTree] => [`template ${name}`, t]),
    ];
    // Every component's CSS and the theme: what the one site stylesheet held.
    const whole = styles([...registry.blocks.values()].map((b) => b.module));
    const wholeBr4 = br(whole, 4);
    const metrics: Record<string, number> = { 'css-bytes whole-site raw': whole.length, 'css-bytes whole-site br': wholeBr4 };
    const rows = samples.map(([name, tree]) => {
      const css = styles(pageModules(tree, registry));
      const sent = br(css, 4);
      metrics[`css-bytes ${site.site.id} ${name}`] = sent;
      return [`${site.site.id} ${name}`, String(css.length), String(sent), `${Math.round((100 * sent) / wholeBr4)}%`];
    });
    const head = ['page', 'raw B', 'br4 B', 'of whole'];
    const width = (i: number) => Math.max(...[head, ...rows].map((r) => r[i].length));
    const line = (r: string[]) => `css-bytes ${r[0].padEnd(width(0))}  ${r.slice(1).map((c, i) => c.padStart(width(i + 1))).join('  ')}`;
    console.log('css-bytes: CSS each page inlines (theme + its components\' CSS), raw and brotli quality 4 as the server sends HTML');
    console.log(line(head));
    rows.forEach((r) => console.log(line(r)));
    console.log(`css-bytes whole-site sheet (before: linked, render-blocking, on every page): raw ${whole.length} B, br4 ${wholeBr4} B, br11 ${br(whole, 11)} B (as precompressed)`);
    return metrics;
  },
};
export default section;
