import type { Registry } from '../registry.ts';
import type { BlockNode, PageTree } from '../config/types.ts';

/**
 * The component modules a page renders: its layout's and every block's in its sections, at any depth, whether the
 * block renders on the server, lazily or as an island. Blocks marked invalid at load render none of their own
 * (nor their children); unknown types have no module. What the page's CSS is made of (engine/server/styles.ts).
 */
export function pageModules(tree: PageTree, registry: Registry): Set<string> {
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
  return modules;
}
