import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type { ViteDevServer } from 'vite';
import type { Assets } from '../render/document.tsx';
import { ADMIN_AIDS_MODULE, RUNTIME_MODULE, type Chunks } from '../render/payload.ts';
import type { createSite as CreateSite } from './entry.ts';
import { securityHeaders } from './security.ts';
import { compressResponses, precompressedAssets } from './compress.ts';
import { CONTENT_PATH } from '../content/client-protocol.ts';
import type { PolicyOrigins } from './csp.ts';
import { accessLog } from './access-log.ts';
import { logPerRequest, requestId } from './logger.ts';
import { DEFAULT_HTML_CACHE_CONTROL, type SiteOptions } from './options.ts';
import { createMetrics, metricsEndpoint, type Metrics } from './metrics.ts';
import { checkSiteSetup, type SiteSetup } from '../site-setup.ts';
import { warmUp } from './warm-up.ts';
import { builtStyles } from './styles.ts';
import { editorRouter } from './editor-router.ts';
import { inSeries, pageLane, type Step } from './page-lane.ts';
import type { EditorOptions } from './editor-ports.ts';
import type { TrustProxy } from './trust-proxy.ts';

// What Vite's transformIndexHtml injects for @vitejs/plugin-react; our HTML is streamed by React, not Vite.
const REACT_REFRESH_PREAMBLE = `import RefreshRuntime from '/@react-refresh';
RefreshRuntime.injectIntoGlobalHook(window);
window.$RefreshReg$ = () => {};
window.$RefreshSig$ = () => (type) => type;
window.__vite_plugin_react_preamble_installed__ = true;`;

type SiteModule = { createSite: typeof CreateSite };

/** The site's settings (options.ts), some defaulted here, and what only the app uses. */
export interface AppOptions extends Omit<SiteOptions, 'configDir' | 'htmlCacheControl' | 'assets' | 'observePage'> {
  root: string;
  /** Stored page configs (default: <root>/page-configs). */
  configDir?: string;
  /** Default: DEFAULT_HTML_CACHE_CONTROL. */
  htmlCacheControl?: string;
  /** Strict-Transport-Security max-age in seconds, when served over TLS. */
  hstsMaxAge?: number;
  /** Routers served before the pages, each under its path prefix (content API, resizer, identity, sales). */
  routes?: ReadonlyArray<readonly [prefix: string, handler: RequestHandler]>;
  /** Where /metrics counts; give the content cache its onCacheEvent to count cache hits too (default: a fresh one). */
  metrics?: Metrics;
  /** Production: /metrics answers only with this bearer token (404 when unset). Development: open. */
  metricsToken?: string;
  /** The site's languages, language cookie, site query parameter and path prefixes (common/site-setup.ts). */
  siteSetup: SiteSetup;
  /** The editor at /editor/ (its store and sign-in as ports: engine/server/editor-ports.ts); none without it. */
  editor?: EditorOptions;
  /** The proxies whose X-Forwarded-For names the client (TRUST_PROXY, trust-proxy.ts); unset: the peer is the client. */
  trustProxy?: TrustProxy;
}

const RUNTIME_KEY = RUNTIME_MODULE.slice(1);
const ADMIN_AIDS_KEY = ADMIN_AIDS_MODULE.slice(1);

/** Built assets: the islands entry's URL from Vite's manifest, and each page's CSS from the CSS build's. */
export function productionAssets(root: string): Assets {
  const manifestPath = path.join(root, 'dist/client/.vite/manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entry = manifest['engine/client/entry.tsx'];
  const runtime = manifest[RUNTIME_KEY];
  const aids = manifest[ADMIN_AIDS_KEY];
  if (!entry || !runtime || !aids) throw new Error(`${manifestPath}: missing the client entry, the island runtime or the editing aids; run npm run build`);
  // Each built component by the registry's module key (manifest keys have no leading slash).
  const chunks: Chunks = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry && /^blocks\/[^/]+\/component\.tsx$/.test(key)) chunks[`/${key}`] = { url: `/${chunk.file}`, imports: staticImports(manifest, key) };
  }
  return {
    styles: builtStyles(root),
    clientEntry: `/${entry.file}`,
    clientEntryImports: staticImports(manifest, 'engine/client/entry.tsx'),
    clientRuntime: { url: `/${runtime.file}`, imports: staticImports(manifest, RUNTIME_KEY) },
    chunks,
    adminAids: `/${aids.file}`,
  };
}

