// The server bundle's entry: everything that needs the discovered blocks (import.meta.glob) lives behind it.
import { discoverEndpoints, discoverRegistry } from '../discover.ts';
import { loadConfigs } from '../config/load.ts';
import type { Configs } from '../config/types.ts';
import type { ContentCache } from '../content/cache.ts';
import type { Assets } from '../render/document.tsx';
import { createEndpointHandler } from './endpoints.ts';
import { createHandler } from './handler.ts';
import { withSiteProperties, type SitePropertiesHook } from './site-properties.ts';

export interface SiteOptions {
  configDir: string;
  cache: ContentCache;
  contentBase: string;
  contentToken?: string;
  contentTimeoutMs?: number;
  assets: Assets;
  dev: boolean;
  editorToken?: string;
  htmlCacheControl: string;
  log?: Pick<Console, 'error' | 'warn'>;
  /** Deployment-specific site properties over the stored ones (AppOptions.siteProperties). */
  siteProperties?: SitePropertiesHook;
}

export async function createSite(opts: SiteOptions) {
  const registry = discoverRegistry();
  const log = opts.log ?? console;
  const report = (configs: Configs) => {
    for (const e of configs.errors) log.error(`[page-configs] ${e.file}  ${e.pointer || '/'}  ${e.message}`);
    return configs;
  };
  // Production loads the stored configs once; development re-reads them so an edited JSON shows on reload.
  const load = async () => withSiteProperties(await loadConfigs(opts.configDir, registry), opts.siteProperties);
  let loaded = report(await load());
  const configs = opts.dev ? async () => (loaded = await load()) : async () => loaded;
  const handler = createHandler({
    registry,
    configs,
    content: { cache: opts.cache, contentBase: opts.contentBase, token: opts.contentToken, timeoutMs: opts.contentTimeoutMs },
    assets: opts.assets,
    dev: opts.dev,
    editorToken: opts.editorToken,
    htmlCacheControl: opts.htmlCacheControl,
    log,
  });
  const endpoints = createEndpointHandler({
    endpoints: discoverEndpoints(),
    configs,
    content: { registry, cache: opts.cache, contentBase: opts.contentBase, token: opts.contentToken, timeoutMs: opts.contentTimeoutMs },
    log,
  });
  return { registry, handler, endpoints, configErrors: () => loaded.errors };
}

export { validateTree } from '../config/validate.ts';
export { loadConfigs } from '../config/load.ts';
export { catalogue } from '../registry.ts';
export { discoverRegistry };
