// A sample article in English and Māori (issue: reader blocks I): byline prefix, date wording, <html lang>,
// the overlay menu by keyboard, a search, screenshots at 375 and 1280 px; axe on the article, a section and home.
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { artifactPath, browserSuite, sharedServer } from './browser.ts';
import { debouncedAfter } from './settle.ts';
import { seriousViolations } from './axe.ts';

describe('sample article page in the browser', () => {
  const suite = browserSuite(sharedServer);
  let articleUrl: string;

  beforeAll(async () => {
    // A story with an author, older than a week (full date) for a deterministic date wording check.
    const found = await (await fetch(`${suite.server.base}/arc/content/v4/search/published?website=teaomarama&q=type:story&sort=display_date:asc&size=1`)).json();
    articleUrl = found.content_elements[0].websites.teaomarama.website_url;
  });

  async function contextFor(lang: 'en' | 'mi', width: number): Promise<BrowserContext> {
    const context = await suite.browser.newContext({ viewport: { width, height: 900 } });
    await context.addCookies([{ name: 'lang', value: lang, url: suite.server.base }]);
    return context;
  }

  /**
   * Runs `check` for each case at once, each in its own context (closed after): page loads that wait for the network
   * to go quiet spend most of their time waiting, so the cases wait together rather than one after another.
   */
  async function eachAtOnce<T>(cases: T[], contextOf: (c: T) => Promise<BrowserContext>, check: (c: T, context: BrowserContext) => Promise<void>) {
    await Promise.all(cases.map(async (c) => {
      const context = await contextOf(c);
      try {
        await check(c, context);
      } finally {
        await context.close();
      }
    }));
  }

  for (const [lang, prefix, month] of [['en', 'By', /January|February|March|April|May|June|July|August|September|October|November|December/], ['mi', 'Na', /Kohitātea|Huitanguru|Poutūterangi|Paengawhāwhā|Haratua|Pipiri|Hōngongoi|Here-turi-kōkā|Mahuru|Whiringa-ā-nuku|Whiringa-ā-rangi|Hakihea/]] as const) {
    it(`lang=${lang}: <html lang>, byline prefix '${prefix}', the full date in ${lang === 'mi' ? 'Māori month names' : 'English'}; screenshots 375 and 1280`, async () => {
      await eachAtOnce([375, 1280], (width) => contextFor(lang, width), async (width, context) => {
        const page = await context.newPage();
        await page.goto(suite.server.base + articleUrl);
        await expect(page.locator('html').getAttribute('lang')).resolves.toBe(lang);
        await expect(page.locator('.byline__prefix').first().textContent()).resolves.toBe(prefix);
        await expect(page.locator('.date time').first().textContent()).resolves.toMatch(month);
        await page.screenshot({ path: artifactPath(`article-${lang}-${width}.png`), fullPage: true });
      });
    });
  }

  it('an image lead art hydrates on interaction: nothing of it loads before; the first tap on Full Screen, before it has hydrated, goes full screen', async () => {
    const found = await (await fetch(`${suite.server.base}/arc/content/v4/search/published?website=teaomarama&q=type:story&size=50`)).json();
    const leadType = (s: any) => (s.promo_items?.lead_art ?? s.promo_items?.basic)?.type;
    const story = found.content_elements.find((s: any) => leadType(s) === 'image');
    expect(story, 'a sample story with an image lead art').toBeDefined();
    const context = await contextFor('en', 1280);
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await page.goto(suite.server.base + story.websites.teaomarama.website_url);
    const island = page.locator('[data-island="leadart"]');
    await expect(island.getAttribute('data-hydrate')).resolves.toBe('interaction');
    const chunk = await page.evaluate(() => JSON.parse(document.getElementById('__pb_islands')!.textContent!).blocks.find((b: { type: string }) => b.type === 'leadart').module as string);
    await page.waitForFunction(() => document.readyState === 'complete');
    expect(scripts).not.toContain(chunk);
    await page.locator('.leadart__fullscreen').click();
    await page.waitForSelector('.leadart--fullscreen', { timeout: 10_000 });
    await expect(island.getAttribute('data-hydrated')).resolves.toBe('true');
    expect(scripts).toContain(chunk);
    await context.close();
  });

  it('the overlay menu opens and closes with the keyboard (Enter on the menu button, Escape)', async () => {
    const context = await contextFor('en', 1280);
    const page = await context.newPage();
    await page.goto(suite.server.base + articleUrl);
    // The header hydrates on interaction: focus moving into it starts it, and the Enter that may come before it has
    // hydrated is replayed once it has.
    const button = page.locator('.navigation-header button[aria-controls][aria-expanded]').first();
    await button.focus();
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-island="navigation-header"][data-hydrated="true"]', { state: 'attached', timeout: 10_000 });
    await page.waitForFunction(() => document.querySelector('.navigation-header button[aria-controls][aria-expanded]')?.getAttribute('aria-expanded') === 'true', null, { timeout: 10_000 });
    await page.waitForFunction(() => document.body.classList.contains('nav-open'));
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.body.classList.contains('nav-open'), null, { timeout: 3_000 });
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
    await context.close();
  });

  it('submitting a search goes to /search/{term}/ and shows results', async () => {
    const context = await contextFor('en', 1280);
    const page = await context.newPage();
    await page.goto(suite.server.base + articleUrl);
    // The first click hydrates the header (on interaction) and is replayed once it has.
    await page.locator('.nav-search button, button[aria-label*="Search" i]').first().click();
    const input = page.locator('input[type="search"]').first();
    await input.fill('waka');
    await input.press('Enter');
    await page.waitForURL(/\/search\/waka\/?$/);
    await page.waitForSelector('.search-results-list');
    await context.close();
  });

  it('responsive: no page scrolls sideways on a 320 or 375 px phone, in either language (after the sticky logo shows)', { timeout: 90_000 }, async () => {
    const cases = [320, 375].flatMap((width) => (['en', 'mi'] as const).map((lang) => ({ width, lang })));
    await eachAtOnce(cases, ({ width, lang }) => contextFor(lang, width), async ({ width, lang }, context) => {
      const page = await context.newPage();
      for (const path of [articleUrl, '/news/', '/', '/search/waka/']) {
        await page.goto(suite.server.base + path, { waitUntil: 'networkidle' });
        const scrolled = await debouncedAfter(page, 'scroll', 100); // the header's scroll debounce
        if (await page.evaluate(() => { const before = window.scrollY; window.scrollTo(0, 400); return window.scrollY !== before; })) await scrolled.settled();
        // The sticky logo's transitions (started by that update) have ended.
        await page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState === 'finished'), null, { timeout: 5_000 });
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} ${lang} ${width}`).toBeLessThanOrEqual(width);
      }
    });
  });

  it('the front page in both languages: screenshots at 375 and 1280 px (kept in test-artifacts/)', async () => {
    const cases = (['en', 'mi'] as const).flatMap((lang) => [375, 1280].map((width) => ({ lang, width })));
    await eachAtOnce(cases, ({ lang, width }) => contextFor(lang, width), async ({ lang, width }, context) => {
      const page = await context.newPage();
      await page.goto(`${suite.server.base}/`, { waitUntil: 'networkidle' });
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe(lang);
      await page.screenshot({ path: artifactPath(`home-${lang}-${width}.png`) });
    });
  });

  it('axe-core: no serious or critical violations on the article, a section, the homepage and the search page', async () => {
    await eachAtOnce([articleUrl, '/news/', '/', '/search/waka/'], () => contextFor('en', 1280), async (path, context) => {
      const page = await context.newPage();
      await page.goto(suite.server.base + path, { waitUntil: 'networkidle' });
      expect(await seriousViolations(page), path).toEqual([]);
    });
  }, 90_000); // four pages, each loaded to network idle and scanned: a third of the default per page
});
