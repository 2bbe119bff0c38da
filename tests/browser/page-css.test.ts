// A page's inlined CSS applies in a real browser (issue 11): the theme and a block's rules style the article, under
// the page's Content-Security-Policy (browserSuite fails a test on any violation), with no stylesheet requested.
import { beforeAll, describe, expect, it } from 'vitest';
import { browserSuite, sharedServer } from './browser.ts';

describe('per-page CSS in Chromium', () => {
  const suite = browserSuite(sharedServer);
  let articleUrl: string;

  beforeAll(async () => {
    const found = await (await fetch(`${suite.server.base}/arc/content/v4/search/published?website=teaomarama&q=type:story&size=1`)).json();
    articleUrl = found.content_elements[0].websites.teaomarama.website_url;
  });

  it('an article is styled by its inlined CSS: the theme sets the body font, the byline block its names bold, the tags block a flex row; no stylesheet is fetched', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const stylesheets: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'stylesheet') stylesheets.push(r.url());
    });
    await page.goto(suite.server.base + articleUrl, { waitUntil: 'load' });
    const computed = await page.evaluate(() => {
      const style = (selector: string) => {
        const el = document.querySelector(selector);
        return el ? getComputedStyle(el) : undefined;
      };
      return {
        bodyFont: getComputedStyle(document.body).fontFamily,
        bylineWeight: style('.byline__name')?.fontWeight,
        tagsDisplay: style('.article-tags__list')?.display,
      };
    });
    expect(computed.bodyFont).toMatch(/system-ui/);
    expect(computed.bylineWeight).toBe('700');
    expect(computed.tagsDisplay).toBe('flex');
    expect(stylesheets).toEqual([]);
    await context.close();
  });
});
