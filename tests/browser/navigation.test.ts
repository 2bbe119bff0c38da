// The navigation-header island in Chromium against the production build. No page config holds it yet, so each
// test serves a small document at /nav-test/ (intercepted): the island's server markup from renderBlock, its
// payload as the engine writes it, the masthead's markup when wanted, and the built client entry and CSS.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { artifactPath, browserSuite, holdRequests, root, sharedServer } from './browser.ts';
import { debouncedAfter, nextEventHandled, timersBefore } from './settle.ts';
import { appContextOf, prepareCustomFields, renderBlock } from '../../engine/testing/index.ts';
import { contentKey } from '../../engine/content/key.ts';
import type { PagePayload } from '../../engine/render/payload.ts';
import { islandScriptsHtml } from '../../engine/render/document.tsx';
import { productionAssets } from '../../engine/server/app.ts';
import { createNonce, policyHeader } from '../../engine/server/csp.ts';
import type { Hydrate, Lang } from '../../engine/index.ts';
import navigationHeader from '../../blocks/navigation-header/index.ts';
import masthead from '../../blocks/masthead/index.ts';
import { MASTHEAD_LOGO_WAIT_MS } from '../../blocks/navigation-header/scroll.ts';
import { HIERARCHY_FIXTURES } from '../../common/navigation/fixtures.ts';
import { hierarchyQuery, MENU_SOURCE } from '../../common/navigation/menu.ts';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const ID = 'nav';
const TITLE = 'Kia ora: the navigation test page';

/** The header's own strategy, as the engine writes it (a name, not a function of its fields). */
const HYDRATE = navigationHeader.island!.hydrate as Hydrate;
/** The URL of the header's built component chunk, as the engine puts it in the payload. */
const headerChunk = () => productionAssets(root).chunks!['/blocks/navigation-header/component.tsx']!.url;
// The components whose CSS such a page inlines: the page frame's (a layout) and the two blocks'.
const NAV_MODULES = ['/layouts/article-layout/component.tsx', '/blocks/navigation-header/component.tsx', '/blocks/masthead/component.tsx'];

interface PageOptions { lang: Lang; withMasthead: boolean; customFields?: Record<string, unknown> }

