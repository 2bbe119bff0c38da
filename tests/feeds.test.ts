// RSS feeds, sitemaps and robots.txt over real HTTP, on the sample content, with public origins from the environment.
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../engine/server/app.ts';
import { MemoryContentCache } from '../engine/content/cache-memory.ts';
import { publicOrigins } from '../feeds/public-origin.ts';
import { root, startServer } from './browser/browser.ts';
import { siteSetup } from '../common/site-setup.ts';

const ENV = { PUBLIC_ORIGIN: 'https://www.teaomarama.example', PUBLIC_ORIGIN_TE_RITO: 'https://te-rito.example' };
const HOME = 'https://www.teaomarama.example';
const TE_RITO = 'https://te-rito.example';
const RSS = '/arc/outboundfeeds/rss/';
/** The public origin of each site as this deployment configures it (the two above, the rest as stored). */
const ORIGINS: Record<string, string> = {
  [HOME]: 'teaomarama',
  [TE_RITO]: 'te-rito',
  'http://open-justice.localhost:3000': 'open-justice',
  'http://local-democracy-reporting.localhost:3000': 'local-democracy-reporting',
  'http://public-interest-journalism.localhost:3000': 'public-interest-journalism',
};

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer({ siteProperties: publicOrigins(ENV) });
});
afterAll(async () => {
  await server?.stop();
});

const get = (path: string, init?: RequestInit) => fetch(`${server.base}${path}`, init);
const arc = async (path: string) => (await get(`/arc${path}`)).json();

/** A public address, asked of the test server as the site it belongs to. */
function local(address: string): string {
  const url = new URL(address);
  const site = ORIGINS[url.origin];
  if (!site) throw new Error(`${address} is on no site's public origin`);
  if (!url.pathname.startsWith('/resizer/')) url.searchParams.set('_website', site);
  return `${server.base}${url.pathname}${url.search}`;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  isArray: (name) => ['item', 'url', 'sitemap', 'category', 'dc:creator'].includes(name),
});

/** Fetches an XML document, checks it is well-formed, and parses it. */
async function xml(path: string, type: RegExp) {
  const res = await get(path);
  const body = await res.text();
  expect(res.status, `${path}: ${body.slice(0, 200)}`).toBe(200);
  expect(res.headers.get('content-type')).toMatch(type);
  expect(res.headers.get('cache-control')).toMatch(/s-maxage=\d+/);
  expect(XMLValidator.validate(body), path).toBe(true);
  return parser.parse(body);
}
const rss = async (path: string) => (await xml(path, /^application\/rss\+xml/)).rss.channel;
const sitemap = async (path: string) => xml(path, /^application\/xml/);

/** Every address answers 200 on the server (mapped back from its public origin). */
async function allAnswer(addresses: string[]) {
  for (const address of addresses) expect((await fetch(local(address))).status, address).toBe(200);
}

/** The newest stories of a Lucene query on a site, as the content API has them. */
async function stories(site: string, q: string, size = 50) {
  return (await arc(`/content/v4/search/published?website=${site}&q=${encodeURIComponent(q)}&size=${size}`)).content_elements as any[];
}

const textOf = (v: any) => (typeof v === 'object' && v !== null ? v['#text'] : v);

