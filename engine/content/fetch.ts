import Ajv from 'ajv';
import type { Registry } from '../registry.ts';
import { ContentError, type SourceContext, type SourceDefinition } from '../source.ts';
import type { ContentCache } from './cache.ts';
import { beforeDeadline, timeLeft } from './budget.ts';
import { contentKey } from './key.ts';
import { SELECT_PARAM, splitSelection } from './select.ts';
import type { ContentRequest } from './plan.ts';
import { RequestContent } from './store.ts';
import { tagger, type TagsOf } from './tags.ts';

// Query values arrive as strings (URLs, editor forms): coerce them to the source's declared types.
const ajv = new Ajv({ coerceTypes: true, useDefaults: true, removeAdditional: false, strict: false, allErrors: true });
const validators = new WeakMap<object, ReturnType<typeof ajv.compile>>();

export class BadQueryError extends ContentError {
  constructor(message: string) {
    super(message, 400);
  }
}

export function coerceQuery(source: SourceDefinition<any>, query: Record<string, unknown>): Record<string, unknown> {
  let validate = validators.get(source.params);
  if (!validate) validators.set(source.params, (validate = ajv.compile(source.params)));
  const copy = { ...query };
  if (!validate(copy)) {
    const detail = (validate.errors ?? []).map((e) => `${e.instancePath.slice(1) || e.params?.missingProperty || e.params?.additionalProperty || 'query'} ${e.message}`).join('; ');
    throw new BadQueryError(`bad query for source "${source.name}": ${detail}`);
  }
  return copy;
}

export interface ContentDeps {
  registry: Registry;
  cache: ContentCache;
  contentBase: string;
  token?: string;
  timeoutMs?: number;
  /** The site's default cache tagging of values (sources may declare their own). */
  tagsOf?: TagsOf;
  /** Epoch ms by which a page request's content must be in (see budget.ts); reads after it fail at once. */
  deadline?: number;
}

/** A request as the cache needs it: its source, coerced query, selection, cache key and tagging. */
interface Prepared {
  site: string;
  registry: Registry;
  tagsOf: TagsOf | undefined;
  source: SourceDefinition<any>;
  query: Record<string, unknown>;
  selected: readonly string[] | undefined;
  /** The request-scoped store's key (the query as the block reads it, selection included). */
  storeKey: string;
  /** The shared cache's key: the site, the source, the coerced query and the selection the source sees. */
  cacheKey: string;
  tags: TagsOf | undefined;
}

// Prepared requests: a warm page's plan is the same request objects on every request (resolve-page.ts keeps plans),
// so coercing, normalising and keying them is done once per request object, not once per reader.
const preparedRequests = new WeakMap<ContentRequest, Prepared>();

function prepare(deps: ContentDeps, site: string, request: ContentRequest): Prepared {
  const known = preparedRequests.get(request);
  if (known && known.site === site && known.registry === deps.registry && known.tagsOf === deps.tagsOf) return known;
  const source = deps.registry.source(request.source);
  if (!source) throw new BadQueryError(`unknown content source "${request.source}"`);
  const { query: params, select, error } = splitSelection(request.query);
  if (error) throw new BadQueryError(`bad query for source "${source.name}": ${error}`);
  const query = coerceQuery(source, params);
  const selected = source.selects ? select : undefined;
  const cacheKey = `${site}|${contentKey(source.name, selected ? { ...query, [SELECT_PARAM]: selected } : query)}`;
  const storeKey = contentKey(request.source, request.query);
  const made = { site, registry: deps.registry, tagsOf: deps.tagsOf, source, query, selected, storeKey, cacheKey, tags: tagger(source, query, site, deps.tagsOf) };
  preparedRequests.set(request, made);
  return made;
}

/** A fresh cached value of the request, at once (see ContentCache.fresh); undefined: fetchContent it. */
function freshContent(deps: ContentDeps, prepared: Prepared): { value: unknown } | undefined {
  return deps.cache.fresh?.(prepared.cacheKey, prepared.source.ttl);
}

/** Runs one source through the cache. Unknown source or bad query: BadQueryError (a 4xx for the content endpoint). */
export async function fetchContent(deps: ContentDeps, site: string, request: ContentRequest): Promise<unknown> {
  const prepared = prepare(deps, site, request);
  const hit = freshContent(deps, prepared);
  return hit ? hit.value : loadContent(deps, site, prepared);
}

