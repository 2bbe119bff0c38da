import type { Writable } from 'node:stream';
// The build of React's streaming renderer that writes strings, not bytes: React's Node build encodes every tag
// separately, which made streaming several times slower than renderToString (bench/). Same Fizz renderer, same
// renderToPipeableStream API; our HtmlSink joins and encodes once per flush.
import { renderToPipeableStream } from 'react-dom/server.bun';
import { HtmlSink } from './html-sink.ts';
import { HelmetProvider } from 'react-helmet-async';
import type { PageTree } from '../config/types.ts';
import { PageRoot, type RenderState } from './tree.tsx';
import { blockOfError } from './block-body.tsx';
import { islandPayload, serializePayload } from './payload.ts';

export interface Assets {
  /** Stylesheets linked from every page. */
  css: string[];
  /** Module script that hydrates islands and renders lazy blocks; added only when the page has any. */
  clientEntry: string;
  /** Dev only: scripts every page loads (Vite's HMR client, styles). */
  devScripts?: string[];
  /** Dev only: inline module code run first (React Refresh preamble). */
  devPreamble?: string;
}

export interface DocumentResult {
  status: number;
  headers: Record<string, string>;
}

/**
 * Streams the page: React renders the whole document (so head tags from any block are hoisted into <head>),
 * and the island payload plus the client script are written just before </body> once every block has rendered.
 */
export function renderDocument(tree: PageTree, state: RenderState, assets: Assets, out: Writable, onReady: (ok: boolean) => void) {
  const { app } = state;
  const doc = (
    <html lang={app.lang === 'mi' ? 'mi' : 'en'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {assets.css.map((href) => <link key={href} rel="stylesheet" href={href} />)}
        {assets.devPreamble ? <script type="module" dangerouslySetInnerHTML={{ __html: assets.devPreamble }} /> : null}
        {assets.devScripts?.map((src) => <script key={src} type="module" src={src} />)}
      </head>
      <body>
        <HelmetProvider>
          <PageRoot tree={tree} state={state} />
        </HelmetProvider>
      </body>
    </html>
  );
  const beforeClose = () => {
    // A nested error after the block suspended comes when its (empty) fallback is already out: nothing showed
    // or logged it, so log it now rather than lose it.
    for (const [block, message] of state.failures) state.logError(`[block ${block}] ${message}`);
    state.failures.clear();
    const payload = islandPayload(state);
    return payload
      ? `<script type="application/json" id="__pb_islands">${serializePayload(payload)}</script><script type="module" src="${assets.clientEntry}"></script>`
      : '';
  };
  const stream = renderToPipeableStream(doc, {
    // React's default (12.8 kB) moves every completed block past that point into a hidden div revealed by an
    // inline script: a static page would ship JS and show half its content only with JS. Blocks that are
    // ready go inline, in order; only blocks still waiting for content stream in later.
    progressiveChunkSize: Infinity,
    onShellReady() {
      onReady(true);
      stream.pipe(new HtmlSink(out, beforeClose) as unknown as Writable);
    },
    onShellError(error) {
      state.logError(`[page] ${(error as Error)?.stack ?? error}`);
      onReady(false);
    },
    onError(error, info) {
      const block = blockOfError(info?.componentStack);
      // Editors: kept for the block's error card (the boundary's fallback), which logs it. Readers: logged now.
      if (block && state.app.isAdmin) state.failures.set(block, (error as Error)?.message ?? String(error));
      else state.logError(`[${block ? `block ${block}` : 'page'}] ${(error as Error)?.stack ?? error}`);
    },
  });
  return stream;
}
