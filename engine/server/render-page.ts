// Writes a resolved page (resolve-page.ts) to the response: the status and headers are set here, once the
// document's shell is ready, so nothing else is called back. The editor's preview renders its drafts through it too.
import type { ServerResponse } from 'node:http';
import vary from 'vary';
import { isOutage } from '../content/fetch.ts';
import { renderDocument } from '../render/document.tsx';
import { createRenderState } from '../render/state.ts';
import { setRenderedTagHeaders } from './cache-tags.ts';
import { extendPolicy } from './csp.ts';
import type { PageDeps } from './options.ts';
import { plainPages } from './plain-pages.ts';
import type { ResolvedPage } from './resolve-page.ts';
import { afterResponse } from './response-done.ts';

/**
 * What a rendered page tells the HTML micro-cache (html-cache.ts): the names of the cookies its render read (so
 * the page may be shared by readers with the same values of those), or 'all' when the render listed the cookies
 * (it may depend on any of them); and its nonce.
 */
export interface PageOutcome { cookiesRead: readonly string[] | 'all'; nonce: string }

/** Answers the request as resolved; settles when the response is done. */
export async function renderPage(deps: PageDeps, resolved: ResolvedPage, res: ServerResponse): Promise<PageOutcome> {
  const plain: PageOutcome = { cookiesRead: [], nonce: '' };
  if (resolved.kind === 'bad-request') return (plainPages(deps.siteSetup).plainPage(res, resolved.status, 'Bad request', resolved.message), plain);
  if (resolved.kind === 'unavailable') return (plainPages(deps.siteSetup).sendUnavailable(res, resolved.lang), plain);
  if (resolved.kind === 'not-found-plain') return (plainPages(deps.siteSetup).plainPage(res, 404, 'Page not found', `Nothing lives at ${resolved.path}.`), plain);
  const { request, site, tree, store, status } = resolved;
  // A page whose render read a cookie (useRequestCookie) differs by its value: the micro-cache keys it by the values
  // of the names read. Listing the cookies could depend on any of them, so that is never shared.
  const read = new Set<string>();
  let listed = false;
  const cookies = new Proxy(request.cookies, {
    get: (target, name) => (typeof name === 'string' && read.add(name), Reflect.get(target, name)),
    has: (target, name) => (typeof name === 'string' && read.add(name), Reflect.has(target, name)),
    ownKeys: (target) => ((listed = true), Reflect.ownKeys(target)),
    getOwnPropertyDescriptor: (target, name) => (typeof name === 'string' && read.add(name), Reflect.getOwnPropertyDescriptor(target, name)),
  });
  const nonce = extendPolicy(res, deps.sitePolicy(site));
  const state = createRenderState({
    registry: deps.registry,
    site,
    tree,
    content: store,
    globalContent: resolved.globalContent,
    lang: request.lang,
    setup: deps.siteSetup,
    isAdmin: request.isAdmin,
    outputType: request.outputType,
    requestUri: request.uri,
    routeName: resolved.routeName,
    cookies,
    logError: (m) => deps.log.error(m),
    // The response's policy, with this site's origins: every script the page writes carries its nonce.
    nonce,
  });
  const done = new Promise<void>((resolve) => afterResponse(res, () => resolve()));
  const outcome = await renderDocument(tree, state, deps.assets, res, {
    onShell() {
      res.statusCode = status;
      res.setHeader('content-type', 'text/html; charset=utf-8');
      // Counted now, not at resolve: a read during render may have failed too (e.g. refused once the budget was spent).
      const incomplete = store.outcomes(isOutage).failed > 0;
      res.setHeader('cache-control', request.isAdmin || incomplete ? 'private, no-store' : status === 200 ? deps.htmlCacheControl : 'public, max-age=60');
      // Added to what the compression middleware said (Accept-Encoding). Every page varies on it, a language-prefixed
      // one too: its language is the address's, but blocks still read other cookies (useRequestCookie).
      vary(res, 'Cookie');
      res.setHeader('content-language', request.lang);
      setRenderedTagHeaders(res, deps.registry, store, request.site, deps.content.tagsOf, deps.cacheTagHeaders);
    },
  });
  if (outcome === 'failed') plainPages(deps.siteSetup).plainPage(res, 500, 'Something went wrong', 'This page could not be shown. Please try again later.');
  await done;
  return { cookiesRead: listed ? 'all' : [...read], nonce };
}
