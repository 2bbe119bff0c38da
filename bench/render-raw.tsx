// The baseline: the same page as plain React, without the engine. Every block's component is called with the
// same props and the same content, nested in the same layout and chain components, inside the same document.
// What the engine adds is left out: per-block Suspense boundaries and error handling, island wrappers and the
// island payload, lazy blocks' client rendering, admin placeholders, streaming. The block components read their
// data through the engine's contexts (that is how a block receives its props), so those are given as plain values.
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { AppContext, ComponentContext, ContentContext, type AppContextValue } from '../engine/context.tsx';
import type { BlockNode, PageTree } from '../engine/config/types.ts';
import type { Registry } from '../engine/registry.ts';
import type { RequestContent } from '../engine/content/store.ts';
import { componentContext } from '../engine/render/tree.tsx';
import { nothingReason } from '../engine/render/admin.tsx';

/** A block's component as a hand-written page would call it; `nothing('why')` is the same as null. */
function Plain({ component, props }: { component: ComponentType<any>; props: object }) {
  const out = (component as (p: object) => unknown)(props);
  return nothingReason(out) === false ? (out as ReactNode) : null;
}

function element(registry: Registry, store: RequestContent, site: string, node: BlockNode): ReactElement | null {
  const def = registry.block(node.type)!;
  // Lazy blocks are not rendered on the server (the engine writes an empty placeholder for the browser).
  if (def.kind === 'feature' && (def.lazy === true || (typeof def.lazy === 'object' && node.customFields?.[def.lazy.field] === true))) return null;
  const ctx = componentContext(def, node, store, site);
  const children = def.kind === 'chain' ? (node.children ?? []).map((c) => element(registry, store, site, c)).filter(Boolean) : undefined;
  if (def.kind === 'chain' && !children!.length && !def.rendersWithoutChildren) return null;
  return (
    <ComponentContext.Provider key={node.id} value={ctx}>
      <Plain component={def.component} props={children ? { customFields: ctx.customFields, children } : { customFields: ctx.customFields }} />
    </ComponentContext.Provider>
  );
}

/** The whole document as one element, built afresh per render like a hand-written page component would be. */
export function rawDocument(registry: Registry, tree: PageTree, app: AppContextValue, store: RequestContent, css: string[]): ReactElement {
  const layout = registry.block(tree.layout)!;
  if (layout.kind !== 'layout') throw new Error(`bench raw tree: "${tree.layout}" is not a layout`);
  const sections: Record<string, ReactNode[]> = {};
  for (const name of layout.sections) sections[name] = (tree.sections[name] ?? []).map((n) => element(registry, store, app.site, n)).filter(Boolean);
  const Layout = layout.component;
  return (
    <html lang={app.lang === 'mi' ? 'mi' : 'en'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {css.map((href) => <link key={href} rel="stylesheet" href={href} />)}
      </head>
      <body>
        <AppContext.Provider value={app}>
          <ContentContext.Provider value={store}>
            <Layout sections={sections} />
          </ContentContext.Provider>
        </AppContext.Provider>
      </body>
    </html>
  );
}
