// The sample site over real HTTP: every page a reader can reach from the site's own links answers, is titled and
// addressed in the reader's language, and every block and page type of the reader spec can be seen somewhere.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { discoverRegistry } from '../engine/discover.ts';
import { root, sharedServerSuite } from './browser/browser.ts';

const suite = sharedServerSuite();

const get = (p: string, cookie = '') => fetch(`${suite.server.base}${p}`, { headers: cookie ? { cookie } : {} });
const page = async (p: string, cookie = '') => {
  const res = await get(p, cookie);
  return { status: res.status, html: await res.text() };
};
const arc = async (p: string) => (await get(`/arc${p}`)).json();
const htmlLang = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"\/>/.exec(html)?.[1];

const SITES = {
  teaomarama: { name: 'Te Ao Mārama', domain: 'http://localhost:3000' },
  'public-interest-journalism': { name: 'Public Interest Journalism', domain: 'http://public-interest-journalism.localhost:3000' },
  'te-rito': { name: 'Te Rito', domain: 'http://te-rito.localhost:3000' },
  'local-democracy-reporting': { name: 'Local Democracy Reporting', domain: 'http://local-democracy-reporting.localhost:3000' },
  'open-justice': { name: 'Open Justice', domain: 'http://open-justice.localhost:3000' },
};
const siteQuery = (site: string) => (site === 'teaomarama' ? '' : `?_website=${site}`);

