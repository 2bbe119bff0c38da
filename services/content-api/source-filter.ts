/**
 * `_sourceInclude` / `_sourceExclude` as Arc (Elasticsearch) applies them: dotted paths, and a path
 * through an array applies to every element (`taxonomy.tags.slug` keeps each tag's slug).
 */
import { badRequest } from './types.ts';

type Trie = { [key: string]: Trie | true };
const PATH = /^[A-Za-z0-9_$@-]+(\.[A-Za-z0-9_$@-]+)*$/;

export function parsePaths(paths: string[] | undefined, param: string): Trie | undefined {
  if (!paths || paths.length === 0) return undefined;
  const trie: Trie = {};
  for (const path of paths) {
    if (!PATH.test(path)) throw badRequest(`${param}: "${path.slice(0, 80)}" is not a dotted field path`, param);
    let node = trie;
    const keys = path.split('.');
    for (const [i, key] of keys.entries()) {
      if (node[key] === true) break; // a shorter path already keeps the whole subtree
      if (i === keys.length - 1) node[key] = true;
      else node = (node[key] ??= {}) as Trie;
    }
  }
  return trie;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function include(value: unknown, trie: Trie | true): unknown {
  if (trie === true) return value;
  if (Array.isArray(value)) return value.map((v) => include(v, trie)).filter((v) => v !== undefined);
  if (!isObject(value)) return undefined;
  const out: Record<string, unknown> = {};
  for (const [key, sub] of Object.entries(trie)) {
    if (!Object.hasOwn(value, key)) continue;
    const picked = include(value[key], sub);
    if (picked !== undefined) out[key] = picked;
  }
  return Object.keys(out).length ? out : undefined;
}

function exclude(value: unknown, trie: Trie): unknown {
  if (Array.isArray(value)) return value.map((v) => exclude(v, trie));
  if (!isObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    const sub = trie[key];
    if (sub === true) continue;
    out[key] = sub ? exclude(v, sub) : v;
  }
  return out;
}

/** Keeps `_id` always, so lists stay keyed even under a narrow include. */
export function filterSource<T extends Record<string, unknown>>(doc: T, includes?: Trie, excludes?: Trie): T {
  let out: Record<string, unknown> = doc;
  if (includes) out = { ...(doc._id !== undefined ? { _id: doc._id } : {}), ...((include(doc, includes) as Record<string, unknown>) ?? {}) };
  if (excludes) out = exclude(out, excludes) as Record<string, unknown>;
  return out as T;
}

export type SourceFilter = { includes?: Trie; excludes?: Trie };