/** A request not fresh in this process: through the cache's get (stale, coalesced, loaded), within the budget; a spent budget rejects. */
async function loadContent(deps: ContentDeps, site: string, found: Prepared): Promise<unknown> {
  const { source, query: prepared, selected, cacheKey: key, tags } = found;
  const timeoutMs = deps.deadline === undefined ? deps.timeoutMs : timeLeft(deps.deadline, key);
  const value = deps.cache.get(
    key,
    async (signal) => {
      // A copy: the prepared query is shared by every request of the page, and a source may write to its own.
      const query = { ...prepared };
      const ctx = sourceContext(deps, site, signal, selected);
      const raw = source.fetch ? await source.fetch(query as never, ctx) : await ctx.fetchJson(source.resolve!(query as never, ctx));
      return source.transform ? source.transform(raw, query as never, ctx) : raw;
    },
    { ttl: source.ttl, timeoutMs, tags },
  );
  return deps.deadline === undefined ? value : beforeDeadline(value, deps.deadline, key);
}

function sourceContext(deps: ContentDeps, site: string, signal: AbortSignal, select: readonly string[] | undefined): SourceContext {
  return {
    site,
    select,
    contentBase: deps.contentBase,
    signal,
    async fetchJson(pathOrUrl, init) {
      const url = /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${deps.contentBase}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
      const res = await fetch(url, {
        headers: { accept: 'application/json', ...(deps.token ? { authorization: `Bearer ${deps.token}` } : {}) },
        signal: init?.signal ?? signal,
      });
      // The message names the path only: it may reach a browser through /api/content, the content host must not.
      const where = pathOrUrl.replace(/^https?:\/\/[^/]+/, '');
      // A 4xx is the caller's (missing content, a query the upstream rejects): said as is. Anything else is an outage.
      if (!res.ok) throw new ContentError(`content request ${where} answered ${res.status}`, res.status >= 400 && res.status < 500 ? res.status : 502);
      try {
        return await res.json();
      } catch {
        throw new ContentError(`content request ${where} answered malformed JSON`, 502);
      }
    },
  };
}

/**
 * Fetches every planned request in parallel into a request-scoped store. A failed request leaves its block
 * with nothing (logged), never fails the page; content asked for during render that was not planned loads on demand.
 */
export async function prefetch(deps: ContentDeps, site: string, requests: ContentRequest[], log: Pick<Console, "error"> = console, into?: RequestContent): Promise<RequestContent> {
  const store =
    into ??
    new RequestContent((source, query) => {
      // Thrown here, not as a rejection, so a read during render after the deadline fails without suspending.
      if (deps.deadline !== undefined) timeLeft(deps.deadline, contentKey(source, query));
      return fetchContent(deps, site, { source, query });
    });
  const loads: Array<Promise<void>> = [];
  for (const r of requests) {
    let key: string;
    let prepared: Prepared | undefined;
    try {
      prepared = prepare(deps, site, r);
      key = prepared.storeKey;
    } catch {
      key = contentKey(r.source, r.query); // refused by fetchContent below, and stored as that request's error
    }
    // Already answered (or failed) in this request: one attempt per request, so a hung upstream costs one timeout.
    if (store.has(key)) continue;
    // Fresh in this process's cache: taken at once, outside the budget (a value already here costs no time).
    const hit = prepared && freshContent(deps, prepared);
    if (hit) {
      store.set(key, hit.value);
      continue;
    }
    // Not prepared: fetchContent refuses it with prepare's error, stored below like any failure.
    loads.push(
      (prepared ? loadContent(deps, site, prepared) : fetchContent(deps, site, r)).then(
        (value) => store.set(key, value),
        (error) => {
          store.setError(key, error);
          if (!(error instanceof ContentError && error.status === 404)) log.error(`[content] ${r.source} ${JSON.stringify(r.query)}: ${(error as Error).message}`);
        },
      ),
    );
  }
  // A warm page has nothing to wait for: no Promise.all of nothing (an array, a promise and a turn of its own).
  if (loads.length) await Promise.all(loads);
  return store;
}

/** A failure that says nothing about the content itself (5xx, timeout, reset, bad JSON), as opposed to a 4xx answer. */
export function isOutage(error: unknown): boolean {
  return !(error instanceof ContentError && error.status >= 400 && error.status < 500);
}
