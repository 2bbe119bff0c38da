import type { Writable } from 'node:stream';
import { ServerResponse } from 'node:http';
// The build of React's streaming renderer that writes strings, not bytes: React's Node build encodes every tag
// separately, which made streaming several times slower than renderToString (bench/). Same Fizz renderer, same
// renderToPipeableStream API; our HtmlSink joins and encodes once per flush.
import { renderToPipeableStream } from 'react-dom/server.bun';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { HtmlSink } from './html-sink.ts';
import { outputTypeOf } from './output-types.ts';
import { storedTree } from '../routing.ts';
import { HelmetProvider } from 'react-helmet-async';
import type { PageTree } from '../config/types.ts';
import { PageRoot, type RenderState } from './tree.tsx';
import { blockOfError } from './block-body.tsx';
import { islandPayload, payloadJson, type Chunk, type Chunks, type PagePayload } from './payload.ts';
import { pageModules } from './page-modules.ts';

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

/** Page trees whose last streamed render needed no streaming: every read was planned, no boundary fell back. */
const complete = new WeakSet<PageTree>();

/** How a render ended: the document is being written, or its shell failed and nothing was written (logged). */
export type RenderOutcome = 'ok' | 'failed';

export interface RenderDocumentOptions {
  /** Always stream (no synchronous attempt). */
  stream?: boolean;
  /** Called once, just before the first byte is written: the last moment to set the response's status and headers. */
  onShell?: () => void;
}

/**
 * Renders the page in one pass: React renders the whole document (so head tags from any block are hoisted into
 * <head>), and the island payload plus the client script go just before </body> once every block has rendered.
 * Returns the outcome once known (the shell is written or failed), not when the document ends: at once when the
 * page rendered synchronously (no promise to wait on), else a promise of it.
 *
 * A page config is first rendered with renderToPipeableStream: a block reading content the plan did not know
 * waits for it (Suspense) while the rest streams. When such a render shows the page needs no streaming (every
 * read planned, no block fell back), later renders of that page config use React's synchronous renderer, which
 * costs less; should one of those meet an unplanned read or a failing nested component after all, the page is
 * rendered streaming instead (the only case with a second pass) and streams from then on, until proven complete
 * again. Editors' previews always stream.
 */
export function renderDocument(tree: PageTree, state: RenderState, assets: Assets, out: Writable, opts: RenderDocumentOptions = {}): RenderOutcome | Promise<RenderOutcome> {
  const onShell = opts.onShell ?? (() => {});
  // What a render proves holds for the stored config: every URL a template serves shares it.
  const stored = storedTree(tree);
  if (!opts.stream && !state.app.isAdmin && complete.has(stored)) {
    if (renderSync(documentElement(tree, state, assets, true), state, out, onShell)) return 'ok';
    // Start over, streaming: nothing of the attempt was written.
    complete.delete(stored);
    state.reset();
  }
  return renderStreamed(documentElement(tree, state, assets, false), state, stored, assets, out, onShell);
}

/**
 * The whole document. The synchronous render writes the island payload and client script in place, as the body's
 * last element (every block before it has rendered); a streamed one writes them once the last block has.
 */
function documentElement(tree: PageTree, state: RenderState, assets: Assets, withScripts: boolean) {
  const { app, nonce } = state;
  return (
    <html lang={app.lang} {...outputTypeOf(app.outputType).htmlAttributes}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Where Vite's preload helper (island chunks' modulepreloads) and dev client (styles) find the nonce; the
            empty content is only there because HTML requires one on a meta with a property. */}
        {nonce ? <meta property="csp-nonce" content="" nonce={nonce} /> : null}
        {assets.styles ? <style nonce={nonce} dangerouslySetInnerHTML={{ __html: assets.styles(pageModules(tree, state.registry)) }} /> : null}
        {assets.devPreamble ? <script type="module" nonce={nonce} dangerouslySetInnerHTML={{ __html: assets.devPreamble }} /> : null}
        {assets.devScripts?.map((src) => <script key={src} type="module" nonce={nonce} src={src} />)}
        {app.isAdmin && assets.adminAids && outputTypeOf(app.outputType).clientScripts ? <script type="module" nonce={nonce} src={assets.adminAids} /> : null}
      </head>
      <body>
        <HelmetProvider>
          <PageRoot tree={tree} state={state} />
        </HelmetProvider>
        {withScripts ? <PageScripts state={state} assets={assets} /> : null}
      </body>
    </html>
  );
}