describe('RSS feeds', () => {
  it('the site property rssUrl answers with an RSS 2.0 channel of the newest stories, linked on the public origin', async () => {
    const channel = await rss(RSS);
    expect(channel.title).toBe('Te Ao Mārama');
    expect(channel.link).toBe(`${HOME}/`);
    expect(channel['atom:link']['@href']).toBe(`${HOME}${RSS}`);
    const newest = await stories('teaomarama', 'type:story');
    expect(channel.item.map((i: any) => i.link)).toEqual(newest.map((s) => `${HOME}${s.canonical_url}`));
  });

  it('an item carries title, guid, date, description, its authors, section and tag categories and its image', async () => {
    const channel = await rss(RSS);
    const newest = await stories('teaomarama', 'type:story');
    for (const [n, item] of channel.item.entries()) {
      const story = newest[n];
      expect(item.title).toBe(story.headlines.basic);
      expect(textOf(item.guid)).toBe(story._id);
      expect(new Date(item.pubDate).getTime()).toBe(Math.floor(Date.parse(story.first_publish_date) / 1000) * 1000);
      expect(item.description).toBe(story.description.basic);
      expect(item['dc:creator'] ?? []).toEqual(story.credits.by.map((a: any) => a.name));
      expect(item['dc:language']).toBe(story.language);
      const domains = item.category.map((c: any) => c['@domain']);
      expect(domains).toContain(`${HOME}${story.websites.teaomarama.website_section._id}/`);
      for (const tag of story.taxonomy.tags) expect(domains).toContain(`${HOME}/tags/${tag.slug}/`);
      expect(item['media:content']['@url']).toMatch(new RegExp(`^${HOME}/resizer/v2/${story.promo_items.basic._id}\\?auth=`));
    }
    // The image itself is served (its public address mapped back to this server).
    expect((await fetch(local(channel.item[0]['media:content']['@url']))).status).toBe(200);
  });

  it('a language feed holds only the stories in that language, newest first', async () => {
    for (const lang of ['en', 'mi']) {
      const channel = await rss(`${RSS}${lang}/`);
      expect(channel.language).toBe(lang);
      expect(channel.item.length, lang).toBeGreaterThan(0);
      const expected = await stories('teaomarama', `type:story AND language:${lang}`);
      expect(channel.item.map((i: any) => i.link)).toEqual(expected.map((s) => `${HOME}${s.canonical_url}`));
      for (const item of channel.item) expect(item['dc:language']).toBe(lang);
    }
  });

  it('a section feed holds only stories of that section, titled by the section in the feed language', async () => {
    const channel = await rss(`${RSS}category/news/`);
    expect(channel.title).toBe('News – Te Ao Mārama');
    expect(channel.link).toBe(`${HOME}/news/`);
    expect(channel.item.length).toBeGreaterThan(0);
    const inSection = new Set((await stories('teaomarama', 'taxonomy.sections._id:"/news"', 100)).map((s) => `${HOME}${s.canonical_url}`));
    const elsewhere = (await stories('teaomarama', 'type:story AND NOT taxonomy.sections._id:"/news"', 20)).map((s) => `${HOME}${s.canonical_url}`);
    expect(elsewhere.length).toBeGreaterThan(0);
    for (const item of channel.item) {
      expect(inSection.has(item.link), item.link).toBe(true);
      expect(elsewhere).not.toContain(item.link);
    }
    const maori = await rss(`${RSS}mi/category/news/`);
    expect(maori.title).toBe('Ngā Kōrero – Te Ao Mārama');
    for (const item of maori.item) {
      expect(inSection.has(item.link)).toBe(true);
      expect(item['dc:language']).toBe('mi');
    }
  });

  it('a tag feed holds only stories with that tag; an unknown section or tag is a 404, not an empty feed', async () => {
    const [story] = await stories('teaomarama', 'type:story', 1);
    const slug = story.taxonomy.tags[0].slug;
    const channel = await rss(`${RSS}tags/${slug}/`);
    expect(channel.link).toBe(`${HOME}/tags/${slug}/`);
    expect(channel.item.length).toBeGreaterThan(0);
    for (const item of channel.item) expect(item.category.map((c: any) => c['@domain'])).toContain(`${HOME}/tags/${slug}/`);
    expect((await get(`${RSS}tags/no-such-tag/`)).status).toBe(404);
    expect((await get(`${RSS}category/no-such-section/`)).status).toBe(404);
    expect((await get(`${RSS}xx/`)).status).toBe(404);
  });

  it("a programme site's feed lists its own stories on its own public origin", async () => {
    const channel = await rss(`${RSS}?_website=te-rito`);
    expect(channel.title).toBe('Te Rito');
    expect(channel.link).toBe(`${TE_RITO}/`);
    const own = await stories('te-rito', 'type:story');
    expect(channel.item.map((i: any) => i.link)).toEqual(own.map((s) => `${TE_RITO}${s.canonical_url}`));
  });

  it('the channel link and every item link answer 200 on the server', async () => {
    for (const path of [RSS, `${RSS}mi/category/news/`, `${RSS}?_website=te-rito`]) {
      const channel = await rss(path);
      await allAnswer([channel.link, ...channel.item.slice(0, 20).map((i: any) => i.link)]);
    }
  }, 90_000); // dozens of page renders: on a loaded two-core machine more than the default 30 s

  it('HEAD answers with the headers and no body', async () => {
    const res = await get(RSS, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/rss\+xml/);
    expect(await res.text()).toBe('');
  });
});

