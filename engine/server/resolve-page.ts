// What a page request is answered with, decided before anything is written: the page config that serves it and
// the content it renders from, or why there is no page. A plain value, so the editor's preview can render its own.
import type { IncomingMessage } from 'node:http';
import type { Lang } from '../define.ts';
import type { Configs, PageTree, Site } from '../config/types.ts';
import { issuesOf } from '../config/invalid.ts';
import { DEFAULT_TIMEOUT_MS } from '../content/cache-core.ts';
import { isOutage, prefetch } from '../content/fetch.ts';
import { requestKey } from '../content/key.ts';
import { planContent, type ContentRequest } from '../content/plan.ts';
import type { RequestContent } from '../content/store.ts';
import { OUTPUT_TYPES } from '../render/output-types.ts';
import { matchRoute, storedTree, type Route } from '../routing.ts';
import type { PageDeps } from './options.ts';
import { parsePageRequest, RequestError, type PageRequest } from './request.ts';

/** Every outcome names `route`, the route that served the request (or 'not-found', 'bad-request'), for metrics. */
export type ResolvedPage =
  | {
      kind: 'page';
      route: string;
      status: 200 | 404;
      request: PageRequest;
      site: Site;
      tree: PageTree;
      /** The page's content, fetched from its plan; reads during render share the request's budget. */
      store: RequestContent;
      globalContent?: ContentRequest;
      /** What the render takes as the page type when the config names none ('page', a resolver's name, 'not-found'). */
      routeName: string;
    }
  /** The content upstream failed with nothing cached: a 503, never a 404 that caches and deindexes. */
  | { kind: 'unavailable'; route: string; lang: Lang }
  | { kind: 'bad-request'; route: 'bad-request'; status: number; message: string }
  /** Nothing serves the path and the site has no not-found template. */
  | { kind: 'not-found-plain'; route: string; path: string };

type Chosen = { tree: PageTree; status: 200 | 404; routeName: string; globalContent?: ContentRequest; store: RequestContent };
/** The request's content fetches: the global content alone (it picks the tree), and a chosen tree's one plan. */
interface Fetch {
  global: (global: ContentRequest) => Promise<RequestContent>;
  plan: (tree: PageTree, global?: ContentRequest, globalValue?: unknown, into?: RequestContent) => Promise<RequestContent>;
}

const OUTPUT_TYPE_NAMES = Object.keys(OUTPUT_TYPES);

/** What a page request asks for (site, language, admin, output type), as resolvePage reads it; malformed: RequestError. */
export function readPageRequest(deps: Pick<PageDeps, 'editorToken' | 'dev' | 'siteSetup'>, req: IncomingMessage, configs: Configs): PageRequest {
  return parsePageRequest(req, configs, { outputTypes: OUTPUT_TYPE_NAMES, editorToken: deps.editorToken, dev: deps.dev, setup: deps.siteSetup });
}

/**
 * Parses the request, then finds its page: the page with that exact URI, else a resolver's template (the one
 * for the global content's type when the resolver names one), else the site's not-found template. Content is
 * planned and fetched before render; the request's one time budget starts here.
 */
export async function resolvePage(deps: PageDeps, req: IncomingMessage): Promise<ResolvedPage> {
  const content = { ...deps.content, deadline: Date.now() + (deps.content.timeoutMs ?? DEFAULT_TIMEOUT_MS) };
  const configs = await deps.configs();
  let request: PageRequest;
  try {
    request = readPageRequest(deps, req, configs);
  } catch (e) {
    if (e instanceof RequestError) return { kind: 'bad-request', route: 'bad-request', status: e.status, message: e.message };
    throw e;
  }
  const cfg = configs.sites.get(request.site);
  const route = cfg && matchRoute(cfg, request.path);
  const routeLabel = route?.name ?? 'not-found';
  if (!cfg) return { kind: 'not-found-plain', route: routeLabel, path: request.path };
  // Every fetch of the request, under its one budget: the chosen tree is planned and prefetched once.
  const fetch: Fetch = {
    global: (global) => prefetch(content, request.site, [global], deps.log),
    plan: (tree, global, globalValue, into) => prefetch(content, request.site, plannedContent(deps, tree, request.site, global, globalValue), deps.log, into),
  };

  let chosen = route && (await routed(route, fetch));
  if (chosen === 'unavailable') return { kind: 'unavailable', route: routeLabel, lang: request.lang };
  if (!chosen) {
    const template = cfg.templates.get('not-found');
    if (!template) return { kind: 'not-found-plain', route: routeLabel, path: request.path };
    chosen = { tree: template, status: 404, routeName: 'not-found', store: await fetch.plan(template) };
  }
  // Only development can serve a config with errors (production refuses to start): said on every request.
  for (const e of issuesOf(storedTree(chosen.tree))) deps.log.error(`[page-configs] ${request.uri} renders without ${e.file}  ${e.pointer || '/'}: ${e.message}`);
  // Optional blocks whose content failed render empty; a page with nothing but failures is an outage.
  const { settled, failed } = chosen.store.outcomes(isOutage);
  if (failed > 0 && failed === settled) return { kind: 'unavailable', route: routeLabel, lang: request.lang };
  return { kind: 'page', route: routeLabel, request, site: cfg.site, ...chosen };
}

// Plans already made: a plan depends only on the tree, the site, the global content request and its value, and
// the content cache hands back the same value object while it is fresh, so a warm page is planned once per value.
// Weak on the tree and the value: a reloaded config or a replaced value lets its plans go.
const NO_VALUE = {};
const plans = new WeakMap<PageTree, WeakMap<object, Map<string, ContentRequest[]>>>();

function plannedContent(deps: PageDeps, tree: PageTree, site: string, global?: ContentRequest, globalValue?: unknown): ContentRequest[] {
  const value = globalValue === undefined ? NO_VALUE : globalValue;
  if (typeof value !== 'object' || value === null) return planContent(deps.registry, tree, site, global, globalValue);
  const key = `${site}|${global ? requestKey(global) : ''}`;
  let byValue = plans.get(tree);
  if (!byValue) plans.set(tree, (byValue = new WeakMap()));
  let byKey = byValue.get(value);
  if (!byKey) byValue.set(value, (byKey = new Map()));
  let plan = byKey.get(key);
  if (!plan) byKey.set(key, (plan = planContent(deps.registry, tree, site, global, globalValue)));
  return plan;
}

/**
 * The tree a route serves and its content; undefined when its global content does not exist (a missing page).
 * The global content comes first, alone: its type picks the template, and blocks plan reads from its value; then
 * the chosen tree's one plan is fetched into the same store (the global content is not fetched again).
 */
async function routed(route: Route, fetch: Fetch): Promise<Chosen | 'unavailable' | undefined> {
  const global = route.globalContent;
  if (!global) return { tree: route.tree, status: 200, routeName: route.name, store: await fetch.plan(route.tree) };
  const store = await fetch.global(global);
  const key = requestKey(global);
  const value = store.peek(key);
  if (value === undefined) {
    // The upstream failing is not the content missing: no 404 (which caches and deindexes), a 503 instead.
    const error = store.errorOf(key);
    if (error !== undefined && isOutage(error)) return 'unavailable';
    // A resolved URL whose content does not exist is a missing page, not an empty one.
    if (route.name !== 'page') return undefined;
  }
  const tree = (value !== undefined && route.byType?.[(value as { type?: string } | null)?.type ?? '']) || route.tree;
  await fetch.plan(tree, global, value, store);
  return { tree, status: 200, routeName: route.name, globalContent: global, store };
}
