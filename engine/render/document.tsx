import type { Writable } from 'node:stream';
// The build of React's streaming renderer that writes strings, not bytes: React's Node build encodes every tag
// separately, which made streaming several times slower than renderToString (bench/). Same Fizz renderer, same
// renderToPipeableStream API; our HtmlSink encodes the pieces as they come.
import { renderToPipeableStream } from 'react-dom/server.bun';
import { HtmlSink } from './html-sink.ts';
import { outputTypeOf } from './output-types.ts';
import { HelmetProvider } from 'react-helmet-async';
import type { PageTree } from '../config/types.ts';
import { PageRoot, type RenderState } from './tree.tsx';
import { blockOfError } from './block-body.tsx';
import { islandPayload, payloadJson, type Chunk, type Chunks, type PagePayload } from './payload.ts';
import { pageModules } from './page-modules.ts';
import { escapeHtml } from './escape-html.ts';

export interface Assets {
  /**
   * Production: the CSS of a page's component modules (and the base theme), inlined in its <head> so no stylesheet
   * request blocks its first paint (engine/server/styles.ts). Development links every style through Vite instead.
   */
  styles?: (modules: Iterable<string>) => string;
  /** Module script that hydrates islands and renders lazy blocks; added only when the page has any. */
  clientEntry: string;
  /** Production: chunks the client entry imports statically (preloaded with it). */
  clientEntryImports?: string[];
  /**
   * Production: the island runtime's chunk (engine/client/mount.tsx: React, the contexts), which the entry imports
   * when a block first mounts, with its imports. Development imports the module itself.
   */
  clientRuntime?: Chunk;
  /** Production: each component's built chunk by module key (the island payload's URLs); development has none. */
  chunks?: Chunks;
  /**
   * The preview's editing aids (engine/client/admin-aids.ts): its built chunk, or the module itself in development.
   * Written only on admin-mode pages with scripts; readers' pages never name it.
   */
  adminAids?: string;
  /** Dev only: scripts every page loads (Vite's HMR client, every style: engine/client/dev-styles.ts). */
  devScripts?: string[];
  /** Dev only: inline module code run first (React Refresh preamble). */
  devPreamble?: string;
}

/** How a render ended: the document is being written, or its shell failed and nothing was written (logged). */
export type RenderOutcome = 'ok' | 'failed';

export interface RenderDocumentOptions {
  /** Called once, just before the first byte is written: the last moment to set the response's status and headers. */
  onShell?: () => void;
}

/**
 * Renders the page in one pass: React renders the whole document (so head tags from any block are hoisted into
 * <head>), and the island payload plus the client script go just before </body> once every block has rendered.
 * Settles with the outcome once known (the shell is written or failed), not when the document ends.
 *
 * A page whose blocks were all ready with the shell (every read planned, the usual case) is written whole, in one
 * write with its Content-Length. A block reading content the plan did not know waits for it (Suspense) while the
 * rest of the page goes out at once, and it streams in when its content arrives.
 */
