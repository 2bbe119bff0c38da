// Results and search islands in Chromium against the production server and the sample content.
// Pages: /latest/ and /archive/ (a results-list on story-feed-query, size 10, infinite and button variants)
// and the search template with a search-results-list.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { artifactPath, browserSuite, contentRequests, holdRequests, root, sharedServer } from './browser.ts';
import { productionAssets } from '../../engine/server/app.ts';
import { seriousViolations } from './axe.ts';
import { intersectionSeen, nextEventHandled } from './settle.ts';

const ids = (page: Page, list: string) => page.locator(`${list} [data-id]`).evaluateAll((els) => els.map((e) => e.getAttribute('data-id')));
const hrefs = (page: Page, list: string) => page.locator(`${list} .promo-headline__link`).evaluateAll((els) => els.map((e) => e.getAttribute('href')));

describe('results and search islands in the browser (Debian Chromium)', () => {
  const suite = browserSuite(sharedServer);

  it('results-list infinite scroll: first load is offset 0 with twice the page size, then one page; loads only when the last card is fully visible; spinner while loading; never a duplicate', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const requests = contentRequests(page, 'story-feed-query');
    // Slow the loads a little so the spinner can be seen.
    await page.route('**/api/content/**', async (route) => {
      await new Promise((r) => setTimeout(r, 300));
      await route.continue();
    });
    await page.goto(`${suite.server.base}/latest/`);
    await page.waitForSelector('[data-island="results-list"][data-hydrated="true"]', { state: 'attached', timeout: 15_000 });
    const cards = page.locator('.results-list__item');
    await expect(cards.count()).resolves.toBe(10); // the server page

    // Last card only half in view: no load.
    const last = cards.last();
    const box = (await last.boundingBox())!;
    await page.evaluate(({ y, h }) => window.scrollTo(0, y + h / 2 - window.innerHeight), { y: box.y, h: box.height });
    // The list's observer has seen the card half in view (and would have loaded at once): nothing was asked for.
    expect(await intersectionSeen(page, last)).toBeLessThan(0.99);
    expect(requests).toHaveLength(0);

    // Fully in view: the first load asks from the configured offset for two pages.
    await last.scrollIntoViewIfNeeded();
    await page.waitForSelector('.results-list__spinner', { timeout: 5_000 });
    await page.waitForFunction(() => document.querySelectorAll('.results-list__item').length === 20, null, { timeout: 10_000 });
    expect(requests[0]).toMatchObject({ offset: 0, size: 20, _select: expect.arrayContaining(['headlines.basic', 'description.basic']) });
    await expect(page.locator('.results-list__spinner').count()).resolves.toBe(0);

    // Later loads: one page each, continuing after the first load.
    await cards.last().scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelectorAll('.results-list__item').length === 30, null, { timeout: 10_000 });
    expect(requests[1]).toMatchObject({ offset: 20, size: 10 });
    await cards.last().scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelectorAll('.results-list__item').length === 40, null, { timeout: 10_000 });
    expect(requests[2]).toMatchObject({ offset: 30, size: 10 });

    const seen = await ids(page, '.results-list');
    expect(new Set(seen).size).toBe(seen.length);
    const links = await hrefs(page, '.results-list');
    expect(new Set(links).size).toBe(links.length);
    expect(requests).toHaveLength(3);
    await page.screenshot({ path: artifactPath('results-infinite-1280.png') });
    await page.close();
  });

  it("results-list button: 'See more' grows the list by the page size, one page request at a time, no duplicates; accessible", async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const requests = contentRequests(page, 'story-feed-query');
    await page.goto(`${suite.server.base}/archive/`);
    await page.waitForSelector('[data-island="results-list"][data-hydrated="true"]', { state: 'attached', timeout: 15_000 });
    const cards = page.locator('.results-list__item');
    await expect(cards.count()).resolves.toBe(10);
    expect(await seriousViolations(page, '.results-list')).toEqual([]);

    const more = page.getByRole('button', { name: 'See more' });
    await more.click();
    await page.waitForFunction(() => document.querySelectorAll('.results-list__item').length === 20, null, { timeout: 10_000 });
    expect(requests[0]).toMatchObject({ offset: 10, size: 10 });
    await more.click();
    await page.waitForFunction(() => document.querySelectorAll('.results-list__item').length === 30, null, { timeout: 10_000 });
    expect(requests[1]).toMatchObject({ offset: 20, size: 10 });
    const seen = await ids(page, '.results-list');
    expect(new Set(seen).size).toBe(30);
    await page.screenshot({ path: artifactPath('results-button-1280.png'), fullPage: true });
    await page.close();
  });

  it("results-list button in Māori: 'Tirohia anō'", async () => {
    const context = await suite.browser.newContext({ viewport: { width: 375, height: 812 } });
    await context.addCookies([{ name: 'lang', value: 'mi', url: suite.server.base }]);
    const page = await context.newPage();
    await page.goto(`${suite.server.base}/archive/`);
    await expect(page.getByRole('button', { name: 'Tirohia anō' }).count()).resolves.toBe(1);
    await page.screenshot({ path: artifactPath('results-button-mi-375.png') });
    await context.close();
  });

  /**
   * /search/council/ with the search results list's chunk held until release(), opened and waited on until the
   * island runtime has loaded: the browser fetches it when idle, after every block that mounts unasked has started.
   */
  const searchPageHeld = async (viewport: { width: number; height: number }) => {
    const context = await suite.browser.newContext({ viewport });
    const page = await context.newPage();
    const requests = contentRequests(page, 'search-api');
    const assets = productionAssets(root);
    const chunk = assets.chunks!['/blocks/search-results-list/component.tsx']!.url;
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
    const { release } = await holdRequests(page, (url) => url.pathname === chunk);
    const runtimeLoaded = page.waitForResponse((r) => new URL(r.url()).pathname === assets.clientRuntime!.url, { timeout: 15_000 });
    await page.goto(`${suite.server.base}/search/council/`);
    await runtimeLoaded;
    return { context, page, requests, fetched, chunk, release };
  };

  it('search page: the server\'s results for the term, live only once the reader acts (its chunk not fetched before, so loading the page runs no script for it); a first See more, before it has hydrated, appends page 2 and moves focus to the first new result; a new search replaces the list; an empty term does not search', async () => {
    // The chunk held until the click is done, so the click surely comes before the list is mounted.
    const { context, page, requests, fetched, chunk, release: clicked } = await searchPageHeld({ width: 1280, height: 900 });
    expect(fetched).not.toContain(chunk);
    await expect(page.locator('[data-island="search-results-list"][data-hydrated]').count()).resolves.toBe(0);
    const results = page.locator('.search-results-list__item');
    await expect(results.count()).resolves.toBe(10);
    await expect(page.locator('.search-results-list__count').textContent()).resolves.toMatch(/^\d+ results for “council”$/);
    await expect(page.getByRole('searchbox').inputValue()).resolves.toBe('council');
    expect(await seriousViolations(page, '.search-results-list')).toEqual([]);

    await page.getByRole('button', { name: 'See more' }).click();
    await expect(results.count()).resolves.toBe(10); // held: the list is not live yet
    clicked();
    await page.waitForSelector('[data-island="search-results-list"][data-hydrated="true"]', { state: 'attached', timeout: 15_000 });
    await page.waitForFunction(() => document.querySelectorAll('.search-results-list__item').length === 20, null, { timeout: 10_000 });
    expect(requests[0]).toEqual({ query: 'council', page: '2' });
    const focused = await page.evaluate(() => {
      const li = document.activeElement?.closest('.search-results-list__item') as HTMLElement | null;
      return { index: li?.dataset.index, tag: document.activeElement?.tagName, nth: li ? [...document.querySelectorAll('.search-results-list__item')].indexOf(li) : -1 };
    });
    expect(focused).toEqual({ index: '10', tag: 'A', nth: 10 });
    const seen = await ids(page, '.search-results-list');
    expect(new Set(seen).size).toBe(20);

    await page.getByRole('button', { name: 'See more' }).click();
    await page.waitForFunction(() => document.querySelectorAll('.search-results-list__item').length === 30, null, { timeout: 10_000 });
    expect(requests[1]).toEqual({ query: 'council', page: '3' });

    // An empty term does not search.
    await page.getByRole('searchbox').fill('   ');
    const submit = await nextEventHandled(page, 'submit');
    await page.getByRole('searchbox').press('Enter');
    expect(await submit.handled()).toBe(true); // the form's own handler ran (and chose not to search)
    expect(requests).toHaveLength(2);

    // A new search: page 1 again, the list replaced.
    await page.getByRole('searchbox').fill('waka');
    await page.getByRole('searchbox').press('Enter');
    await page.waitForFunction(() => /results? for “waka”$/.test(document.querySelector('.search-results-list__count')?.textContent ?? ''), null, { timeout: 10_000 });
    expect(requests[2]).toEqual({ query: 'waka', page: '1' });
    const count = await results.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(10);
    expect(new URL(page.url()).pathname).toBe('/search/waka/');
    await page.screenshot({ path: artifactPath('search-results-1280.png'), fullPage: true });
    await context.close();
  });

  it('search page: a term typed and sent before the list has hydrated is searched for once it has (the focus starts it; the Enter waits for it)', async () => {
    const { context, page, requests, release: typed } = await searchPageHeld({ width: 375, height: 812 });
    const box = page.locator('.search-results-list').getByRole('searchbox');
    await box.fill('waka');
    await box.press('Enter');
    expect(new URL(page.url()).pathname).toBe('/search/council/'); // not sent as a plain form: held for the list
    typed();
    await page.waitForFunction(() => /results? for “waka”$/.test(document.querySelector('.search-results-list__count')?.textContent ?? ''), null, { timeout: 10_000 });
    expect(requests[0]).toEqual({ query: 'waka', page: '1' });
    expect(new URL(page.url()).pathname).toBe('/search/waka/');
    await expect(box.inputValue()).resolves.toBe('waka'); // the reader's text, not put back to the server's term
    await context.close();
  });

  it('search page: a keystroke in the box (the query value, kept as state) re-renders the box, not the results', async () => {
    const { context, page, release } = await searchPageHeld({ width: 1280, height: 900 });
    release();
    const box = page.locator('.search-results-list').getByRole('searchbox');
    await box.focus(); // an interaction: the list hydrates
    await page.waitForSelector('[data-island="search-results-list"][data-hydrated="true"]', { state: 'attached', timeout: 15_000 });
    // React keeps an element's props on its DOM node and replaces that object whenever the element is rendered again,
    // whether or not anything changed: what tells a re-render from a skipped one.
    await page.evaluate(() => {
      const propsOf = (el: Element) => (el as unknown as Record<string, unknown>)[Object.keys(el).find((k) => k.startsWith('__reactProps$'))!];
      const w = window as unknown as { before: { box: unknown; items: unknown[] }; propsOf: typeof propsOf };
      w.propsOf = propsOf;
      w.before = { box: propsOf(document.querySelector('.search-results-list input[type="search"]')!), items: [...document.querySelectorAll('.search-results-list__item')].map(propsOf) };
    });
    await box.press('s');
    // The box has rendered again (the keystroke's state reached the block) ...
    await page.waitForFunction(() => {
      const w = window as unknown as { before: { box: unknown }; propsOf: (el: Element) => unknown };
      return w.propsOf(document.querySelector('.search-results-list input[type="search"]')!) !== w.before.box;
    }, null, { timeout: 10_000 });
    // ... and no result has.
    const unchanged = await page.evaluate(() => {
      const w = window as unknown as { before: { items: unknown[] }; propsOf: (el: Element) => unknown };
      const now = [...document.querySelectorAll('.search-results-list__item')].map(w.propsOf);
      return { count: now.length, same: now.filter((p, i) => p === w.before.items[i]).length };
    });
    expect(unchanged.count).toBeGreaterThan(0);
    expect(unchanged).toEqual({ count: unchanged.count, same: unchanged.count });
    await context.close();
  });

  it('search page in Māori: results count text in Māori', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 375, height: 812 } });
    await context.addCookies([{ name: 'lang', value: 'mi', url: suite.server.base }]);
    const page = await context.newPage();
    await page.goto(`${suite.server.base}/search/te%20reo/`);
    await expect(page.locator('.search-results-list__count').textContent()).resolves.toMatch(/^E \d+ ngā hua mō “te reo”$/);
    await expect(page.getByRole('button', { name: 'Tirohia anō' }).count()).resolves.toBe(1);
    await page.screenshot({ path: artifactPath('search-results-mi-375.png') });
    await context.close();
  });
});
