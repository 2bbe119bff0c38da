// An address per language over real HTTP on the sample site (issue 45): every page type has an English address
// (unprefixed) and a Māori one (/mi), each says its language, links both as hreflang alternates and names its own
// canonical; the news sitemap's Māori stories answer in Māori at the address it lists.
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { serverSuite, sharedServerSuite } from './browser/browser.ts';

const shared = sharedServerSuite();

const fetchOn = (base: string, path: string, cookie = '') => fetch(`${base}${path}`, { headers: cookie ? { cookie } : {} });
const get = (path: string, cookie = '') => fetchOn(shared.server.base, path, cookie);
const search = async (q: string) => {
  const { content_elements: [item] } = await (await get(`/arc/content/v4/search/published?website=teaomarama&q=${encodeURIComponent(q)}&size=1`)).json();
  return item;
};
const urlOf = (item: any): string => item.websites.teaomarama.website_url;

/** Every page type of the sample site, at its English (unprefixed) path. */
async function pageTypes(): Promise<Record<string, string>> {
  const story = await search('type:story');
  return {
    homepage: '/',
    article: urlOf(story),
    video: urlOf(await search('type:video')),
    gallery: urlOf(await search('type:gallery')),
    section: '/news/',
    tag: `/tags/${story.taxonomy.tags[0].slug}/`,
    author: story.credits.by[0].url,
    search: '/search/waka/',
  };
}

/** What a page says of its language and addresses. */
function languageOf(html: string) {
  // Attribute names are case-insensitive in HTML (React writes hreflang as hrefLang).
  const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
  const links = [...html.matchAll(/<link\b[^>]*>/g)].map((m) => m[0]);
  const metas = [...html.matchAll(/<meta\b[^>]*>/g)].map((m) => m[0]);
  const metaOf = (property: string) => metas.filter((m) => attr(m, 'property') === property).map((m) => attr(m, 'content'));
  return {
    htmlLang: /<html\b[^>]*\blang="([^"]*)"/.exec(html)?.[1],
    canonical: links.filter((l) => attr(l, 'rel') === 'canonical').map((l) => attr(l, 'href')),
    alternates: Object.fromEntries(links.filter((l) => attr(l, 'rel') === 'alternate' && attr(l, 'hreflang')).map((l) => [attr(l, 'hreflang'), attr(l, 'href')])),
    ogLocale: metaOf('og:locale'),
    ogLocaleAlternate: metaOf('og:locale:alternate'),
    ogUrl: metaOf('og:url')[0],
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
  };
}

/** A public address (the site's websiteDomain) asked of the test server. */
const local = (address: string) => new URL(address).pathname + new URL(address).search;

describe('an address per language, on every page type', () => {
  it('each page type answers in English unprefixed and in Māori under /mi (whatever the cookie), each with its lang, Content-Language, own canonical and og:locale', async () => {
    for (const [type, path] of Object.entries(await pageTypes())) {
      const english = await get(path);
      const maori = await get(`/mi${path}`, 'lang=en');
      expect(english.status, type).toBe(200);
      expect(maori.status, type).toBe(200);
      expect(english.headers.get('content-language'), type).toBe('en');
      expect(maori.headers.get('content-language'), type).toBe('mi');
      const en = languageOf(await english.text());
      const mi = languageOf(await maori.text());
      expect([en.htmlLang, mi.htmlLang], type).toEqual(['en', 'mi']);
      expect(en.canonical, type).toHaveLength(1);
      expect(mi.canonical, type).toHaveLength(1);
      expect(local(en.canonical[0]!), type).not.toMatch(/^\/mi(\/|$)/);
      expect(local(mi.canonical[0]!), type).toBe(`/mi${local(en.canonical[0]!)}`);
      expect(en.ogUrl, type).toBe(en.canonical[0]);
      expect(mi.ogUrl, type).toBe(mi.canonical[0]);
      expect([en.ogLocale, en.ogLocaleAlternate], type).toEqual([['en_NZ'], ['mi_NZ']]);
      expect([mi.ogLocale, mi.ogLocaleAlternate], type).toEqual([['mi_NZ'], ['en_NZ']]);
    }
  }, 120_000);

  it("each page's hreflang en, mi and x-default name the two canonicals, the same on both, and each answers in its language", async () => {
    for (const [type, path] of Object.entries(await pageTypes())) {
      const en = languageOf(await (await get(path)).text());
      const mi = languageOf(await (await get(`/mi${path}`)).text());
      expect(en.alternates, type).toEqual({ en: en.canonical[0], mi: mi.canonical[0], 'x-default': en.canonical[0] });
      expect(mi.alternates, type).toEqual(en.alternates);
      for (const lang of ['en', 'mi'] as const) {
        const res = await get(local(en.alternates[lang]!));
        expect(res.status, `${type} ${lang}`).toBe(200);
        expect(languageOf(await res.text()).htmlLang, `${type} ${lang}`).toBe(lang);
      }
    }
  }, 120_000);

  it('an unprefixed address is the lang cookie\'s language (default English), its canonical the address of that language', async () => {
    const path = (await pageTypes()).article;
    const res = await get(path, 'lang=mi');
    expect(res.headers.get('content-language')).toBe('mi');
    const mi = languageOf(await res.text());
    expect(mi.htmlLang).toBe('mi');
    expect(local(mi.canonical[0]!)).toBe(`/mi${path}`);
    expect(res.headers.get('vary')).toMatch(/\bcookie\b/i);
    expect(languageOf(await (await get(path, 'lang=fr')).text()).htmlLang).toBe('en');
    expect(languageOf(await (await get('/mi')).text()).htmlLang).toBe('mi');
  });

  it("the section page's title is in Māori on its Māori address", async () => {
    expect(languageOf(await (await get('/news/')).text()).title).toMatch(/^News - /);
    expect(languageOf(await (await get('/mi/news/')).text()).title).toMatch(/^Ngā Kōrero - /);
  });
});

