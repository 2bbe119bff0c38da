// The server bundle's entry: everything that needs the discovered blocks (import.meta.glob) lives behind it.
import { discoverEndpoints, discoverRegistry } from '../discover.ts';
import { loadConfigs } from '../config/load.ts';
import { asSource } from '../config/source.ts';
import type { Configs } from '../config/types.ts';
import { errorLines, InvalidConfigsError } from '../config/report.ts';
import { createEndpointHandler } from './endpoints.ts';
import { createHandler } from './handler.ts';
import { contentDeps, type SiteOptions } from './options.ts';
import { withSiteProperties } from './site-properties.ts';
import { editorSite } from './editor-site.ts';

export type { SiteOptions };

export async function createSite(opts: SiteOptions) {
  const registry = discoverRegistry();
  const log = opts.log ?? console;
  // Development re-reads the configs on every load: errors are logged when they change (each request of a page
  // with errors also logs that page's, from the handler), not the whole list on every load.
  const source = asSource(opts.configSource ?? opts.configDir);
  let reported = '';
  const report = (configs: Configs) => {
    const lines = errorLines(configs.errors, source.label).map((line) => `[page-configs] ${line}`);
    if (lines.join('\n') !== reported) lines.forEach((line) => log.error(line));
    reported = lines.join('\n');
    return configs;
  };
  const load = async () => withSiteProperties(await loadConfigs(source, registry), opts.siteProperties);
  let loaded = await load();
  // Production refuses an invalid config: a deploy with a broken page never goes live (server.ts exits 1).
  if (!opts.dev && loaded.errors.length) throw new InvalidConfigsError(loaded.errors, source.label);
  report(loaded);
  // A source that changes (a publish, here or on another node) is read again at once; reloads run one at a time,
  // each reading the source as it is then, so the last publish always wins.
  // Development re-reads on every request (and builds a new site on each HMR of this module): nothing to keep.
  let reloading = Promise.resolve();
  if (!opts.dev) source.subscribe?.(() => (reloading = reloading.then(async () => {
    loaded = report(await load());
    handler.forgetPages();
  }).catch((e: Error) => log.error(`[page-configs] reload failed: ${e.message}`))));
  // Production loads the stored configs once; development re-reads them so an edited JSON shows on reload.
  const configs = opts.dev ? async () => (loaded = report(await load())) : async () => loaded;
  const handler = createHandler({ ...opts, registry, configs, log });
  const endpoints = createEndpointHandler({ endpoints: discoverEndpoints(), configs, content: contentDeps(opts, registry), log, logOf: opts.logOf, siteParam: opts.siteSetup.siteParam });
  const editing = editorSite({ ...opts, registry, configs, log }, source);
  return { registry, handler, endpoints, editing, configErrors: () => loaded.errors, siteIds: () => [...loaded.sites.keys()] };
}

export { prepareTree } from '../config/validate.ts';
export { loadConfigs } from '../config/load.ts';
export { catalogue } from '../registry.ts';
export { discoverRegistry };
// What the HTTP bench's baseline server (bench/lib/raw-page-server.ts) renders with: the same bundled code as the
// app's pages, so the comparison is of what the server adds around the render, not of two builds of the engine.
export { pageDeps } from './options.ts';
export { resolvePage } from './resolve-page.ts';
// And what npm run page-cost (scripts/page-cost.ts) measures layer by layer.
export { renderPage } from './render-page.ts';
export { createRenderState } from '../render/state.ts';
export { renderDocument } from '../render/document.tsx';
