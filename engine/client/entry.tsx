// The page's client script: reads the island payload and renders each island or lazy block when its strategy
// says. It declares no components on purpose: React's Fast Refresh would make it a refresh boundary, and Vite then
// re-imports it under a second URL after an update (the page names it without one), running it twice.
// It imports nothing that renders: React and mount.tsx come with the first block to mount (a module graph of their
// own), so nothing heavy is fetched or evaluated before the page's first paint, and React evaluates in a task of its
// own instead of one long task with this script and the islands.
import type { ComponentType } from 'react';
import type { PagePayload } from '../render/payload.ts';
import { strategies, strategyOf, type Strategy } from './hydrate.ts';
import { ownUrl } from './own-url.ts';

type ClientBlock = PagePayload['blocks'][number];
type Runtime = { mountBlock: typeof import('./mount.tsx').mountBlock };

/**
 * Lookups no markup can shadow: the document's named elements (`<img name="querySelector">`, `<form name="body">`)
 * override what `document.querySelector`, `document.body` and the like answer (DOM clobbering); the prototype's
 * methods cannot be replaced by markup. Content HTML has its ids and names prefixed on the server too
 * (common/content/content-html.ts); this holds without it.
 */
const $ = <E extends Element>(selector: string): E | null => Document.prototype.querySelector.call(document, selector) as E | null;
const $$ = <E extends Element>(selector: string): E[] => [...Document.prototype.querySelectorAll.call(document, selector)] as E[];

const PAYLOAD_ID = '__pb_islands';

/**
 * The page's own payload element, found where the server put it (engine/render/document.tsx `islandScriptsHtml`)
 * and nowhere else: the `<script type="application/json">` right before this module's own `<script type="module">`.
 * An id alone is not enough: HTML from content or an editor comes earlier in the body and can carry any id (and
 * `getElementById` answers with the first). So:
 * - this module's element is the LAST script naming this module's path (the server writes it after every block;
 *   content cannot write after it), and
 * - both it and the payload must carry the response's nonce, read from the `<meta property="csp-nonce">` in
 *   `<head>` (the first in the document: content is in the body, after it), which markup from content cannot know
 *   (it is new for every response). A nonce reads from the property: the attribute reads empty once the page's
 *   policy applies.
 * The result is only what to run; what it may load is checked again as URLs (ownUrl).
 */
