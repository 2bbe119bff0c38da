// Serves the discovered endpoints (endpoints/*.ts): the first whose match() claims the path on the request's site.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Configs } from '../config/types.ts';
import { fetchContent, isOutage, type ContentDeps } from '../content/fetch.ts';
import type { EndpointDefinition, EndpointSite } from '../endpoint.ts';
import { ContentError } from '../source.ts';
import { RETRY_AFTER_SECONDS } from './plain-pages.ts';
import { readTarget, RequestError, siteOfRequest, type Target } from './request.ts';

export interface EndpointHandlerOptions {
  endpoints: EndpointDefinition<any>[];
  configs: () => Promise<Configs>;
  content: ContentDeps;
  log?: Pick<Console, 'error'>;
  /** The log of one request (its lines carry the request's id); default: `log`. */
  logOf?: (req: IncomingMessage) => Pick<Console, 'error'>;
  /** The query parameter naming the site (SiteSetup.siteParam). */
  siteParam: string;
}

/** Marks a content failure that says nothing about the content (5xx, timeout): answered 503, never cached. */
class Unavailable extends ContentError {
  constructor(cause: unknown) {
    super(`content unavailable: ${(cause as Error)?.message ?? String(cause)}`, 503);
  }
}

const sendText = (res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) => {
  res.statusCode = status;
  res.setHeader('content-type', 'text/plain; charset=utf-8');
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.end(text);
};

export function createEndpointHandler(opts: EndpointHandlerOptions) {
  const log = opts.log ?? console;
  /** True when an endpoint answered; false leaves the request to the pages. */
  return async function serveEndpoint(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    if (!opts.endpoints.length || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    const configs = await opts.configs();
    let url: Target, path: string, siteId: string;
    try {
      ({ url, path } = readTarget(req));
      siteId = siteOfRequest(req, url, configs, opts.siteParam);
    } catch (e) {
      if (e instanceof RequestError) return false; // the page handler words the 400
      throw e;
    }
    const stored = configs.sites.get(siteId)?.site;
    if (!stored) return false;
    const site: EndpointSite = { id: stored.id, name: stored.name, properties: stored.properties };
    for (const endpoint of opts.endpoints) {
      const params = endpoint.match(path, site);
      if (params === undefined) continue;
      const content = async (source: string, query: Record<string, unknown>) => {
        try {
          return await fetchContent(opts.content, site.id, { source, query });
        } catch (e) {
          throw isOutage(e) ? new Unavailable(e) : e;
        }
      };
      try {
        const answer = await endpoint.serve(params, { site, query: url.searchParams, content });
        res.statusCode = answer.status ?? 200;
        res.setHeader('content-type', answer.type);
        res.setHeader('cache-control', res.statusCode === 200 ? answer.cacheControl : 'public, max-age=60');
        res.end(answer.body);
      } catch (e) {
        if (e instanceof Unavailable) {
          (opts.logOf?.(req) ?? log).error(`[endpoint] ${endpoint.name} ${path}: ${e.message}`);
          sendText(res, 503, 'Temporarily unavailable: the content could not be loaded. Try again shortly.', { 'retry-after': String(RETRY_AFTER_SECONDS), 'cache-control': 'no-store' });
        } else if (e instanceof ContentError && e.status >= 400 && e.status < 500) {
          sendText(res, e.status, e.message, { 'cache-control': 'public, max-age=60' });
        } else {
          throw e;
        }
      }
      return true;
    }
    return false;
  };
}

export type EndpointHandler = ReturnType<typeof createEndpointHandler>;