describe('about and contact pages the footer links to', () => {
  const pages = [
    { uri: '/about/', en: 'About us', mi: 'Mō mātou' },
    { uri: '/contact/', en: 'Contact us', mi: 'Whakapā mai' },
  ];

  it('answer 200 on every site in the language of the lang cookie: <html lang>, title and heading in that language, canonical on the site domain', async () => {
    for (const [site, { name, domain }] of Object.entries(SITES)) {
      // The footer of every site links here: check it does, so a renamed page cannot leave the footer pointing at a 404.
      const home = await page(`/${siteQuery(site)}`);
      for (const p of pages) {
        expect(home.html, `${site} footer`).toContain(`href="${p.uri}"`);
        const en = await page(`${p.uri}${siteQuery(site)}`);
        expect(en.status, `${site} ${p.uri}`).toBe(200);
        expect(htmlLang(en.html)).toBe('en');
        expect(title(en.html)).toBe(`${p.en} – ${name}`);
        expect(en.html).toContain(`<h1 class="page-heading">${p.en}</h1>`);
        expect(en.html).not.toContain(`<h1 class="page-heading">${p.mi}</h1>`);
        expect(canonical(en.html)).toBe(`${domain}${p.uri}`);

        const mi = await page(`${p.uri}${siteQuery(site)}`, 'lang=mi');
        expect(mi.status).toBe(200);
        expect(htmlLang(mi.html)).toBe('mi');
        expect(title(mi.html)).toBe(`${p.mi} – ${name}`);
        expect(mi.html).toContain(`<h1 class="page-heading">${p.mi}</h1>`);
        expect(mi.html).not.toContain(`<h1 class="page-heading">${p.en}</h1>`);
      }
    }
  });

  it('every link in the footer of every site answers 200, in both languages', async () => {
    for (const site of Object.keys(SITES)) {
      const footer = /<footer[\s\S]*<\/footer>/.exec((await page(`/${siteQuery(site)}`)).html)?.[0] ?? '';
      // Addresses on the site itself; mail and other sites' addresses are not ours to answer.
      const links = [...new Set([...footer.matchAll(/href="(\/[^"]*)"/g)].map((m) => m[1].replace(/&amp;/g, '&')))];
      expect(links, `${site} footer links`).toEqual(expect.arrayContaining(['/careers/', '/complaints/', '/privacy/', '/terms/', '/cookies/']));
      for (const link of links) {
        const join = link.includes('?') ? '&' : '?';
        const uri = site === 'teaomarama' ? link : `${link}${join}_website=${site}`;
        expect((await page(uri)).status, `${site} ${link}`).toBe(200);
        expect((await page(uri, 'lang=mi')).status, `${site} ${link} (mi)`).toBe(200);
      }
    }
  }, 90_000); // about a hundred page renders: on a loaded two-core machine more than the default 30 s

  it('the footer pages are titled and headed in the reader language', async () => {
    const en = await page('/privacy/?_website=te-rito');
    expect(title(en.html)).toBe('Privacy – Te Rito');
    expect(en.html).toContain('<h1 class="page-heading">Privacy</h1>');
    expect(canonical(en.html)).toBe('http://te-rito.localhost:3000/privacy/');
    const mi = await page('/terms/', 'lang=mi');
    expect(title(mi.html)).toBe('Ngā ture whakamahi – Te Ao Mārama');
    expect(mi.html).toContain('<h1 class="page-heading">Ngā ture whakamahi</h1>');
    expect(mi.html).not.toContain('<h1 class="page-heading">Terms of use</h1>');
  });

  it('each site describes itself on its about page', async () => {
    expect((await page('/about/?_website=open-justice')).html).toContain('reports from the courts');
    expect((await page('/about/?_website=open-justice', 'lang=mi')).html).toContain('i ngā kōti o ia rohe');
    expect((await page('/about/')).html).toContain('independent news service for Aotearoa');
  });
});

describe('not-found page', () => {
  it('is a 404 titled in the reader language, with its message in that language only', async () => {
    for (const [site, { name }] of Object.entries(SITES)) {
      const en = await page(`/no-such-section/${siteQuery(site)}`);
      expect(en.status, site).toBe(404);
      expect(title(en.html)).toBe(`Page not found – ${name}`);
      expect(en.html).toContain('<h1>Page not found</h1>');
      expect(en.html).not.toContain('<h1>Kāore i kitea te whārangi</h1>');
      const mi = await page(`/no-such-section/${siteQuery(site)}`, 'lang=mi');
      expect(mi.status).toBe(404);
      expect(htmlLang(mi.html)).toBe('mi');
      expect(title(mi.html)).toBe(`Kāore i kitea te whārangi – ${name}`);
      expect(mi.html).toContain('<h1>Kāore i kitea te whārangi</h1>');
      expect(mi.html).not.toContain('<h1>Page not found</h1>');
    }
  });

  it('has no canonical address (a missing page must not claim one)', async () => {
    expect(canonical((await page('/no-such-section/')).html)).toBeUndefined();
  });
});

describe('listing pages /latest/, /video/ and /archive/', () => {
  const listings = [
    { uri: '/latest/', en: 'Latest stories', mi: 'Ngā kōrero hou' },
    { uri: '/video/', en: 'Videos', mi: 'Ngā ataata' },
    { uri: '/archive/', en: 'Archive', mi: 'Pūranga' },
  ];

  it('have their own canonical address and a page title in the reader language, not just the site name', async () => {
    for (const l of listings) {
      const en = await page(l.uri);
      expect(en.status, l.uri).toBe(200);
      expect(canonical(en.html)).toBe(`http://localhost:3000${l.uri}`);
      expect(title(en.html)).toBe(`${l.en} - Te Ao Mārama`);
      const mi = await page(l.uri, 'lang=mi');
      expect(title(mi.html)).toBe(`${l.mi} - Te Ao Mārama`);
      // A Māori reader's page is the Māori address's: its canonical is that address.
      expect(canonical(mi.html)).toBe(`http://localhost:3000/mi${l.uri}`);
    }
  });

  it('a query string does not change the canonical address of a listing', async () => {
    expect(canonical((await page('/latest/?utm_source=newsletter')).html)).toBe('http://localhost:3000/latest/');
  });
});

describe('page types of the spec on the sample site', () => {
  it('search-widget: /search/ has a search box and section links, is titled Search (Rapu in Māori) and is its own canonical, query kept', async () => {
    const en = await page('/search/');
    expect(en.status).toBe(200);
    expect(title(en.html)).toBe('Search - Te Ao Mārama');
    expect(en.html).toContain('class="search-box');
    expect(en.html).toContain('class="links-bar');
    expect(canonical(en.html)).toBe('http://localhost:3000/search/');
    expect(canonical((await page('/search/?query=waka')).html)).toBe('http://localhost:3000/search/?query=waka');
    expect(title((await page('/search/', 'lang=mi')).html)).toBe('Rapu - Te Ao Mārama');
    // Readers find it from the not-found page.
    expect((await page('/no-such-section/')).html).toContain('href="/search/"');
  });

  it('sponsored landing: a sponsored story is served under /sponsored/ with noindex, nofollow, no social site tags and a disclosure', async () => {
    const stories = (await arc('/content/v4/search/published?website=teaomarama&q=type:story&size=100')).content_elements;
    const sponsored = stories.find((s: any) => s.owner?.sponsored);
    expect(sponsored, 'the sample corpus has a sponsored story among the newest 100').toBeDefined();
    const url = sponsored.websites.teaomarama.website_url;
    expect(url).toMatch(/^\/sponsored\//);
    const { status, html } = await page(url);
    expect(status).toBe(200);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).not.toContain('og:site_name');
    expect(html).not.toContain('twitter:site');
    expect(canonical(html)).toBe(`http://localhost:3000${url}`);
    expect(html).toContain('Sponsored content.');
    expect((await page(url, 'lang=mi')).html).toContain('He kōrero tautoko.');
    // An ordinary story is not a sponsored landing.
    const plain = stories.find((s: any) => !s.owner?.sponsored);
    expect((await page(plain.websites.teaomarama.website_url)).html).toContain('<meta name="robots" content="noarchive"/>');
  });

  it('video: the details list the video\'s related articles, linked through /pf/ with the site', async () => {
    const videos = (await arc('/content/v4/search/published?website=teaomarama&q=type:video&size=5')).content_elements;
    const video = videos.find((v: any) => v.subtype !== 'live' && v.related_content?.basic?.length);
    expect(video, 'a sample video with related articles').toBeDefined();
    const en = (await page(video.websites.teaomarama.website_url)).html;
    expect(en).toContain('Related Articles');
    const first = video.related_content.basic[0];
    expect(en).toContain(`/pf${first.canonical_url}?_website=teaomarama`);
    expect((await page(video.websites.teaomarama.website_url, 'lang=mi')).html).toContain('Korero Hangai');
  });

  it('article: the reporter profile of the first author with the latest from them', async () => {
    const stories = (await arc('/content/v4/search/published?website=teaomarama&q=type:story&size=20')).content_elements;
    const story = stories.find((s: any) => s.credits?.by?.length && !s.owner?.sponsored);
    const html = (await page(story.websites.teaomarama.website_url)).html;
    expect(html).toContain('class="reporter-profile"');
    const author = story.credits.by[0];
    expect(html).toContain(`LATEST FROM ${String(author.byline ?? author.name).toUpperCase()}`);
  });

  it('homepage: section heroes whose header links to its section', async () => {
    expect((await page('/')).html).toMatch(/<a class="section-heroes__title-link" href="\/kapa-haka\/">Kapa Haka/);
  });

  it('about and contact show the masthead, a header-nav chain with a links bar and a search box, list chains, manual promos and the site about text', async () => {
    const about = (await page('/about/')).html;
    for (const marker of ['class="masthead"', 'class="header-nav"', 'class="links-bar', 'class="search-box', 'class="chain-unordered-list',
      'class="small-manual-promo', 'class="extra-large-manual-promo', 'class="section-about']) {
      expect(about, marker).toContain(marker);
    }
    expect((await page('/about/', 'lang=mi')).html).toContain('Ngā kōrero o Aotearoa, i te reo Pākehā me te reo Māori');
    const contact = (await page('/contact/')).html;
    for (const marker of ['class="chain-single', 'class="chain-ordered-list', 'class="links-bar']) expect(contact, marker).toContain(marker);
    expect((await page('/search/')).html).toContain('class="chain-div');
  });

  it('every block, chain and layout the project registers is used by some sample page or template', () => {
    const dir = path.join(root, 'page-configs');
    const used = new Set<string>();
    const walk = (node: any) => {
      if (Array.isArray(node)) return node.forEach(walk);
      if (!node || typeof node !== 'object') return;
      if (typeof node.type === 'string') used.add(node.type);
      if (typeof node.layout === 'string') used.add(node.layout);
      Object.values(node).forEach(walk);
    };
    const folders = ['shared/templates', ...['pages', 'templates'].flatMap((kind) => readdirSync(path.join(dir, kind)).map((site) => `${kind}/${site}`))];
    for (const folder of folders) {
      for (const file of readdirSync(path.join(dir, folder))) walk(JSON.parse(readFileSync(path.join(dir, folder, file), 'utf8')));
    }
    const unused = [...discoverRegistry().blocks.keys()].filter((name) => !used.has(name));
    expect(unused).toEqual([]);
  });
});

describe('alert bar dismissal decided on the server', () => {
  const breaking = async () => {
    const collection = await arc('/content/v4/collections?website=teaomarama&content_alias=alert-bar');
    return collection.content_elements[0].headlines.basic as string;
  };

  it('with the dismissal cookie holding the current headline the alert is not in the HTML; without it, or with an older headline, it is', async () => {
    const headline = await breaking();
    const shown = (await page('/')).html;
    expect(shown).toContain('class="alert-bar"');
    const dismissed = (await page('/', `alert-bar-dismissed=${encodeURIComponent(headline)}`)).html;
    expect(dismissed).not.toContain('class="alert-bar"');
    // The island is still there, so the browser can show a newer alert when it refreshes.
    expect(dismissed).toContain('data-island="alert-bar"');
    expect((await page('/', `lang=mi; alert-bar-dismissed=${encodeURIComponent('An older alert')}`)).html).toContain('class="alert-bar"');
  });

  it('request cookies never reach the island payload (they may be session or editor tokens)', async () => {
    const html = (await page('/', 'editor_token=very-secret-token; session=abc123secret')).html;
    expect(html).toContain('id="__pb_islands"');
    expect(html).not.toContain('very-secret-token');
    expect(html).not.toContain('abc123secret');
  });
});
