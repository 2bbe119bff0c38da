// The server bundle's entry: everything that needs the discovered blocks (import.meta.glob) lives behind it.
import { discoverRegistry } from '../discover.ts';
import { loadConfigs } from '../config/load.ts';
import type { Configs } from '../config/types.ts';
import type { ContentCache } from '../content/cache.ts';
import type { Assets } from '../render/document.tsx';
import { createHandler } from './handler.ts';

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
  observePage?: (route: string, status: number, seconds: number) => void;
}

export async function createSite(opts: SiteOptions) {
  const registry = discoverRegistry();
  const log = opts.log ?? console;
  const report = (configs: Configs) => {
    for (const e of configs.errors) log.error(`[page-configs] ${e.file}  ${e.pointer || '/'}  ${e.message}`);
    return configs;
  };
  // Production loads the stored configs once; development re-reads them so an edited JSON shows on reload.
  let loaded = report(await loadConfigs(opts.configDir, registry));
  const configs = opts.dev ? async () => (loaded = await loadConfigs(opts.configDir, registry)) : async () => loaded;
  const handler = createHandler({
    registry,
    configs,
    content: { cache: opts.cache, contentBase: opts.contentBase, token: opts.contentToken, timeoutMs: opts.contentTimeoutMs },
    assets: opts.assets,
    dev: opts.dev,
    editorToken: opts.editorToken,
    htmlCacheControl: opts.htmlCacheControl,
    log,
    observePage: opts.observePage,
  });
  return { registry, handler, configErrors: () => loaded.errors };
}

export { validateTree } from '../config/validate.ts';
export { loadConfigs } from '../config/load.ts';
export { catalogue } from '../registry.ts';
export { discoverRegistry };
