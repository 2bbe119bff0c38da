import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Registry } from '../registry.ts';
import { catalogue } from '../registry.ts';
import type { Configs, PageTree } from '../config/types.ts';
import { matchRoute, storedTree } from '../routing.ts';
import { issuesOf } from '../config/invalid.ts';
import { planContent } from '../content/plan.ts';
import { BadQueryError, fetchContent, isOutage, prefetch, type ContentDeps } from '../content/fetch.ts';
import { DEFAULT_TIMEOUT_MS } from '../content/cache-core.ts';
import { contentKey } from '../content/key.ts';
import { ContentError } from '../source.ts';
import { renderDocument, type Assets } from '../render/document.tsx';
import { OUTPUT_TYPES } from '../render/output-types.ts';
import { createRenderState } from '../render/state.ts';
import { parsePageRequest, RequestError, type PageRequest } from './request.ts';
import { renderedTags, setCacheTagHeaders, valueTags } from './cache-tags.ts';
import { extendPolicy } from './csp.ts';
import { createSitePolicy } from './site-policy.ts';
import type { SiteSetup } from '../site-setup.ts';
import { plainPages, RETRY_AFTER_SECONDS } from './plain-pages.ts';

export interface HandlerOptions {
  registry: Registry;
  configs: () => Promise<Configs>;
  content: Omit<ContentDeps, 'registry'>;
  assets: Assets;
  dev: boolean;
  editorToken?: string;
  /** Cache-Control for reader HTML (CDN-friendly); admin pages are never cached. */
  htmlCacheControl: string;
  log?: Pick<Console, 'error' | 'warn'>;
  /** Told of every page response when it is sent: the route that served it (or 'not-found', 'bad-request'). */
  observePage?: (route: string, status: number, seconds: number) => void;
  /** The site's languages, language cookie, site parameter, path prefixes and outage page. */
  siteSetup: SiteSetup;
}


const sendJson = (res: ServerResponse, status: number, body: unknown) => {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(body));
};

