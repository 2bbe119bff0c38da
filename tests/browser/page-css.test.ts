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

describe('regions below the first screen in Chromium', () => {
  const suite = browserSuite(sharedServer);

  /**
   * Whether the browser renders the content of the first `selector` now (false: skipped, as content-visibility lets
   * it). Judged on its first descendant with a box of its own: an island's wrapper (display: contents) has none.
   */
  const rendered = (page: import('playwright-core').Page, selector: string) =>
    page.evaluate((s) => {
      const el = [...document.querySelectorAll(`${s} *`)].find((e) => getComputedStyle(e).display !== 'contents');
      if (!el) throw new Error(`nothing with a box in ${s} on the page`);
      return el.checkVisibility({ contentVisibilityAuto: true });
    }, selector);

  it('on a phone the homepage renders its top stories at once, and leaves the later sections and the footer for the browser to render as the reader scrolls near them', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(suite.server.base + '/', { waitUntil: 'load' });
    expect(await rendered(page, '.home-top')).toBe(true);
    expect(await rendered(page, '.home-videoblock')).toBe(false);
    expect(await rendered(page, '.layout-footer')).toBe(false);
    await page.evaluate(() => document.querySelector('.layout-footer')!.scrollIntoView());
    await expect.poll(() => rendered(page, '.layout-footer')).toBe(true);
    await page.close();
  });

  it('an article\'s rail is left for later only on a narrow screen, where it stacks under the story; beside the story on a wide screen it renders at once', async () => {
    const found = await (await fetch(`${suite.server.base}/arc/content/v4/search/published?website=teaomarama&q=type:story&size=1`)).json();
    const url = suite.server.base + found.content_elements[0].websites.teaomarama.website_url;
    const phone = await suite.browser.newPage({ viewport: { width: 390, height: 844 } });
    await phone.goto(url, { waitUntil: 'load' });
    expect(await rendered(phone, '.layout-rail')).toBe(false);
    await phone.close();
    const wide = await suite.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await wide.goto(url, { waitUntil: 'load' });
    expect(await rendered(wide, '.layout-rail')).toBe(true);
    await wide.close();
  });
});
