// Integration over real HTTP: the production Express app (built bundles) on an ephemeral loopback port,
// with a stub content API on another port so the alert-bar island has an alert to show.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cp, mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../engine/server/app.ts';
import { buildIfNeeded } from '../engine/build.ts';
import { MemoryContentCache } from '../engine/content/cache-memory.ts';
import { writeConfigFiles } from './fixtures/configs.ts';
import { siteSetup } from '../common/site-setup.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const EDITOR_TOKEN = 'test-editor-token';
const ALERT = 'Kua puta he pānui: breaking test alert';

const listen = (server: Server) =>
  new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
const close = (server: Server | undefined) => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));

/** The payload and module scripts of a page. */
const payloadOf = (html: string) => {
  const m = /<script type="application\/json" id="__pb_islands"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  return m ? JSON.parse(m[1]) : undefined;
};
const moduleScripts = (html: string) => [...html.matchAll(/<script type="module"[^>]*>/g)].map((m) => m[0]);

interface StoredNode { type: string; id: string; customFields?: Record<string, unknown>; children?: StoredNode[] }
type CatalogueEntry = { name: string; kind: string; island?: false | { hydrate: string }; lazy?: boolean | { field: string } };

/** Every block of the shipped homepage with what the catalogue says it ships to the browser (island, lazy or nothing). */
async function homepageBlocks(catalogue: CatalogueEntry[]) {
  const page = JSON.parse(await readFile(path.join(root, 'page-configs/pages/teaomarama/homepage.json'), 'utf8'));
  const by = new Map(catalogue.map((c) => [c.name, c]));
  const out: Array<{ id: string; type: string; ships: 'island' | 'lazy' | 'none' }> = [];
  const visit = (n: StoredNode) => {
    const c = by.get(n.type)!;
    const lazy = c.lazy === true || (typeof c.lazy === 'object' && n.customFields?.[c.lazy.field] === true);
    out.push({ id: n.id, type: n.type, ships: lazy ? 'lazy' : c.island ? 'island' : 'none' });
    n.children?.forEach(visit);
  };
  Object.values(page.sections as Record<string, StoredNode[]>).forEach((nodes) => nodes.forEach(visit));
  return out;
}

/** Content API stand-in: only the alert-bar collection the homepage reads. */
function stubContentApi(): Server {
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    res.setHeader('content-type', 'application/json');
    if (url.pathname === '/arc/content/v4/collections' && url.searchParams.get('content_alias') === 'alert-bar') {
      res.end(JSON.stringify({
        _id: 'alerts', type: 'collection', count: 1,
        content_elements: [{ _id: 'a1', type: 'story', headlines: { basic: ALERT }, websites: { teaomarama: { website_url: '/news/alert/' } } }],
      }));
      return;
    }
    res.statusCode = 404;
    res.end(JSON.stringify({ error: 'not found' }));
  });
}

async function startApp(appRoot: string, contentBase: string, errors: string[]) {
  const { app, close: closeApp } = await createApp({
    root: appRoot,
    siteSetup,
    dev: false,
    cache: new MemoryContentCache(),
    contentBase,
    editorToken: EDITOR_TOKEN,
    log: { error: (...a: unknown[]) => errors.push(a.join(' ')), warn: () => {}, log: () => {} },
  });
  const server = createServer(app);
  const base = await listen(server);
  return { server, base, closeApp };
}

