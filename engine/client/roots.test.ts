import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import { renderInRoot, type RootMakers } from './roots.ts';

/** Root makers that record what React would have been asked to do. */
function recorder() {
  const calls: string[] = [];
  const root = (): Root => ({ render: (el: ReactNode) => void calls.push(`render ${String(el)}`), unmount: () => {} }) as Root;
  const make: RootMakers = {
    createRoot: () => (calls.push('createRoot'), root()),
    hydrateRoot: (_el, initial) => (calls.push(`hydrateRoot ${String(initial)}`), root()),
  };
  return { calls, make };
}

describe('one React root per block element', () => {
  const el = {} as Element;

  it('an island hydrates once; rendering it again (an HMR update) renders in the same root, never a second one', () => {
    const { calls, make } = recorder();
    const roots = new WeakMap<Element, Root>();
    renderInRoot(el, 'v1', true, roots, make);
    renderInRoot(el, 'v2', true, roots, make);
    expect(calls).toEqual(['hydrateRoot v1', 'render v2']);
  });

  it('a lazy block gets a root and renders; again, it renders in that root', () => {
    const { calls, make } = recorder();
    const roots = new WeakMap<Element, Root>();
    renderInRoot(el, 'v1', false, roots, make);
    renderInRoot(el, 'v2', false, roots, make);
    expect(calls).toEqual(['createRoot', 'render v1', 'render v2']);
  });

  it('roots outlive a second copy of the module (what an HMR update loads): they are kept on the window', async () => {
    const first = await import('./roots.ts');
    const second = await import(/* @vite-ignore */ `./roots.ts?copy=${Date.now()}`);
    expect(second.pageRoots).toBe(first.pageRoots);
  });
});