function ownPayload(): HTMLScriptElement | undefined {
  const self = new URL(import.meta.url);
  const path = self.origin + self.pathname; // development re-runs this module with ?t= after an update
  const entry = $$<HTMLScriptElement>('script[type="module"][src]').filter((s) => {
    const src = ownUrl(s.getAttribute('src'));
    return src !== undefined && src.split(/[?#]/)[0] === path;
  }).pop();
  const payload = entry?.previousElementSibling;
  if (!(payload instanceof HTMLScriptElement) || payload.id !== PAYLOAD_ID || payload.type !== 'application/json') return undefined;
  const nonce = $<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
  if (nonce !== undefined && (payload.nonce !== nonce || entry!.nonce !== nonce)) return undefined;
  return payload;
}

let runtime: Promise<Runtime> | undefined;
/**
 * React and what renders a block, imported once, when a block first needs them, from the URL the payload carries
 * (like components: the entry names no chunk, so it needs no preload helper of Vite's).
 */
function loadRuntime(payload: PagePayload): Promise<Runtime> {
  if (!runtime) {
    const url = ownUrl(payload.runtime);
    runtime = url ? import(/* @vite-ignore */ url) : Promise.reject(new Error(`not a URL on this site: "${payload.runtime}"`));
    runtime.catch(() => {}); // each block that needed it reports the failure
  }
  return runtime;
}

/**
 * Fetches, without running, what the blocks mounting at once import (the server lists it: `payload.preload`), all
 * in parallel instead of each chunk's imports after it. Only now, after the page is parsed: in the HTML they would
 * share the network with the page's first images.
 */
function preload(urls: unknown) {
  // The response's nonce, where Vite's helpers read it too (a script's nonce attribute reads empty).
  const nonce = $<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
  for (const value of Array.isArray(urls) ? urls : []) {
    const href = ownUrl(value);
    if (!href) continue;
    const link = Document.prototype.createElement.call(document, 'link') as HTMLLinkElement;
    link.rel = 'modulepreload';
    link.href = href;
    if (nonce) link.nonce = nonce;
    $('head')?.append(link);
  }
}

/**
 * Loads the block's component from the URL its payload carries (the server took it from the build's manifest;
 * in development it is the module's own path, which Vite serves): the entry knows no block, so a page
 * downloads only the chunks of its own islands and lazy blocks.
 */
/** A block that cannot mount, named in the console: the rest of the page goes on. */
const fail = (block: ClientBlock, why: string) => console.error(`[islands] block "${block.type}" (${block.id}): ${why}`);

async function mount(payload: PagePayload, block: ClientBlock, el: HTMLElement) {
  const module = ownUrl(block.module);
  if (!module) return fail(block, `no component module "${block.module}"`);
  const rendering = loadRuntime(payload); // alongside the component, not after it
  let Component: ComponentType<any> | undefined;
  try {
    Component = ((await import(/* @vite-ignore */ module)) as { default?: ComponentType<any> }).default;
  } catch (error) {
    return fail(block, `no component module "${block.module}" (${(error as Error)?.message ?? error})`);
  }
  if (!Component) return fail(block, `module "${block.module}" exports no component`);
  let render: Runtime;
  try {
    render = await rendering;
  } catch (error) {
    return fail(block, `the island runtime did not load (${(error as Error)?.message ?? error})`);
  }
  return render.mountBlock(payload, block, Component, el);
}

/**
 * Settles once the page's priority image (fetchpriority=high: the server marks the one that can be the largest
 * paint) is decoded, or failed, or after MAX_WAIT_MS, and a frame has been painted since. Scripts fetched or run
 * before then would take the network and the main thread from that paint, on a phone by more than a second.
 */
const afterFirstPaint = () =>
  Promise.race([
    Promise.allSettled($$<HTMLImageElement>('img[fetchpriority=high]').map((img) => img.decode())),
    new Promise((done) => setTimeout(done, MAX_WAIT_MS)),
  ]).then(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
const MAX_WAIT_MS = 3000;

/** Lazy blocks render near the viewport; an island when its definition says. */
function strategyFor(block: ClientBlock): Strategy | undefined {
  return block.mode === 'lazy' ? strategies.visible : strategyOf(block.hydrate);
}

function start() {
  const script = ownPayload();
  if (!script?.textContent) return;
  const payload = JSON.parse(script.textContent) as PagePayload;
  const painted = afterFirstPaint();
  void painted.then(() => preload(payload.preload));
  for (const block of payload.blocks) {
    const el = $<HTMLElement>(`[data-${block.mode}][data-block-id="${CSS.escape(block.id)}"]`);
    if (!el) continue;
    const strategy = strategyFor(block);
    if (!strategy) {
      fail(block, `unknown hydration strategy "${block.hydrate}"`);
      continue;
    }
    const run = () => mount(payload, block, el);
    // A reader acting on a block is served at once; blocks mounting unasked wait for the first paint.
    strategy(el, block.hydrate?.startsWith('interaction') ? run : () => painted.then(run));
  }
  // Blocks that all wait (a scroll, a tap) find React already there: fetched once the browser is idle.
  strategies.idle($<HTMLElement>('body')!, () => void painted.then(() => void loadRuntime(payload)));
}

start();
// Development: a component Fast Refresh updates in place re-renders there; one it cannot (it exports more than
// components) has no importer Vite knows of (it is imported by URL), so Vite reloads the page. This module itself
// runs again when it changes, over the same elements; each block renders again in its root (roots.ts).
import.meta.hot?.accept();