describe('every site', () => {
  it("each site's rssUrl, sitemap index, news sitemap and robots.txt are valid XML (or text) on its own origin, and their first links answer 200", async () => {
    for (const [origin, site] of Object.entries(ORIGINS)) {
      const { properties } = (await import(`../page-configs/sites/${site}.json`)).default as { properties: { rssUrl: string } };
      const channel = await rss(`${properties.rssUrl}?_website=${site}`);
      expect(channel.link, site).toBe(`${origin}/`);
      expect(channel.item.length, site).toBeGreaterThan(0);
      await allAnswer(channel.item.slice(0, 5).map((i: any) => i.link));
      const index = await sitemap(`/sitemap.xml?_website=${site}`);
      const locs: string[] = index.sitemapindex.sitemap.map((s: any) => s.loc);
      for (const loc of locs) expect(loc.startsWith(`${origin}/`), loc).toBe(true);
      const month = await sitemap(`${new URL(locs[locs.length - 1]).pathname}?_website=${site}`);
      await allAnswer((month.urlset.url ?? []).slice(0, 5).map((u: any) => u.loc));
      await sitemap(`/sitemap-news.xml?_website=${site}`);
      const robots = await (await get(`/robots.txt?_website=${site}`)).text();
      expect(robots, site).toContain(`Sitemap: ${origin}/sitemap.xml`);
    }
  }, 90_000); // dozens of page renders: on a loaded two-core machine more than the default 30 s
});

describe('sitemaps and robots.txt', () => {
  it('robots.txt names the sitemap index and the news sitemap on the public origin', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(res.headers.get('cache-control')).toMatch(/s-maxage=\d+/);
    const lines = (await res.text()).split('\n');
    expect(lines).toContain(`Sitemap: ${HOME}/sitemap.xml`);
    expect(lines).toContain(`Sitemap: ${HOME}/sitemap-news.xml`);
    expect(lines).toContain('User-agent: *');
    const teRito = await (await get('/robots.txt?_website=te-rito')).text();
    expect(teRito).toContain(`Sitemap: ${TE_RITO}/sitemap.xml`);
  });

  it('the index lists the news sitemap and one sitemap per month, each answering; together they list every item once per language (English unprefixed, Māori under /mi), in its month', async () => {
    const index = await sitemap('/sitemap.xml');
    const locs: string[] = index.sitemapindex.sitemap.map((s: any) => s.loc);
    expect(locs[0]).toBe(`${HOME}/sitemap-news.xml`);
    const months = locs.slice(1);
    expect(months.length).toBeGreaterThan(0);
    const seen: string[] = [];
    for (const loc of months) {
      const month = /\/sitemap\/(\d{4})-(\d{2})\.xml$/.exec(loc);
      expect(month, loc).not.toBeNull();
      const doc = await sitemap(new URL(loc).pathname);
      const urls: string[] = (doc.urlset.url ?? []).map((u: any) => u.loc);
      // Canonical story addresses carry their display date (after a section prefix such as /sponsored/): each lies
      // in its sitemap's month.
      for (const url of urls) expect(/\/(\d{4})\/(\d{2})\/\d{2}\//.exec(new URL(url).pathname)?.slice(1, 3), `${url} in ${loc}`).toEqual([month![1], month![2]]);
      await allAnswer(urls.slice(0, 20));
      seen.push(...urls);
    }
    const { count } = await arc('/content/v4/search/published?website=teaomarama&size=1');
    const maori = seen.filter((url) => new URL(url).pathname.startsWith('/mi/'));
    expect(maori.length).toBe(count);
    expect(new Set(seen.filter((url) => !maori.includes(url)).map((url) => `${new URL(url).origin}/mi${new URL(url).pathname}`))).toEqual(new Set(maori));
    expect(seen.length).toBe(2 * count);
    expect(new Set(seen).size).toBe(2 * count);
    await allAnswer(locs);
  }, 90_000); // dozens of page renders: on a loaded two-core machine more than the default 30 s

  it('a month outside the site\'s content is a 404; a malformed one is not a sitemap', async () => {
    expect((await get('/sitemap/1999-01.xml')).status).toBe(404);
    expect((await get('/sitemap/2999-01.xml')).status).toBe(404);
    expect((await get('/sitemap/2025-13.xml')).status).toBe(404);
  });

  it('the news sitemap lists exactly the stories first published in the last two days, at the address of their language, with publication, language and title', async () => {
    const before = Date.now();
    const doc = await sitemap('/sitemap-news.xml');
    const urls: any[] = doc.urlset.url ?? [];
    expect(urls.length).toBeGreaterThan(0);
    const window = 2 * 86_400_000;
    const recent = await stories('teaomarama', 'type:story', 100);
    // A story is listed at its own language's address: a Māori one under /mi.
    const addressOf = (s: any) => `${HOME}${s.language === 'mi' ? '/mi' : ''}${s.canonical_url}`;
    const byUrl = new Map(recent.map((s) => [addressOf(s), s]));
    for (const url of urls) {
      const news = url['news:news'];
      const published = Date.parse(news['news:publication_date']);
      expect(published).toBeGreaterThanOrEqual(before - window - 60_000);
      const story = byUrl.get(url.loc);
      expect(story, url.loc).toBeDefined();
      expect(news['news:title']).toBe(story.headlines.basic);
      expect(news['news:publication']['news:name']).toBe('Te Ao Mārama');
      expect(news['news:publication']['news:language']).toBe(story.language);
    }
    // Every story well inside the window is listed; none older than it is.
    const listed = new Set(urls.map((u) => u.loc));
    for (const story of recent) {
      const age = before - Date.parse(story.first_publish_date);
      if (age < window - 60_000) expect(listed.has(addressOf(story)), story.canonical_url).toBe(true);
      if (age > window + 60_000) expect(listed.has(addressOf(story)), story.canonical_url).toBe(false);
    }
    await allAnswer(urls.slice(0, 20).map((u) => u.loc));
  });
});

