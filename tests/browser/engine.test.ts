// The engine's promises in a real browser, on pages of its own (not the sample site's, which editors change).
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { artifactPath, browserSuite, cspViolations, root, startServer } from './browser.ts';
import { intersectionSeen } from './settle.ts';
import { productionAssets } from '../../engine/server/app.ts';

/** A page-configs folder with the sample site and three pages made for these tests. */
function engineSite(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'engine-site-'));
  mkdirSync(path.join(dir, 'sites'));
  mkdirSync(path.join(dir, 'pages/teaomarama'), { recursive: true });
  writeFileSync(path.join(dir, 'sites/teaomarama.json'), readFileSync(path.join(root, 'page-configs/sites/teaomarama.json')));
  const page = (name: string, uri: string, main: unknown[]) =>
    writeFileSync(path.join(dir, `pages/teaomarama/${name}.json`), JSON.stringify({ uri, layout: 'right-rail', sections: { main } }));
  const text = (id: string, HTML: string, extra = {}) => ({ type: 'html-box', id, customFields: { HTML, ...extra } });
  page('static', '/static/', [
    text('intro', '<h1>Static</h1>'),
    { type: 'double', id: 'cols', customFields: { columnOne: 1 }, children: [text('a', '<p>A</p>'), text('b', '<p>B</p>')] },
    { type: 'divider', id: 'rule' },
  ]);
  page('island', '/island/', [{ type: 'alert-bar', id: 'alert' }, text('intro', '<h1>Island</h1>')]);
  page('lazy', '/lazy/', [text('tall', '<div style="height:3000px">Tall</div>'), text('below', '<p>Below the fold</p>', { lazyLoad: true })]);
  // Markup from editors or content with a script in it: what the policy is there to stop.
  page('injected', '/injected/', [text('html', '<p id="injected">Injected</p><script>window.injectedRan = true</script>'), { type: 'alert-bar', id: 'alert' }]);
  return dir;
}

