import { useEffect, type ComponentType } from 'react';
import { AppContext, ComponentContext, ContentContext } from '../context.tsx';
import { ContentReads } from '../content/store.ts';
import { fetchFromServer } from '../content/client-protocol.ts';
import { nothingReason } from '../render/admin.tsx';
import type { PagePayload } from '../render/payload.ts';
import { renderInRoot } from './roots.ts';

type ClientBlock = PagePayload['blocks'][number];

function ClientBody({ Component, props, onDone }: { Component: ComponentType<any>; props: object; onDone: () => void }) {
  // Again after each mount call (an HMR update renders the same body): every call's promise settles.
  useEffect(onDone, [onDone]);
  const out = (Component as (p: object) => unknown)(props);
  return nothingReason(out) === false ? (out as React.ReactNode) : null;
}

// One store per page (per payload: an HMR update's new run of the entry starts afresh), seeded by each block's reads.
const stores = new WeakMap<PagePayload, ContentReads>();
function storeOf(payload: PagePayload): ContentReads {
  let store = stores.get(payload);
  if (!store) stores.set(payload, (store = new ContentReads((source, query) => fetchFromServer(source, query, payload.app))));
  return store;
}

/**
 * Renders a block's component into its element, in its contexts (the island hydrates, the lazy block renders).
 * Resolves once React has committed it: its handlers are live.
 */
export function mountBlock(payload: PagePayload, block: ClientBlock, Component: ComponentType<any>, el: HTMLElement): Promise<void> {
  const store = storeOf(payload);
  for (const [key, value] of Object.entries(block.reads)) store.set(key, value);
  const app = block.globalContent === undefined ? payload.app : { ...payload.app, globalContent: block.globalContent };
  const ctx = { id: block.id, type: block.type, customFields: block.customFields, content: block.content, phrases: payload.phrases[block.type] ?? {} };
  let mounted!: () => void;
  const committed = new Promise<void>((resolve) => (mounted = resolve));
  const done = () => {
    el.setAttribute('data-hydrated', 'true');
    mounted();
  };
  const element = (
    <AppContext.Provider value={app}>
      <ContentContext.Provider value={store}>
        <ComponentContext.Provider value={ctx}>
          <ClientBody Component={Component} props={{ customFields: block.customFields }} onDone={done} />
        </ComponentContext.Provider>
      </ContentContext.Provider>
    </AppContext.Provider>
  );
  renderInRoot(el, element, block.mode === 'island');
  return committed;
}
