/**
 * Three-way merge of plain JSON values (base = what both sides started from, theirs = the saved head, mine = the
 * save arriving late): what only one side changed is taken from it; objects merge key by key, so two edits to
 * different keys both survive; arrays and scalars are whole values. A key both sides changed differently is a
 * conflict, settled by a choice when one is given, else left at theirs and reported. `undefined` means absent.
 */

export type Choice = 'mine' | 'theirs';

export interface MergeConflict {
  /** Names the field for a choice: `/title` (the document's), `#block/customFields/HTML`, `#block` (delete vs edit), `#block@place`. */
  key: string;
  kind: 'field' | 'delete' | 'place';
  /** The block's id, for a block's conflict. */
  block?: string;
  /** The field's path inside the document or the block, e.g. `customFields/HTML`. */
  field?: string;
  base?: unknown;
  theirs?: unknown;
  mine?: unknown;
}

/** A change of theirs the merge took: what the editor is told was merged in. */
export interface MergeChange { kind: 'edit' | 'add' | 'delete' | 'move'; block?: string; field?: string }

export interface MergeContext {
  choices: Readonly<Record<string, Choice>>;
  conflicts: MergeConflict[];
  changes: MergeChange[];
}

export const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Deep equality of JSON values, keys in any order. */
export function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => same(x, b[i]));
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = Object.keys(a).filter((k) => a[k] !== undefined);
  return keys.length === Object.keys(b).filter((k) => b[k] !== undefined).length && keys.every((k) => same(a[k], b[k]));
}

export const escapeKey = (k: string) => k.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * The merged value at `path` (`prefix` names its conflicts' keys: `` for the document, `#id` for a block's fields).
 * `block`: the block these fields belong to, for conflicts and changes.
 */
export function mergeValue(base: unknown, theirs: unknown, mine: unknown, ctx: MergeContext, at: { prefix: string; path: string; block?: string }): unknown {
  if (same(theirs, mine)) return theirs;
  // Objects go key by key even when one side alone changed them: each of their changes is told by its field.
  if (isPlainObject(theirs) && isPlainObject(mine) && (base === undefined || isPlainObject(base))) {
    const b = (base ?? {}) as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const k of new Set([...Object.keys(theirs), ...Object.keys(mine)])) {
      const path = at.path ? `${at.path}/${escapeKey(k)}` : escapeKey(k);
      const v = mergeValue(b[k], theirs[k], mine[k], ctx, { ...at, path });
      if (v !== undefined) out[k] = v;
    }
    return out;
  }
  if (same(base, theirs)) return mine;
  if (same(base, mine)) {
    ctx.changes.push({ kind: 'edit', ...(at.block ? { block: at.block } : {}), ...(at.path ? { field: at.path } : {}) });
    return theirs;
  }
  const key = `${at.prefix}/${at.path}`;
  const choice = ctx.choices[key];
  if (!choice) ctx.conflicts.push({ key, kind: 'field', ...(at.block ? { block: at.block } : {}), field: at.path, base, theirs, mine });
  return choice === 'mine' ? mine : theirs;
}
