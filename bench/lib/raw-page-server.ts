// The HTTP bench's baseline: a minimal node:http server that renders the same page, with the same React tree
// (the engine's renderDocument of the same page config, assets and content), and nothing else. The page is
// resolved and its content fetched once, before the load; each request then only builds a render state and
// renders. No Express, no middleware (security headers, request id, access log, metrics, compression), no
// routing, no content-cache lookups: what the production server adds around the render is the difference.
// It renders with the built server bundle (dist/server/entry.js), the code the app serves pages with: the bench's
// own modules go through Vite's SSR transform, which is slower and would flatter the app.
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import path from 'node:path';
import type { ContentCache } from '../../engine/content/cache.ts';
import type { TagsOf } from '../../engine/content/tags.ts';
import type { Assets } from '../../engine/render/document.tsx';
import type { ResolvedPage } from '../../engine/server/resolve-page.ts';
import { siteSetup } from '../../common/site-setup.ts';

type ServerBundle = typeof import('../../engine/server/entry.ts');

// The same length as a real nonce (16 random bytes, base64), so the page has the same bytes.
const NONCE = 'YmVuY2gtbm9uY2UtMTIzNA==';

export interface RawRendererOptions {
  root: string;
  configDir: string;
  cache: ContentCache;
  contentBase: string;
  contentToken: string;
  assets: Assets;
  /** The site's cache tagging of values (the app's own, for measuring what the app does with it). */
  contentTags?: TagsOf;
}

export interface RawPageOptions extends RawRendererOptions {
  /** Paths to serve (each resolved once, as a reader's request without cookies would be). */
  paths: string[];
}

type Page = Extract<ResolvedPage, { kind: 'page' }>;

/**
 * The built server bundle's page functions over the stored configs, and `render`: a resolved page rendered into a
 * response with nothing around it (status 200 and Content-Type once the shell is ready, a fixed nonce). What it
 * logged is in `errors` (the bench refuses a page that rendered with errors).
 */
export async function rawRenderer(opts: RawRendererOptions) {
  const bundle = (await import(path.join(opts.root, 'dist/server/entry.js'))) as ServerBundle;
  const registry = bundle.discoverRegistry();
  const loaded = await bundle.loadConfigs(opts.configDir, registry);
  const errors: string[] = [];
  const log = { error: (m: string) => errors.push(m), warn: (m: string) => errors.push(m) };
  const deps = bundle.pageDeps({
    registry,
    configs: async () => loaded,
    dev: false,
    cache: opts.cache,
    contentBase: opts.contentBase,
    contentToken: opts.contentToken,
    contentTags: opts.contentTags,
    htmlCacheControl: 'public, max-age=0',
    assets: opts.assets,
    log,
    siteSetup,
  });
  /** The page at `path` as a reader's request without cookies resolves it; anything but a 200 page is refused. */
  const resolveOnce = async (url: string): Promise<Page> => {
    const resolved = await bundle.resolvePage(deps, { url, headers: { host: '127.0.0.1' } } as IncomingMessage);
    if (resolved.kind !== 'page' || resolved.status !== 200) throw new Error(`bench raw server: ${url} resolved to ${resolved.kind} ${'status' in resolved ? resolved.status : ''}`);
    return resolved;
  };
  const render = (page: Page, res: ServerResponse) => {
    const state = bundle.createRenderState({
      registry,
      site: page.site,
      tree: page.tree,
      content: page.store,
      globalContent: page.globalContent,
      lang: page.request.lang,
      setup: siteSetup,
      isAdmin: false,
      outputType: page.request.outputType,
      requestUri: page.request.uri,
      routeName: page.routeName,
      cookies: {},
      logError: log.error,
      nonce: NONCE,
    });
    return bundle
      .renderDocument(page.tree, state, deps.assets, res, {
        onShell() {
          res.statusCode = 200;
          res.setHeader('content-type', 'text/html; charset=utf-8');
        },
      })
      .then((outcome) => {
        if (outcome === 'failed') (res.statusCode = 500), res.end();
      });
  };
  return { bundle, deps, errors, resolveOnce, render };
}

/** The request handler, and what it logged while rendering (the bench refuses a page that rendered with errors). */
export async function rawPageServer(opts: RawPageOptions): Promise<{ handler: RequestListener; errors: string[] }> {
  const raw = await rawRenderer(opts);
  const pages = new Map<string, Page>();
  for (const p of opts.paths) pages.set(p, await raw.resolveOnce(p));
  const handler: RequestListener = (req, res) => {
    const page = pages.get(req.url ?? '');
    if (!page) {
      res.statusCode = 404;
      res.end();
      return;
    }
    void raw.render(page, res);
  };
  return { handler, errors: raw.errors };
}
