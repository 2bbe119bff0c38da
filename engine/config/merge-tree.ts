/**
 * Three-way merge of a page tree (layout -> named sections -> chains -> features), blocks matched by `id`: edits to
 * different blocks or to different fields of one block merge, as do moves, adds and deletes; the same field changed
 * differently on both sides, a block deleted on one side and edited (or added into) on the other, and one block
 * moved to two places are conflicts, each named by a key for a choice (merge-value.ts). Documents that are not
 * page trees (site properties, resolvers) merge as plain JSON. Pure: both the server and the editor run it.
 */
import { escapeKey, isPlainObject, mergeValue, same, type Choice, type MergeChange, type MergeConflict, type MergeContext } from './merge-value.ts';

export type { Choice, MergeChange, MergeConflict } from './merge-value.ts';

export interface MergeResult {
  /** The merged document; where a conflict has no choice, theirs. */
  value: unknown;
  /** What still needs a choice: none when the merge is clean. */
  conflicts: MergeConflict[];
  /** Their changes the merged value keeps (what was merged into mine). */
  changes: MergeChange[];
}

type Tree = { sections: Record<string, unknown[]>; [key: string]: unknown };
interface Flat { own: Record<string, unknown>; chain: boolean; container: string; full: Record<string, unknown> }
type Side = Map<string, Flat>;

const isTree = (v: unknown): v is Tree => isPlainObject(v) && isPlainObject(v.sections) && typeof v.layout === 'string';

/** A block stored without an id gets the one the loader gives it (`section-i`, a child `parentId-i`). */
function withAutoIds(tree: Tree): Tree {
  const out = structuredClone(tree);
  const visit = (node: unknown, autoId: string) => {
    if (!isPlainObject(node)) return;
    node.id ??= autoId;
    if (Array.isArray(node.children)) node.children.forEach((child, i) => visit(child, `${String(node.id)}-${i}`));
  };
  for (const [section, nodes] of Object.entries(out.sections)) if (Array.isArray(nodes)) nodes.forEach((node, i) => visit(node, `${section}-${i}`));
  return out;
}

/** Every block by id, in page order, with its list (`s:section` or `c:chainId`); undefined when ids are not unique. */
function flatten(tree: Tree): Side | undefined {
  const out: Side = new Map();
  const visit = (nodes: unknown, container: string): boolean =>
    Array.isArray(nodes) &&
    nodes.every((node) => {
      if (!isPlainObject(node) || typeof node.id !== 'string' || out.has(node.id)) return false;
      const { children, ...own } = node;
      out.set(node.id, { own, chain: Array.isArray(children), container, full: node });
      return children === undefined || visit(children, `c:${node.id}`);
    });
  for (const [section, nodes] of Object.entries(tree.sections)) if (!visit(nodes, `s:${section}`)) return undefined;
  return out;
}

/** How a list is named to an editor: a section's name, or the chain it is inside. */
const placeLabel = (container: string, after: string | null) => (container.startsWith('s:') ? { section: container.slice(2), after } : { inside: container.slice(2), after });

/** The ids of `side` not in the longest common subsequence with `base`: the ones that side moved or added. */
function moved(base: string[], side: string[]): Set<string> {
  const dp = Array.from({ length: base.length + 1 }, () => new Array<number>(side.length + 1).fill(0));
  for (let i = base.length - 1; i >= 0; i--) for (let j = side.length - 1; j >= 0; j--) dp[i]![j] = base[i] === side[j] ? dp[i + 1]![j + 1]! + 1 : Math.max(dp[i + 1]![j]!, dp[i]![j + 1]!);
  const kept = new Set<string>();
  for (let i = 0, j = 0; i < base.length && j < side.length; ) {
    if (base[i] === side[j]) (kept.add(base[i]!), i++, j++);
    else if (dp[i + 1]![j]! >= dp[i]![j + 1]!) i++;
    else j++;
  }
  return new Set(side.filter((id) => !kept.has(id)));
}

