// Structured data in Chromium against the production server: the JSON-LD script stays one data block whatever the
// story's text holds (a headline written to close it), breaks no rule of the page's Content-Security-Policy (the
// suite fails a test on any violation), and a subscriber-only story's paywalled part is an element of the page.
import { describe, expect, it } from 'vitest';
import { browserSuite } from './browser.ts';
import { structuredDataProblems } from '../support/structured-data-checks.ts';

const HOSTILE = '</script><script>alert(1)</script>';

describe('structured data in the browser', () => {
  const suite = browserSuite();

  /** A copy of a sample story under a new address, with these fields, as an editor publishing it would. */
  async function publish(name: string, fields: Record<string, unknown>): Promise<string> {
    const base = (await (await fetch(`${suite.server.base}/arc/content/v4/search/published?website=teaomarama&q=${encodeURIComponent('type:story AND owner.sponsored:false')}&size=1`)).json()).content_elements[0];
    const id = `SD${name}`.toUpperCase().replace(/[^A-Z0-9]/g, '').padEnd(26, '0').slice(0, 26);
    const url = `/2026/11/30/structured-data-${name}/`;
    await suite.server.store.put({ ...base, ...fields, _id: id, canonical_url: url, websites: { teaomarama: { ...base.websites.teaomarama, website_url: url } } });
    return url;
  }

  /** What the page holds once loaded: its JSON-LD scripts' texts, whether any script ran alert, and the dialogs seen. */
  async function open(url: string, lang: 'en' | 'mi') {
    const context = await suite.browser.newContext();
    if (lang === 'mi') await context.addCookies([{ name: 'lang', value: 'mi', url: suite.server.base }]);
    const page = await context.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    const res = await page.goto(`${suite.server.base}${url}`, { waitUntil: 'load' });
    expect(res?.status(), url).toBe(200);
    const found = await page.evaluate(() => ({
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? ''),
      // A script element the headline would have made if it had closed the data block.
      alertScripts: [...document.querySelectorAll('script')].filter((s) => s.textContent === 'alert(1)').length,
    }));
    return { ...found, dialogs, page, close: () => context.close() };
  }

  it(`a headline "${HOSTILE}" stays inside the one JSON-LD script, in English and in Māori: no script is made of it, nothing runs, no CSP violation`, async () => {
    const url = await publish('hostile', { headlines: { basic: HOSTILE } });
    for (const lang of ['en', 'mi'] as const) {
      const { jsonLd, alertScripts, dialogs, close } = await open(url, lang);
      expect(jsonLd, lang).toHaveLength(1);
      const graph = JSON.parse(jsonLd[0]!);
      expect(graph['@graph'][0].headline).toBe(HOSTILE);
      expect(alertScripts, lang).toBe(0);
      expect(dialogs, lang).toEqual([]);
      expect(await structuredDataProblems(graph), lang).toEqual([]);
      await close();
    }
  });

  it("a subscriber-only story (content_code premium) is not free, and its paywalled part's cssSelector names its article body on the page", async () => {
    const url = await publish('premium', { content_restrictions: { content_code: 'premium' } });
    for (const lang of ['en', 'mi'] as const) {
      const { jsonLd, page, close } = await open(url, lang);
      const article = JSON.parse(jsonLd[0]!)['@graph'][0];
      expect(article.isAccessibleForFree, lang).toBe(false);
      expect(article.hasPart, lang).toMatchObject({ '@type': 'WebPageElement', isAccessibleForFree: false });
      expect(await page.locator(article.hasPart.cssSelector).count(), lang).toBe(1);
      expect(await structuredDataProblems(JSON.parse(jsonLd[0]!)), lang).toEqual([]);
      await close();
    }
  });
});
