// The Content-Security-Policy over real HTTP, on every page type of the sample site: a fresh nonce per response,
// that nonce on every script the page writes, and third-party origins only where a site's configuration puts them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from './browser/browser.ts';
import { AD_SERVICE_ORIGINS } from '../common/ads/index.ts';
import { PROVIDER_ORIGINS } from '../blocks/recommendation-widget/widget.ts';

const EDITOR_TOKEN = 'csp-test-editor-token';
const DECLARED_IMAGES = 'https://images.example.org';

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  // One site (teaomarama) turns on the ad and recommendation scripts and declares an image host; the others stay as shipped.
  server = await startServer({
    editorToken: EDITOR_TOKEN,
    sampleConfigs: {
      siteProperties: {
        loadAdScripts: true,
        loadRecommendationScript: true,
        recommendationPublisherId: 'kupu-test',
        contentSecurityPolicy: { 'img-src': [DECLARED_IMAGES] },
      },
    },
  });
});
afterAll(async () => {
  await server?.stop();
});

const get = (p: string, init?: RequestInit) => fetch(`${server.base}${p}`, init);
const firstUrl = async (type: string, site = 'teaomarama') => {
  const found = await (await get(`/arc/content/v4/search/published?website=${site}&q=type:${type}&size=1`)).json();
  return found.content_elements[0] as { websites: Record<string, { website_url: string }>; taxonomy: { tags: Array<{ slug: string }> } };
};

/** The policy's directives by name, each with its sources. */
function directives(header: string | null): Map<string, string[]> {
  expect(header, 'a Content-Security-Policy header').toBeTruthy();
  return new Map(header!.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...sources]) => [name, sources]));
}

function nonceOf(header: string | null): string {
  const script = directives(header).get('script-src')!;
  const nonces = script.filter((s) => s.startsWith("'nonce-"));
  expect(nonces).toHaveLength(1);
  return nonces[0].slice("'nonce-".length, -1);
}

/** Every script element and every script preload in the HTML, as written. */
const scriptTags = (html: string) => [...html.matchAll(/<script\b[^>]*>/gi)].map((m) => m[0]);
const scriptPreloads = (html: string) => [...html.matchAll(/<link\b[^>]*rel="(?:modulepreload|preload)"[^>]*>/gi)].map((m) => m[0]).filter((t) => /rel="modulepreload"|as="script"/.test(t));

/** Each script-like tag carries exactly the header's nonce; none carries another. */
function expectEveryScriptNonced(html: string, nonce: string, label: string) {
  for (const tag of [...scriptTags(html), ...scriptPreloads(html)]) {
    const attrs = [...tag.matchAll(/\snonce="([^"]*)"/g)].map((m) => m[1]);
    expect(attrs, `${label}: ${tag}`).toEqual([nonce]);
  }
}

const pages: Array<{ name: string; path: () => Promise<string>; status: number; init?: RequestInit }> = [
  { name: 'homepage', path: async () => '/', status: 200 },
  { name: 'article', path: async () => (await firstUrl('story')).websites.teaomarama.website_url, status: 200 },
  { name: 'section', path: async () => '/news/', status: 200 },
  { name: 'tag', path: async () => `/tags/${(await firstUrl('story')).taxonomy.tags[0].slug}/`, status: 200 },
  { name: 'search', path: async () => '/search/waka/', status: 200 },
  { name: 'video', path: async () => (await firstUrl('video')).websites.teaomarama.website_url, status: 200 },
  { name: 'gallery', path: async () => (await firstUrl('gallery')).websites.teaomarama.website_url, status: 200 },
  { name: 'not-found', path: async () => '/no-such-section/', status: 404 },
  { name: 'admin mode', path: async () => '/?isAdmin=true', status: 200, init: { headers: { authorization: `Bearer ${EDITOR_TOKEN}` } } },
  { name: 'another site (te-rito) homepage', path: async () => '/?_website=te-rito', status: 200 },
];

