// Structured data over real HTTP on the sample site: every page type, in English and in Māori (the lang cookie),
// carries one JSON-LD script that passes Adobe's validator and Google's required and recommended properties
// (tests/support/structured-data-checks.ts), with the response's CSP nonce.
import { describe, expect, it } from 'vitest';
import { sharedServerSuite } from './browser/browser.ts';
import { jsonLdScripts, structuredDataProblems } from './support/structured-data-checks.ts';

const suite = sharedServerSuite();

const get = (path: string, cookie = '') => fetch(`${suite.server.base}${path}`, { headers: cookie ? { cookie } : {} });
const first = async (q: string) => {
  const res = await get(`/arc/content/v4/search/published?website=teaomarama&q=${encodeURIComponent(q)}&size=1`);
  const item = (await res.json()).content_elements[0];
  expect(item, q).toBeDefined();
  return item;
};
const urlOf = (item: any) => item.websites.teaomarama.website_url as string;

/** The page's one JSON-LD graph, its script's opening tag and the response's CSP nonce. */
async function structuredDataOf(path: string, cookie = '') {
  const res = await get(path, cookie);
  expect(res.status, path).toBe(200);
  const html = await res.text();
  const scripts = jsonLdScripts(html);
  const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
  return { html, scripts, nonce, graph: scripts[0] ? JSON.parse(scripts[0].text) : undefined };
}

const COOKIES = [['en', ''], ['mi', 'lang=mi']] as const;

describe('structured data on every page type of the sample site', () => {
  const pageTypes = async (): Promise<Array<[string, string, string[]]>> => {
    const storyEn = await first('type:story AND language:en AND owner.sponsored:false');
    const storyMi = await first('type:story AND language:mi AND owner.sponsored:false');
    return [
      ['article (English story)', urlOf(storyEn), ['NewsArticle', 'BreadcrumbList']],
      ['article (Māori story)', urlOf(storyMi), ['NewsArticle', 'BreadcrumbList']],
      ['video', urlOf(await first('type:video AND NOT subtype:live')), ['VideoObject', 'BreadcrumbList']],
      ['gallery', urlOf(await first('type:gallery')), ['NewsArticle', 'BreadcrumbList']],
      ['sponsored', urlOf(await first('type:story AND owner.sponsored:true')), ['AdvertiserContentArticle', 'BreadcrumbList']],
      ['homepage', '/', ['WebSite', 'NewsMediaOrganization']],
      ['section', '/news/', ['BreadcrumbList']],
      ['tag', `/tags/${storyEn.taxonomy.tags[0].slug}/`, ['BreadcrumbList']],
      ['author', storyEn.credits.by[0].url, ['ProfilePage']],
    ];
  };

  it('each page type, in English and in Māori, has one JSON-LD script with the nonce, of the expected types, passing the validator and every rule', async () => {
    for (const [name, path, types] of await pageTypes()) {
      for (const [lang, cookie] of COOKIES) {
        const label = `${name} ${lang} ${path}`;
        const { scripts, nonce, graph } = await structuredDataOf(path, cookie);
        expect(scripts, label).toHaveLength(1);
        expect(scripts[0]!.tag, label).toContain(`nonce="${nonce}"`);
        expect(graph['@graph'].map((n: any) => n['@type']), label).toEqual(types);
        expect(await structuredDataProblems(graph), label).toEqual([]);
      }
    }
  });

  it('a live stream (ANS subtype live, duration 0) passes the validator and every rule but the duration, which it leaves out', async () => {
    const live = await first('type:video AND subtype:live');
    for (const [lang, cookie] of COOKIES) {
      const { graph } = await structuredDataOf(urlOf(live), cookie);
      expect(graph['@graph'][0].duration, lang).toBeUndefined();
      expect(await structuredDataProblems(graph), lang).toEqual(['VideoObject has an ISO 8601 duration']);
    }
  });

  it("an article's inLanguage is its story's language whatever the interface language, and its headline the page's", async () => {
    for (const lang of ['en', 'mi']) {
      const story = await first(`type:story AND language:${lang} AND owner.sponsored:false`);
      for (const [, cookie] of COOKIES) {
        const { graph } = await structuredDataOf(urlOf(story), cookie);
        const article = graph['@graph'][0];
        expect(article.inLanguage, `${lang} story, cookie "${cookie}"`).toBe(lang);
        expect(article.headline).toBe(story.headlines.basic);
        expect(article.datePublished).toBe(new Date(story.first_publish_date).toISOString());
      }
    }
  });

  it('the breadcrumb names the section in the interface language: News in English, its Māori title in Māori', async () => {
    const crumbs = async (cookie: string) => (await structuredDataOf('/news/', cookie)).graph['@graph'][0].itemListElement.map((i: any) => i.name);
    expect(await crumbs('')).toEqual(['Te Ao Mārama', 'News']);
    expect(await crumbs('lang=mi')).toEqual(['Te Ao Mārama', 'Ngā Kōrero']);
  });

  it('every image the structured data names is served by the resizer (the 16x9, 4x3 and 1x1 crops are sizes it makes)', async () => {
    const story = await first('type:story AND language:en AND owner.sponsored:false');
    const video = await first('type:video AND NOT subtype:live');
    const urls = [
      ...(await structuredDataOf(urlOf(story))).graph['@graph'][0].image,
      ...(await structuredDataOf(urlOf(video))).graph['@graph'][0].thumbnailUrl,
    ] as string[];
    expect(urls).toHaveLength(6);
    for (const url of urls) {
      // Absolute on the site's domain (websiteDomain); fetched here from the test server's own address.
      const { pathname, search } = new URL(url);
      const res = await get(`${pathname}${search}`);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type'), url).toMatch(/^image\//);
      await res.arrayBuffer();
    }
  });

  it('pages that are not content, a site, a section, a tag or an author carry none: search results, the account pages', async () => {
    for (const path of ['/search/waka/', '/account/login/']) {
      for (const [, cookie] of COOKIES) expect((await structuredDataOf(path, cookie)).scripts, path).toEqual([]);
    }
  });
});
