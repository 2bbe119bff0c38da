// The promo and hero blocks on real pages in Chromium: the production build, the sample content, and the page
// configs in ./sample-pages laid over a copy of page-configs/ (the homepage, the section template, /kapa-haka-hub/).
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { artifactPath, cspViolations, launchBrowser, root, startServer } from '../../tests/browser/browser.ts';
import { seriousViolations as axeViolations } from '../../tests/browser/axe.ts';

const samples = path.join(import.meta.dirname, 'sample-pages');


/** How many elements matching `selector` take up space on screen. */
const visibleCount = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) => els.filter((e) => (e as HTMLElement).offsetParent !== null).length);

const currentSrc = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate(async (img: HTMLImageElement) => {
    if (!img.complete) await new Promise((r) => img.addEventListener('load', r, { once: true }));
    return img.currentSrc;
  });

describe('promo and hero blocks in the browser (Debian Chromium)', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startServer>>;
  let configDir: string;

  beforeAll(async () => {
    configDir = mkdtempSync(path.join(tmpdir(), 'promo-pages-'));
    cpSync(path.join(root, 'page-configs'), configDir, { recursive: true });
    cpSync(path.join(samples, 'homepage.json'), path.join(configDir, 'pages/teaomarama/homepage.json'));
    cpSync(path.join(samples, 'kapa-haka.json'), path.join(configDir, 'pages/teaomarama/kapa-haka.json'));
    cpSync(path.join(samples, 'section.json'), path.join(configDir, 'templates/teaomarama/section.json'));
    [browser, server] = await Promise.all([launchBrowser(), startServer({ configDir })]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (configDir) rmSync(configDir, { recursive: true, force: true });
  });
  // Every page here runs under the site's Content-Security-Policy: nothing it loads may be refused.
  afterEach(() => {
    expect(cspViolations(browser)).toEqual([]);
  });

  it('homepage: hero, subheroes and every promo size render from the sample content without JS errors; accessible', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${server.base}/`);
    for (const sel of ['.home-hero', '.large-promo', '.medium-promo', '.medium-manual-promo', '.extra-large-promo']) {
      await expect(page.locator(sel).count(), sel).resolves.toBe(1);
    }
    await expect(page.locator('.small-promo').count()).resolves.toBe(3);
    await expect(page.locator('.home-subheroes__item').count()).resolves.toBe(4);
    // 1024 from the tablet width (DPR 1), the subheroes' 16:9 source above the laptop width.
    expect(await currentSrc(page, '.home-hero img')).toContain('width=1024&height=576');
    expect(await currentSrc(page, '.home-subheroes img')).toContain('width=1024&height=576');
    // LazyLoad: the partner promo renders once scrolled near.
    await expect(page.locator('.large-manual-promo').count()).resolves.toBe(0);
    await page.locator('[data-lazy="large-manual-promo"]').scrollIntoViewIfNeeded();
    await page.waitForSelector('.large-manual-promo a[target="_blank"] .visually-hidden', { state: 'attached', timeout: 10_000 });
    expect(await axeViolations(page, 'main')).toEqual([]);
    await page.screenshot({ path: artifactPath('promo-homepage-1440.png'), fullPage: true });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('home subheroes under 1024: the small/medium/large renditions (thumbnails on a phone: 274x206, 400x300 at DPR 2)', async () => {
    const page = await browser.newPage({ viewport: { width: 400, height: 800 } });
    await page.goto(`${server.base}/`);
    expect(await currentSrc(page, '.home-subheroes img')).toContain('width=274&height=206');
    const retina = await browser.newPage({ viewport: { width: 400, height: 800 }, deviceScaleFactor: 2 });
    await retina.goto(`${server.base}/`);
    expect(await currentSrc(retina, '.home-subheroes img')).toContain('width=400&height=300');
    await retina.close();
    expect(await currentSrc(page, '.home-hero img')).toContain('width=800&height=450');
    await page.screenshot({ path: artifactPath('promo-homepage-400.png'), fullPage: true });
    await page.close();
  });

  it('section heroes: lead plus 4 from 1024 px; every story below it (CSS only, no island)', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${server.base}/news/`);
    const total = await page.locator('.section-heroes__item').count();
    expect(total).toBeGreaterThan(5);
    await expect(visibleCount(page, '.section-heroes__item')).resolves.toBe(5);
    await expect(page.locator('[data-island]').filter({ has: page.locator('.section-heroes') }).count()).resolves.toBe(0);
    expect(await axeViolations(page, '.section-heroes')).toEqual([]);
    await page.screenshot({ path: artifactPath('section-heroes-1280.png') });
    await page.setViewportSize({ width: 1023, height: 900 });
    await expect(visibleCount(page, '.section-heroes__item')).resolves.toBe(total);
    await page.screenshot({ path: artifactPath('section-heroes-1023.png'), fullPage: true });
    await page.close();
  });

  it('section heroes header links to Redirect_URL, labelled with the Māori title when lang is mi', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: 'lang', value: 'mi', url: server.base }]);
    const page = await context.newPage();
    await page.goto(`${server.base}/kapa-haka-hub/`);
    await expect(page.locator('.section-heroes__title-link').getAttribute('href')).resolves.toBe('/kapa-haka/');
    await expect(page.locator('.section-heroes__title-link').textContent()).resolves.toBe('Kapa Haka o te Motu');
    await context.close();
  });
});
