// Ad slots in Chromium against the production build, with the fake ad service (common/ads/testing) injected
// before any page script: nothing is fetched from outside. The sample site's page configs are served with the
// ad sample templates (common/ads/testing/sample-pages.ts) and a stand-in ad-service id laid over them.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { artifactPath, browserSuite, startServer } from './browser.ts';
import { debouncedAfter, intersectionSeen, timersBefore } from './settle.ts';
import { fakeGoogletagInitScript, type FakeCall } from '../../common/ads/testing/fake-googletag.ts';
import { SAMPLE_AD_SITE_PROPERTIES, SAMPLE_ARTICLE_TEMPLATE, SAMPLE_SECTION_TEMPLATE } from '../../common/ads/testing/sample-pages.ts';

const SECTION_URL = '/news/';

/** The production server on the sample configs with the ad samples laid over them. */
const startAdServer = () => startServer({
  sampleConfigs: {
    // Scripts stay off whatever the stored site says: the fake ad service stands in for the real one.
    siteProperties: { ...SAMPLE_AD_SITE_PROPERTIES, loadAdScripts: false, loadRecommendationScript: false },
    files: { 'templates/teaomarama/section.json': SAMPLE_SECTION_TEMPLATE, 'templates/teaomarama/article.json': SAMPLE_ARTICLE_TEMPLATE },
  },
});

const calls = (page: Page) => page.evaluate(() => (window as any).googletag._calls as FakeCall[]);
const defined = async (page: Page) => (await calls(page)).filter((c) => c.method === 'defineSlot').map((c) => c.args[2]);
const refreshes = async (page: Page) => (await calls(page)).filter((c) => c.method === 'pubads.refresh').map((c) => c.args[0]);

