import type { TSchema } from '@sinclair/typebox';
import type { ContentConfig, Selection } from '../fields.ts';

/**
 * The reserved query key a content request names its selection with: the paths the caller reads of each item.
 * It travels in the query (so it is part of every key the content is stored under, and a browser load can carry it)
 * and reaches the source as `ctx.select`, never as a param.
 */
export const SELECT_PARAM = '_select';

// A field's selection is fixed per site: resolved once, not per block per render.
const resolved = new WeakMap<object, Map<string, readonly string[]>>();

/** The paths a contentConfig field selects on a site, sorted and each once; undefined when it selects everything. */
export function fieldSelection(schema: TSchema, site: string): readonly string[] | undefined {
  const select = (schema as { 'x-select'?: Selection })['x-select'];
  if (!select) return undefined;
  let bySite = resolved.get(schema);
  if (!bySite) resolved.set(schema, (bySite = new Map()));
  let paths = bySite.get(site);
  if (!paths) bySite.set(site, (paths = normaliseSelection(typeof select === 'function' ? select(site) : select)));
  return paths;
}

/** One order and no repeats, so two callers naming the same paths share a cache entry. */
export function normaliseSelection(paths: readonly string[]): readonly string[] {
  return [...new Set(paths)].sort();
}

/** The query a contentConfig field is fetched (and found) with: its stored values plus its selection. */
export function fieldQuery(schema: TSchema, config: ContentConfig, site: string): Record<string, unknown> {
  const values = config.contentConfigValues ?? {};
  const select = fieldSelection(schema, site);
  return select ? { ...values, [SELECT_PARAM]: select } : values;
}

/**
 * A request's query without its selection, and the selection: undefined when absent, or a message when it is not
 * a list of non-empty paths (the caller answers that as a bad query).
 */
export function splitSelection(query: Record<string, unknown>): { query: Record<string, unknown>; select?: readonly string[]; error?: string } {
  if (!(SELECT_PARAM in query)) return { query };
  const { [SELECT_PARAM]: select, ...rest } = query;
  if (select === undefined || select === null) return { query: rest };
  if (!Array.isArray(select) || !select.every((p) => typeof p === 'string' && p.length > 0)) {
    return { query: rest, error: `"${SELECT_PARAM}" must be a list of field paths, e.g. ["_id", "headlines.basic"]` };
  }
  return { query: rest, select: normaliseSelection(select) };
}
