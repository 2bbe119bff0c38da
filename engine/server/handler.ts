import type { IncomingMessage, ServerResponse } from 'node:http';
import { catalogue } from '../registry.ts';
import { BadQueryError, fetchContent, isOutage } from '../content/fetch.ts';
import { parseContentRequest } from '../content/client-protocol.ts';
import { ContentError } from '../source.ts';
import { setCacheTagHeaders, valueTags } from './cache-tags.ts';
import { pageDeps, type HandlerOptions } from './options.ts';
import { plainPages, RETRY_AFTER_SECONDS } from './plain-pages.ts';
import { renderPage } from './render-page.ts';
import { createHtmlCache } from './html-cache.ts';
import { readPageRequest, resolvePage } from './resolve-page.ts';
import { afterResponse } from './response-done.ts';
import { languageChoiceOf, sendLanguageChoice } from './language-choice.ts';

const sendJson = (res: ServerResponse, status: number, body: unknown) => {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(body));
};

export function createHandler(opts: HandlerOptions) {
  const pages = pageDeps(opts);
  const { content: deps, log } = pages;
  const htmlCache = opts.htmlMicrocache?.seconds ? createHtmlCache(opts.htmlMicrocache) : undefined;

  /**
   * The micro-cache's key of a reader's request (site, language, output type and URL) and its cookies, whose values
   * pick the page among those stored under the key; none for admin or bad input.
   */
  const cacheKey = async (req: IncomingMessage) => {
    try {
      const r = readPageRequest(opts, req, await opts.configs());
      return r.isAdmin ? undefined : { key: JSON.stringify([r.site, r.lang, r.outputType, req.url]), cookies: r.cookies };
    } catch {
      return undefined; // resolvePage answers it with its precise 4xx
    }
  };

  return {
    catalogue: () => catalogue(opts.registry),

    /** The page configs were reloaded (a publish): no page rendered from the old ones is served again. */
    forgetPages: () => htmlCache?.clear(),

    /** A page: resolved (page config, content), then rendered; one way, nothing calls back. */
    async page(req: IncomingMessage, res: ServerResponse) {
      const deps = opts.logOf ? { ...pages, log: opts.logOf(req) } : pages;
      const choice = req.method === 'GET' || req.method === 'HEAD' ? languageChoiceOf(req.url ?? '/', opts.siteSetup) : undefined;
      if (choice && 'error' in choice) return plainPages(opts.siteSetup).plainPage(res, 400, 'Bad request', choice.error);
      if (choice) return sendLanguageChoice(res, choice, opts.siteSetup);
      let route = 'bad-request';
      const started = performance.now();
      if (opts.observePage) afterResponse(res, () => res.writableFinished && opts.observePage!(route, res.statusCode, (performance.now() - started) / 1000));
      const render = async () => {
        const resolved = await resolvePage(deps, req);
        route = resolved.route;
        return renderPage(deps, resolved, res);
      };
      const cached = htmlCache && req.method === 'GET' ? await cacheKey(req) : undefined;
      if (cached) {
        route = 'micro-cache'; // what /metrics says of a hit; a render sets the page's own route
        await htmlCache!.serve(cached.key, cached.cookies, res, render);
      }
      else await render();
    },

    /** GET /api/content/:source?query={json}&<siteParam>=site — what islands call for content they did not ship with. */
    async content(req: IncomingMessage, res: ServerResponse, source: string) {
      const configs = await opts.configs();
      const request = parseContentRequest(req.url ?? '/', { siteParam: opts.siteSetup.siteParam, defaultSite: configs.defaultSite, isSite: (s) => configs.sites.has(s) });
      if ('error' in request) return sendJson(res, 400, { error: request.error });
      const { site, query } = request;
      if (opts.registry.source(source)?.serverOnly) return sendJson(res, 403, { error: `content source "${source}" is only available to page renders on the server` });
      try {
        const value = await fetchContent(deps, site, { source, query });
        res.setHeader('cache-control', 'public, max-age=30, stale-while-revalidate=60');
        // With no tag header wanted (CACHE_TAG_HEADERS=none) the value's tags are not worked out.
        if (pages.cacheTagHeaders.length) setCacheTagHeaders(res, valueTags(opts.registry, source, query, site, value, deps.tagsOf), pages.cacheTagHeaders);
        sendJson(res, 200, value ?? null);
      } catch (e) {
        if (e instanceof BadQueryError) return sendJson(res, 400, { error: e.message });
        // A source rejecting its query (400) or content that does not exist (404): the caller's problem, said as is.
        if (!isOutage(e)) return sendJson(res, (e as ContentError).status, { error: (e as Error).message });
        (opts.logOf?.(req) ?? log).error(`[content] ${source} ${JSON.stringify(query)}: ${(e as Error).message}`);
        const timedOut = e instanceof ContentError && e.status === 504;
        res.setHeader('retry-after', String(RETRY_AFTER_SECONDS));
        sendJson(res, timedOut ? 504 : 502, { error: `content source "${source}" ${timedOut ? 'timed out' : 'failed'}` });
      }
    },
  };
}

export type Handler = ReturnType<typeof createHandler>;
