// The sample site over real HTTP: what Lighthouse's SEO and accessibility audits ask of every page type, checked
// on the HTML itself so a regression shows in `npm test`, not only in a slow `npm run lighthouse`.
import { describe, expect, it } from 'vitest';
import { sharedServerSuite } from './browser/browser.ts';

const suite = sharedServerSuite();

const get = (path: string, cookie = '') => fetch(`${suite.server.base}${path}`, { headers: cookie ? { cookie } : {} });
const firstUrlOf = async (type: string) => {
  const { content_elements: [item] } = await (await get(`/arc/content/v4/search/published?website=teaomarama&q=type:${type}&size=1`)).json();
  return item.websites.teaomarama.website_url as string;
};
const pageTypes = async () => ({
  homepage: '/',
  article: await firstUrlOf('story'),
  section: '/news/',
  'search results': '/search/waka/',
});
const metaContent = (page: string, name: string) =>
  new RegExp(`<meta\\b[^>]*\\bname="${name}"[^>]*\\bcontent="([^"]*)"`).exec(page)?.[1] ??
  new RegExp(`<meta\\b[^>]*\\bcontent="([^"]*)"[^>]*\\bname="${name}"`).exec(page)?.[1];

describe('what search engines read on every measured page type', () => {
  it('each page type, in either language, answers 200 with a title, a meta description, a language and a canonical link', async () => {
    for (const [name, url] of Object.entries(await pageTypes())) {
      for (const cookie of ['', 'lang=mi']) {
        const res = await get(url, cookie);
        const label = `${name} ${cookie || 'en'}`;
        expect(res.status, label).toBe(200);
        const page = await res.text();
        expect(/<title>[^<]+<\/title>/.test(page), label).toBe(true);
        expect(metaContent(page, 'description')?.trim().length ?? 0, label).toBeGreaterThan(20);
        expect(/<html\b[^>]*\blang="(en|mi)[^"]*"/.test(page), label).toBe(true);
        expect(/<link\b[^>]*\brel="canonical"[^>]*\bhref="[^"]+"/.test(page), label).toBe(true);
      }
    }
  });

  it('no page type forbids indexing, and every image of the page has alt text (empty only when decorative)', async () => {
    for (const [name, url] of Object.entries(await pageTypes())) {
      const page = await (await get(url)).text();
      expect(metaContent(page, 'robots') ?? '', name).not.toMatch(/noindex/i);
      for (const img of page.matchAll(/<img\b[^>]*>/g)) expect(img[0], name).toMatch(/\balt="/);
    }
  });
});

describe('pages search engines must not list', () => {
  const ACCOUNT_PAGES = ['/account/', '/account/login/', '/account/signup/', '/account/forgot-password/', '/account/reset-password/', '/account/request-one-time/', '/account/verify-email/', '/account/subscriptions/', '/account/orders/', '/account/redeem/'];

  it('every /account/ page, in either language, has a robots meta tag saying noindex; a news page has none', async () => {
    for (const url of ACCOUNT_PAGES) {
      for (const cookie of ['', 'lang=mi']) {
        const res = await get(url, cookie);
        expect(res.status, url).toBe(200);
        expect(metaContent(await res.text(), 'robots'), `${url} ${cookie || 'en'}`).toBe('noindex');
      }
    }
    for (const url of ['/news/', await firstUrlOf('story')]) {
      expect(metaContent(await (await get(url)).text(), 'robots') ?? '', url).not.toMatch(/noindex/i);
    }
  });
});
