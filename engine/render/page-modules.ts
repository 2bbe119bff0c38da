import type { Registry } from '../registry.ts';
import type { BlockNode, PageTree } from '../config/types.ts';

/**
 * The component modules a page renders: its layout's and every block's in its sections, at any depth, whether the
 * block renders on the server, lazily or as an island. Blocks marked invalid at load render none of their own
 * (nor their children); unknown types have no module. What the page's CSS is made of (engine/server/styles.ts).
 */
const walked = new WeakMap<PageTree, { registry: Registry; modules: ReadonlySet<string> }>();

export function pageModules(tree: PageTree, registry: Registry): ReadonlySet<string> {
  // A loaded tree does not change while it is served: walked once, and the same set each time, which lets the
  // styles memoise the page's CSS by it (engine/server/styles.ts).
  const known = walked.get(tree);
  if (known?.registry === registry) return known.modules;
  const modules = new Set<string>();
  const add = (type: string) => {
    const module = registry.blocks.get(type)?.module;
    if (module) modules.add(module);
  };
  const visit = (nodes: readonly BlockNode[] | undefined) => {
    for (const node of nodes ?? []) {
      if (node.invalid) continue;
      add(node.type);
      visit(node.children);
    }
  };
  add(tree.layout);
  for (const nodes of Object.values(tree.sections)) visit(nodes);
  walked.set(tree, { registry, modules });
  return modules;
}