describe("a story's own language", () => {
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false, isArray: (name) => ['url', 'xhtml:link'].includes(name) });

  it("the news sitemap lists each Māori story at its /mi address, with both languages' alternates, and it answers there in Māori", async () => {
    const doc = parser.parse(await (await get('/sitemap-news.xml')).text());
    const urls: any[] = doc.urlset.url;
    const maori = urls.filter((u) => u['news:news']['news:publication']['news:language'] === 'mi');
    expect(maori.length).toBeGreaterThan(0);
    for (const url of urls) {
      const path = local(url.loc);
      const language = url['news:news']['news:publication']['news:language'];
      expect(/^\/mi\//.test(path), path).toBe(language === 'mi');
      const links = Object.fromEntries(url['xhtml:link'].map((l: any) => [l['@hreflang'], l['@href']]));
      const english = path.replace(/^\/mi\//, '/');
      expect(Object.fromEntries(Object.entries(links).map(([k, v]) => [k, local(v as string)])), path).toEqual({ en: english, mi: `/mi${english}`, 'x-default': english });
    }
    for (const url of maori) {
      const res = await get(local(url.loc));
      expect(res.status, url.loc).toBe(200);
      const html = await res.text();
      expect(languageOf(html).htmlLang, url.loc).toBe('mi');
      expect(html, url.loc).toContain(`<h1 class="headline">${escapeHtml(url['news:news']['news:title'])}</h1>`);
    }
  }, 120_000);

  it('a story in the other language than the page carries its own lang on its headline and body; in its own language it needs none', async () => {
    const doc = parser.parse(await (await get('/sitemap-news.xml')).text());
    const story = (doc.urlset.url as any[]).find((u) => u['news:news']['news:publication']['news:language'] === 'mi');
    const path = local(story.loc).replace(/^\/mi\//, '/');
    const english = await (await get(path)).text();
    expect(languageOf(english).htmlLang).toBe('en');
    expect(english).toMatch(/<h1 class="headline" lang="mi">/);
    expect(english).toMatch(/<div class="article-body" lang="mi">/);
    const maori = await (await get(`/mi${path}`)).text();
    expect(maori).toMatch(/<h1 class="headline">/);
    expect(maori).toMatch(/<div class="article-body">/);
    const englishStory = urlOf(await search('type:story AND language:en'));
    expect(await (await get(`/mi${englishStory}`)).text()).toMatch(/<h1 class="headline" lang="en">/);
  });

  it('a Māori video and gallery carry lang="mi" on their text when read in English', async () => {
    for (const type of ['video', 'gallery']) {
      const item = await search(`type:${type} AND language:mi`);
      expect(item, type).toBeDefined();
      const html = await (await get(urlOf(item))).text();
      expect(html, type).toMatch(/<(h1|figcaption|figure)\b[^>]*\blang="mi"/);
    }
  });
});

describe('the sitemaps list every address with its alternates', () => {
  it("a month's sitemap lists each item at its English and Māori address, each entry naming both and x-default", async () => {
    const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false, isArray: (name) => ['url', 'sitemap', 'xhtml:link'].includes(name) });
    const index = parser.parse(await (await get('/sitemap.xml')).text());
    const month = index.sitemapindex.sitemap.map((s: any) => s.loc).find((l: string) => /\/sitemap\/\d{4}-\d{2}\.xml$/.test(l));
    const body = await (await get(local(month))).text();
    expect(body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const urls: any[] = parser.parse(body).urlset.url;
    const locs = new Set(urls.map((u) => local(u.loc)));
    for (const url of urls) {
      const links = Object.fromEntries(url['xhtml:link'].map((l: any) => [l['@hreflang'], local(l['@href'])]));
      expect(locs.has(links.en), url.loc).toBe(true);
      expect(locs.has(links.mi), url.loc).toBe(true);
      expect(links.mi).toBe(`/mi${links.en}`);
      expect(links['x-default']).toBe(links.en);
      expect([links.en, links.mi]).toContain(local(url.loc));
    }
  });
});