describe('engine in the browser (Debian Chromium)', () => {
  const suite = browserSuite(() => startServer({ configDir: engineSite() }));

  const scriptsOf = (page: import('playwright-core').Page) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    return scripts;
  };

  it('islands: a page of static blocks ships no JS at all', async () => {
    const page = await suite.browser.newPage();
    const scripts = scriptsOf(page);
    await page.goto(`${suite.server.base}/static/`, { waitUntil: 'networkidle' });
    expect(await page.locator('script[type="module"]').count()).toBe(0);
    expect(scripts).toEqual([]);
    await page.close();
  });

  it('islands: the interactive block hydrates on its own, loading only its own component chunk', async () => {
    const page = await suite.browser.newPage();
    const scripts = scriptsOf(page);
    await page.goto(`${suite.server.base}/island/`);
    await page.waitForSelector('[data-island="alert-bar"][data-hydrated="true"]', { state: 'attached', timeout: 10_000 });
    const manifest = JSON.parse(readFileSync(path.join(root, 'dist/client/.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
    const loadedBlocks = Object.entries(manifest)
      .filter(([src, chunk]) => src.endsWith('/component.tsx') && scripts.includes(`/${chunk.file}`))
      .map(([src]) => src.split('/')[1]);
    expect(loadedBlocks).toEqual(['alert-bar']);
    await page.close();
  });

  it('islands: the HTML preloads no script; once the page is parsed its script links the island runtime (React) and the load island\'s chunk, with their imports, as modulepreload under the page\'s nonce, and every one is fetched', async () => {
    const page = await suite.browser.newPage();
    const scripts = scriptsOf(page);
    const res = await page.goto(`${suite.server.base}/island/`);
    const html = await res!.text();
    expect(html).not.toContain('rel="modulepreload"');
    const payload = JSON.parse(/<script type="application\/json" id="__pb_islands"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]!) as { runtime: string; preload: string[] };
    const assets = productionAssets(root);
    expect(payload.runtime).toBe(assets.clientRuntime!.url);
    const alert = assets.chunks!['/blocks/alert-bar/component.tsx']!;
    expect(new Set(payload.preload)).toEqual(new Set([assets.clientRuntime!.url, ...assets.clientRuntime!.imports, alert.url, ...alert.imports]));
    await page.waitForSelector('[data-island="alert-bar"][data-hydrated="true"]', { state: 'attached', timeout: 10_000 });
    const linked = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('head link[rel="modulepreload"]')].map((l) => ({ href: new URL(l.href).pathname, nonced: l.nonce !== '' })));
    expect(linked).toEqual(payload.preload.map((href) => ({ href, nonced: true })));
    for (const href of payload.preload) expect(scripts).toContain(href);
    await page.close();
  });

  it('islands wait for the page\'s priority image: while the fetchpriority=high image loads no island script is fetched or preloaded and the load island stays static; once it has loaded they follow', async () => {
    const page = await suite.browser.newPage();
    const scripts = scriptsOf(page);
    const url = `${suite.server.base}/island/`;
    // The page's largest image, as the server marks it (common/image-priority.tsx), held by the "network".
    await page.route(url, async (route) => {
      const res = await route.fetch();
      await route.fulfill({ response: res, body: (await res.text()).replace('<h1>Island</h1>', '<h1>Island</h1><img fetchpriority="high" src="/held.png" width="1" height="1" alt="">') });
    });
    let release!: () => Promise<void>;
    const requested = new Promise<void>((resolve) => {
      void page.route('**/held.png', (route) => {
        release = () => route.fulfill({ contentType: 'image/png', body: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64') });
        resolve();
      });
    });
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    await requested;
    // The page's script has run (module scripts run before DOMContentLoaded) and the browser has painted twice since.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const entry = productionAssets(root).clientEntry;
    expect(scripts).toEqual([entry]);
    expect(await page.evaluate(() => document.querySelectorAll('link[rel="modulepreload"], [data-hydrated]').length)).toBe(0);
    await release();
    await page.waitForSelector('[data-island="alert-bar"][data-hydrated="true"]', { state: 'attached', timeout: 10_000 });
    expect(scripts).toContain(productionAssets(root).clientRuntime!.url);
    expect(await page.evaluate(() => document.querySelectorAll('link[rel="modulepreload"]').length)).toBeGreaterThan(0);
    await page.close();
  });

  it('a block whose component module or hydration strategy the browser does not know is a console error naming it; the rest of the page stays', async () => {
    // The payload carries the chunk's built URL (from the manifest), which the browser imports as it is.
    const alertChunk = productionAssets(root).chunks!['/blocks/alert-bar/component.tsx']!.url;
    const cases = [
      { from: `"module":"${alertChunk}"`, to: '"module":"/assets/gone.js"', error: '[islands] block "alert-bar" (alert): no component module "/assets/gone.js" (' },
      { from: `"module":"${alertChunk}"`, to: '"module":"https://elsewhere.example/x.js"', error: '[islands] block "alert-bar" (alert): no component module "https://elsewhere.example/x.js"' },
      { from: `"runtime":"${productionAssets(root).clientRuntime!.url}"`, to: '"runtime":"/assets/gone.js"', error: '[islands] block "alert-bar" (alert): the island runtime did not load (' },
      { from: '"hydrate":"load"', to: '"hydrate":"sometimes"', error: '[islands] block "alert-bar" (alert): unknown hydration strategy "sometimes"' },
    ];
    for (const { from, to, error } of cases) {
      const page = await suite.browser.newPage();
      const crashes: string[] = [];
      page.on('pageerror', (e) => crashes.push(e.message));
      // The payload as a page from an older build (or a typo in a hand-written one) could carry it.
      await page.route(`${suite.server.base}/island/`, async (route) => {
        const res = await route.fetch();
        const html = await res.text();
        expect(html).toContain(from);
        await route.fulfill({ response: res, body: html.replace(from, to) });
      });
      const logged = page.waitForEvent('console', (m) => m.type() === 'error' && m.text().startsWith('[islands]'));
      await page.goto(`${suite.server.base}/island/`);
      expect((await logged).text().startsWith(error), (await logged).text()).toBe(true);
      await expect(page.locator('h1').textContent()).resolves.toBe('Island');
      expect(await page.locator('[data-island="alert-bar"][data-hydrated]').count()).toBe(0);
      expect(crashes).toEqual([]);
      await page.close();
    }
  });

  it('a script in page markup without the nonce does not run, the page\'s own scripts still do, and the violation is reported', async () => {
    const page = await suite.browser.newPage();
    await page.goto(`${suite.server.base}/injected/`);
    await page.waitForSelector('[data-island="alert-bar"][data-hydrated="true"]', { state: 'attached', timeout: 10_000 });
    expect(await page.evaluate(() => (window as unknown as { injectedRan?: boolean }).injectedRan)).toBeUndefined();
    // Reported twice, asynchronously: the page's event and Chromium's console message. Wait until both arrived.
    const seen: ReturnType<typeof cspViolations> = [];
    await expect.poll(() => {
      seen.push(...cspViolations(suite.browser));
      return seen.map((v) => v.directive).sort();
    }, { timeout: 10_000 }).toEqual(['console', 'script-src-elem']);
    expect(seen.find((v) => v.directive === 'script-src-elem')).toMatchObject({ blocked: 'inline', page: `${suite.server.base}/injected/` });
    await page.close();
  });

  it('lazy blocks render nothing on the server and appear once scrolled near the viewport (300 px margin)', async () => {
    const html = await (await fetch(`${suite.server.base}/lazy/`)).text();
    expect(html).toContain('<div data-lazy="html-box" data-block-id="below"></div>');
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 400 } });
    await page.goto(`${suite.server.base}/lazy/`);
    const lazy = page.locator('[data-lazy="html-box"]');
    // The client's observer (300 px margin) has been told where the block is: it is still far below, and empty.
    expect(await intersectionSeen(page, '[data-lazy="html-box"]', { rootMargin: '300px 0px' })).toBe(0);
    await expect(lazy.innerHTML()).resolves.toBe('');
    await lazy.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelector('[data-lazy="html-box"]')!.textContent!.includes('Below the fold'), null, { timeout: 10_000 });
    await page.screenshot({ path: artifactPath('engine-lazy-1280.png') });
    await page.close();
  });
});
