/**
 * Trimming list answers to the paths a caller selects (selections.ts; the engine hands them to a source as
 * `ctx.select`): sent upstream as `_sourceInclude` and applied again locally with `pick`, so island payloads stay
 * small even when an upstream ignores `_sourceInclude`.
 */

/** `&_sourceInclude=a,b` (empty string when nothing is filtered). */
export function sourceIncludeParam(fields: readonly string[] | null | undefined): string {
  return fields ? `&_sourceInclude=${encodeURIComponent(fields.join(','))}` : '';
}

type Json = unknown;

/** Copies only the listed dotted paths; arrays on the way are mapped element by element. */
export function pick<T = Json>(doc: T, paths: readonly string[] | null | undefined): T {
  if (!paths || doc === null || typeof doc !== 'object') return doc;
  const tree = pathTree(paths);
  return pickTree(doc, tree) as T;
}

/** Applies `pick` to every element of a list response's array field (content_elements or data). */
export function pickList<R extends Record<string, unknown>>(res: R, key: string, paths: readonly string[] | null | undefined): R {
  if (!res || typeof res !== 'object') return res;
  const list = res[key];
  if (!Array.isArray(list)) return res;
  return { ...res, [key]: list.map((d) => pick(d, paths)) };
}

interface PathTree {
  [segment: string]: PathTree | true;
}

function pathTree(paths: readonly string[]): PathTree {
  const root: PathTree = {};
  for (const path of paths) {
    const parts = path.split('.');
    let node = root;
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i];
      if (i === parts.length - 1) {
        node[part] = true;
        break;
      }
      const next = node[part];
      if (next === true) break; // a shorter path already keeps the whole subtree
      node = node[part] = next ?? {};
    }
  }
  return root;
}

function pickTree(value: Json, tree: PathTree): Json {
  if (Array.isArray(value)) return value.map((v) => pickTree(v, tree));
  if (value === null || typeof value !== 'object') return undefined;
  const out: Record<string, Json> = {};
  const src = value as Record<string, Json>;
  for (const [key, sub] of Object.entries(tree)) {
    if (!(key in src)) continue;
    if (sub === true) out[key] = src[key];
    else {
      const picked = pickTree(src[key], sub);
      if (picked !== undefined) out[key] = picked;
    }
  }
  return out;
}
