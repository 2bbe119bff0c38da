import type { Writable } from 'node:stream';
import type { Registry } from '../../engine/registry.ts';
import type { PageTree, SiteConfig } from '../../engine/config/types.ts';
import type { ContentCache } from '../../engine/content/cache.ts';
import { prefetch } from '../../engine/content/fetch.ts';
import { planContent, type ContentRequest } from '../../engine/content/plan.ts';
import { contentKey } from '../../engine/content/key.ts';
import type { RequestContent } from '../../engine/content/store.ts';
import { renderDocument, type Assets } from '../../engine/render/document.tsx';
import type { RenderState } from '../../engine/render/tree.tsx';
import { createRenderState } from '../../engine/render/state.ts';
import { siteSetup } from '../../common/site-setup.ts';

/** A stored page's globalContent as the router hands it on (a query object always present). */
export function globalRequest(stored?: { source: string; query?: Record<string, unknown> }): ContentRequest | undefined {
  return stored && { source: stored.source, query: stored.query ?? {} };
}

/** A page ready to render: its tree, site and content already fetched (the content plan ran once). */
export interface PreparedPage {
  registry: Registry;
  site: SiteConfig;
  tree: PageTree;
  global?: ContentRequest;
  store: RequestContent;
  /** Errors the engine logged while rendering (a block that threw, a failed source): the bench reports them. */
  errors: string[];
}

/**
 * Runs the page's content plan through `cache`, as the handler does before rendering. With `fakeGlobal`, the
 * global content is that value instead of a fetch (a template rendered without a real URL behind it).
 */
export async function preparePage(registry: Registry, site: SiteConfig, tree: PageTree, cache: ContentCache, global?: ContentRequest, fakeGlobal?: unknown): Promise<PreparedPage> {
  const errors: string[] = [];
  const log = { error: (m: string) => errors.push(m) };
  const deps = { registry, cache, contentBase: 'http://127.0.0.1:9/arc' };
  const planned = fakeGlobal === undefined ? global : undefined;
  const store = await prefetch(deps, site.site.id, planContent(registry, tree, site.site.id, planned), log);
  if (global && fakeGlobal !== undefined) store.set(contentKey(global.source, global.query), fakeGlobal);
  return { registry, site, tree, global, store, errors };
}

/** The per-request render state, built as the server builds it (a reader, in English). */
export function renderState(page: PreparedPage): RenderState {
  return createRenderState({
    registry: page.registry,
    site: page.site.site,
    tree: page.tree,
    content: page.store,
    globalContent: page.global,
    setup: siteSetup,
    lang: 'en',
    isAdmin: false,
    outputType: 'default',
    requestUri: '/',
    logError: (m) => page.errors.push(m),
  });
}

/** One engine render into `out`; resolves when the whole document (with the island payload) was written. */
export function renderPage(page: PreparedPage, assets: Assets, out: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    out.on('finish', resolve);
    out.on('error', reject);
    const failed = (outcome: string) => outcome === 'failed' && reject(new Error(`the page shell failed to render: ${page.errors.at(-1) ?? 'unknown error'}`));
    void renderDocument(page.tree, renderState(page), assets, out).then(failed);
  });
}