/** React's synchronous renderer; false (nothing written) when a block waited for content or fell back. */
function renderSync(doc: React.ReactElement, state: RenderState, out: Writable, onShell: () => void): boolean {
  const misses = state.content.misses;
  const html = renderToString(doc);
  if (state.content.misses !== misses || state.fallbacks) return false;
  state.mode = 'sync';
  onShell();
  const body = `<!DOCTYPE html>${html}`;
  // Encoded to UTF-8 once, here: sent as a string, the page would be walked twice more (its byte length for
  // Content-Length, by us or by node:http, and again to write it), ~10% of an article's cost on the server.
  if (out instanceof ServerResponse && !out.headersSent) {
    const bytes = Buffer.from(body);
    out.setHeader('content-length', bytes.length);
    out.writeHead(out.statusCode);
    out.end(bytes);
    return true;
  }
  out.end(body);
  return true;
}

function renderStreamed(doc: React.ReactElement, state: RenderState, stored: PageTree, assets: Assets, out: Writable, onShell: () => void): Promise<RenderOutcome> {
  state.mode = 'stream';
  let settle!: (outcome: RenderOutcome) => void;
  const outcome = new Promise<RenderOutcome>((resolve) => (settle = resolve));
  const misses = state.content.misses;
  let errors = 0;
  const beforeClose = (): string => {
    // The page needed no streaming: every read planned, nothing failed. (Streaming renders some fallbacks ahead of
    // need, so failures are counted from onError here.)
    if (!state.app.isAdmin && state.content.misses === misses && !errors) complete.add(stored);
    // A nested error after the block suspended comes when its (empty) fallback is already out: nothing showed
    // or logged it, so log it now rather than lose it.
    for (const [block, message] of state.failures) state.logError(`[block ${block}] ${message}`);
    state.failures.clear();
    return renderToStaticMarkup(<PageScripts state={state} assets={assets} />);
  };
  const stream = renderToPipeableStream(doc, {
    // React's default (12.8 kB) moves every completed block past that point into a hidden div revealed by an
    // inline script: a static page would ship JS and show half its content only with JS. Blocks that are
    // ready go inline, in order; only blocks still waiting for content stream in later.
    progressiveChunkSize: Infinity,
    // React's own inline scripts (revealing a block that waited for content) must run under the page's policy.
    nonce: state.nonce,
    onShellReady() {
      onShell();
      stream.pipe(new HtmlSink(out, beforeClose) as unknown as Writable);
      settle('ok');
    },
    onShellError(error) {
      state.logError(`[page] ${(error as Error)?.stack ?? error}`);
      settle('failed');
    },
    onError(error, info) {
      errors++;
      const block = blockOfError(info?.componentStack);
      // Editors: kept for the block's error card (the boundary's fallback), which logs it. Readers: logged now.
      if (block && state.app.isAdmin) state.failures.set(block, (error as Error)?.message ?? String(error));
      else state.logError(`[${block ? `block ${block}` : 'page'}] ${(error as Error)?.stack ?? error}`);
    },
  });
  return outcome;
}

/** The page's island scripts, computed when rendered: after every block before them has (the payload is complete). */
function PageScripts({ state, assets }: { state: RenderState; assets: Assets }) {
  const payload = islandPayload(state, assets.chunks, assets.clientRuntime);
  return <IslandScripts payload={payload} entry={assets.clientEntry} nonce={state.nonce} preload={assets.clientEntryImports} />;
}

/**
 * The island payload, the client script that reads it and modulepreloads of that script's static imports (nothing
 * for a page without islands; React and the islands' chunks are the payload's `preload`, linked by the script once
 * the page is parsed), all carrying the response's nonce: the one place their markup is written, rendered in place by the synchronous render (cheaper
 * than splicing a string into its output) and to markup by the streamed one.
 */
export function IslandScripts({ payload, entry, nonce, preload = [] }: { payload: PagePayload | undefined; entry: string; nonce?: string; preload?: string[] }) {
  if (!payload) return null;
  return (
    <>
      {preload.map((href) => <link key={href} rel="modulepreload" href={href} nonce={nonce} />)}
      <script type="application/json" id="__pb_islands" nonce={nonce} dangerouslySetInnerHTML={{ __html: payloadJson(payload) }} />
      <script type="module" nonce={nonce} src={entry} />
    </>
  );
}
