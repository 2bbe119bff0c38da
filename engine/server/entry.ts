// The server bundle's entry: everything that needs the discovered blocks (import.meta.glob) lives behind it.
import { discoverEndpoints, discoverRegistry } from '../discover.ts';
import { loadConfigs } from '../config/load.ts';
import type { Configs } from '../config/types.ts';
import { InvalidConfigsError } from '../config/report.ts';
import type { ContentCache } from '../content/cache.ts';
import type { TagsOf } from '../content/tags.ts';
import type { Assets } from '../render/document.tsx';
import { createEndpointHandler } from './endpoints.ts';
import { createHandler } from './handler.ts';
import { withSiteProperties, type SitePropertiesHook } from './site-properties.ts';
import type { SiteSetup } from '../site-setup.ts';

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
  /** Default cache tags of content values (what writes invalidate and Surrogate-Key names). */
  contentTags?: TagsOf;
  log?: Pick<Console, 'error' | 'warn'>;
  /** Deployment-specific site properties over the stored ones (AppOptions.siteProperties). */
  siteProperties?: SitePropertiesHook;
  observePage?: (route: string, status: number, seconds: number) => void;
  /** The site's languages, site parameter and path prefixes (AppOptions.siteSetup). */
  siteSetup: SiteSetup;
}

export async function createSite(opts: SiteOptions) {
  const registry = discoverRegistry();
  const log = opts.log ?? console;
  // Development re-reads the configs on every load: errors are logged when they change (each request of a page
  // with errors also logs that page's, from the handler), not the whole list on every load.
  let reported = '';
  const report = (configs: Configs) => {
    const lines = configs.errors.map((e) => `[page-configs] ${e.file}  ${e.pointer || '/'}  ${e.message}`);
    if (lines.join('\n') !== reported) lines.forEach((line) => log.error(line));
    reported = lines.join('\n');
    return configs;
  };
  const load = async () => withSiteProperties(await loadConfigs(opts.configDir, registry), opts.siteProperties);
  let loaded = await load();
  // Production refuses an invalid config: a deploy with a broken page never goes live (server.ts exits 1).
  if (!opts.dev && loaded.errors.length) throw new InvalidConfigsError(loaded.errors, opts.configDir);
  report(loaded);
  // Production loads the stored configs once; development re-reads them so an edited JSON shows on reload.
  const configs = opts.dev ? async () => (loaded = report(await load())) : async () => loaded;
  const handler = createHandler({
    registry,
    configs,
    content: { cache: opts.cache, contentBase: opts.contentBase, token: opts.contentToken, timeoutMs: opts.contentTimeoutMs, tagsOf: opts.contentTags },
    assets: opts.assets,
    dev: opts.dev,
    editorToken: opts.editorToken,
    htmlCacheControl: opts.htmlCacheControl,
    log,
    observePage: opts.observePage,
    siteSetup: opts.siteSetup,
  });
  const endpoints = createEndpointHandler({
    endpoints: discoverEndpoints(),
    configs,
    content: { registry, cache: opts.cache, contentBase: opts.contentBase, token: opts.contentToken, timeoutMs: opts.contentTimeoutMs, tagsOf: opts.contentTags },
    log,
    siteParam: opts.siteSetup.siteParam,
  });
  return { registry, handler, endpoints, configErrors: () => loaded.errors };
}

export { validateTree } from '../config/validate.ts';
export { loadConfigs } from '../config/load.ts';
export { catalogue } from '../registry.ts';
export { discoverRegistry };
