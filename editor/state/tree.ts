// Operations on a page tree (layout -> named sections -> chains -> features), each returning a new tree: the
// editor's history keeps every state, so nothing here changes the tree it is given. Blocks are named by id, as
// the preview names them (data-block-id); places by section, parent chain and index.
import type { BlockNode, CatalogueEntry, JsonSchema, TreeValue } from './types.ts';

/** Where a block sits: a section's top level (`parent` null) or a chain's children, at an index. */
export interface Place { section: string; parent: string | null; index: number }

export interface Found { node: BlockNode; place: Place; pointer: string }

const escape = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

const clone = <T>(value: T): T => structuredClone(value);

/**
 * The tree with an id on every block: the one the server gives a block stored without one (`section-i`, a child
 * `parentId-i`, engine/config/validate.ts), so the preview and the outline name the same blocks.
 */
export function withIds<T extends TreeValue>(tree: T): T {
  const out = clone(tree);
  const visit = (node: BlockNode, autoId: string) => {
    if (!node || typeof node !== 'object') return;
    node.id ??= autoId;
    node.children?.forEach((child, i) => visit(child, `${node.id}-${i}`));
  };
  for (const [section, nodes] of Object.entries(out.sections ?? {})) nodes?.forEach((node, i) => visit(node, `${section}-${i}`));
  return out;
}

/** Every block of the tree, depth first in page order, with where it sits and its JSON pointer. */
export function allBlocks(tree: TreeValue): Found[] {
  const found: Found[] = [];
  const visit = (nodes: BlockNode[], section: string, parent: string | null, base: string) => {
    nodes.forEach((node, index) => {
      const pointer = `${base}/${index}`;
      found.push({ node, place: { section, parent, index }, pointer });
      if (Array.isArray(node.children)) visit(node.children, section, node.id ?? null, `${pointer}/children`);
    });
  };
  for (const [section, nodes] of Object.entries(tree.sections ?? {})) if (Array.isArray(nodes)) visit(nodes, section, null, `/sections/${escape(section)}`);
  return found;
}

export function findBlock(tree: TreeValue, id: string): Found | undefined {
  return allBlocks(tree).find((f) => f.node.id === id);
}

/** The list a place indexes into, in `tree` (which the caller may change: it is a copy). */
function listOf(tree: TreeValue, section: string, parent: string | null): BlockNode[] {
  if (parent === null) return (tree.sections[section] ??= []);
  const chain = findBlock(tree, parent);
  if (!chain) throw new Error(`no block "${parent}" in the page`);
  return (chain.node.children ??= []);
}

/** A block's id and its descendants' ids. */
function idsWithin(node: BlockNode): Set<string> {
  const ids = new Set<string>();
  const visit = (n: BlockNode) => {
    if (n.id) ids.add(n.id);
    n.children?.forEach(visit);
  };
  visit(node);
  return ids;
}

/** An id no block of the tree has, from the block's type: `type-1`, `type-2`, ... */
export function freshId(tree: TreeValue, type: string, taken: Set<string> = new Set()): string {
  const used = new Set([...allBlocks(tree).map((f) => f.node.id), ...taken]);
  const stem = type.replace(/[^A-Za-z0-9_-]/g, '-');
  for (let n = 1; ; n++) if (!used.has(`${stem}-${n}`)) return `${stem}-${n}`;
}

/** The custom fields a new block starts with: every field's default (the form shows the rest empty). */
export function defaultsOf(schema: JsonSchema | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(schema?.properties ?? {})) if (field.default !== undefined) out[name] = clone(field.default);
  return out;
}

export function insertBlock(tree: TreeValue, node: BlockNode, place: Place): TreeValue {
  const out = clone(tree);
  const list = listOf(out, place.section, place.parent);
  list.splice(Math.max(0, Math.min(place.index, list.length)), 0, clone(node));
  return out;
}

/** A new block of a catalogue entry (fields at their defaults, a fresh id) at `place`; its id is returned. */
export function addBlock(tree: TreeValue, entry: CatalogueEntry, place: Place): { tree: TreeValue; id: string } {
  if (entry.kind === 'layout') throw new Error(`"${entry.name}" is a layout; sections hold features and chains`);
  const id = freshId(tree, entry.name);
  const node: BlockNode = { type: entry.name, id, customFields: defaultsOf(entry.fields), ...(entry.kind === 'chain' ? { children: [] } : {}) };
  return { tree: insertBlock(tree, node, place), id };
}

export function removeBlock(tree: TreeValue, id: string): TreeValue {
  const found = findBlock(tree, id);
  if (!found) return tree;
  const out = clone(tree);
  listOf(out, found.place.section, found.place.parent).splice(found.place.index, 1);
  return out;
}

/**
 * The block moved to `to`, whose index counts in the destination list without the block (so moving within one
 * list is `arrayMove`). Moving a chain into itself or its own children is refused: the tree is returned unchanged.
 */
export function moveBlock(tree: TreeValue, id: string, to: Place): TreeValue {
  const found = findBlock(tree, id);
  if (!found) return tree;
  if (to.parent !== null && idsWithin(found.node).has(to.parent)) return tree;
  const same = found.place.section === to.section && found.place.parent === to.parent;
  if (same && found.place.index === to.index) return tree;
  const out = removeBlock(tree, id);
  return insertBlock(out, found.node, to);
}

/** A copy of the block (children too, each with a fresh id) just after it; the copy's id is returned. */
export function duplicateBlock(tree: TreeValue, id: string): { tree: TreeValue; id: string } {
  const found = findBlock(tree, id);
  if (!found) return { tree, id };
  const copy = clone(found.node);
  const taken = new Set<string>();
  const renew = (node: BlockNode) => {
    node.id = freshId(tree, node.type, taken);
    taken.add(node.id);
    node.children?.forEach(renew);
  };
  renew(copy);
  return { tree: insertBlock(tree, copy, { ...found.place, index: found.place.index + 1 }), id: copy.id! };
}

export function setFields(tree: TreeValue, id: string, customFields: Record<string, unknown>): TreeValue {
  const found = findBlock(tree, id);
  if (!found) return tree;
  const out = clone(tree);
  const node = findBlock(out, id)!.node;
  node.customFields = clone(customFields);
  return out;
}

/**
 * The block a validation error belongs to (the innermost whose pointer starts it) and the rest of its pointer
 * (e.g. `/customFields/content`); no block for an error of the page itself (its layout, an unknown section).
 */
export function blockOfPointer(tree: TreeValue, pointer: string): { id: string; rest: string } | undefined {
  let best: Found | undefined;
  for (const f of allBlocks(tree)) {
    if ((pointer === f.pointer || pointer.startsWith(`${f.pointer}/`)) && (!best || f.pointer.length > best.pointer.length)) best = f;
  }
  return best?.node.id ? { id: best.node.id, rest: pointer.slice(best.pointer.length) } : undefined;
}