describe('ad slots in the browser (spec "Ad slot behaviour"; Debian Chromium, fake ad service)', () => {
  const suite = browserSuite(startAdServer);
  const outside: string[] = [];

  async function open(url: string, width: number, height = 800, prepare?: (page: Page) => Promise<void>) {
    const page = await suite.browser.newPage({ viewport: { width, height } });
    // Anything bound elsewhere is recorded and never sent.
    await page.route((url) => !url.href.startsWith(suite.server.base) && url.protocol !== 'data:', (route) => {
      outside.push(route.request().url());
      return route.abort();
    });
    await page.addInitScript(fakeGoogletagInitScript());
    await prepare?.(page);
    await page.goto(`${suite.server.base}${url}`);
    await page.waitForSelector('[data-island="ads"][data-block-id="ad-top"][data-hydrated="true"]', { state: 'attached', timeout: 15_000 });
    return page;
  }

  it('a slot registers only for the device class it allows: at 375 px the desktop-only right rail cube is not registered', async () => {
    const page = await open(SECTION_URL, 375);
    await page.waitForSelector('[data-island="ads"][data-block-id="ad-rail"][data-hydrated="true"]', { state: 'attached' });
    expect(await defined(page)).toContain('arcad_ad-top');
    expect(await defined(page)).not.toContain('arcad_ad-rail');
    // Nor does it take space: no label, no reserved height on mobile.
    await expect(page.locator('.ads--right_rail_cube').isVisible()).resolves.toBe(false);
    await page.screenshot({ path: artifactPath('ads-section-375.png'), fullPage: true });
    await page.close();
  });

  it('a slot reserves the tallest size its sizemap allows at the window width: the top leaderboard 50 px on a 390 px phone, 90 px on a tablet, 250 px on a desktop', async () => {
    const page = await open(SECTION_URL, 390);
    const reserved = () => page.locator('#arcad_ad-top').evaluate((el) => el.getBoundingClientRect().height);
    expect(await reserved()).toBe(50);
    await page.setViewportSize({ width: 800, height: 800 });
    expect(await reserved()).toBe(90);
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await reserved()).toBe(250);
    await page.close();
  });

  it('at desktop widths the right rail cube registers; slot path site ad path plus section; page targeting page_type and section_id', async () => {
    const page = await open(SECTION_URL, 1280);
    await page.waitForSelector('[data-island="ads"][data-block-id="ad-rail"][data-hydrated="true"]', { state: 'attached' });
    const all = await calls(page);
    const rail = all.find((c) => c.method === 'defineSlot' && c.args[2] === 'arcad_ad-rail');
    expect(rail?.args.slice(0, 2)).toEqual(['/0000000/teaomarama/news', [[300, 250], [300, 600]]]);
    expect(await page.evaluate(() => (window as any).googletag._pageTargeting)).toEqual({ page_type: 'section', section_id: 'news' });
    expect(all.filter((c) => c.method === 'display').map((c) => c.args[0])).toEqual(expect.arrayContaining(['arcad_ad-top', 'arcad_ad-rail']));
    await expect(page.locator('#arcad_ad-top').evaluate((el) => getComputedStyle(el).minHeight)).resolves.toBe('250px');
    await expect(page.locator('[data-block-id="ad-top"] .ads__label').textContent()).resolves.toBe('Advertisement');
    await page.screenshot({ path: artifactPath('ads-section-1280.png') });
    await page.close();
  });

  it('slots refresh once when the window crosses the 768 px breakpoint (resize debounced 250 ms), not within a tier', async () => {
    const page = await open(SECTION_URL, 375);
    expect(await refreshes(page)).toEqual([]);
    for (const width of [500, 650, 800]) await page.setViewportSize({ width, height: 800 });
    // Waited for as a state, not a quiet spell after the resizes: on a loaded machine one resize can come more than
    // 250 ms after the one before, and a settle timed from the first gap ended before the last resize arrived.
    await page.waitForFunction(() => (window as any).googletag._calls.some((c: FakeCall) => c.method === 'pubads.refresh'), null, { timeout: 10_000 });
    // Every resize has reached the page by now: a second refresh would come within the handler's 250 ms debounce.
    await timersBefore(page, 250);
    const after = await refreshes(page);
    expect(after).toHaveLength(1);
    expect(after[0]).toContain('arcad_ad-top');
    const again = await debouncedAfter(page, 'resize', 250);
    await page.setViewportSize({ width: 900, height: 800 }); // still the 768 tier
    await again.settled();
    expect(await refreshes(page)).toHaveLength(1);
    await page.close();
  });

  it('lazy slots register only when within 200 px of the viewport', async () => {
    const page = await open(SECTION_URL, 1280, 800, async (p) => {
      // Push the lazy ad far below the fold before any script runs.
      await p.route(`${suite.server.base}${SECTION_URL}`, async (route) => {
        const res = await route.fetch();
        const body = (await res.text()).replace('<div data-island="ads" data-hydrate="idle" data-block-id="ad-lower"', '<div id="spacer" style="height:3000px"></div>$&');
        await route.fulfill({ response: res, body });
      });
    });
    await page.waitForSelector('[data-island="ads"][data-block-id="ad-lower"][data-hydrated="true"]', { state: 'attached' });
    // The slot's own observer (200 px margin) has been told where it is: far below, so not registered.
    expect(await intersectionSeen(page, '#arcad_ad-lower', { rootMargin: '200px 0px' })).toBe(0);
    expect(await defined(page)).not.toContain('arcad_ad-lower');
    const top = await page.locator('#arcad_ad-lower').evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    // 400 px below the bottom edge: still nothing; 150 px below it: registered.
    await page.evaluate((y) => window.scrollTo(0, y), top - 800 - 400);
    expect(await intersectionSeen(page, '#arcad_ad-lower', { rootMargin: '200px 0px' })).toBe(0);
    expect(await defined(page)).not.toContain('arcad_ad-lower');
    await page.evaluate((y) => window.scrollTo(0, y), top - 800 - 150);
    await page.waitForFunction(() => (window as any).googletag._calls.some((c: FakeCall) => c.method === 'defineSlot' && c.args[2] === 'arcad_ad-lower'), null, { timeout: 5_000 });
    await page.close();
  });

  it('article pages: the inline ad (an ads block in article-body) registers; targeting adds arc_id and tags', async () => {
    // A story long enough for the sample's inline ad (after paragraph 3, which must come before the second-to-last).
    const search = await (await fetch(`${suite.server.base}/arc/content/v4/search/published?website=teaomarama&q=type:story&size=50`)).json();
    const texts = (s: { content_elements?: Array<{ type: string }> }) => (s.content_elements ?? []).filter((e) => e.type === 'text').length;
    const story = search.content_elements.find((s: { content_elements?: Array<{ type: string }> }) => texts(s) >= 5);
    expect(story, 'a sample story with 5 or more text paragraphs').toBeDefined();
    const page = await open(story.websites.teaomarama.website_url, 1280);
    await page.waitForSelector('[data-island="ads"][data-block-id="ad-inline"][data-hydrated="true"]', { state: 'attached' });
    expect(await defined(page)).toEqual(expect.arrayContaining(['arcad_ad-top', 'arcad_ad-rail', 'arcad_ad-inline']));
    const targeting = await page.evaluate(() => (window as any).googletag._pageTargeting);
    expect(targeting).toMatchObject({ page_type: 'article', arc_id: story._id, section_id: story.websites.teaomarama.website_section._id.replace(/^\/|\/$/g, '') });
    expect(targeting.tags).toBe((story.taxonomy?.tags ?? []).map((t: { slug: string }) => t.slug).join(','));
    await page.close();
  });

  it('section 7: no ad server script or other outside request (the site leaves ad scripts off)', () => {
    expect(outside).toEqual([]);
  });
});
