// The settings of a served site, declared once: the app (app.ts) adds its own around them, the server bundle's
// entry (entry.ts) loads the site with them, and the page handler serves pages with what they make (PageDeps).
import type { IncomingMessage } from 'node:http';
import type { Configs, Site } from '../config/types.ts';
import type { ConfigSource } from '../config/source.ts';
import type { ContentCache } from '../content/cache.ts';
import type { ContentDeps } from '../content/fetch.ts';
import type { TagsOf } from '../content/tags.ts';
import type { Registry } from '../registry.ts';
import type { Assets } from '../render/document.tsx';
import { CACHE_TAG_HEADERS, type CacheTagHeader } from './cache-tags.ts';
import type { PolicyOrigins } from './csp.ts';
import type { Log } from './logger.ts';
import { createSitePolicy } from './site-policy.ts';
import type { SitePropertiesHook } from './site-properties.ts';
import type { SiteSetup } from '../site-setup.ts';

export const DEFAULT_HTML_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

export interface SiteOptions {
  /** Stored page configs: a folder of JSON files. */
  configDir: string;
  /** Where the configs are read from instead of `configDir` (engine/config/source.ts), e.g. a database's published set. */
  configSource?: ConfigSource;
  dev: boolean;
  cache: ContentCache;
  /** Base URL sources use for the content API. */
  contentBase: string;
  contentToken?: string;
  /** Milliseconds one page request's content may take before blocks render without it (default 3000). */
  contentTimeoutMs?: number;
  /** Default cache tags of content values, e.g. the ids of the documents in it (the engine does not know ids). */
  contentTags?: TagsOf;
  /** Production: admin mode only with this editor token. Development: open. */
  editorToken?: string;
  /** Cache-Control of reader HTML (CDN-friendly); admin pages are never cached. */
  htmlCacheControl: string;
  /** The headers pages and content answers name their cache tags in (cache-tags.ts); default both, [] for none. */
  cacheTagHeaders?: readonly CacheTagHeader[];
  /** Deployment-specific site properties over the stored ones (e.g. the public origin from the environment). */
  siteProperties?: SitePropertiesHook;
  /** Stylesheets and scripts every page links (built bundles, or the dev server's). */
  assets: Assets;
  /** A pino logger (production: JSON lines, an access-log line per response) or any console-like object (tests). */
  log?: Log;
  /** The log of one request (the app's adds the request's id to each line); default: `log`. */
  logOf?: (req: IncomingMessage) => Log;
  /** Keep rendered reader HTML in memory this long (html-cache.ts); unset or 0: off (a CDN is the normal front). */
  htmlMicrocache?: { seconds: number; now?: () => number };
  /** Told of every page response when it is sent: the route that served it (or 'not-found', 'bad-request'). */
  observePage?: (route: string, status: number, seconds: number) => void;
  /** The site's languages, language cookie, site query parameter, path prefixes and outage page (common/site-setup.ts). */
  siteSetup: SiteSetup;
}

/** How sources reach the content API under these settings (pages, the content endpoint and endpoints alike). */
export function contentDeps(opts: Pick<SiteOptions, 'cache' | 'contentBase' | 'contentToken' | 'contentTimeoutMs' | 'contentTags'>, registry: Registry): ContentDeps {
  return { registry, cache: opts.cache, contentBase: opts.contentBase, token: opts.contentToken, timeoutMs: opts.contentTimeoutMs, tagsOf: opts.contentTags };
}

/** What resolving and rendering a page reads: the site's settings, made once per loaded site. */
export interface PageDeps {
  registry: Registry;
  configs: () => Promise<Configs>;
  /** Without a deadline: each page request starts its own budget. */
  content: ContentDeps;
  assets: Assets;
  dev: boolean;
  editorToken?: string;
  htmlCacheControl: string;
  cacheTagHeaders: readonly CacheTagHeader[];
  log: Log;
  /** The third-party origins a site's pages may use (site-policy.ts). */
  sitePolicy: (site: Site) => PolicyOrigins;
  siteSetup: SiteSetup;
}

/** The settings with the site's blocks and its page configs (reloaded in development): what pages are served from. */
export interface HandlerOptions extends Omit<SiteOptions, 'configDir' | 'configSource' | 'siteProperties'> {
  registry: Registry;
  configs: () => Promise<Configs>;
}

export function pageDeps(opts: HandlerOptions): PageDeps {
  const log = opts.log ?? console;
  return {
    registry: opts.registry,
    configs: opts.configs,
    content: contentDeps(opts, opts.registry),
    assets: opts.assets,
    dev: opts.dev,
    editorToken: opts.editorToken,
    htmlCacheControl: opts.htmlCacheControl,
    cacheTagHeaders: opts.cacheTagHeaders ?? CACHE_TAG_HEADERS,
    log,
    sitePolicy: createSitePolicy(opts.registry, log),
    siteSetup: opts.siteSetup,
  };
}
