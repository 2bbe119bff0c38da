// HTML from editors (an HTML box) or content (a story's raw_html) planting a fake island payload or shadowing the
// page's lookups (DOM clobbering): no module from elsewhere is fetched, the real islands still work, with the
// page's Content-Security-Policy and without it (the defence is the code: engine/client/entry.tsx, own-url.ts,
// common/content/content-html.ts).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserSuite, startServer } from './browser.ts';

/** A second server on another port: what a foreign module load would reach. It counts every request. */
async function startForeign(): Promise<{ origin: string; requests: string[]; close(): Promise<void> }> {
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    requests.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'text/javascript', 'access-control-allow-origin': '*' });
    res.end('window.foreignRan = true; export default function Foreign() { return null } export const mountBlock = () => {};');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, requests, close: () => new Promise((r) => server.close(() => r())) };
}

const foreign = await startForeign();
/** `/\host:port/x.js`: a path to a regular expression, another origin to the URL parser (and the browser). */
const sneaky = (file: string) => `/\\${foreign.origin.slice('http://'.length)}/${file}`;

/** A payload like the server's, every URL pointing at the foreign server, for the page's real island (alert-bar#alert). */
const fakePayload = () => JSON.stringify({
  runtime: sneaky('runtime.js'),
  blocks: [{ id: 'alert', type: 'alert-bar', module: sneaky('component.js'), mode: 'island', hydrate: 'load', customFields: {}, content: {}, reads: {} }],
  preload: [sneaky('preload.js'), `${foreign.origin}/preload-2.js`],
  app: {},
  phrases: {},
});

/** What the HTML plants, each before the page's real payload. */
const PLANTED: Record<string, () => string> = {
  'a JSON script with the payload\'s id': () => `<script type="application/json" id="__pb_islands">${fakePayload()}</script>`,
  'a div with the payload\'s id': () => `<div id="__pb_islands" hidden>${fakePayload()}</div>`,
  'elements named after the document\'s methods and properties, and a <base>': () =>
    `<form name="querySelector"></form><img name="getElementById" alt=""><img name="querySelectorAll" alt=""><form name="body"></form><img name="head" alt="">` +
    `<form name="__pb_islands"></form><base href="${foreign.origin}/">`,
};