export function renderDocument(tree: PageTree, state: RenderState, assets: Assets, out: Writable, opts: RenderDocumentOptions = {}): Promise<RenderOutcome> {
  const onShell = opts.onShell ?? (() => {});
  let settle!: (outcome: RenderOutcome) => void;
  const outcome = new Promise<RenderOutcome>((resolve) => (settle = resolve));
  const beforeClose = (): string => {
    // A nested error after the block suspended comes when its (empty) fallback is already out: nothing showed
    // or logged it, so log it now rather than lose it.
    for (const [block, message] of state.failures) state.logError(`[block ${block}] ${message}`);
    state.failures.clear();
    return islandScriptsHtml(islandPayload(state, assets.chunks, assets.clientRuntime), assets.clientEntry, state.nonce, assets.clientEntryImports);
  };
  // Without client scripts (AMP) nothing may stream in later: React puts a late block in place with an inline
  // script. Such a page is written once every block has rendered.
  const whole = !outputTypeOf(state.app.outputType).clientScripts;
  let failed = false;
  const write = () => {
    onShell();
    const sink = new HtmlSink(out, beforeClose, { whole: true });
    // React writes everything that is ready as it is piped, and ends the document if nothing waits.
    stream.pipe(sink as unknown as Writable);
    state.mode = sink.ended ? 'whole' : 'streamed';
    if (!sink.ended) sink.stream();
    settle('ok');
  };
  const stream = renderToPipeableStream(documentElement(tree, state, assets), {
    // React's default (12.8 kB) moves every completed block past that point into a hidden div revealed by an
    // inline script: a static page would ship JS and show half its content only with JS. Blocks that are
    // ready go inline, in order; only blocks still waiting for content stream in later.
    progressiveChunkSize: Infinity,
    // React's own inline scripts (revealing a block that waited for content) must run under the page's policy.
    nonce: state.nonce,
    onShellReady() {
      if (!whole) write();
    },
    onAllReady() {
      if (whole && !failed) write();
    },
    onShellError(error) {
      failed = true;
      state.logError(`[page] ${(error as Error)?.stack ?? error}`);
      settle('failed');
    },
    onError(error, info) {
      const block = blockOfError(info?.componentStack);
      // Editors: kept for the block's error card (the boundary's fallback), which logs it. Readers: logged now.
      if (block && state.app.isAdmin) state.failures.set(block, (error as Error)?.message ?? String(error));
      else state.logError(`[${block ? `block ${block}` : 'page'}] ${(error as Error)?.stack ?? error}`);
    },
  });
  return outcome;
}

/** The whole document; the island payload and client script are written after its last block (HtmlSink). */
function documentElement(tree: PageTree, state: RenderState, assets: Assets) {
  const { app, nonce } = state;
  const output = outputTypeOf(app.outputType);
  const css = assets.styles ? assets.styles(pageModules(tree, state.registry)) : undefined;
  return (
    <html lang={app.lang} {...output.htmlAttributes}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {output.head?.(nonce)}
        {/* Where Vite's preload helper (island chunks' modulepreloads) and dev client (styles) find the nonce; the
            empty content is only there because HTML requires one on a meta with a property. A page without
            client scripts has neither. */}
        {nonce && output.clientScripts ? <meta property="csp-nonce" content="" nonce={nonce} /> : null}
        {css !== undefined ? <style {...output.styles?.attributes} nonce={nonce} dangerouslySetInnerHTML={{ __html: output.styles ? output.styles.css(css) : css }} /> : null}
        {assets.devPreamble ? <script type="module" nonce={nonce} dangerouslySetInnerHTML={{ __html: assets.devPreamble }} /> : null}
        {assets.devScripts?.map((src) => <script key={src} type="module" nonce={nonce} src={src} />)}
        {app.isAdmin && assets.adminAids && outputTypeOf(app.outputType).clientScripts ? <script type="module" nonce={nonce} src={assets.adminAids} /> : null}
      </head>
      <body>
        <HelmetProvider>
          <PageRoot tree={tree} state={state} />
        </HelmetProvider>
      </body>
    </html>
  );
}

/**
 * The island payload, the client script that reads it and modulepreloads of that script's static imports (nothing
 * for a page without islands; React and the islands' chunks are the payload's `preload`, linked by the script once
 * the page is parsed), all carrying the response's nonce: the one place their markup is written (after the page's
 * last block, by renderDocument's sink). A string, not React: a second render per page only for three tags cost
 * more than the tags (npm run bench).
 *
 * The payload must stay the element right before the entry's script, both with the nonce, and both after the last
 * block: that is how the entry tells it from an element content HTML earlier in the body plants with the same id
 * (engine/client/entry.tsx `ownPayload`).
 */
export function islandScriptsHtml(payload: PagePayload | undefined, entry: string, nonce?: string, preload: string[] = []): string {
  if (!payload) return '';
  const n = nonce === undefined ? '' : ` nonce="${escapeHtml(nonce)}"`;
  let html = '';
  for (const href of preload) html += `<link rel="modulepreload" href="${escapeHtml(href)}"${n}/>`;
  return `${html}<script type="application/json" id="__pb_islands"${n}>${payloadJson(payload)}</script><script type="module"${n} src="${escapeHtml(entry)}"></script>`;
}
