// The baseline: the same page as plain React, written without the engine. The block components are imported
// directly and nested in the same layout and chain components with the same props, inside the same document.
// No per-block contexts, Suspense or error handling; the app context is given once at the root, because the
// headline block reads the page's global content from it (that is per page, not per block).
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { AppContext, type AppContextValue } from '../engine/context.tsx';
import type { BlockNode, PageTree } from '../engine/config/types.ts';
import Homepage from '../layouts/homepage-layout/component.tsx';
import homepageLayout from '../layouts/homepage-layout/index.ts';
import Single from '../chains/single/component.tsx';
import Double from '../chains/double/component.tsx';
import Triple from '../chains/triple/component.tsx';
import Quad from '../chains/quad/component.tsx';
import HtmlBox from '../blocks/html-box/component.tsx';
import Divider from '../blocks/divider/component.tsx';
import Headline from '../blocks/headline/component.tsx';

const FEATURES: Record<string, ComponentType<{ customFields: any }>> = { 'html-box': HtmlBox, divider: Divider, headline: Headline };
const CHAINS: Record<string, ComponentType<{ customFields: any; children: ReactNode[] }>> = { single: Single, double: Double, triple: Triple, quad: Quad };

function element(node: BlockNode): ReactElement {
  const Chain = CHAINS[node.type];
  if (Chain) return <Chain key={node.id} customFields={node.customFields ?? {}}>{(node.children ?? []).map(element)}</Chain>;
  const Feature = FEATURES[node.type];
  if (!Feature) throw new Error(`bench raw tree: no component for block type "${node.type}"`);
  return <Feature key={node.id} customFields={node.customFields ?? {}} />;
}

/** The whole document as one element, built afresh per render like a hand-written page component would be. */
export function rawDocument(tree: PageTree, app: AppContextValue, css: string[]): ReactElement {
  if (tree.layout !== 'homepage-layout') throw new Error(`bench raw tree: written for homepage-layout, got "${tree.layout}"`);
  // Every section the layout declares gets an array (empty ones too), as the layout expects.
  const sections = {} as Record<(typeof homepageLayout.sections)[number], ReactNode[]>;
  for (const name of homepageLayout.sections) sections[name] = (tree.sections[name] ?? []).map(element);
  return (
    <html lang={app.lang === 'mi' ? 'mi' : 'en'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {css.map((href) => <link key={href} rel="stylesheet" href={href} />)}
      </head>
      <body>
        <AppContext.Provider value={app}>
          <Homepage sections={sections} />
        </AppContext.Provider>
      </body>
    </html>
  );
}