export function mergeDocs(base: unknown, theirs: unknown, mine: unknown, choices: Readonly<Record<string, Choice>> = {}): MergeResult {
  const ctx: MergeContext = { choices, conflicts: [], changes: [] };
  const value = (isTree(base) && isTree(theirs) && isTree(mine) && mergeTree(base, theirs, mine, ctx)) || mergeValue(base, theirs, mine, ctx, { prefix: '', path: '' });
  return { value, conflicts: ctx.conflicts, changes: ctx.changes };
}

function mergeTree(baseTree: Tree, theirTree: Tree, mineTree: Tree, ctx: MergeContext): Tree | undefined {
  const bt = withAutoIds(baseTree);
  const tt = withAutoIds(theirTree);
  const mt = withAutoIds(mineTree);
  const [b, t] = [flatten(bt), flatten(tt)];
  let m = flatten(mt);
  if (!b || !t || !m) return undefined;
  // One id added on both sides for two different blocks (the editor names a new block `type-1`): two blocks.
  const taken = new Set([...b.keys(), ...t.keys(), ...m.keys()]);
  let renamed = false;
  for (const [id, mf] of m) {
    if (b.has(id) || !t.has(id) || same(t.get(id)!.full, mf.full)) continue;
    let n = 2;
    while (taken.has(`${id}-${n}`)) n++;
    mf.full.id = `${id}-${n}`;
    taken.add(`${id}-${n}`);
    renamed = true;
  }
  if (renamed) m = flatten(mt)!;
  const B = b;
  const sides = { theirs: t, mine: m } as const;
  const other = (s: Choice): Choice => (s === 'mine' ? 'theirs' : 'mine');
  const note = (change: MergeChange) => {
    if (!ctx.changes.some((c) => c.kind === change.kind && c.block === change.block && c.field === change.field)) ctx.changes.push(change);
  };

  // Deleted on one side: dropped, unless the other side changed the block or anything inside it (a conflict). A
  // block inside a deleted chain follows the chain: the conflict is asked once, about the chain.
  const keepDeleted = new Map<string, boolean>();
  for (const [id, bf] of B) {
    for (const del of ['theirs', 'mine'] as const) {
      const kept = sides[other(del)];
      if (sides[del].has(id) || !kept.has(id)) continue;
      const parent = bf.container.startsWith('c:') ? bf.container.slice(2) : undefined;
      const k = kept.get(id)!;
      if (parent !== undefined && !sides[del].has(parent) && keepDeleted.has(parent) && k.container === bf.container) {
        keepDeleted.set(id, keepDeleted.get(parent)!);
        continue;
      }
      if (same(bf.full, k.full) && bf.container === k.container) {
        keepDeleted.set(id, false);
        if (del === 'theirs') note({ kind: 'delete', block: id });
        continue;
      }
      const key = `#${id}`;
      const choice = ctx.choices[key];
      if (!choice) ctx.conflicts.push({ key, kind: 'delete', block: id, base: bf.full, [other(del)]: k.full });
      keepDeleted.set(id, (choice ?? 'theirs') === other(del));
    }
  }

  // What each surviving block is and which list it is in.
  const merged = new Map<string, { own: Record<string, unknown>; chain: boolean; container: string }>();
  const placeChoice = new Map<string, Choice>();
  for (const id of new Set([...t.keys(), ...m.keys()])) {
    const [bf, tf, mf] = [B.get(id), t.get(id), m.get(id)];
    if (!tf || !mf) {
      const f = (tf ?? mf)!;
      if (bf && !keepDeleted.get(id)) continue;
      if (!bf && tf) note({ kind: 'add', block: id });
      merged.set(id, { own: f.own, chain: f.chain, container: f.container });
      continue;
    }
    const own = mergeValue(bf?.own, tf.own, mf.own, ctx, { prefix: `#${id}`, path: '', block: id }) as Record<string, unknown>;
    let container = tf.container;
    if (tf.container !== mf.container) {
      if (bf?.container === tf.container) container = mf.container;
      else if (bf?.container !== mf.container) {
        const key = `#${id}@place`;
        const choice = ctx.choices[key];
        if (!choice) ctx.conflicts.push({ key, kind: 'place', block: id, base: bf && placeLabel(bf.container, null), theirs: placeLabel(tf.container, null), mine: placeLabel(mf.container, null) });
        container = choice === 'mine' ? mf.container : tf.container;
        placeChoice.set(id, choice ?? 'theirs');
      } else note({ kind: 'move', block: id });
    }
    merged.set(id, { own, chain: tf.chain || mf.chain, container });
  }

  // Each list's order: the base order of the blocks neither side moved, then each side's moved and added blocks
  // after the block they follow on that side.
  const order = (container: string): string[] => {
    const listIn = (side: Side) => [...side].filter(([id, f]) => f.container === container && merged.get(id)?.container === container).map(([id]) => id);
    const [bl, tl, ml] = [listIn(B), listIn(t), listIn(m)];
    const [mt_, mm] = [moved(bl, tl), moved(bl, ml)];
    for (const id of mt_) {
      if (!mm.has(id)) {
        if (B.get(id)?.container === container) note({ kind: 'move', block: id });
        continue;
      }
      const after = (list: string[]) => list[list.indexOf(id) - 1] ?? null;
      if (after(tl) === after(ml) || placeChoice.has(id)) continue;
      const key = `#${id}@place`;
      const choice = ctx.choices[key];
      if (!choice) ctx.conflicts.push({ key, kind: 'place', block: id, theirs: placeLabel(container, after(tl)), mine: placeLabel(container, after(ml)) });
      placeChoice.set(id, choice ?? 'theirs');
    }
    const result = bl.filter((id) => !mt_.has(id) && !mm.has(id));
    const insert = (list: string[], which: Set<string>) => {
      list.forEach((id, i) => {
        if (!which.has(id) || result.includes(id)) return;
        let j = i - 1;
        while (j >= 0 && !result.includes(list[j]!)) j--;
        // After the other side's blocks put at the same place: theirs first, then mine.
        let at = j < 0 ? 0 : result.indexOf(list[j]!) + 1;
        while (at < result.length && !list.includes(result[at]!)) at++;
        result.splice(at, 0, id);
      });
    };
    insert(tl, new Set([...mt_].filter((id) => placeChoice.get(id) !== 'mine')));
    insert(ml, mm);
    for (const [id, f] of merged) if (f.container === container && !result.includes(id)) result.push(id);
    return result;
  };
  const build = (container: string): Record<string, unknown>[] =>
    order(container).map((id) => {
      const f = merged.get(id)!;
      return f.chain ? { ...f.own, children: build(`c:${id}`) } : { ...f.own };
    });

  const omitSections = ({ sections: _s, ...rest }: Tree) => rest;
  const rest = mergeValue(omitSections(bt), omitSections(tt), omitSections(mt), ctx, { prefix: '', path: '' }) as Record<string, unknown>;
  const used = new Set([...merged.values()].map((f) => f.container));
  const names = [...new Set([...Object.keys(tt.sections), ...Object.keys(mt.sections)])].filter(
    (s) => used.has(`s:${s}`) || !(s in bt.sections) || (s in tt.sections && s in mt.sections),
  );
  for (const s of Object.keys(bt.sections)) if (!(s in tt.sections) && !names.includes(s)) note({ kind: 'delete', field: `sections/${escapeKey(s)}` });
  const sections = Object.fromEntries(names.map((s) => [s, build(`s:${s}`)]));
  const out: Record<string, unknown> = {};
  for (const k of new Set([...Object.keys(tt), ...Object.keys(rest)])) if (k === 'sections') out.sections = sections; else if (k in rest) out[k] = rest[k];
  return out as Tree;
}
