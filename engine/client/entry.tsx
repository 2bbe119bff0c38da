import { useEffect, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppContext, ComponentContext, ContentContext } from '../context.tsx';
import { RequestContent } from '../content/store.ts';
import { nothingReason } from '../render/admin.tsx';
import type { PagePayload } from '../render/payload.ts';

// One chunk per block: a page downloads only the components of its own islands.
const components = import.meta.glob<{ default: ComponentType<any> }>('/blocks/*/component.tsx');

const LAZY_MARGIN = '300px 0px'; // spec: lazy blocks render within 300 px above or below the viewport

function ClientBody({ Component, props, onDone }: { Component: ComponentType<any>; props: object; onDone: () => void }) {
  useEffect(onDone, []);
  const out = (Component as (p: object) => unknown)(props);
  return nothingReason(out) === false ? (out as React.ReactNode) : null;
}

async function mount(payload: PagePayload, block: PagePayload['blocks'][number], el: HTMLElement, store: RequestContent) {
  const load = components[`/blocks/${block.type}/component.tsx`];
  if (!load) return console.error(`[islands] no component module for block "${block.type}"`);
  const { default: Component } = await load();
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
  if (block.mode === 'island') hydrateRoot(el, element);
  else createRoot(el).render(element);
}

function whenVisible(el: Element, margin: string, run: () => void) {
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((e) => e.isIntersecting)) {
      observer.disconnect();
      run();
    }
  }, { rootMargin: margin });
  // An island's wrapper is display: contents (no box of its own, so never "intersecting"): watch what it holds.
  const targets = getComputedStyle(el).display === 'contents' ? [...el.children] : [el];
  if (targets.length === 0) return; // an island that rendered nothing has nothing to hydrate
  targets.forEach((t) => observer.observe(t));
}

function start() {
  const script = document.getElementById('__pb_islands');
  if (!script?.textContent) return;
  const payload = JSON.parse(script.textContent) as PagePayload;
  const store = new RequestContent(async (source, query) => {
    const params = new URLSearchParams({ query: JSON.stringify(query), [payload.app.siteParam]: payload.app.site });
    const res = await fetch(`/api/content/${encodeURIComponent(source)}?${params}`);
    if (!res.ok) throw new Error(`content ${source} answered ${res.status}`);
    return res.json();
  });
  for (const block of payload.blocks) {
    const el = document.querySelector<HTMLElement>(`[data-${block.mode}][data-block-id="${CSS.escape(block.id)}"]`);
    if (!el) continue;
    const run = () => void mount(payload, block, el, store);
    if (block.mode === 'lazy' || block.hydrate === 'visible') whenVisible(el, LAZY_MARGIN, run);
    else if (block.hydrate === 'idle') ('requestIdleCallback' in window ? requestIdleCallback(run) : setTimeout(run, 200));
    else run();
  }
}

start();
