import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { artifactPath, launchBrowser, root, startServer } from './browser.ts';

describe('engine in the browser (Debian Chromium)', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startServer>>;

  beforeAll(async () => {
    [browser, server] = await Promise.all([launchBrowser(), startServer()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('islands: the interactive block hydrates on its own; static blocks ship no component code', async () => {
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(`${server.base}/`);
    await page.waitForSelector('[data-island="alert-bar"][data-hydrated="true"]', { state: 'attached', timeout: 10_000 });
    // Only the component chunks of the page's island (alert-bar) and lazy block (html-box) load; static blocks never.
    const manifest = JSON.parse(readFileSync(path.join(root, 'dist/client/.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
    const loadedBlocks = Object.entries(manifest)
      .filter(([src, chunk]) => src.endsWith('/component.tsx') && scripts.includes(`/${chunk.file}`))
      .map(([src]) => src.split('/')[1])
      .sort();
    expect(loadedBlocks).toEqual(['alert-bar', 'html-box']);
    await page.close();
  });

  it('lazy blocks render nothing on the server and appear once scrolled near the viewport (300 px margin)', async () => {
    const html = await (await fetch(`${server.base}/`)).text();
    expect(html).toContain('<div data-lazy="html-box" data-block-id="below-fold"></div>');
    const page = await browser.newPage({ viewport: { width: 1280, height: 400 } });
    // Push the lazy block far below the fold before any script runs.
    await page.route(`${server.base}/`, async (route) => {
      const res = await route.fetch();
      const body = (await res.text()).replace('<div data-lazy=', '<div id="spacer" style="height:3000px"></div><div data-lazy=');
      await route.fulfill({ response: res, body });
    });
    await page.goto(`${server.base}/`);
    const lazy = page.locator('[data-lazy="html-box"]');
    await page.waitForTimeout(500);
    await expect(lazy.innerHTML()).resolves.toBe('');
    await lazy.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelector('[data-lazy="html-box"]')!.textContent!.includes('Below the fold'), null, { timeout: 10_000 });
    await page.screenshot({ path: artifactPath('engine-lazy-1280.png') });
    await page.close();
  });
});