describe("the reader's language choice (the header switch's ?lang= links)", () => {
  it('keeps the choice in the lang cookie and sends the reader on, uncached, to the address in that language', async () => {
    for (const [asked, location, lang] of [['/news/?lang=mi', '/mi/news/', 'mi'], ['/mi/news/?lang=en', '/news/', 'en'], ['/search/waka/?page=2&lang=mi', '/mi/search/waka/?page=2', 'mi']]) {
      const res = await fetch(`${shared.server.base}${asked}`, { redirect: 'manual' });
      expect(res.status, asked).toBe(303);
      expect(res.headers.get('location'), asked).toBe(location);
      expect(res.headers.get('set-cookie'), asked).toBe(`lang=${lang}; Path=/; Max-Age=31536000; SameSite=Strict`);
      expect(res.headers.get('cache-control'), asked).toBe('no-store');
    }
  });

  it('a language the site lacks is a 400 that names the languages, and no cookie is set', async () => {
    const res = await get('/news/?lang=fr');
    expect(res.status).toBe(400);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await res.text()).toContain('query parameter &#34;lang&#34; must be one of en, mi once; got &#34;fr&#34;');
  });

  it('never redirects to another host, however the address is spelt', async () => {
    for (const asked of ['//evil.example/?lang=mi', '/.//evil.example/?lang=en', '/%2F%2Fevil.example/?lang=mi']) {
      const res = await fetch(`${shared.server.base}${asked}`, { redirect: 'manual' });
      expect(new URL(res.headers.get('location') ?? '/', shared.server.base).host, asked).toBe(new URL(shared.server.base).host);
    }
  });
});

describe('caches never hold a page under the wrong language', () => {
  const cached = serverSuite({ htmlMicrocache: { seconds: 60 } });
  const lang = async (path: string, cookie = '') => languageOf(await (await fetchOn(cached.server.base, path, cookie)).text()).htmlLang;

  it('with the HTML micro-cache on, each address keeps its language whichever cookie asked first', async () => {
    expect(await lang('/mi/news/', 'lang=en')).toBe('mi');
    expect(await lang('/news/')).toBe('en');
    expect(await lang('/news/', 'lang=mi')).toBe('mi');
    expect(await lang('/mi/news/')).toBe('mi');
    expect(await lang('/news/', 'lang=en')).toBe('en');
    expect(await lang('/politics/', 'lang=mi')).toBe('mi');
    expect(await lang('/politics/')).toBe('en');
    expect(await lang('/mi/politics/', 'lang=en')).toBe('mi');
  });

  it('every page response varies on Cookie (the unprefixed language is the cookie\'s) and names its Content-Language', async () => {
    for (const path of ['/news/', '/mi/news/']) {
      const res = await fetchOn(cached.server.base, path);
      expect(res.headers.get('vary'), path).toMatch(/\bcookie\b/i);
      expect(res.headers.get('content-language'), path).toBe(path.startsWith('/mi/') ? 'mi' : 'en');
    }
  });
});

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
