// The page's client script: reads the island payload and renders each island or lazy block when its strategy
// says. It declares no components on purpose: React's Fast Refresh would make it a refresh boundary, and Vite then
// re-imports it under a second URL after an update (the page names it without one), running it twice.
import type { ComponentType } from 'react';
import { RequestContent } from '../content/store.ts';
import { fetchFromServer } from '../content/client-protocol.ts';
import type { PagePayload } from '../render/payload.ts';
import { HYDRATE_NAMES, strategies, strategyOf, type Strategy } from './hydrate.ts';
import { mountBlock } from './mount.tsx';

type ClientBlock = PagePayload['blocks'][number];

// A path on this origin (the server writes the payload; anything else is a page from elsewhere or tampering).
const OWN_PATH = /^\/(?!\/)/;

/**
 * Loads the block's component from the URL its payload carries (the server took it from the build's manifest;
 * in development it is the module's own path, which Vite serves): the entry knows no block, so a page
 * downloads only the chunks of its own islands and lazy blocks.
 */
async function mount(payload: PagePayload, block: ClientBlock, el: HTMLElement, store: RequestContent) {
  const fail = (why: string) => console.error(`[islands] block "${block.type}" (${block.id}): ${why}`);
  if (typeof block.module !== 'string' || !OWN_PATH.test(block.module)) return fail(`no component module "${block.module}"`);
  let Component: ComponentType<any> | undefined;
  try {
    Component = ((await import(/* @vite-ignore */ block.module)) as { default?: ComponentType<any> }).default;
  } catch (error) {
    return fail(`no component module "${block.module}" (${(error as Error)?.message ?? error})`);
  }
  if (typeof Component !== 'function' && typeof Component !== 'object') return fail(`module "${block.module}" exports no component`);
  return mountBlock(payload, block, Component, el, store);
}

/** Lazy blocks render near the viewport; an island when its definition says. */
function strategyFor(block: ClientBlock): Strategy | undefined {
  return block.mode === 'lazy' ? strategies.visible : strategyOf(block.hydrate);
}

function start() {
  const script = document.getElementById('__pb_islands');
  if (!script?.textContent) return;
  const payload = JSON.parse(script.textContent) as PagePayload;
  const store = new RequestContent((source, query) => fetchFromServer(source, query, payload.app));
  for (const block of payload.blocks) {
    const el = document.querySelector<HTMLElement>(`[data-${block.mode}][data-block-id="${CSS.escape(block.id)}"]`);
    if (!el) continue;
    const strategy = strategyFor(block);
    if (!strategy) {
      console.error(`[islands] block "${block.type}" (${block.id}): unknown hydration strategy "${block.hydrate}" (known: ${HYDRATE_NAMES.join(', ')})`);
      continue;
    }
    strategy(el, () => mount(payload, block, el, store));
  }
}

start();
// Development: a component Fast Refresh updates in place re-renders there; one it cannot (it exports more than
// components) has no importer Vite knows of (it is imported by URL), so Vite reloads the page. This module itself
// runs again when it changes, over the same elements; each block renders again in its root (roots.ts).
import.meta.hot?.accept();