describe('public origin per site (PUBLIC_ORIGIN, PUBLIC_ORIGIN_<SITE>)', () => {
  const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  const ogUrl = (html: string) => /<meta property="og:url" content="([^"]+)"/.exec(html)?.[1];

  it('canonical and og:url of a story use the public origin, and match the feed item link', async () => {
    const channel = await rss(RSS);
    const link: string = channel.item[0].link;
    const html = await (await fetch(local(link))).text();
    expect(canonical(html)).toBe(link);
    expect(ogUrl(html)).toBe(link);
    expect(link.startsWith(`${HOME}/`)).toBe(true);
  });

  it('PUBLIC_ORIGIN_TE_RITO moves only te-rito; a site without its variable keeps its stored websiteDomain', async () => {
    const [story] = await stories('te-rito', 'type:story', 1);
    const teRito = await (await get(`${story.canonical_url}?_website=te-rito`)).text();
    expect(canonical(teRito)).toBe(`${TE_RITO}${story.canonical_url}`);
    const [justice] = await stories('open-justice', 'type:story', 1);
    const openJustice = await (await get(`${justice.canonical_url}?_website=open-justice`)).text();
    expect(canonical(openJustice)).toBe(`http://open-justice.localhost:3000${justice.canonical_url}`);
    const feed = await rss(`${RSS}?_website=open-justice`);
    expect(feed.link).toBe('http://open-justice.localhost:3000/');
  });
});

describe('content outage', () => {
  let upstream: Server;
  let app: Awaited<ReturnType<typeof createApp>>;
  let front: Server;
  let broken = true;

  beforeAll(async () => {
    // The content API as seen through a link that fails (500) until it is healed.
    upstream = createServer(async (req, res) => {
      if (broken) {
        res.statusCode = 500;
        return res.end('{"error":"down"}');
      }
      const answer = await fetch(`${server.base}/arc${req.url}`, { headers: { authorization: req.headers.authorization ?? '' } });
      res.statusCode = answer.status;
      res.setHeader('content-type', 'application/json');
      res.end(await answer.text());
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    app = await createApp({
      root, siteSetup, dev: false, cache: new MemoryContentCache(), contentBase: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
      log: { error() {}, warn() {}, log() {} }, siteProperties: publicOrigins(ENV),
    });
    front = createServer(app.app);
    await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise((r) => front?.close(r));
    await new Promise((r) => upstream?.close(r));
    await app?.close();
  });

  it('a feed or sitemap whose content fails is a 503 with Retry-After that no cache keeps, and comes back once the upstream does', async () => {
    const at = (path: string) => fetch(`http://127.0.0.1:${(front.address() as AddressInfo).port}${path}`);
    for (const path of [RSS, '/sitemap.xml', '/sitemap-news.xml']) {
      const res = await at(path);
      expect(res.status, path).toBe(503);
      expect(res.headers.get('retry-after'), path).toMatch(/^\d+$/);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
    broken = false;
    const healed = await at(RSS);
    expect(healed.status).toBe(200);
    expect(parser.parse(await healed.text()).rss.channel.item.length).toBeGreaterThan(0);
  });
});

describe('start-up', () => {
  it('the server refuses to start on a PUBLIC_ORIGIN_<SITE> that is not a bare origin, naming the variable', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], {
      cwd: root,
      env: { ...process.env, PORT: '0', PUBLIC_ORIGIN_TE_RITO: 'https://te-rito.example/news', CONTENT_BASE: 'http://127.0.0.1:9/arc' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code).toBe(1);
    expect(JSON.parse(out.trim()).msg).toContain('PUBLIC_ORIGIN_TE_RITO must be an http(s) origin');
  });
});
