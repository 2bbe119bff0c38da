/**
 * An endpoint: one module in endpoints/, default-exporting defineEndpoint({...}). It answers GET requests for
 * paths it claims on a site with a whole document (a feed, a sitemap, a text file) built from content read
 * through the same sources and cache the pages use. What the document means is the module's business.
 */

/** The site a request is for, with the deployment's properties already applied (see AppOptions.siteProperties). */
export interface EndpointSite {
  id: string;
  name: string;
  properties: Record<string, any>;
}

export interface EndpointContext {
  site: EndpointSite;
  /** Query parameters of the request. */
  query: URLSearchParams;
  /**
   * Runs a content source through the content cache, for this site. A 4xx from the source (missing content, a
   * query it refuses) throws a ContentError with that status; an upstream outage throws one the engine answers
   * with 503 and Retry-After, so a failed upstream never yields a cached empty document.
   */
  content(source: string, query: Record<string, unknown>): Promise<unknown>;
}

export interface EndpointResponse {
  /** Default 200. */
  status?: number;
  /** Content-Type header, e.g. 'application/xml; charset=utf-8'. */
  type: string;
  body: string;
  /** Cache-Control header of a 200 answer. */
  cacheControl: string;
}

export interface EndpointDefinition<P = unknown> {
  name: string;
  /** What the endpoint serves at `path` (decoded, no query) on `site`, or undefined when the path is not its own. */
  match(path: string, site: EndpointSite): P | undefined;
  /** Throw ContentError(message, 4xx) for a request it cannot answer (e.g. 404 for an unknown section). */
  serve(params: P, ctx: EndpointContext): Promise<EndpointResponse>;
}

export function defineEndpoint<P>(def: EndpointDefinition<P>): EndpointDefinition<P> {
  if (!def.name || typeof def.match !== 'function' || typeof def.serve !== 'function') throw new Error(`endpoint ${def.name ?? '?'}: needs name, match and serve`);
  return def;
}
