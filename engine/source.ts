import type { Static, TObject } from '@sinclair/typebox';

/** What a source may use while fetching: never request objects, only plain data and a fetch helper. */
export interface SourceContext {
  /** Site id the page is rendered for (e.g. "te-ao-news"). */
  site: string;
  /** Base URL of the content API (CONTENT_BASE), without trailing slash. */
  contentBase: string;
  /** GET a JSON document from the content API with the bearer token; throws ContentError on non-2xx. */
  fetchJson(pathOrUrl: string, init?: { signal?: AbortSignal }): Promise<unknown>;
  /** Aborted when the per-call timeout fires. */
  signal?: AbortSignal;
  /**
   * What the caller reads of each item (dotted paths, sorted), when the request named it (`_select`, e.g. a
   * contentConfig field's `select`) and the source `selects`; undefined: the caller wants the whole answer.
   */
  select?: readonly string[];
}

/**
 * A content source: one module in sources/, default-exporting defineSource({...}).
 * Params arrive as strings (from URLs or page configs) and are coerced by the engine to the
 * declared schema before fetch/resolve is called.
 */
export interface SourceDefinition<P extends TObject = TObject> {
  name: string;
  params: P;
  /** Seconds a value stays fresh in the content cache. */
  ttl: number;
  /** Either fetch (full control) ... */
  fetch?: (query: Static<P>, ctx: SourceContext) => Promise<unknown>;
  /** ... or resolve: a path (relative to contentBase) or absolute URL fetched as JSON. */
  resolve?: (query: Static<P>, ctx: SourceContext) => string;
  /** Reshape the raw response (e.g. trim it to `ctx.select`) before it is cached. */
  transform?: (data: any, query: Static<P>, ctx: SourceContext) => unknown;
  /**
   * The source trims its answer to `ctx.select` (e.g. sends it upstream and picks it locally). Without it a
   * request's selection is left out of the call and its cache key, so differently selecting callers share one value.
   */
  selects?: boolean;
  /** Only page renders on the server may run it; the browsers' content endpoint refuses (e.g. it hands out signatures). */
  serverOnly?: boolean;
  /**
   * Cache tags of a value (what a write must invalidate, what a CDN purges by), instead of the site's default
   * tagging; `site` is the site the call is for. Tags are printable ASCII without spaces or commas.
   */
  tags?: (value: any, query: Static<P>, site: string) => readonly string[];
}

export class ContentError extends Error {
  constructor(message: string, readonly status = 502) {
    super(message);
    this.name = 'ContentError';
  }
}

export function defineSource<P extends TObject>(def: SourceDefinition<P>): SourceDefinition<P> {
  if (!def.fetch && !def.resolve) throw new Error(`source ${def.name}: needs fetch or resolve`);
  return def;
}
