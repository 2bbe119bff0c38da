// Alert bar (spec "Alert bar", section 9 timing) in Chromium against the production server and the content API.
import { describe, expect, it } from 'vitest';
import { artifactPath, browserSuite } from './browser.ts';

describe('alert bar in the browser', () => {
  const suite = browserSuite();

  /** Points the alert-bar collection at a new story with this headline, as an editor publishing an alert would. */
  async function publishAlert(headline: string) {
    const story = (await (await fetch(`${suite.server.base}/arc/content/v4/search/published?website=teaomarama&q=type:story&size=1`)).json()).content_elements[0];
    const id = `ALERT${Date.now()}`.padEnd(26, '0').slice(0, 26).toUpperCase();
    await suite.server.store.put({ ...story, _id: id, headlines: { basic: headline }, canonical_url: `/2026/11/21/alert-${id.toLowerCase()}/`, websites: { teaomarama: { ...story.websites.teaomarama, website_url: `/2026/11/21/alert-${id.toLowerCase()}/` } } });
    const collection = (await (await fetch(`${suite.server.base}/arc/content/v4/collections?website=teaomarama&content_alias=alert-bar`)).json());
    await suite.server.store.put({ ...collection, content_elements: [{ _id: id, type: 'reference', referent: { id, type: 'story' } }] });
    await suite.server.cache.clear();
  }

  it('shows the latest alert, dismissing hides it and stores the headline (2 days, path /, SameSite Lax), it stays dismissed after reload, and a new headline shows it again', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${suite.server.base}/`);
    const bar = page.locator('.alert-bar');
    await page.waitForSelector('[data-island="alert-bar"][data-hydrated="true"]', { state: 'attached', timeout: 10_000 });
    await expect(bar.count()).resolves.toBe(1);
    const headline = (await bar.locator('.alert-bar__link').textContent())!;
    expect(headline.length).toBeGreaterThan(0);
    await page.screenshot({ path: artifactPath('alert-bar-1280.png') });

    await page.getByRole('button', { name: 'Close alert' }).click();
    await expect(bar.count()).resolves.toBe(0);
    const cookie = (await context.cookies()).find((c) => c.name === 'alert-bar-dismissed')!;
    expect(decodeURIComponent(cookie.value)).toBe(headline);
    expect(cookie.path).toBe('/');
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.expires - Date.now() / 1000).toBeGreaterThan(172_800 - 60);
    expect(cookie.expires - Date.now() / 1000).toBeLessThanOrEqual(172_800);

    await page.reload();
    await page.waitForSelector('[data-island="alert-bar"][data-hydrated="true"]', { state: 'attached', timeout: 10_000 });
    await expect(bar.count()).resolves.toBe(0);

    await publishAlert('Kua puta he pānui hou: new alert');
    await page.reload();
    await page.waitForSelector('[data-island="alert-bar"][data-hydrated="true"]', { state: 'attached', timeout: 10_000 });
    await expect(bar.locator('.alert-bar__link').textContent()).resolves.toBe('Kua puta he pānui hou: new alert');
    await context.close();
  });

  it('refetches the latest alert every 120 s without a reload', async () => {
    const page = await suite.browser.newPage();
    await page.clock.install();
    await page.goto(`${suite.server.base}/`);
    await page.waitForSelector('[data-island="alert-bar"][data-hydrated="true"]', { state: 'attached', timeout: 10_000 });
    await publishAlert('Refreshed alert headline');
    await page.clock.fastForward(119_000);
    await expect(page.locator('.alert-bar__link').textContent()).resolves.not.toBe('Refreshed alert headline');
    await page.clock.fastForward(2_000);
    await page.waitForFunction(() => document.querySelector('.alert-bar__link')?.textContent === 'Refreshed alert headline', null, { timeout: 10_000 });
    await page.close();
  });
});