export function createHandler(opts: HandlerOptions) {
  const log = opts.log ?? console;
  const setup = opts.siteSetup;
  const { plainPage, sendUnavailable } = plainPages(setup);
  const deps: ContentDeps = { registry: opts.registry, ...opts.content };
  const sitePolicy = createSitePolicy(opts.registry, log);

  /** The content deps of one page request: its prefetches and its render's reads share one budget from now on. */
  const budgeted = (): ContentDeps => ({ ...deps, deadline: Date.now() + (deps.timeoutMs ?? DEFAULT_TIMEOUT_MS) });

  async function renderTree(req: PageRequest, tree: PageTree, status: number, res: ServerResponse, global?: { source: string; query: Record<string, unknown> }, preloaded?: Awaited<ReturnType<typeof prefetch>>, routeName?: string, reqDeps = budgeted()) {
    const configs = await opts.configs();
    // Only development can serve a config with errors (production refuses to start): said on every request.
    for (const e of issuesOf(storedTree(tree))) log.error(`[page-configs] ${req.uri} renders without ${e.file}  ${e.pointer || '/'}: ${e.message}`);
    const store = preloaded ?? (await prefetch(reqDeps, req.site, planContent(opts.registry, tree, req.site, global), log));
    // Optional blocks whose content failed render empty; a page with nothing but failures is an outage (503), and
    // a page missing some of its content is not kept by any cache.
    const { settled, failed } = store.outcomes(isOutage);
    if (failed > 0 && failed === settled) return sendUnavailable(res, req.lang);
    const site = configs.sites.get(req.site)!.site;
    const state = createRenderState({
      registry: opts.registry,
      site,
      tree,
      content: store,
      globalContent: global,
      lang: req.lang,
      setup,
      isAdmin: req.isAdmin,
      outputType: req.outputType,
      requestUri: req.uri,
      routeName,
      cookies: req.cookies,
      logError: (m) => log.error(m),
      // The response's policy, with this site's origins: every script the page writes carries its nonce.
      nonce: extendPolicy(res, sitePolicy(site)),
    });
    await new Promise<void>((resolve) => {
      renderDocument(tree, state, opts.assets, res, (ok) => {
        if (!ok) {
          plainPage(res, 500, 'Something went wrong', 'This page could not be shown. Please try again later.');
          return resolve();
        }
        res.statusCode = status;
        res.setHeader('content-type', 'text/html; charset=utf-8');
        // Counted again now: a read during render may have failed too (e.g. refused once the budget was spent).
        const incomplete = store.outcomes(isOutage).failed > 0;
        res.setHeader('cache-control', req.isAdmin || incomplete ? 'private, no-store' : status === 200 ? opts.htmlCacheControl : 'public, max-age=60');
        res.setHeader('vary', 'Cookie');
        setCacheTagHeaders(res, renderedTags(opts.registry, store, req.site, deps.tagsOf));
        res.on('finish', resolve);
        res.on('close', resolve);
      });
    });
  }

  async function notFound(req: PageRequest, res: ServerResponse, reqDeps?: ContentDeps) {
    const cfg = (await opts.configs()).sites.get(req.site);
    const template = cfg?.templates.get('not-found');
    if (template) return renderTree(req, template, 404, res, undefined, undefined, 'not-found', reqDeps);
    plainPage(res, 404, 'Page not found', `Nothing lives at ${req.path}.`);
  }

  return {
    catalogue: () => catalogue(opts.registry),

    async page(req: IncomingMessage, res: ServerResponse) {
      let routeName = 'bad-request';
      const started = performance.now();
      if (opts.observePage) res.once('finish', () => opts.observePage!(routeName, res.statusCode, (performance.now() - started) / 1000));
      const reqDeps = budgeted();
      let request: PageRequest;
      const configs = await opts.configs();
      try {
        request = parsePageRequest(req, configs, { outputTypes: Object.keys(OUTPUT_TYPES), editorToken: opts.editorToken, dev: opts.dev, setup });
      } catch (e) {
        if (e instanceof RequestError) return plainPage(res, e.status, 'Bad request', e.message);
        throw e;
      }
      const cfg = configs.sites.get(request.site);
      const route = cfg && matchRoute(cfg, request.path);
      routeName = route?.name ?? 'not-found';
      if (!route) return notFound(request, res, reqDeps);
      const store = await prefetch(reqDeps, request.site, planContent(opts.registry, route.tree, request.site, route.globalContent), log);
      const globalKey = route.globalContent && contentKey(route.globalContent.source, route.globalContent.query);
      const global = globalKey && store.peek(globalKey);
      // The upstream failing is not the content missing: no 404 (which caches and deindexes), a 503 instead.
      if (globalKey && global === undefined && store.has(globalKey) && store.errorOf(globalKey) !== undefined && isOutage(store.errorOf(globalKey))) return sendUnavailable(res, request.lang);
      // A resolved URL whose content does not exist is a missing page, not an empty one.
      if (route.name !== 'page' && route.globalContent && global === undefined) return notFound(request, res, reqDeps);
      const typed = route.byType?.[(global as { type?: string } | undefined)?.type ?? ''];
      const tree = typed ?? route.tree;
      // Still before render, the plan's second step: what blocks read because of the global content, and a typed
      // template's own content (only requests not yet in the store are fetched).
      if (global !== undefined) await prefetch(reqDeps, request.site, planContent(opts.registry, tree, request.site, route.globalContent, global), log, store);
      return renderTree(request, tree, 200, res, route.globalContent, store, route.name, reqDeps);
    },

    /** GET /api/content/:source?query={json}&<siteParam>=site — what islands call for content they did not ship with. */
    async content(req: IncomingMessage, res: ServerResponse, source: string) {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const configs = await opts.configs();
      const site = url.searchParams.get(setup.siteParam) ?? configs.defaultSite;
      if (!configs.sites.has(site)) return sendJson(res, 400, { error: `unknown site "${site}" in ${setup.siteParam}` });
      let query: Record<string, unknown> = {};
      const raw = url.searchParams.get('query');
      if (raw) {
        try {
          query = JSON.parse(raw);
        } catch {
          return sendJson(res, 400, { error: 'query must be a JSON object, e.g. ?query={"size":10}' });
        }
        if (!query || typeof query !== 'object' || Array.isArray(query)) return sendJson(res, 400, { error: 'query must be a JSON object' });
      }
      if (opts.registry.source(source)?.serverOnly) return sendJson(res, 403, { error: `content source "${source}" is only available to page renders on the server` });
      try {
        const value = await fetchContent(deps, site, { source, query });
        res.setHeader('cache-control', 'public, max-age=30, stale-while-revalidate=60');
        setCacheTagHeaders(res, valueTags(opts.registry, source, query, site, value, deps.tagsOf));
        sendJson(res, 200, value ?? null);
      } catch (e) {
        if (e instanceof BadQueryError) return sendJson(res, 400, { error: e.message });
        // A source rejecting its query (400) or content that does not exist (404): the caller's problem, said as is.
        if (!isOutage(e)) return sendJson(res, (e as ContentError).status, { error: (e as Error).message });
        log.error(`[content] ${source} ${JSON.stringify(query)}: ${(e as Error).message}`);
        const timedOut = e instanceof ContentError && e.status === 504;
        res.setHeader('retry-after', String(RETRY_AFTER_SECONDS));
        sendJson(res, timedOut ? 504 : 502, { error: `content source "${source}" ${timedOut ? 'timed out' : 'failed'}` });
      }
    },
  };
}

export type Handler = ReturnType<typeof createHandler>;