describe('Content-Security-Policy on every page type', () => {
  for (const page of pages) {
    it(`${page.name}: two responses get different nonces, and every script and script preload carries exactly its own response's nonce`, async () => {
      const p = await page.path();
      const [a, b] = await Promise.all([get(p, page.init), get(p, page.init)]);
      expect([a.status, b.status]).toEqual([page.status, page.status]);
      const [nonceA, nonceB] = [nonceOf(a.headers.get('content-security-policy')), nonceOf(b.headers.get('content-security-policy'))];
      expect(nonceA).not.toBe(nonceB);
      // 128 random bits, base64.
      expect(nonceA).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      for (const [res, nonce] of [[a, nonceA], [b, nonceB]] as const) {
        const html = await res.text();
        expectEveryScriptNonced(html, nonce, page.name);
        // Vite's preload helper reads the nonce from here for the island chunks it preloads.
        if (scriptTags(html).length) expect(html).toContain(`<meta property="csp-nonce" content="" nonce="${nonce}"/>`);
      }
    });
  }

  it('pages with islands do ship scripts (so the check above is not vacuous): payload and client entry, both nonced', async () => {
    const res = await get('/');
    const nonce = nonceOf(res.headers.get('content-security-policy'));
    const tags = scriptTags(await res.text());
    expect(tags.some((t) => t.includes('id="__pb_islands"') && t.includes(`nonce="${nonce}"`))).toBe(true);
    expect(tags.some((t) => t.includes('type="module"') && t.includes(`nonce="${nonce}"`))).toBe(true);
  });

  it('scripts are strict (nonce, strict-dynamic, fallbacks for old browsers only); plugins, base and form targets, framing and styles are fixed', async () => {
    const policy = directives((await get('/?_website=te-rito')).headers.get('content-security-policy'));
    expect(policy.get('script-src')!.slice(1)).toEqual(["'strict-dynamic'", 'https:', "'unsafe-inline'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('font-src')).toEqual(["'self'"]);
    // A site that enables no integration and declares nothing gets no third-party origin anywhere.
    expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('frame-src')).toEqual(["'self'"]);
  });

  it("a site's enabled ad and recommendation scripts and its declared image host join that site's policy, and only where they are needed", async () => {
    const policy = directives((await get('/')).headers.get('content-security-policy'));
    for (const directive of ['connect-src', 'img-src', 'frame-src']) {
      expect(policy.get(directive), directive).toEqual(expect.arrayContaining([...AD_SERVICE_ORIGINS, ...PROVIDER_ORIGINS]));
    }
    expect(policy.get('img-src')).toContain(DECLARED_IMAGES);
    expect(policy.get('connect-src')).not.toContain(DECLARED_IMAGES);
    // Scripts are never opened by configuration: the loaders run on the nonce.
    expect(policy.get('script-src')!.slice(1)).toEqual(["'strict-dynamic'", 'https:', "'unsafe-inline'"]);
  });

  it("the recommendation widget's command queue and the provider's loader carry the page's nonce", async () => {
    const res = await get((await firstUrl('story')).websites.teaomarama.website_url);
    const nonce = nonceOf(res.headers.get('content-security-policy'));
    const html = await res.text();
    expect(html).toContain(`<script nonce="${nonce}">window._taboola=`);
    const loader = scriptTags(html).find((t) => t.includes('id="tb_loader_script"'));
    expect(loader).toContain(`nonce="${nonce}"`);
    expect(loader).toContain('src="https://cdn.taboola.com/libtrc/kupu-test/loader.js"');
  });

  it('JSON answers, assets and refusals carry the policy too, each with a nonce of its own', async () => {
    const answers = await Promise.all([get('/api/blocks'), get('/healthz'), get('/static/brand/logo.svg'), get('/?isAdmin=maybe'), get('/', { method: 'POST' })]);
    const nonces = answers.map((r) => nonceOf(r.headers.get('content-security-policy')));
    expect(new Set(nonces).size).toBe(nonces.length);
    expect(answers[3].status).toBe(400);
    expect(answers[4].status).toBe(405);
  });
});