type Manifest = Record<string, { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }>;

/** The URLs of every chunk `key` imports statically, directly or not. */
function staticImports(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  for (const dep of manifest[key]?.imports ?? []) {
    const url = `/${manifest[dep]!.file}`;
    if (seen.has(url)) continue;
    seen.add(url);
    staticImports(manifest, dep, seen);
  }
  return [...seen];
}

export async function createApp(opts: AppOptions) {
  const siteSetup = checkSiteSetup(opts.siteSetup);
  const app = express();
  app.disable('x-powered-by');
  // `req.ip` (every limit keyed by address) is the client the trusted proxies name; without them, the peer.
  if (opts.trustProxy !== undefined) app.set('trust proxy', opts.trustProxy);
  // Filled in development once Vite tells where its HMR socket listens (a port of its own in middleware mode), before
  // anything is served: the policy is worked out once per object (csp.ts).
  const policyOrigins: { -readonly [K in keyof PolicyOrigins]: string[] } = {};
  const log = opts.log ?? console;
  const logOf = logPerRequest(log);
  const metrics = opts.metrics ?? createMetrics();
  // What every response gets, as one layer: Express matches and dispatches each layer apart, a cost per request.
  const common: Step = inSeries(securityHeaders({ hstsMaxAge: opts.hstsMaxAge, policyOrigins }), requestId(), accessLog(log), metrics.countResponses(), compressResponses());
  app.use(common);
  let vite: ViteDevServer | undefined;
  let loadSite: () => Promise<SiteModule>;
  let assets: Assets;
  // Every path prefix an Express route below serves, recorded where the route is added: the page lane hands those
  // paths to Express and serves every other GET itself, so a route missing here would be answered by the pages.
  const expressPaths: string[] = [];
  const owned = (prefix: string) => (expressPaths.push(prefix), prefix);

  app.get(owned('/healthz'), (_req, res) => {
    res.json({ ok: true });
  });
  app.get(owned('/metrics'), metricsEndpoint(metrics, { dev: opts.dev, token: opts.metricsToken }));
  for (const [prefix, handler] of opts.routes ?? []) app.use(owned(prefix), handler);

  if (opts.dev) {
    const { createServer } = await import('vite');
    vite = await createServer({ root: opts.root, server: { middlewareMode: true }, appType: 'custom' });
    app.use(vite.middlewares);
    const hmr = vite.config.server.hmr;
    const hmrPort = (typeof hmr === 'object' && (hmr.clientPort ?? hmr.port)) || 24678;
    // Any host: each site is served under its own host name, and the client connects back to the one it came from.
    policyOrigins['connect-src'] = [`ws://*:${hmrPort}`, `wss://*:${hmrPort}`];
    loadSite = () => vite!.ssrLoadModule('/engine/server/entry.ts') as Promise<SiteModule>;
    assets = { clientEntry: '/engine/client/entry.tsx', adminAids: ADMIN_AIDS_MODULE, devScripts: ['/@vite/client', '/engine/client/dev-styles.ts'], devPreamble: REACT_REFRESH_PREAMBLE };
  } else {
    const serverEntry = path.join(opts.root, 'dist/server/entry.js');
    if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run npm run build`);
    loadSite = () => import(serverEntry) as Promise<SiteModule>;
    assets = productionAssets(opts.root);
    // Built files have content hashes in their names: cache them forever.
    app.use(owned('/assets'), precompressedAssets(path.join(opts.root, 'dist/client/assets')), express.static(path.join(opts.root, 'dist/client/assets'), { immutable: true, maxAge: '1y', index: false }));
  }
  app.use(owned('/static'), express.static(path.join(opts.root, 'public'), { maxAge: '1d', index: false }));

  const siteOptions: SiteOptions = {
    configDir: opts.configDir ?? path.join(opts.root, 'page-configs'),
    configSource: opts.configSource,
    dev: opts.dev,
    cache: opts.cache,
    contentBase: opts.contentBase,
    contentToken: opts.contentToken,
    contentTimeoutMs: opts.contentTimeoutMs,
    contentTags: opts.contentTags,
    editorToken: opts.editorToken,
    htmlCacheControl: opts.htmlCacheControl ?? DEFAULT_HTML_CACHE_CONTROL,
    cacheTagHeaders: opts.cacheTagHeaders,
    htmlMicrocache: opts.htmlMicrocache,
    siteProperties: opts.siteProperties,
    assets,
    log,
    logOf,
    observePage: metrics.observePage,
    siteSetup,
  };
  // Production builds the site once; development rebuilds it when Vite reloads the module (HMR of blocks).
  let cached: { mod: SiteModule; site: Awaited<ReturnType<SiteModule['createSite']>> } | undefined;
  const site = async () => {
    // Production keeps the site it built: a dynamic import() per request costs a module-loader round trip
    // (through tsx's loader thread under `npm start`) on every page.
    if (!opts.dev && cached) return cached.site;
    const mod = await loadSite();
    if (cached?.mod !== mod) cached = { mod, site: await mod.createSite(siteOptions) };
    return cached.site;
  };
  if (!opts.dev) await site(); // fail fast at start-up (e.g. two blocks with one name)

  const wrap = (fn: (req: Request, res: Response) => Promise<unknown>) => (req: Request, res: Response, next: NextFunction) => {
    fn(req, res).catch(next);
  };
  const api = owned('/api'); // the catalogue, and content for islands (CONTENT_PATH is under it)
  app.get(`${api}/blocks`, wrap(async (_req, res) => res.json((await site()).handler.catalogue())));
  app.get(`${CONTENT_PATH}:source`, wrap(async (req, res) => (await site()).handler.content(req, res, String(req.params.source))));
  let closeEditor: (() => Promise<void>) | undefined;
  if (opts.editor) {
    const editor = editorRouter(opts.editor, { root: opts.root, dev: opts.dev, editorToken: opts.editorToken, siteSetup, devPreamble: REACT_REFRESH_PREAMBLE, site });
    // Its routes all live under /editor: a reader's page does not walk through them.
    closeEditor = editor.close;
    const under = owned('/editor');
    app.use((req, res, next) => (req.path === under || req.path.startsWith(`${under}/`) ? editor(req, res, next) : next()));
  }
  // Feeds, sitemaps and the like (endpoints/*.ts), else a page: what every GET of a path no route above serves.
  const servePage = async (req: IncomingMessage, res: ServerResponse) => {
    const current = await site();
    if (await current.endpoints(req, res)) return;
    await current.handler.page(req, res);
  };
  app.use(wrap(async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(405).set('allow', 'GET, HEAD').json({ error: `${req.method} is not allowed on pages` });
      return;
    }
    await servePage(req, res);
  }));
  /** Last resort: never a stack trace to the client. */
  const answerError = (error: unknown, req: IncomingMessage, res: ServerResponse) => {
    const err = error as Error & { status?: number };
    const status = err?.status && err.status >= 400 && err.status < 500 ? err.status : 500;
    if (status === 500) logOf(req).error(err?.stack ?? String(err));
    if (res.headersSent) return void res.end();
    const message = status === 500 ? 'Internal error' : err.message;
    // The API answers JSON even here (e.g. Express failing to decode a malformed :source param).
    const json = (req.url ?? '').startsWith('/api/');
    const body = json ? JSON.stringify({ error: message }) : message;
    res.statusCode = status;
    res.setHeader('content-type', `${json ? 'application/json' : 'text/plain'}; charset=utf-8`);
    res.setHeader('content-length', Buffer.byteLength(body));
    res.end(body);
  };
  app.use((err: Error, req: Request, res: Response, _next: NextFunction) => {
    vite?.ssrFixStacktrace(err);
    answerError(err, req, res);
  });
  // Production serves reader pages past Express (page-lane.ts); development keeps Vite's middleware in front of all.
  const listener: RequestListener = opts.dev
    ? app
    : pageLane({ express: app, expressPaths, common, page: servePage, fail: answerError });

  return {
    /** The request listener to serve (createServer(app)). */
    app: listener,
    site,
    /** Renders each site's homepage once through the listening server at `origin` (call it just after listen). */
    async warmUp(origin: string, timeoutMs?: number) {
      return warmUp({ origin, sites: (await site()).siteIds(), siteParam: siteSetup.siteParam, timeoutMs, log });
    },
    async close() {
      await closeEditor?.();
      await vite?.close();
    },
  };
}
