import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { ReactNode } from 'react';

export interface RootMakers { createRoot: (el: Element) => Root; hydrateRoot: (el: Element, initial: ReactNode) => Root }

// Kept on the window rather than in a module: in development an HMR update runs a new copy of the client modules
// over the same page, and React refuses a second createRoot() on an element.
const ROOTS = Symbol.for('kupu.islandRoots');
export const pageRoots: WeakMap<Element, Root> = ((globalThis as Record<symbol, WeakMap<Element, Root>>)[ROOTS] ??= new WeakMap());

/**
 * Renders `element` into `el` through the element's one root: the root it already has (the block rendered before,
 * e.g. ahead of an HMR update), else a new one that hydrates the server's markup (islands) or renders afresh.
 */
export function renderInRoot(el: Element, element: ReactNode, hydrate: boolean, roots = pageRoots, make: RootMakers = { createRoot, hydrateRoot }) {
  const existing = roots.get(el);
  if (existing) return existing.render(element);
  if (hydrate) return void roots.set(el, make.hydrateRoot(el, element));
  const root = make.createRoot(el);
  roots.set(el, root);
  root.render(element);
}
