import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '../../tests/fixtures/configs.ts';
import { serveHandler } from '../../tests/fixtures/handler.ts';
import { payloadOf, textOf } from '../../tests/fixtures/render.ts';

const CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
const story = (id: string) => ({ type: 'story', customFields: { story: { contentService: 'test-story', contentConfigValues: { id } } } });

describe('handler: route -> content -> render over HTTP', () => {
  let served: Awaited<ReturnType<typeof serveHandler>>;
  let base: string;
  let logged: string[];

  beforeAll(async () => {
    served = await serveHandler({
      'sites/test.json': site('test', { default: true }),
      'sites/bare.json': site('bare'),
      'pages/test/home.json': { uri: '/', layout: 'test-layout', sections: { main: [story('home'), { type: 'toggle' }] } },
      'templates/test/article.json': { layout: 'test-layout', sections: { main: [{ type: 'text', customFields: { text: 'article body' } }, story('related')] } },
      'templates/test/not-found.json': { layout: 'test-layout', sections: { main: [{ type: 'text', customFields: { text: 'custom not found' } }] } },
      'resolvers/test.json': { resolvers: [{ name: 'article', pattern: '^/a/(?<id>[^/]+)/$', template: 'article', content: { source: 'test-story', query: { id: '{id}' } } }] },
    }, { editorToken: 'tok', htmlCacheControl: CACHE_CONTROL });
    ({ base, logged } = served);
    expect(served.configs.errors).toEqual([]);
  });
  afterAll(async () => {
    await served.close();
  });

  it('a page: 200, CDN-cacheable HTML varying on Cookie, with its planned content rendered', async () => {
    const res = await fetch(`${base}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe(CACHE_CONTROL);
    expect(res.headers.get('vary')).toBe('Cookie');
    const html = await res.text();
    expect(html).toContain('<h3 class="story">Headline home</h3>');
    expect(payloadOf(html)).toBeUndefined();
  });

  it('admin (with the editor token): placeholders shown and the page is never cached', async () => {
    const res = await fetch(`${base}/?isAdmin=true`, { headers: { authorization: 'Bearer tok' } });
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(await res.text()).toContain('toggle off');
  });

  it('a resolver: the template renders with the global content filled from the URL', async () => {
    const res = await fetch(`${base}/a/x1/`);
    expect(res.status).toBe(200);
    expect(textOf(await res.text())).toBe('article body Headline related');
  });

  it("a resolved URL whose global content does not exist is a 404 with the site's not-found template", async () => {
    const res = await fetch(`${base}/a/missing/`);
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(textOf(await res.text())).toBe('custom not found');
  });

  it('no route: 404 (a plain page when the site has no not-found template)', async () => {
    expect((await fetch(`${base}/nothing/here`)).status).toBe(404);
    const res = await fetch(`${base}/nothing/here?_website=bare`);
    expect(res.status).toBe(404);
    expect(textOf(await res.text())).toContain('Nothing lives at /nothing/here.');
  });

  it('a malformed request: 400 HTML naming the problem, escaped, with no stack trace', async () => {
    const res = await fetch(`${base}/?isAdmin=%3Cb%3E`);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('isAdmin must be true or false, got &#34;&#60;b&#62;&#34;');
    expect(html).not.toMatch(/\bat .*\.ts:\d+/);
  });

  describe('GET /api/content/:source', () => {
    const get = async (path: string) => {
      const res = await fetch(`${base}${path}`);
      return { status: res.status, type: res.headers.get('content-type'), body: await res.json() };
    };

    it('answers the source through the cache, query coerced', async () => {
      const r = await get(`/api/content/test-echo?query=${encodeURIComponent('{"id":"q","n":"2"}')}`);
      expect(r).toEqual({ status: 200, type: 'application/json; charset=utf-8', body: { id: 'q', n: 2 } });
    });

    it('unknown source, query that is not JSON, bad params, unknown site: 400 JSON errors', async () => {
      expect(await get('/api/content/unknown')).toMatchObject({ status: 400, body: { error: 'unknown content source "unknown"' } });
      expect(await get('/api/content/test-echo?query=notjson')).toMatchObject({ status: 400, body: { error: 'query must be a JSON object, e.g. ?query={"size":10}' } });
      expect(await get('/api/content/test-echo?query=[1]')).toMatchObject({ status: 400, body: { error: 'query must be a JSON object' } });
      expect(await get(`/api/content/test-echo?query=${encodeURIComponent('{"id":"q","n":"x"}')}`)).toMatchObject({
        status: 400,
        body: { error: 'bad query for source "test-echo": n must be integer' },
      });
      expect(await get('/api/content/test-echo?_website=nope')).toMatchObject({ status: 400, body: { error: 'unknown site "nope" in _website' } });
      expect(await get(`/api/content/test-echo?query=${encodeURIComponent('{"id":"q","_select":"id"}')}`)).toMatchObject({
        status: 400,
        body: { error: 'bad query for source "test-echo": "_select" must be a list of field paths, e.g. ["_id", "headlines.basic"]' },
      });
    });

    it("a source rejecting its query (ContentError 400) is a 400 JSON error with the source's message", async () => {
      expect(await get(`/api/content/test-story?query=${encodeURIComponent('{"id":"bad"}')}`)).toMatchObject({ status: 400, body: { error: 'test-story: id "bad" is reserved' } });
    });

    it('content that does not exist: 404 JSON', async () => {
      expect(await get(`/api/content/test-story?query=${encodeURIComponent('{"id":"missing"}')}`)).toMatchObject({ status: 404, body: { error: 'no such story' } });
    });
  });
});

describe('handler: /api/content names its cache tags only in the headers the deployment chose', () => {
  it('with Surrogate-Key alone the answer carries no Cache-Tag; with none, neither (the value is the same)', async () => {
    const files = { 'sites/test.json': site('test', { default: true }) };
    const url = `/api/content/test-echo?query=${encodeURIComponent('{"id":"q"}')}`;
    for (const [cacheTagHeaders, expected] of [[['surrogate-key'], { 'surrogate-key': 'doc-q', 'cache-tag': null }], [[], { 'surrogate-key': null, 'cache-tag': null }]] as const) {
      const served = await serveHandler(files, { contentTags: (v) => [`doc-${(v as { id: string }).id}`], cacheTagHeaders });
      try {
        const res = await fetch(served.base + url);
        expect({ status: res.status, 'surrogate-key': res.headers.get('surrogate-key'), 'cache-tag': res.headers.get('cache-tag'), body: await res.json() }).toEqual({ status: 200, ...expected, body: { id: 'q' } });
      } finally {
        await served.close();
      }
    }
  });
});
