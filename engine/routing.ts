import { LRUCache } from 'lru-cache';
import type { BlockNode, PageTree, SiteConfig } from './config/types.ts';

export interface Route {
  tree: PageTree;
  /** 'page' for a fixed URI, else the resolver's name (e.g. 'article'). */
  name: string;
  title?: string;
  globalContent?: { source: string; query: Record<string, unknown> };
  /** Another tree to render when the global content's `type` is one of these keys. */
  byType?: Record<string, PageTree>;
}

/**
 * Finds what serves a path: a page with that exact URI first, else the highest-priority resolver whose
 * pattern matches. The resolver's content query is filled from the pattern's named groups, `{uri}` and `{site}`.
 * `uri` is the already percent-decoded path (as request.ts parses it): it is not decoded a second time.
 */
export function matchRoute(cfg: SiteConfig, uri: string): Route | undefined {
  let known = matched.get(cfg);
  if (!known) matched.set(cfg, (known = new LRUCache({ max: ROUTES_KEPT })));
  const found = known.get(uri);
  if (found !== undefined) return found || undefined;
  const route = findRoute(cfg, uri);
  known.set(uri, route ?? false);
  return route;
}

// Routes already matched, per loaded site config: a URL gets the same Route every time, so its filled template and
// query are the same objects, and what is worked out once per object downstream (the content plan, the prepared
// queries, the page's modules and CSS) is not redone per request. Bounded, as every article has a URL of its own.
const ROUTES_KEPT = 5000;
const matched = new WeakMap<SiteConfig, LRUCache<string, Route | false>>();

function findRoute(cfg: SiteConfig, uri: string): Route | undefined {
  const withSlash = uri.endsWith('/') ? uri : `${uri}/`;
  const page = cfg.pages.find((p) => p.uri === uri || p.uri === withSlash);
  if (page) return { tree: page, name: 'page', title: page.title, globalContent: page.globalContent && fill(page.globalContent, { uri, site: cfg.site.id }) };
  for (const resolver of cfg.resolvers) {
    const match = resolver.regex.exec(uri);
    if (!match) continue;
    const template = cfg.templates.get(resolver.template)!;
    const vars = { ...match.groups, uri, site: cfg.site.id };
    const byType = resolver.templateByType
      ? Object.fromEntries(Object.entries(resolver.templateByType).map(([type, name]) => [type, cfg.templates.get(name)!]))
      : undefined;
    return {
      tree: withUrlParts(template, vars),
      name: resolver.name,
      title: template.title,
      globalContent: resolver.content && fill(resolver.content, vars),
      byType: byType && Object.fromEntries(Object.entries(byType).map(([type, tree]) => [type, withUrlParts(tree, vars)])),
    };
  }
  return undefined;
}

function fill(content: { source: string; query?: Record<string, unknown> }, vars: Record<string, string | undefined>) {
  const query: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(content.query ?? {})) {
    query[k] = typeof v === 'string' ? v.replace(/\{(\w+)\}/g, (_, name) => vars[name] ?? '') : v;
  }
  return { source: content.source, query };
}

const PLACEHOLDER = /\{(\w+)\}/;
const hasPlaceholders = new WeakMap<PageTree, boolean>();

/**
 * A template serves many URLs, so its blocks' content queries may name the URL's parts: `{section}` in a
 * contentConfigValues string is filled from the resolver pattern's named group (also `{uri}`, `{site}`).
 * Templates without placeholders are returned as they are (no copy per request).
 */
export function withUrlParts(tree: PageTree, vars: Record<string, string | undefined>): PageTree {
  let known = hasPlaceholders.get(tree);
  if (known === undefined) hasPlaceholders.set(tree, (known = JSON.stringify(tree.sections).match(PLACEHOLDER) !== null));
  if (!known) return tree;
  const fillNode = (node: BlockNode): BlockNode => {
    const fields = node.customFields && Object.fromEntries(Object.entries(node.customFields).map(([k, v]) => [k, fillConfig(v)]));
    return { ...node, customFields: fields, children: node.children?.map(fillNode) };
  };
  const fillConfig = (value: any) => {
    if (!value || typeof value !== 'object' || typeof value.contentService !== 'string') return value;
    return { ...value, contentConfigValues: fill({ source: value.contentService, query: value.contentConfigValues }, vars).query };
  };
  const filled: PageTree = { ...tree, sections: Object.fromEntries(Object.entries(tree.sections).map(([name, nodes]) => [name, nodes.map(fillNode)])) };
  filledFrom.set(filled, tree);
  return filled;
}

const filledFrom = new WeakMap<PageTree, PageTree>();

/** The stored page config a tree came from: itself, or the template whose URL parts were filled in. */
export function storedTree(tree: PageTree): PageTree {
  return filledFrom.get(tree) ?? tree;
}
