import type { BlockNode, ConfigError, PageTree } from './types.ts';

interface Slot { pointer: string; node: unknown; replace: (node: BlockNode) => void }

/**
 * Keeps a page whose config has errors servable instead of dropping it (a reader would get a 404 for a typo).
 * Each error goes to the innermost block it points into, and that block is replaced by a marker holding its
 * errors (and those of the blocks inside it): the renderer shows editors an error card there and readers nothing.
 * Errors that belong to no block (layout, unknown section, the page envelope, global content) go to `tree.issues`.
 * Sections the layout does not have are removed: they never render, and their content would be fetched for nothing.
 */
export function markInvalid(tree: PageTree, errors: ConfigError[], layoutSections?: readonly string[]): PageTree {
  if (!errors.length) return tree;
  if (layoutSections) {
    for (const name of Object.keys(tree.sections)) if (!layoutSections.includes(name)) delete tree.sections[name];
  }
  const slots = blockSlots(tree);
  const byBlock = new Map<Slot, ConfigError[]>();
  const issues: ConfigError[] = [];
  for (const error of errors) {
    const slot = innermost(slots, error.pointer);
    if (!slot) issues.push(error);
    else byBlock.set(slot, [...(byBlock.get(slot) ?? []), error]);
  }
  // A block inside a marked block is not rendered either: its errors join its outermost marked ancestor's.
  const marked = [...byBlock.keys()].sort((a, b) => a.pointer.length - b.pointer.length);
  for (const slot of marked) {
    const outer = marked.find((o) => o !== slot && slot.pointer.startsWith(`${o.pointer}/`) && byBlock.has(o));
    if (outer) {
      byBlock.get(outer)!.push(...byBlock.get(slot)!);
      byBlock.delete(slot);
    }
  }
  const idOf = (node: unknown) => (node as { id?: unknown } | null)?.id;
  const ids = slots.map((s) => idOf(s.node));
  for (const [slot, found] of byBlock) {
    const type = (slot.node as { type?: unknown } | null)?.type;
    // The block keeps its own id where it has a sound one, so the editor's preview selects it by its card; else the
    // pointer is the id: unique in the page, and it cannot clash with a stored id (those have no "/").
    const id = idOf(slot.node);
    const own = typeof id === 'string' && /^[A-Za-z0-9_-]+$/.test(id) && ids.indexOf(id) === ids.lastIndexOf(id);
    slot.replace({ type: typeof type === 'string' ? type : '(no type)', id: own ? id : slot.pointer, invalid: found });
  }
  if (issues.length) tree.issues = [...(tree.issues ?? []), ...issues];
  return tree;
}

/** Every block position in the tree, children included, by JSON pointer. */
function blockSlots(tree: PageTree): Slot[] {
  const slots: Slot[] = [];
  const visit = (list: unknown[], base: string) => {
    list.forEach((node, i) => {
      const pointer = `${base}/${i}`;
      slots.push({ pointer, node, replace: (n) => (list[i] = n) });
      const children = (node as BlockNode | null)?.children;
      if (Array.isArray(children)) visit(children, `${pointer}/children`);
    });
  };
  for (const [name, nodes] of Object.entries(tree.sections)) {
    if (Array.isArray(nodes)) visit(nodes, `/sections/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`);
  }
  return slots;
}

function innermost(slots: Slot[], pointer: string): Slot | undefined {
  let best: Slot | undefined;
  for (const slot of slots) {
    if ((pointer === slot.pointer || pointer.startsWith(`${slot.pointer}/`)) && (!best || slot.pointer.length > best.pointer.length)) best = slot;
  }
  return best;
}

const issuesCache = new WeakMap<PageTree, ConfigError[]>();

/** Every config error in a stored tree: its own issues and those of its invalid blocks, in page order (found once). */
export function issuesOf(tree: PageTree): ConfigError[] {
  let out = issuesCache.get(tree);
  if (out) return out;
  out = [...(tree.issues ?? [])];
  const visit = (node: BlockNode) => {
    if (node.invalid) out!.push(...node.invalid);
    else node.children?.forEach(visit);
  };
  Object.values(tree.sections).forEach((nodes) => nodes.forEach(visit));
  issuesCache.set(tree, out);
  return out;
}