describe('server (production build, real HTTP)', () => {
  let content: Server;
  let server: Server;
  let base: string;
  let closeApp: () => Promise<void>;
  const errors: string[] = [];

  beforeAll(async () => {
    await buildIfNeeded(root);
    content = stubContentApi();
    const contentBase = `${await listen(content)}/arc`;
    ({ server, base, closeApp } = await startApp(root, contentBase, errors));
  });
  afterAll(async () => {
    await close(server);
    await closeApp?.();
    await close(content);
  });

  it('GET / is 200 HTML with a CDN Cache-Control (s-maxage, stale-while-revalidate)', async () => {
    const res = await fetch(`${base}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const cc = res.headers.get('cache-control') ?? '';
    expect(cc).toMatch(/s-maxage=\d+/);
    expect(cc).toMatch(/stale-while-revalidate=\d+/);
    const html = await res.text();
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en">/);
    expect(html).toContain(ALERT);
  });

  it('pages, JSON, static files and the 404 page carry the security headers: nosniff, referrer policy, framing by the site only, no plugins, no foreign <base>', async () => {
    for (const url of ['/', '/api/blocks', '/static/brand/favicon.svg', '/no/such/page/', '/?isAdmin=maybe']) {
      const h = (await fetch(`${base}${url}`)).headers;
      expect([url, h.get('x-content-type-options')]).toEqual([url, 'nosniff']);
      expect(h.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      const csp = h.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(h.get('permissions-policy')).toMatch(/camera=\(\)/);
      expect(h.get('strict-transport-security')).toBeNull();
    }
  });

  it('GET /healthz answers ok', async () => {
    const res = await fetch(`${base}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });

  it('the routes before the pages still answer their paths in any letter case (as Express matches them), and a look-alike path is a page', async () => {
    expect(await (await fetch(`${base}/HEALTHZ`)).json()).toEqual({ ok: true });
    const catalogue = await fetch(`${base}/Api/Blocks`);
    expect(catalogue.headers.get('content-type')).toMatch(/^application\/json/);
    expect(Array.isArray(await catalogue.json())).toBe(true);
    // Under no route's prefix: the site's 404 page, with the headers every page carries.
    const lookAlike = await fetch(`${base}/healthzz/`);
    expect(lookAlike.status).toBe(404);
    expect(lookAlike.headers.get('content-type')).toMatch(/^text\/html/);
    expect(lookAlike.headers.get('content-security-policy')).toMatch(/nonce-/);
    expect(lookAlike.headers.get('x-request-id')).toBeTruthy();
  });

  it('GET /api/blocks: the catalogue lists layouts with sections, chains, and features with island flags', async () => {
    const res = await fetch(`${base}/api/blocks`);
    expect(res.status).toBe(200);
    const list = (await res.json()) as Array<Record<string, any>>;
    const by = Object.fromEntries(list.map((b) => [b.name, b]));
    expect(by['right-rail']).toMatchObject({ kind: 'layout', sections: ['navigation', 'fullwidth1', 'main', 'rightTail', 'fullwidth2', 'footer'] });
    expect(by['homepage-layout']).toMatchObject({ kind: 'layout' });
    expect(by['homepage-layout'].sections).toContain('herostory');
    for (const chain of ['single', 'double', 'triple', 'quad']) expect(by[chain]).toMatchObject({ kind: 'chain' });
    expect(by.headline).toMatchObject({ kind: 'feature', island: false });
    expect(by.divider).toMatchObject({ kind: 'feature', island: false });
    expect(by['html-box']).toMatchObject({ kind: 'feature', island: false, lazy: { field: 'lazyLoad' } });
    expect(by['alert-bar']).toMatchObject({ kind: 'feature', island: { hydrate: 'load' }, label: { en: 'Alert Bar', mi: 'Pae Whakatūpato' } });
    expect(by['html-box'].fields.properties.HTML).toMatchObject({ type: 'string' });
  });

  it('GET /api/blocks: every block the reader-site issues name is in the catalogue, with its kind and (islands only where interactive) flags', async () => {
    const list = (await (await fetch(`${base}/api/blocks`)).json()) as Array<Record<string, any>>;
    const by = Object.fromEntries(list.map((b) => [b.name, b]));
    const layouts = ['article-layout', 'homepage-layout', 'right-rail', 'right-rail-undivided', 'two-column-up-next-layout', 'right-rail-advanced', 'right-rail-secondary'];
    const chains = ['div', 'ordered-list', 'unordered-list', 'article-body', 'double', 'quad', 'single', 'triple', 'header-nav'];
    const islands = ['navigation-header', 'alert-bar', 'results-list', 'search-results-list', 'search-box', 'gallery', 'leadart', 'share-bar', 'video-home-block', 'video-next', 'live-video', 'ads'];
    const statics = [
      'headline', 'subheadline', 'overline', 'byline', 'article-tags', 'author-article', 'reporter-profile', 'full-author-bio', 'section-about',
      'section-header', 'subtype-footer', 'video-description', 'date', 'page-metadata', 'footer', 'links-bar', 'masthead', 'home-hero',
      'home-subheroes', 'section-heroes', 'small-promo', 'medium-promo', 'large-promo', 'extra-large-promo', 'small-manual-promo',
      'medium-manual-promo', 'large-manual-promo', 'extra-large-manual-promo', 'top-table-list', 'trending-stories', 'numbered-list',
      'simple-list', 'article-list', 'card-list', 'html-box', 'divider', 'video', 'recommendation-widget',
    ];
    for (const name of layouts) expect(by[name]?.kind, name).toBe('layout');
    for (const name of chains) expect(by[name]?.kind, name).toBe('chain');
    for (const name of islands) expect(by[name], name).toMatchObject({ kind: 'feature', island: { hydrate: expect.any(String) } });
    for (const name of statics) expect(by[name], name).toMatchObject({ kind: 'feature', island: false });
    for (const b of list) expect(b.label.mi, b.name).toBeTruthy();
  });

  it('built assets are served under /assets with immutable, long-lived cache headers', async () => {
    const html = await (await fetch(`${base}/`)).text();
    const urls = [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
    // No stylesheet: the page's CSS is inline (tests/page-css.test.ts).
    expect(urls.some((u) => u.endsWith('.css'))).toBe(false);
    expect(urls.some((u) => u.endsWith('.js'))).toBe(true);
    for (const url of urls) {
      const res = await fetch(`${base}${url}`);
      expect(res.status, url).toBe(200);
      const cc = res.headers.get('cache-control') ?? '';
      expect(cc).toContain('immutable');
      expect(cc).toMatch(/max-age=31536000/);
    }
    expect((await fetch(`${base}/assets/no-such-file.js`)).status).toBe(404);
  });

  it('an unknown URL is the 404 page', async () => {
    const res = await fetch(`${base}/no/such/page/`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await res.text()).toContain('Page not found');
  });

  it('?isAdmin=maybe is a 400 naming the problem, without a stack trace', async () => {
    const res = await fetch(`${base}/?isAdmin=maybe`);
    expect(res.status).toBe(400);
    const body = await res.text();
    expect(body).toContain('isAdmin must be true or false, got &#34;maybe&#34;');
    expect(body).not.toMatch(/\n\s+at |\.ts:\d+|\.js:\d+/);
  });

  it("a cookie that is not valid percent-encoding is ignored: the page still answers 200 in the reader's language", async () => {
    const res = await fetch(`${base}/`, { headers: { cookie: 'other=%; lang=mi' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<html lang="mi">');
  });

  it('paths beginning // or /\\ answer the 404 page, never a 500 or a redirect to another host', async () => {
    const { request } = await import('node:http');
    for (const target of ['//', '///', '/\\', '//:', '//a:b@/', '//evil.example/']) {
      const { status, location } = await new Promise<{ status: number; location?: string }>((resolve, reject) => {
        request(`${base}/`, { path: target }, (res) => {
          res.resume();
          resolve({ status: res.statusCode!, location: res.headers.location });
        }).on('error', reject).end();
      });
      expect([target, status]).toEqual([target, 404]);
      expect(location).toBeUndefined();
    }
  });

  it('POST / is 405 with Allow: GET, HEAD', async () => {
    const res = await fetch(`${base}/`, { method: 'POST', body: 'x' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
    expect(await res.json()).toEqual({ error: 'POST is not allowed on pages' });
  });

  it('/api/content/unknown is a 400 JSON error', async () => {
    const res = await fetch(`${base}/api/content/unknown`);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ error: 'unknown content source "unknown"' });
  });

  it('a malformed source name in /api/content/ is a 400 JSON error too; a malformed page path a 400 page', async () => {
    const api = await fetch(`${base}/api/content/%E0%A4%A`);
    expect(api.status).toBe(400);
    expect(api.headers.get('content-type')).toMatch(/^application\/json/);
    expect((await api.json()).error).toContain('%E0%A4%A');
    const page = await fetch(`${base}/news/%E0%A4%A/`);
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('malformed path');
  });

  it('/api/content/x?query=notjson is a 400 JSON error', async () => {
    const res = await fetch(`${base}/api/content/alert-bar-collections?query=notjson`);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect((await res.json()).error).toMatch(/^query must be a JSON object/);
  });

  it('admin mode is ignored in production without the editor token', async () => {
    const res = await fetch(`${base}/?isAdmin=true`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toContain('pb-admin-placeholder');
    expect(html).toContain('data-island="alert-bar"');
    expect(res.headers.get('cache-control')).toMatch(/s-maxage/);
  });

  it('admin mode is honoured with the editor token: placeholders appear, lazy blocks render, islands hydrate as for readers except behind a placeholder, the editing aids load, never cached', async () => {
    const blocks = await homepageBlocks(await (await fetch(`${base}/api/blocks`)).json());
    const reader = await (await fetch(`${base}/`)).text();
    const ways: Array<Record<string, string>> = [{ authorization: `Bearer ${EDITOR_TOKEN}` }, { cookie: `editor_token=${EDITOR_TOKEN}` }];
    for (const headers of ways) {
      const res = await fetch(`${base}/?isAdmin=true`, { headers });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      const html = await res.text();
      // The alert bar renders nothing for editors: its placeholder shows where it is, and it is not hydrated (the
      // placeholder stays as the server wrote it).
      expect(html).toContain('class="pb-admin-placeholder" data-block-id="alert" data-block-type="alert-bar"');
      // Lazy blocks render on the server for editors. (The body: the page's inline CSS may name attributes.)
      const body = html.slice(html.indexOf('</head>'));
      expect(body).not.toContain('data-lazy');
      // Every other island of the page is in the payload, as on the reader's page, but those behind a placeholder
      // (here the content stand-in has only the alert, so several are empty) and ads (static in a preview: a preview
      // must not request an ad).
      const standIn = (id: string) => html.includes(`class="pb-admin-placeholder" data-block-id="${id}"`);
      const islands = blocks.filter((b) => b.ships === 'island' && !standIn(b.id) && b.type !== 'ads').map((b) => ({ id: b.id, type: b.type }));
      expect(islands.map((b) => b.type)).toContain('navigation-header');
      expect(body).not.toContain('data-island="ads"');
      expect(body).toMatch(/data-block-id="ad-top"[^>]*data-block-type="ads"/);
      const payload = payloadOf(html);
      expect(payload.blocks.map((b: { id: string; type: string }) => ({ id: b.id, type: b.type }))).toEqual(islands);
      expect(payload.app.isAdmin).toBe(true);
      for (const b of islands) expect(body).toContain(`data-block-id="${b.id}" data-block-type="${b.type}"`);
      // Every block, island or not, is marked with its id and type.
      for (const b of blocks) expect(body, b.id).toMatch(new RegExp(`data-block-id="${b.id}"[^>]*data-block-type="${b.type}"`));
      // The islands entry and the editing aids: the one script more than the reader's page has.
      const scripts = moduleScripts(html);
      expect(scripts).toHaveLength(moduleScripts(reader).length + 1);
      expect(scripts.filter((s) => /admin-aids/.test(s))).toHaveLength(1);
    }
    expect(reader).not.toMatch(/admin-aids|data-block-type/);
  });

  it('Cookie lang=mi gives <html lang="mi">', async () => {
    const html = await (await fetch(`${base}/`, { headers: { cookie: 'lang=mi' } })).text();
    expect(html).toMatch(/^<!DOCTYPE html><html lang="mi">/);
    expect(payloadOf(html).phrases['alert-bar'].mi).toMatchObject({ close: 'Katia te pānui' });
  });

  it("the homepage's static blocks ship no JS: only islands (the alert-bar) and lazy blocks are in the payload", async () => {
    const blocks = await homepageBlocks(await (await fetch(`${base}/api/blocks`)).json());
    const html = await (await fetch(`${base}/`)).text();
    const payload = payloadOf(html);
    const shipped = payload.blocks.map((b: { id: string; type: string; mode: string }) => ({ id: b.id, type: b.type, ships: b.mode }));
    expect(shipped).toEqual(expect.arrayContaining(blocks.filter((b) => b.ships !== 'none')));
    expect(shipped).toHaveLength(blocks.filter((b) => b.ships !== 'none').length);
    expect(shipped.filter((b: { ships: string }) => b.ships === 'island').map((b: { type: string }) => b.type)).toContain('alert-bar');
    for (const lazy of blocks.filter((b) => b.ships === 'lazy')) expect(html).toContain(`<div data-lazy="${lazy.type}" data-block-id="${lazy.id}"></div>`);
    // Phrases only of blocks that ship; one module script (the islands entry).
    expect(Object.keys(payload.phrases).every((type) => blocks.some((b) => b.type === type && b.ships !== 'none'))).toBe(true);
    expect(moduleScripts(html)).toHaveLength(1);
  });

  it('no unexpected errors were logged while serving', () => {
    expect(errors).toEqual([]);
  });

  describe('a page config of static blocks only', () => {
    let tmpRoot: string;
    let staticServer: Server;
    let staticBase: string;
    let closeStatic: () => Promise<void>;
    const staticErrors: string[] = [];

    beforeAll(async () => {
      // app.ts reads dist/ and public/ and page-configs/ under its root: link the first two, write the third.
      tmpRoot = await mkdtemp(path.join(tmpdir(), 'pb-root-'));
      await symlink(path.join(root, 'dist'), path.join(tmpRoot, 'dist'));
      await symlink(path.join(root, 'public'), path.join(tmpRoot, 'public'));
      await symlink(path.join(root, 'node_modules'), path.join(tmpRoot, 'node_modules'));
      await cp(path.join(root, 'page-configs/sites'), path.join(tmpRoot, 'page-configs/sites'), { recursive: true });
      await writeConfigFiles(path.join(tmpRoot, 'page-configs'), {
        'pages/teaomarama/static.json': {
          uri: '/',
          layout: 'right-rail',
          sections: {
            main: [
              { type: 'html-box', customFields: { HTML: '<p>Static only</p>' } },
              { type: 'single', children: [{ type: 'divider' }, { type: 'html-box', customFields: { HTML: '<p>In a chain</p>' } }] },
            ],
          },
        },
      });
      ({ server: staticServer, base: staticBase, closeApp: closeStatic } = await startApp(tmpRoot, 'http://127.0.0.1:9/arc', staticErrors));
    });
    afterAll(async () => {
      await close(staticServer);
      await closeStatic?.();
      await rm(tmpRoot, { recursive: true, force: true });
    });

    it('ships no <script type="module"> and no island payload', async () => {
      const res = await fetch(`${staticBase}/`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('<p>Static only</p>');
      expect(html).toContain('<p>In a chain</p>');
      expect(moduleScripts(html)).toEqual([]);
      expect(html).not.toContain('__pb_islands');
      expect(html).not.toMatch(/<script/);
      expect(staticErrors).toEqual([]);
    });
  });
});