/** The document the engine would stream for a page holding only the header (and optionally a masthead), under the nonce. */
function navDocument({ lang, withMasthead, customFields = {} }: PageOptions, nonce: string): string {
  const fields = prepareCustomFields(navigationHeader, customFields, 'navigation test');
  const reads: Record<string, unknown> = {};
  const content = navigationHeader.content!({ site: 'teaomarama', customFields: fields as never }).map((c) => {
    const value = HIERARCHY_FIXTURES[c.query.hierarchy as string];
    reads[contentKey(MENU_SOURCE, hierarchyQuery(c.query.hierarchy as string))] = value;
    return { ...c, value };
  });
  // React hoists image preloads to the document head; in a fragment they lead the markup, so drop them.
  const strip = (html: string) => html.replace(/^(<link [^>]*>)+/, '');
  const header = strip(renderBlock(navigationHeader, { id: ID, lang, customFields: fields, content }));
  const mast = withMasthead ? strip(renderBlock(masthead, { lang })) : '';
  const { globalContent: _g, globalContentConfig: _c, ...app } = appContextOf({ site: 'teaomarama', lang });
  const phrases = navigationHeader.phrases!;
  const assets = productionAssets(root);
  const payload: PagePayload = {
    app,
    blocks: [{ id: ID, type: 'navigation-header', module: headerChunk(), mode: 'island', hydrate: HYDRATE, customFields: fields, content: {}, reads }],
    phrases: { 'navigation-header': { [lang]: phrases[lang], en: phrases.en } },
    runtime: assets.clientRuntime!.url,
  };
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${TITLE}</title>`
    + `<style nonce="${nonce}">${assets.styles!(NAV_MODULES)}</style>`
    + `</head><body><header class="layout-navigation"><div data-island="navigation-header" data-hydrate="${HYDRATE}" data-block-id="${ID}" style="display:contents">${header}</div></header>`
    + `<main id="main" class="page-container">${mast}<h1>${TITLE}</h1><button type="button" id="elsewhere">Elsewhere</button><div style="height:4000px"></div></main>`
    + `${islandScriptsHtml(payload, assets.clientEntry, nonce)}</body></html>`;
}

/**
 * Times an exit animation on the page's own clock (no test-process latency in it): from the closing class
 * appearing to the element being hidden.
 */
async function watchExit(page: import('playwright-core').Page, selector: string, closingClass: string) {
  await page.evaluate(({ selector, closingClass }) => {
    const el = document.querySelector(selector)!;
    const exit: { start?: number; end?: number; bodyOff?: number } = {};
    (window as unknown as { __exit: typeof exit }).__exit = exit;
    const observer = new MutationObserver(() => {
      if (exit.start === undefined && el.classList.contains(closingClass)) exit.start = performance.now();
      // When the body stops being marked open (nav-open), on the same clock.
      if (exit.start !== undefined && exit.bodyOff === undefined && !document.body.classList.contains('nav-open')) exit.bodyOff = performance.now();
      if (exit.start !== undefined && exit.end === undefined && el.hasAttribute('hidden')) exit.end = performance.now();
      if (exit.end !== undefined && exit.bodyOff !== undefined) observer.disconnect();
    });
    observer.observe(el, { attributes: true });
    observer.observe(document.body, { attributes: true });
  }, { selector, closingClass });
}

/** How long after the closing class appeared the body lost its nav-open mark (page clock). */
async function bodyMarkedMs(page: import('playwright-core').Page): Promise<number> {
  await page.waitForFunction(() => (window as unknown as { __exit: { bodyOff?: number } }).__exit.bodyOff !== undefined, null, { timeout: 3000 });
  return page.evaluate(() => {
    const exit = (window as unknown as { __exit: { start: number; bodyOff: number } }).__exit;
    return exit.bodyOff - exit.start;
  });
}

async function exitMs(page: import('playwright-core').Page): Promise<number> {
  await page.waitForFunction(() => (window as unknown as { __exit: { end?: number } }).__exit.end !== undefined, null, { timeout: 3000 });
  return page.evaluate(() => {
    const exit = (window as unknown as { __exit: { start: number; end: number } }).__exit;
    return exit.end - exit.start;
  });
}

interface LogoTimes { hydrated?: number; logo?: number }

/** In the page, before its scripts: when (performance.now()) the header was first marked hydrated and first showed its logo. */
function recordLogoTimes() {
  const times: LogoTimes = {};
  (window as unknown as { __logoTimes: LogoTimes }).__logoTimes = times;
  new MutationObserver(() => {
    const now = performance.now();
    if (times.hydrated === undefined && document.querySelector('[data-island="navigation-header"][data-hydrated="true"]')) times.hydrated = now;
    if (times.logo === undefined && document.querySelector('.navigation-header--logo-visible')) times.logo = now;
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['class', 'data-hydrated'] });
}

describe('navigation-header island in the browser (Debian Chromium)', () => {
  const suite = browserSuite(sharedServer);

  /** A context serving /nav-test/ in the language of its lang cookie; every non-loopback request gets an empty page. */
  /**
   * Opens /nav-test/ and, unless `interact` is false, hydrates the header as a reader's first pointer over it
   * would (it hydrates on interaction or scroll) and waits until it has.
   */
  async function open(options: Partial<PageOptions> & { width?: number; interact?: boolean; timeLogo?: boolean } = {}): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const context = await suite.browser.newContext({ viewport: { width: options.width ?? 1280, height: 800 } });
    if (options.timeLogo) await context.addInitScript(recordLogoTimes);
    await context.route((url) => !url.href.startsWith(suite.server.base), (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>elsewhere</title>' }));
    await context.route(`${suite.server.base}/nav-test/`, async (route) => {
      const cookie = (await route.request().allHeaders()).cookie ?? '';
      const lang: Lang = /(?:^|;\s*)lang=mi(?:;|$)/.test(cookie) ? 'mi' : 'en';
      // Served under the site's policy, as the engine would: a fresh nonce on the header and on each script.
      const nonce = createNonce();
      await route.fulfill({
        status: 200,
        contentType: 'text/html; charset=utf-8',
        headers: { 'content-security-policy': policyHeader(nonce) },
        body: navDocument({ lang, withMasthead: options.withMasthead ?? true, customFields: options.customFields }, nonce),
      });
    });
    await context.route(`${suite.server.base}/search/**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>search</title>' }));
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${suite.server.base}/nav-test/`);
    if (options.interact === false) return { context, page, errors };
    await page.dispatchEvent('.navigation-header', 'pointerover');
    await page.waitForSelector(`[data-island="navigation-header"][data-hydrated="true"]`, { state: 'attached', timeout: 15_000 });
    return { context, page, errors };
  }

  const hasClass = (page: Page, selector: string, cls: string) => page.locator(selector).evaluate((el, c) => el.classList.contains(c), cls);
  const logoShown = (page: Page) => hasClass(page, '.navigation-header', 'navigation-header--logo-visible');
  /** What readers see (after the 200 ms fade), as opposed to the state class. */
  const logoRendered = (page: Page) => page.locator('.navigation-header__logo').evaluate((el) => getComputedStyle(el).visibility === 'visible');
  const scrollTo = async (page: Page, y: number) => {
    const scrolled = await debouncedAfter(page, 'scroll', 100); // the island's scroll debounce
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await scrolled.settled();
  };

  it('hydrates without errors or mismatches; scrolled beyond 0 marks the nav; the logo shows past 150 px and hides below 30 px (with a masthead, >= 768 px)', async () => {
    const { context, page, errors } = await open();
    expect(await hasClass(page, '.navigation-header', 'navigation-header--scrolled')).toBe(false);
    expect(await logoShown(page)).toBe(false);
    await timersBefore(page, 1000); // after the masthead check (1000 ms from mount) found the masthead logo: still hidden at the top
    expect(await logoShown(page)).toBe(false);
    expect(await logoRendered(page)).toBe(false);

    await scrollTo(page, 1);
    expect(await hasClass(page, '.navigation-header', 'navigation-header--scrolled')).toBe(true);
    await scrollTo(page, 150);
    expect(await logoShown(page)).toBe(false);
    await scrollTo(page, 151);
    expect(await logoShown(page)).toBe(true);
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.navigation-header__logo')!).visibility === 'visible', null, { timeout: 5_000 });
    expect(await logoRendered(page)).toBe(true);
    // The bar stays at the top of the viewport while the page scrolls.
    await expect(page.locator('.navigation-header').evaluate((el) => Math.round(el.getBoundingClientRect().top))).resolves.toBe(0);
    await scrollTo(page, 30); // between the thresholds: keeps showing
    expect(await logoShown(page)).toBe(true);
    await scrollTo(page, 29);
    expect(await logoShown(page)).toBe(false);
    await scrollTo(page, 0);
    expect(await hasClass(page, '.navigation-header', 'navigation-header--scrolled')).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('without a masthead logo the nav logo shows after 1 s; on narrow widths it always shows', async () => {
    const wide = await open({ withMasthead: false, timeLogo: true });
    await wide.page.waitForFunction(() => document.querySelector('.navigation-header--logo-visible'), null, { timeout: 3000 });
    // Read on the page's own clock, so a test runner slowed by a busy machine cannot see the logo late and call
    // that early: the check starts as the island mounts, in the commit that marks it hydrated (a few ms apart).
    const { hydrated, logo } = await wide.page.evaluate(() => (window as unknown as { __logoTimes: LogoTimes }).__logoTimes);
    expect(hydrated).toBeDefined();
    expect(logo! - hydrated!).toBeGreaterThanOrEqual(MASTHEAD_LOGO_WAIT_MS - 50);
    await wide.context.close();

    const narrow = await open({ width: 600 });
    expect(await logoShown(narrow.page)).toBe(true);
    expect(await logoRendered(narrow.page)).toBe(true);
    await narrow.page.screenshot({ path: artifactPath('navigation-header-600.png') });
    await narrow.context.close();
  });

  it('hydrates only when the reader acts or scrolls: its chunk is not fetched before; a first tap on the menu button, arriving before the header has hydrated, still opens the menu', async () => {
    const { context, page, errors } = await open({ interact: false });
    const chunk = headerChunk();
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
    // The chunk held until the tap is done, so the click surely comes before the header is mounted.
    const { release: tapped } = await holdRequests(page, (url) => url.pathname === chunk);
    await page.waitForFunction(() => document.readyState === 'complete');
    expect(fetched).not.toContain(chunk);
    await expect(page.locator('[data-island="navigation-header"][data-hydrated]').count()).resolves.toBe(0);
    await page.locator('.navigation-header__menu-button').click();
    await expect(page.locator('.navigation-header__drawer').isVisible()).resolves.toBe(false);
    tapped();
    await page.getByRole('dialog', { name: 'Sections' }).waitFor({ state: 'visible', timeout: 10_000 });
    await expect(page.locator('.navigation-header__menu-button').getAttribute('aria-expanded')).resolves.toBe('true');
    expect(fetched).toContain(chunk);
    expect(errors).toEqual([]);
    await context.close();

    const scrolling = await open({ interact: false });
    await scrolling.page.evaluate(() => window.scrollTo(0, 200));
    await scrolling.page.waitForSelector('.navigation-header.navigation-header--scrolled', { state: 'attached', timeout: 10_000 });
    expect(scrolling.errors).toEqual([]);
    await scrolling.context.close();
  });

  it('section menu: opens from the menu button as a dialog with focus inside and nav-open on body; closes on close button, overlay and Escape after a 500 ms exit, focus back on the button', async () => {
    const { context, page, errors } = await open();
    const button = page.locator('.navigation-header__menu-button');
    const dialog = page.getByRole('dialog', { name: 'Sections' });
    const bodyOpen = () => page.evaluate(() => document.body.classList.contains('nav-open'));

    for (const closeWith of ['close button', 'overlay', 'Escape'] as const) {
      await button.click();
      await expect(dialog.isVisible()).resolves.toBe(true);
      await expect(button.getAttribute('aria-expanded')).resolves.toBe('true');
      expect(await bodyOpen()).toBe(true);
      await expect(page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).resolves.toBe(true);
      await expect(dialog.evaluate((el) => el.getBoundingClientRect().width)).resolves.toBe(420);

      await watchExit(page, '.navigation-header__drawer', 'navigation-header__drawer--closing');
      if (closeWith === 'close button') await page.getByRole('button', { name: 'Close menu' }).click();
      else if (closeWith === 'overlay') await page.mouse.click(1000, 400);
      else await page.keyboard.press('Escape');
      // Exit animation: still shown (and body still marked) until 500 ms have passed, on the page's own clock (a
      // check from the test process could come after the 500 ms on a loaded machine).
      expect(await exitMs(page), closeWith).toBeGreaterThanOrEqual(490);
      expect(await bodyMarkedMs(page), closeWith).toBeGreaterThanOrEqual(490);
      expect(await bodyOpen()).toBe(false);
      await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
      await expect(page.evaluate(() => document.activeElement?.classList.contains('navigation-header__menu-button'))).resolves.toBe(true);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('section menu: sub-sections toggle per section (max height 500 px); Tab stays inside the dialog; no serious accessibility problems', async () => {
    const { context, page } = await open();
    await page.locator('.navigation-header__menu-button').click();
    const toggle = page.getByRole('button', { name: 'Show sub-sections of News' });
    const sub = page.locator('#nav-nav-sub-0');
    await expect(sub.evaluate((el) => getComputedStyle(el).visibility)).resolves.toBe('hidden');
    await toggle.click();
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect.poll(() => sub.evaluate((el) => [getComputedStyle(el).visibility, getComputedStyle(el).maxHeight]), { timeout: 5_000 }).toEqual(['visible', '500px']);
    await expect(page.locator('#nav-nav-sub-1').evaluate((el) => getComputedStyle(el).visibility)).resolves.toBe('hidden');
    await toggle.click();
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');

    for (let i = 0; i < 30; i++) await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).resolves.toBe(true);

    // Through the DevTools protocol: an added <script> would have no nonce, and the policy refuses it.
    await page.evaluate(axeSource);
    const violations = await page.evaluate(async () => {
      const r = await (window as any).axe.run('.navigation-header', { resultTypes: ['violations'] });
      return r.violations.filter((v: any) => v.impact === 'serious' || v.impact === 'critical').map((v: any) => `${v.impact} ${v.id}`);
    });
    expect(violations).toEqual([]);
    await page.screenshot({ path: artifactPath('navigation-header-menu-1280.png') });
    await context.close();
  });

  it('search: opens on click with focus in the field, closes on blur; a non-empty term goes to /search/{term} (URI-encoded), an empty one nowhere', async () => {
    const { context, page } = await open();
    const form = page.locator('.navigation-header__search');
    await page.getByRole('button', { name: 'Open search' }).click();
    expect(await hasClass(page, '.navigation-header__search', 'navigation-header__search--open')).toBe(true);
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('nav-nav-search');
    await expect(page.getByRole('button', { name: 'Submit search' }).getAttribute('aria-expanded')).resolves.toBe('true');

    await page.locator('#elsewhere').focus();
    expect(await form.evaluate((el) => el.classList.contains('navigation-header__search--open'))).toBe(false);

    await page.getByRole('button', { name: 'Open search' }).click();
    const submit = await nextEventHandled(page, 'submit');
    await page.keyboard.press('Enter'); // empty term: no navigation
    expect(await submit.handled()).toBe(true); // the form's own handler ran and kept the browser from submitting
    expect(new URL(page.url()).pathname).toBe('/nav-test/');

    await page.keyboard.type('Te Matatini 2025/kapa');
    await Promise.all([page.waitForURL('**/search/**'), page.keyboard.press('Enter')]);
    expect(new URL(page.url()).pathname).toBe('/search/Te%20Matatini%202025%2Fkapa');
    await context.close();
  });

  it('share popup: networks open 658x354 popups (LinkedIn and email 830x460) with the page url; copy link; Escape closes after 500 ms', async () => {
    const { context, page } = await open();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.server.base });
    const share = page.getByRole('button', { name: 'Share', exact: true });
    await share.click();
    await expect(share.getAttribute('aria-expanded')).resolves.toBe('true');

    const popupFor = async (name: string) => {
      const [popup] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name }).click()]);
      await popup.waitForLoadState();
      const size = await popup.evaluate(() => [window.outerWidth, window.innerWidth, window.innerHeight]);
      const url = popup.url();
      await popup.close();
      return { url, size };
    };
    const pageUrl = `${suite.server.base}/nav-test/`;
    const fb = await popupFor('Share on Facebook');
    expect(fb.url).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(pageUrl)}`);
    expect(fb.size[1]).toBe(658);
    const li = await popupFor('Share on LinkedIn');
    expect(li.url).toContain(`url=${encodeURIComponent(pageUrl)}&title=${encodeURIComponent(TITLE)}`);
    expect(li.size[1]).toBe(830);

    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByRole('status').textContent()).resolves.toBe('Link copied');
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(pageUrl);

    await watchExit(page, '.navigation-header__share-popup', 'navigation-header__share-popup--closing');
    await page.keyboard.press('Escape');
    expect(await hasClass(page, '.navigation-header__share-popup', 'navigation-header__share-popup--closing')).toBe(true);
    expect(await exitMs(page)).toBeGreaterThanOrEqual(490);
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe('Share');
    await context.close();
  });
});