describe('a planted island payload or shadowed lookup loads nothing from elsewhere, and the real islands still work', () => {
  const suite = browserSuite(() => startServer({
    sampleConfigs: {
      files: Object.fromEntries(Object.entries(PLANTED).map(([, html], i) => [`pages/teaomarama/planted-${i}.json`, {
        uri: `/planted-${i}/`, layout: 'right-rail',
        sections: { main: [{ type: 'alert-bar', id: 'alert' }, { type: 'html-box', id: 'box', customFields: { HTML: `<p>Box</p>${html()}` } }] },
      }])),
    },
  }));
  let storyPath = '';

  beforeAll(async () => {
    // A story whose body carries every planted variant as raw_html elements.
    const base = suite.server.base;
    const story = (await (await fetch(`${base}/arc/content/v4/search/published?website=teaomarama&q=type:story&size=1`)).json()).content_elements[0];
    const id = `PLANTED${Date.now()}`.padEnd(26, '0').slice(0, 26);
    storyPath = `/2026/12/02/planted-${id.toLowerCase()}/`;
    const elements = Object.values(PLANTED).map((html, i) => ({ _id: `RAW${i}`, type: 'raw_html', content: html() }));
    await suite.server.store.put({
      ...story, _id: id, canonical_url: storyPath, websites: { teaomarama: { ...story.websites.teaomarama, website_url: storyPath } },
      content_elements: [{ _id: 'P1', type: 'text', content: 'Kia ora.' }, ...elements],
    });
    await suite.server.cache.clear();
  }, 60_000);
  afterAll(() => foreign.close());

  /**
   * Drops the page's Content-Security-Policy header: what the code does must hold on its own. `raw` is markup put
   * into the HTML right after <body> as it is, as if no server-side isolation had seen it.
   */
  async function withoutPolicy(page: Page, raw?: (html: string) => string) {
    await page.route((url) => url.origin === suite.server.base, async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers['content-security-policy'];
      delete headers['content-length'];
      let body = await response.text();
      if (raw) body = body.replace(/<body[^>]*>/, (tag) => tag + raw(body));
      await route.fulfill({ response, headers, body });
    });
  }

  /**
   * Opens the page and returns the requests to another origin it made (seen by the browser and by the foreign
   * server), whether foreign code ran, and whether the page's real alert-bar island hydrated and then closed on a
   * click (the island works).
   */
  async function visit(path: string, policy: boolean, raw?: (html: string) => string) {
    const page = await suite.browser.newPage();
    if (!policy) await withoutPolicy(page, raw);
    const seen: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.origin === foreign.origin || url.hostname.includes('evil')) seen.push(r.url());
    });
    const before = foreign.requests.length;
    const res = await page.goto(`${suite.server.base}${path}`);
    expect(res!.status()).toBe(200);
    if (!policy) expect(res!.headers()['content-security-policy']).toBeUndefined();
    // The planted markup is on the page, before the real payload.
    const html = raw ? await page.content() : await res!.text();
    expect(html.indexOf('__pb_islands')).toBeLessThan(html.lastIndexOf('<script type="application/json" id="__pb_islands"'));
    const works = await page.waitForSelector('[data-island="alert-bar"][data-hydrated="true"]', { state: 'attached', timeout: 15_000 })
      .then(() => page.getByRole('button', { name: 'Close alert' }).click())
      .then(() => page.locator('.alert-bar').count())
      .then((bars) => bars === 0, () => false);
    // Preloads and the island runtime are linked once the page has painted and when idle: all of it is over by now.
    await page.waitForLoadState('networkidle');
    const ran = await page.evaluate(() => (window as unknown as { foreignRan?: boolean }).foreignRan === true);
    await page.close();
    return { foreign: [...seen, ...foreign.requests.slice(before)], ran, works };
  }

  for (const policy of [true, false]) {
    const how = policy ? 'with the page\'s CSP' : 'with the CSP header removed';
    it(`through an HTML box (${how}): for each planted variant no foreign module is requested or run, and the alert bar hydrates and closes`, async () => {
      for (const [i, name] of Object.keys(PLANTED).entries()) {
        expect(await visit(`/planted-${i}/`, policy), name).toEqual({ foreign: [], ran: false, works: true });
      }
    }, 120_000);

    it(`through a story's raw_html (${how}): no foreign module is requested or run, and the alert bar hydrates and closes`, async () => {
      expect(await visit(storyPath, policy)).toEqual({ foreign: [], ran: false, works: true });
    }, 60_000);
  }

  it('markup no server-side isolation saw (put raw into the page, CSP header removed): the entry still reads only its own payload, through lookups no named element shadows', async () => {
    // Even a copy of the entry's own script tag with a payload before it, as the server writes them, but without
    // the response's nonce.
    const raw = (html: string) => {
      const entry = /<script type="module"[^>]* src="([^"]+)"><\/script>\s*<\/body>/.exec(html)![1];
      return `${PLANTED['a JSON script with the payload\'s id']()}<div id="__pb_islands" hidden>${fakePayload()}</div>` +
        '<form name="querySelector"></form><img name="getElementById" alt=""><img name="querySelectorAll" alt=""><form name="body"></form><img name="head" alt="">' +
        `<script type="application/json" id="__pb_islands" nonce="guessed">${fakePayload()}</script><script type="module" nonce="guessed" src="${entry}"></script>`;
    };
    expect(await visit('/planted-0/', false, raw)).toEqual({ foreign: [], ran: false, works: true });
  }, 60_000);
});
