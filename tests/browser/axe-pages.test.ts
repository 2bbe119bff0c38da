// Every reader page type in Chromium, in both languages, checked by axe-core with all of its rules: the WCAG ones and
// its best practices (one <h1> per page, landmarks unique and containing everything, headings in order), at every
// impact, minor included; and no console complaint about the page's Permissions-Policy header. The other browser
// tests check their own blocks for serious problems; this one the whole page.
import { describe, expect, it } from 'vitest';
import { browserSuite, sharedServer } from './browser.ts';
import { allViolations } from './axe.ts';

const SITE = 'teaomarama';

describe('no axe violation on any reader page type, best practices included (Debian Chromium)', () => {
  const suite = browserSuite(sharedServer);
  const api = (path: string) => fetch(`${suite.server.base}${path}`).then((r) => r.json());
  const first = async (type: string) => (await api(`/arc/content/v4/search/published?website=${SITE}&q=type:${type}&size=1`)).content_elements[0];

  async function pageTypes(): Promise<Record<string, string>> {
    const story = await first('story');
    const tag = story.taxonomy?.tags?.find((t: { slug?: string }) => t.slug)?.slug;
    return {
      homepage: '/',
      article: story.websites[SITE].website_url,
      video: (await first('video')).websites[SITE].website_url,
      gallery: (await first('gallery')).websites[SITE].website_url,
      section: '/news/',
      tag: `/tags/${tag}/`,
      author: '/author/tama-walker/',
      search: '/search/waka/',
    };
  }

  let paths: Promise<Record<string, string>> | undefined;
  for (const type of ['homepage', 'article', 'video', 'gallery', 'section', 'tag', 'author', 'search']) {
    it(`the ${type} page, in English and te reo Māori`, async () => {
      const path = (await (paths ??= pageTypes()))[type]!;
      const found: string[] = [];
      for (const lang of ['en', 'mi']) {
        const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
        await context.addCookies([{ name: 'lang', value: lang, url: suite.server.base }]);
        const page = await context.newPage();
        page.on('console', (message) => {
          if (/Permissions-Policy/i.test(message.text())) found.push(`${lang} ${path}: console: ${message.text()}`);
        });
        const res = await page.goto(`${suite.server.base}${path}`, { waitUntil: 'load' });
        expect(res?.status(), `${lang} ${path}`).toBe(200);
        for (const line of await allViolations(page)) found.push(`${lang} ${path}: ${line}`);
        await context.close();
      }
      expect(found).toEqual([]);
    }, 60_000);
  }
});
