// Video islands in Chromium against the production server and the sample content (20 videos tagged watch).
// Pages (page-configs, added by the lead): the video template (two-column-up-next-layout: video and
// video-description in main, video-next in rightrail) and a video-home-block in the homepage's videoblock section.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { artifactPath, browserSuite, contentRequests, sharedServer } from './browser.ts';
import { seriousViolations } from './axe.ts';
import { intersectionSeen } from './settle.ts';

const SITE = 'teaomarama';

interface Video { _id: string; display_date: string; canonical_url: string; websites: Record<string, { website_url: string }> }

/** The sample's watch videos, newest first, through the app's own content endpoint. */
async function watchVideos(base: string): Promise<Video[]> {
  const query = { query: 'type:video AND taxonomy.tags.text:"watch"', size: 100, _select: ['_id', 'display_date', 'canonical_url', `websites.${SITE}.website_url`] };
  const res = await fetch(`${base}/api/content/story-feed-query?${new URLSearchParams({ query: JSON.stringify(query), _website: SITE })}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { content_elements: Video[] }).content_elements;
}

const ids = (page: Page, selector: string) => page.locator(selector).evaluateAll((els) => els.map((e) => e.getAttribute('data-id')));

describe('video islands in the browser (Debian Chromium)', () => {
  const suite = browserSuite(sharedServer);
  let videos: Video[];

  beforeAll(async () => {
    videos = await watchVideos(suite.server.base);
  });

  it('sample content: enough older watch videos behind the newest to load a second page of Up Next (more than 12)', () => {
    expect(videos.length - 1).toBeGreaterThan(12);
  });

  it('Up Next: 12 cards, 12 more once the last card is fully in view (spinner meanwhile), no duplicates, newest first; then no more after a short page', async () => {
    const [current, ...older] = videos;
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const requests = contentRequests(page, 'story-feed-query');
    await page.route('**/api/content/**', async (route) => {
      await new Promise((r) => setTimeout(r, 300)); // long enough to see the spinner
      await route.continue();
    });
    await page.goto(`${suite.server.base}${current.websites[SITE].website_url}`);
    await page.waitForSelector('[data-island="video-next"][data-hydrated="true"]', { state: 'attached', timeout: 15_000 });
    await expect(page.locator('.video-next__heading').textContent()).resolves.toBe('Up Next');
    const cards = page.locator('.video-next__item');
    expect(await ids(page, '.video-next__item')).toEqual(older.slice(0, 12).map((v) => v._id)); // server page: older only, newest first
    await expect(page.locator('.video-next__card').first().getAttribute('href')).resolves.toBe(`/pf${older[0].websites[SITE].website_url}`);

    // Last card half in view: no load.
    await cards.last().waitFor({ state: 'visible' });
    // Measured and scrolled in one task, so no layout change in between can bring the whole card into view.
    await cards.last().evaluate((el) => {
      const r = el.getBoundingClientRect();
      window.scrollTo(0, window.scrollY + r.top + r.height / 2 - window.innerHeight);
    });
    // The list's observer has seen the card half in view (and would have loaded at once): nothing was asked for.
    expect(await intersectionSeen(page, cards.last())).toBeLessThan(0.99);
    expect(requests).toHaveLength(0);

    // Fully in view: offset 12, size 12, with the current video's filters.
    await cards.last().scrollIntoViewIfNeeded();
    await page.waitForSelector('.video-next__spinner', { timeout: 5_000 });
    const expected = Math.min(older.length, 24);
    await page.waitForFunction((n) => document.querySelectorAll('.video-next__item').length === n, expected, { timeout: 10_000 });
    expect(requests[0]).toMatchObject({
      type: 'video', tag: 'watch', excludeCanonicalUrl: current.canonical_url, before: current.display_date, offset: 12, size: 12,
    });
    await expect(page.locator('.video-next__spinner').count()).resolves.toBe(0);
    expect(await ids(page, '.video-next__item')).toEqual(older.slice(0, expected).map((v) => v._id));

    // The last response held fewer than 12: scrolling to the end again asks for nothing.
    if (expected < 24) {
      await cards.last().scrollIntoViewIfNeeded();
      expect(await intersectionSeen(page, cards.last())).toBeGreaterThanOrEqual(0.99);
      expect(requests).toHaveLength(1);
    }
    expect(await seriousViolations(page, '.video-next')).toEqual([]);
    await page.screenshot({ path: artifactPath('video-up-next-1280.png'), fullPage: true });
    await page.close();
  });

  it("Up Next: when the page's player finishes, the newest listed video opens ({origin}/pf{website_url})", async () => {
    const [current, newestOlder] = videos;
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${suite.server.base}${current.websites[SITE].website_url}`);
    // Up Next sits in the rail beside the player, so it hydrates without scrolling.
    await page.waitForSelector('[data-island="video-next"][data-hydrated="true"]', { state: 'attached', timeout: 15_000 });
    const video = page.locator('[data-video-player] video');
    await expect(video.count()).resolves.toBe(1);
    expect(await seriousViolations(page, '.video-block')).toEqual([]);

    // Play the 4 s sample to its end, fast: the player's own 'ended' event moves on.
    await Promise.all([
      page.waitForURL((url) => url.pathname === `/pf${newestOlder.websites[SITE].website_url}`, { timeout: 15_000 }),
      video.evaluate(async (el: HTMLVideoElement) => {
        el.muted = true;
        el.playbackRate = 4;
        await el.play();
      }),
    ]);
    expect(new URL(page.url()).origin).toBe(suite.server.base);
    await page.close();
  });

  it('Latest videos: the first video plays; choosing another in the list switches the player; More Videos goes to /pf/video/', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1600, height: 900 } });
    // The homepage's images need not have loaded: the island's hydration is what the test waits for.
    await page.goto(`${suite.server.base}/`, { waitUntil: 'domcontentloaded' });
    const block = page.locator('.video-home-block');
    await block.scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-island="video-home-block"][data-hydrated="true"]', { state: 'attached', timeout: 15_000 });
    await expect(block.locator('h2').textContent()).resolves.toBe('Latest Videos');
    expect(await ids(page, '.video-home-block__item')).toEqual(videos.slice(0, 4).map((v) => v._id));
    const player = block.locator('[data-video-player]');
    await expect(player.getAttribute('data-video-id')).resolves.toBe(videos[0]._id);

    const choices = block.locator('.video-home-block__choice');
    await choices.nth(2).click();
    await expect.poll(() => player.getAttribute('data-video-id')).toBe(videos[2]._id);
    await expect(choices.nth(2).getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(choices.nth(0).getAttribute('aria-pressed')).resolves.toBe('false');
    await expect(block.locator('.video-home-block__title a').getAttribute('href')).resolves.toBe(videos[2].websites[SITE].website_url);
    await expect(block.locator('[data-video-player] video').count()).resolves.toBe(1);
    await expect(block.getByRole('link', { name: 'More Videos' }).getAttribute('href')).resolves.toBe('/pf/video/');
    expect(await seriousViolations(page, '.video-home-block')).toEqual([]);
    await page.screenshot({ path: artifactPath('video-latest-1600.png') });

    // The 4th item is hidden from 993 to 1440 px wide.
    const fourthShown = () => block.locator('.video-home-block__item').nth(3).isVisible();
    await expect(fourthShown()).resolves.toBe(true);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(fourthShown()).resolves.toBe(false);
    await page.setViewportSize({ width: 992, height: 900 });
    await expect(fourthShown()).resolves.toBe(true);
    await page.close();
  });

  it("Latest videos in Māori: 'Ataata Hou' and 'Kohinga Ataata'", async () => {
    const context = await suite.browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addCookies([{ name: 'lang', value: 'mi', url: suite.server.base }]);
    const page = await context.newPage();
    await page.goto(`${suite.server.base}/`);
    const block = page.locator('.video-home-block');
    await expect(block.locator('h2').textContent()).resolves.toBe('Ataata Hou');
    await expect(block.getByRole('link', { name: 'Kohinga Ataata' }).count()).resolves.toBe(1);
    await block.scrollIntoViewIfNeeded();
    await page.screenshot({ path: artifactPath('video-latest-mi-390.png') });
    await context.close();
  });
});
