// The page's client script: reads the island payload and renders each island or lazy block when its strategy
// says. It declares no components on purpose: React's Fast Refresh would make it a refresh boundary, and Vite then
// re-imports it under a second URL after an update (the page names it without one), running it twice.
import type { ComponentType } from 'react';
import { RequestContent } from '../content/store.ts';
import { fetchFromServer } from '../content/client-protocol.ts';
import type { PagePayload } from '../render/payload.ts';
import { HYDRATE_NAMES, strategies, strategyOf, type Strategy } from './hydrate.ts';
import { mountBlock } from './mount.tsx';

// One chunk per block: a page downloads only the components of its own islands. The payload names each block's
// module by the key this glob gives it (the registry records the same key, engine/registry.ts).
const components = import.meta.glob<{ default: ComponentType<any> }>('/blocks/*/component.tsx');

type ClientBlock = PagePayload['blocks'][number];

async function mount(payload: PagePayload, block: ClientBlock, el: HTMLElement, store: RequestContent) {
  const load = components[block.module];
  if (!load) return console.error(`[islands] block "${block.type}" (${block.id}): no component module "${block.module}"`);
  const { default: Component } = await load();
  mountBlock(payload, block, Component, el, store);
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
    strategy(el, () => void mount(payload, block, el, store));
  }
}

start();
// A block's component that Fast Refresh cannot update in place (it exports more than components) reaches here:
// run again, over the same elements, with the new modules; each block renders again in its root (mount.tsx).
import.meta.hot?.accept();
