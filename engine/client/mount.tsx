import { useEffect, type ComponentType } from 'react';
import { AppContext, ComponentContext, ContentContext } from '../context.tsx';
import type { RequestContent } from '../content/store.ts';
import { nothingReason } from '../render/admin.tsx';
import type { PagePayload } from '../render/payload.ts';
import { renderInRoot } from './roots.ts';

type ClientBlock = PagePayload['blocks'][number];

function ClientBody({ Component, props, onDone }: { Component: ComponentType<any>; props: object; onDone: () => void }) {
  useEffect(onDone, []);
  const out = (Component as (p: object) => unknown)(props);
  return nothingReason(out) === false ? (out as React.ReactNode) : null;
}

/** Renders a block's component into its element, in its contexts (the island hydrates, the lazy block renders). */
export function mountBlock(payload: PagePayload, block: ClientBlock, Component: ComponentType<any>, el: HTMLElement, store: RequestContent) {
  for (const [key, value] of Object.entries(block.reads)) store.set(key, value);
  const app = block.globalContent === undefined ? payload.app : { ...payload.app, globalContent: block.globalContent };
  const ctx = { id: block.id, type: block.type, customFields: block.customFields, content: block.content, phrases: payload.phrases[block.type] ?? {} };
  const done = () => el.setAttribute('data-hydrated', 'true');
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
}
