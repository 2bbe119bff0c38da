// The page's client script: reads the island payload and renders each island or lazy block when its strategy
// says. It declares no components on purpose: React's Fast Refresh would make it a refresh boundary, and Vite then
// re-imports it under a second URL after an update (the page names it without one), running it twice.
// It imports nothing that renders: React and mount.tsx come with the first block to mount (a module graph of their
// own), so nothing heavy is fetched or evaluated before the page's first paint, and React evaluates in a task of its
// own instead of one long task with this script and the islands.
import type { ComponentType } from 'react';
import type { PagePayload } from '../render/payload.ts';
import { strategies, strategyOf, type Strategy } from './hydrate.ts';

type ClientBlock = PagePayload['blocks'][number];
type Runtime = { mountBlock: typeof import('./mount.tsx').mountBlock };

// A path on this origin (the server writes the payload; anything else is a page from elsewhere or tampering).
const OWN_PATH = /^\/(?!\/)/;

let runtime: Promise<Runtime> | undefined;
/**
 * React and what renders a block, imported once, when a block first needs them, from the URL the payload carries
 * (like components: the entry names no chunk, so it needs no preload helper of Vite's).
 */
function loadRuntime(payload: PagePayload): Promise<Runtime> {
  if (!runtime) {
    runtime = OWN_PATH.test(payload.runtime) ? import(/* @vite-ignore */ payload.runtime) : Promise.reject(new Error(`not a path on this site: "${payload.runtime}"`));
    runtime.catch(() => {}); // each block that needed it reports the failure
  }
  return runtime;
}

/**
 * Fetches, without running, what the blocks mounting at once import (the server lists it: `payload.preload`), all
 * in parallel instead of each chunk's imports after it. Only now, after the page is parsed: in the HTML they would
 * share the network with the page's first images.
 */
function preload(urls: readonly string[] = []) {
  // The response's nonce, where Vite's helpers read it too (a script's nonce attribute reads empty).
  const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
  for (const href of urls) {
    if (!OWN_PATH.test(href)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    if (nonce) link.nonce = nonce;
    document.head.append(link);
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
  if (typeof block.module !== 'string' || !OWN_PATH.test(block.module)) return fail(block, `no component module "${block.module}"`);
  const rendering = loadRuntime(payload); // alongside the component, not after it
  let Component: ComponentType<any> | undefined;
  try {
    Component = ((await import(/* @vite-ignore */ block.module)) as { default?: ComponentType<any> }).default;
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
    Promise.allSettled([...document.querySelectorAll<HTMLImageElement>('img[fetchpriority=high]')].map((img) => img.decode())),
    new Promise((done) => setTimeout(done, MAX_WAIT_MS)),
  ]).then(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
const MAX_WAIT_MS = 3000;

/** Lazy blocks render near the viewport; an island when its definition says. */
function strategyFor(block: ClientBlock): Strategy | undefined {
  return block.mode === 'lazy' ? strategies.visible : strategyOf(block.hydrate);
}

function start() {
  const script = document.getElementById('__pb_islands');
  if (!script?.textContent) return;
  const payload = JSON.parse(script.textContent) as PagePayload;
  const painted = afterFirstPaint();
  void painted.then(() => preload(payload.preload));
  for (const block of payload.blocks) {
    const el = document.querySelector<HTMLElement>(`[data-${block.mode}][data-block-id="${CSS.escape(block.id)}"]`);
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
  strategies.idle(document.body, () => void painted.then(() => void loadRuntime(payload)));
}

start();
// Development: a component Fast Refresh updates in place re-renders there; one it cannot (it exports more than
// components) has no importer Vite knows of (it is imported by URL), so Vite reloads the page. This module itself
// runs again when it changes, over the same elements; each block renders again in its root (roots.ts).
import.meta.hot?.accept();
