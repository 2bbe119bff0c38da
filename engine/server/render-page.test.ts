// renderPage writes what resolvePage decided, setting the status and headers itself once the document's shell is
// ready (whether the page then goes out whole or streams). Over HTTP, with resolved values given directly, as the editor's preview will.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineLayout } from '../index.ts';
import { createRegistry } from '../registry.ts';
import { blockModules, sourceModules } from '../../tests/fixtures/blocks.tsx';
import { site } from '../../tests/fixtures/configs.ts';
import { fixtureSite } from '../../tests/fixtures/handler.ts';
import { textOf } from '../../tests/fixtures/render.ts';
import { pageDeps, type PageDeps } from './options.ts';
import { renderPage } from './render-page.ts';
import { resolvePage, type ResolvedPage } from './resolve-page.ts';

const CACHE_CONTROL = 'public, max-age=0, s-maxage=60';
const brokenLayout = defineLayout({
  name: 'broken-layout',
  label: { en: 'Broken', mi: 'Pakaru' },
  sections: ['main'],
  component: () => {
    throw new Error('layout broke');
  },
});
const story = (id: string) => ({ type: 'story', customFields: { story: { contentService: 'test-story', contentConfigValues: { id } } } });
const request = (url: string, headers: Record<string, string> = {}) => ({ url, headers }) as unknown as IncomingMessage;

describe('renderPage: status and headers set by the renderer itself', () => {
  let deps: PageDeps;
  let server: Server;
  let base: string;
  let logged: string[];
  let remove: () => Promise<void>;
  /** What the server renders for the next request. */
  let next: ResolvedPage;
  const render = async (resolved: ResolvedPage) => {
    next = resolved;
    const res = await fetch(base);
    return { res, html: await res.text() };
  };

  beforeAll(async () => {
    const made = await fixtureSite({
      'sites/test.json': site('test', { default: true }),
      'pages/test/home.json': { uri: '/', layout: 'test-layout', sections: { main: [story('home'), { type: 'counter-island', id: 'isl' }] } },
      'pages/test/broken.json': { uri: '/broken/', layout: 'broken-layout', sections: { main: [story('home')] } },
    }, {
      registry: createRegistry({ ...blockModules, '/layouts/broken-layout/index.ts': { default: brokenLayout } }, sourceModules),
      htmlCacheControl: CACHE_CONTROL,
      contentTags: (value) => ((value as { headline?: string })?.headline ? [`story-${(value as { headline: string }).headline.split(' ')[1]}`] : []),
      editorToken: 'tok',
    });
    expect(made.configs.errors).toEqual([]);
    deps = pageDeps(made.options);
    ({ logged, remove } = made);
    server = createServer((_req, res) => void renderPage(deps, next, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await remove();
  });

  it('a page: its status, HTML, the reader cache policy varying on Cookie, its cache tags and its nonce on every script', async () => {
    // Twice: the same headers each time; every block was ready with the shell, so the page goes out whole.
    for (let i = 0; i < 2; i++) {
      const { res, html } = await render(await resolvePage(deps, request('/')));
      expect([i, res.status]).toEqual([i, 200]);
      expect(Number(res.headers.get('content-length'))).toBe(Buffer.byteLength(html));
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe(CACHE_CONTROL);
      expect(res.headers.get('vary')).toBe('Cookie');
      expect(res.headers.get('surrogate-key')).toContain('story-home');
      const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy')!)![1];
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
      expect(scripts.length).toBe(2);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
      expect(textOf(html)).toContain('Headline home');
    }
  });

  it('the cache tags go only in the headers the deployment names (CACHE_TAG_HEADERS): one of the two, or none at all', async () => {
    const all = deps;
    try {
      deps = { ...all, cacheTagHeaders: ['cache-tag'] };
      const one = (await render(await resolvePage(deps, request('/')))).res;
      expect(one.headers.get('cache-tag')?.split(',')).toContain('story-home');
      expect(one.headers.has('surrogate-key')).toBe(false);
      deps = { ...all, cacheTagHeaders: [] };
      const none = (await render(await resolvePage(deps, request('/')))).res;
      expect([none.status, none.headers.has('cache-tag'), none.headers.has('surrogate-key')]).toEqual([200, false, false]);
    } finally {
      deps = all;
    }
  });

  it('a tree given in place of the resolved one (a draft) renders with the status it is given; a 404 is cached briefly', async () => {
    const resolved = await resolvePage(deps, request('/'));
    if (resolved.kind !== 'page') throw new Error(`expected a page, got ${resolved.kind}`);
    const draft = { ...resolved.tree, sections: { main: [{ type: 'text', id: 'd', customFields: { text: 'draft text', size: 'm' } }] } };
    const { res, html } = await render({ ...resolved, tree: draft, status: 404 });
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(textOf(html)).toBe('draft text');
  });

  it('an editor (admin) page is never cached', async () => {
    const { res } = await render(await resolvePage(deps, request('/?isAdmin=true', { authorization: 'Bearer tok' })));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('a shell that fails to render: a plain 500 nobody caches, and the error logged', async () => {
    const { res, html } = await render(await resolvePage(deps, request('/broken/')));
    expect(res.status).toBe(500);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(textOf(html)).toContain('This page could not be shown.');
    expect(logged.some((m) => m.includes('layout broke'))).toBe(true);
  });

  it('no page: unavailable is a 503 with Retry-After, a bad request a 400 naming it (escaped), a plain not-found a 404', async () => {
    const unavailable = await render({ kind: 'unavailable', route: 'article', lang: 'mi' });
    expect([unavailable.res.status, unavailable.res.headers.get('retry-after'), unavailable.res.headers.get('cache-control')]).toEqual([503, '30', 'no-store']);
    expect(unavailable.html).toContain('<html lang="mi">');
    const bad = await render({ kind: 'bad-request', route: 'bad-request', status: 400, message: 'isAdmin must be true or false, got "<b>"' });
    expect(bad.res.status).toBe(400);
    expect(bad.html).toContain('isAdmin must be true or false, got &#34;&#60;b&#62;&#34;');
    const missing = await render({ kind: 'not-found-plain', route: 'not-found', path: '/gone/' });
    expect(missing.res.status).toBe(404);
    expect(textOf(missing.html)).toContain('Nothing lives at /gone/.');
  });
});
