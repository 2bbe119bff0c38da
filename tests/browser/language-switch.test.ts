// The header's language switch in Chromium on the sample site: choosing a language lands on the page's address in
// that language (/mi/... for Māori, unprefixed for English) and keeps the choice in the lang cookie, with scripts or
// without them (the switch is plain links; the server keeps the choice and redirects).
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { browserSuite, sharedServer } from './browser.ts';

const SITE = 'teaomarama';

describe('language switch between the two addresses of a page (Debian Chromium)', () => {
  const suite = browserSuite(sharedServer);

  async function storyPath(): Promise<string> {
    const found = await (await fetch(`${suite.server.base}/arc/content/v4/search/published?website=${SITE}&q=type:story&size=1`)).json();
    return new URL(found.content_elements[0].websites[SITE].website_url, suite.server.base).pathname;
  }

  const langCookie = async (context: BrowserContext) => (await context.cookies(suite.server.base)).find((c) => c.name === 'lang');
  const current = (page: Page) => page.locator('.navigation-header__language [aria-current="true"]').textContent();

  async function choose(page: Page, label: string, path: string) {
    await Promise.all([page.waitForURL(`${suite.server.base}${path}`), page.getByRole('link', { name: label, exact: true }).click()]);
  }

  for (const javaScriptEnabled of [true, false]) {
    it(`${javaScriptEnabled ? 'with' : 'without'} scripts: Māori lands on the /mi address and English back on the unprefixed one, the cookie following`, async () => {
      const path = await storyPath();
      const context = await suite.browser.newContext({ javaScriptEnabled });
      try {
        const page = await context.newPage();
        await page.goto(`${suite.server.base}${path}`);
        expect(await page.getAttribute('html', 'lang')).toBe('en');
        expect(await current(page)).toBe('English');

        await choose(page, 'Māori', `/mi${path}`);
        expect(await page.getAttribute('html', 'lang')).toBe('mi');
        expect(await current(page)).toBe('Māori');
        expect(await langCookie(context)).toMatchObject({ value: 'mi', path: '/', sameSite: 'Strict' });
        // The Māori page's own canonical is the address the reader landed on.
        expect(new URL((await page.getAttribute('link[rel="canonical"]', 'href'))!).pathname).toBe(`/mi${path}`);

        await choose(page, 'English', path);
        expect(await page.getAttribute('html', 'lang')).toBe('en');
        expect(await current(page)).toBe('English');
        expect(await langCookie(context)).toMatchObject({ value: 'en' });
      } finally {
        await context.close();
      }
    });
  }

  it('the homepage in Māori is /mi/, and its English is / again', async () => {
    const context = await suite.browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(`${suite.server.base}/`);
      await choose(page, 'Māori', '/mi/');
      expect(await page.getAttribute('html', 'lang')).toBe('mi');
      await choose(page, 'English', '/');
      expect(await page.getAttribute('html', 'lang')).toBe('en');
    } finally {
      await context.close();
    }
  });
});
