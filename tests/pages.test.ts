// The sample site over real HTTP: every page type is served from the sample content through the resolvers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedServer } from './browser/browser.ts';

let server: Awaited<ReturnType<typeof sharedServer>>;
beforeAll(async () => {
  server = await sharedServer();
});
afterAll(async () => {
  await server?.stop();
});

const get = (path: string, init?: RequestInit) => fetch(`${server.base}${path}`, init);
const arc = async (path: string) => (await get(`/arc${path}`)).json();

describe('sample site pages (resolvers -> templates -> global content)', () => {
  it('article URL /YYYY/MM/DD/slug/ resolves to the article template with the story as global content', async () => {
    const { content_elements: [story] } = await arc('/content/v4/search/published?website=teaomarama&q=type:story&size=1');
    const url = story.websites.teaomarama.website_url;
    expect(url).toMatch(/^\/\d{4}\/\d{2}\/\d{2}\/[a-z0-9-]+\/$/);
    const res = await get(url);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(escapeHtml(story.headlines.basic));
  });

  it('video and gallery URLs pick their own template by the content type', async () => {
    for (const type of ['video', 'gallery']) {
      const { content_elements: [item] } = await arc(`/content/v4/search/published?website=teaomarama&q=type:${type}&size=1`);
      const res = await get(item.websites.teaomarama.website_url);
      expect(res.status, type).toBe(200);
      expect(await res.text()).toContain(escapeHtml(item.headlines.basic));
    }
  });

  it('section, tag, author and search pages are served; unknown ones are 404', async () => {
    expect((await get('/news/')).status).toBe(200);
    expect((await get('/no-such-section/')).status).toBe(404);
    const { content_elements: [story] } = await arc('/content/v4/search/published?website=teaomarama&q=type:story&size=1');
    expect((await get(`/tags/${story.taxonomy.tags[0].slug}/`)).status).toBe(200);
    expect((await get('/tags/no-such-tag/')).status).toBe(404);
    expect((await get(story.credits.by[0].url)).status).toBe(200);
    expect((await get('/author/no-such-author/')).status).toBe(404);
    expect((await get('/search/kapa%20haka/')).status).toBe(200);
  });

  it('the four journalism programme sites are served (by ?_website=, or their hosts) with their own stories', async () => {
    const names = { 'public-interest-journalism': 'Public Interest Journalism', 'te-rito': 'Te Rito', 'local-democracy-reporting': 'Local Democracy Reporting', 'open-justice': 'Open Justice' };
    for (const [site, name] of Object.entries(names)) {
      const home = await get(`/?_website=${site}`);
      expect(home.status, site).toBe(200);
      expect(await home.text()).toContain(`<meta property="og:site_name" content="${name}"/>`);
      const { content_elements: [story] } = await arc(`/content/v4/search/published?website=${site}&q=type:story&size=1`);
      const page = await get(`${story.websites[site].website_url}?_website=${site}`);
      expect(page.status, site).toBe(200);
      expect(await page.text()).toContain(escapeHtml(story.headlines.basic));
    }
  });

  it('an article that does not exist is a 404 page, not an empty article', async () => {
    const res = await get('/2001/01/01/no-such-story/');
    expect(res.status).toBe(404);
  });

  it('images come through the resizer: signed URL 200 with long cache headers, bad auth 403', async () => {
    const { content_elements: [story] } = await arc('/content/v4/search/published?website=teaomarama&q=type:story&size=1');
    const image = story.promo_items.basic;
    const ok = await get(`/resizer/v2/${image._id}?auth=${image.auth['2']}&width=400&height=300`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toMatch(/^image\//);
    expect(ok.headers.get('cache-control')).toContain('max-age=31536000');
    expect((await get(`/resizer/v2/${image._id}?auth=bad&width=400`)).status).toBe(403);
    expect((await get(`/resizer/v2/${image._id}?auth=${image.auth['2']}&width=abc`)).status).toBe(400);
  });

  it('?outputType=amp: the same page with no client JavaScript, no ads (spec: ads render nothing on AMP) and the footer\'s light-background logo', async () => {
    const res = await get('/?outputType=amp');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<html lang="en" amp="">/);
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('id="__pb_islands"');
    expect(html).not.toContain('arcad_');
    expect(html).toContain('/static/brand/logo-light.svg');
    // The navigation header is one of the blocks hidden on AMP output; the default output has it. (In the body: the
    // page's inline CSS is made from its tree, which still holds the block.)
    const bodyOf = (page: string) => page.slice(page.indexOf('</head>'));
    expect(bodyOf(html)).not.toContain('navigation-header__bar');
    expect(bodyOf(await (await get('/')).text())).toContain('navigation-header__bar');
    expect((await get('/?outputType=rss')).status).toBe(400);
  });

  it('the sample video plays offline from a local file', async () => {
    const res = await get('/static/sample/sample.mp4');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('video/mp4');
  });
});

function escapeHtml(s: string) {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
}

describe('signatures are not handed out to the public', () => {
  const ID = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

  it('the browsers\' content endpoint refuses the signing and photo services (403); other sources still answer', async () => {
    const signing = await get(`/api/content/signing-service?query=${encodeURIComponent(JSON.stringify({ id: ID }))}`);
    expect(signing.status).toBe(403);
    expect(((await signing.json()) as { error: string }).error).toMatch(/only available to page renders/);
    const photo = await get(`/api/content/photo-service?query=${encodeURIComponent(JSON.stringify({ id: ID, websiteName: 'teaomarama' }))}`);
    expect(photo.status).toBe(403);
    expect((await get(`/api/content/site-service-hierarchy?query=${encodeURIComponent(JSON.stringify({ hierarchy: 'MainMenu' }))}`)).status).toBe(200);
  });

  it('the signing service itself answers 401 without the server\'s token, even with no ARC_ACCESS_TOKEN configured', async () => {
    expect((await get(`/arc/signing-service/v2/sign/resizer/2/?value=${ID}`)).status).toBe(401);
    expect((await get(`/arc/signing-service/v2/sign/resizer/2/?value=${ID}`, { headers: { authorization: 'Bearer guess' } })).status).toBe(401);
  });
});
