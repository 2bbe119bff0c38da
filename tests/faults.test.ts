// Fault injection: a proxy in front of the embedded content API answers 500, malformed JSON, resets or hangs, and
// the site must answer honestly: 503 (never a cacheable 404) when nothing is cached, the cached page when it is.
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIfNeeded } from '../engine/build.ts';
import { MemoryContentCache } from '../engine/content/cache-memory.ts';
import { createApp } from '../engine/server/app.ts';
import { startSampleServices } from './support/sample-db.ts';
import { siteSetup } from '../common/site-setup.ts';

type Fault = 'none' | '500' | 'bad-json' | 'reset' | 'hang';
const FAULTS: Fault[] = ['500', 'bad-json', 'reset', 'hang'];
const root = path.resolve(import.meta.dirname, '..');
const listen = (server: Server) => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));

/** Forwards to the real API unless told to fail; hung requests are released when the test ends. */
function faultProxy(target: number) {
  let fault: Fault = 'none';
  const hung = new Set<ServerResponse>();
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (fault === '500') return void res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"upstream broke"}');
    if (fault === 'bad-json') return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"content_elements": [');
    if (fault === 'reset') return void req.socket.destroy();
    if (fault === 'hang') return void hung.add(res);
    const upstream = request({ host: '127.0.0.1', port: target, path: req.url, method: req.method, headers: req.headers }, (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    });
    req.pipe(upstream);
  });
  return {
    server,
    set: (f: Fault) => (fault = f),
    close: () => {
      for (const res of hung) res.destroy();
      server.closeAllConnections();
      return new Promise((r) => server.close(r));
    },
  };
}

let site: string;
/** The same site on the same cache, with a content budget no busy machine outlasts: it fills the cache. */
let warmer: string;
let api: Server;
let proxy: ReturnType<typeof faultProxy>;
let cache: MemoryContentCache;
let closeAll: () => Promise<void>;
const errors: string[] = [];
const urls: Record<string, string> = {};

beforeAll(async () => {
  await buildIfNeeded(root);
  const services = await startSampleServices();
  const { default: express } = await import('express');
  const apiApp = express();
  services.mount(apiApp);
  api = createServer(apiApp);
  const apiPort = await listen(api);
  proxy = faultProxy(apiPort);
  const proxyPort = await listen(proxy.server);
  cache = new MemoryContentCache();
  const options = { root, siteSetup, dev: false, cache, contentBase: `http://127.0.0.1:${proxyPort}/arc`, contentToken: services.serviceToken };
  const { app, close } = await createApp({
    ...options, contentTimeoutMs: 1500, // short, so hung upstreams cost little
    log: { error: (...a: unknown[]) => errors.push(a.join(' ')), warn() {}, log() {} },
  });
  const server = createServer(app);
  site = `http://127.0.0.1:${await listen(server)}`;
  // A first load on a busy machine can outlast 1.5 s and answer 503: filling the cache through this app waits for
  // the content instead, so the cached-page tests start from every page cached, whatever the machine's load.
  const warming = await createApp({ ...options, contentTimeoutMs: 30_000, log: { error() {}, warn() {}, log() {} } });
  const warmerServer = createServer(warming.app);
  warmer = `http://127.0.0.1:${await listen(warmerServer)}`;
  const arc = async (q: string) => (await (await fetch(`http://127.0.0.1:${apiPort}/arc/content/v4/search/published?website=teaomarama&q=${q}&size=1`)).json()).content_elements[0];
  const story = await arc('type:story');
  urls.article = story.websites.teaomarama.website_url;
  urls.video = (await arc('type:video')).websites.teaomarama.website_url;
  urls.gallery = (await arc('type:gallery')).websites.teaomarama.website_url;
  urls.tag = `/tags/${story.taxonomy.tags[0].slug}/`;
  urls.section = '/news/';
  urls.search = '/search/waka/';
  urls.homepage = '/';
  closeAll = async () => {
    for (const s of [server, warmerServer]) {
      s.closeAllConnections();
      await new Promise((r) => s.close(r));
    }
    await Promise.all([close(), warming.close()]);
    await proxy.close();
    api.closeAllConnections();
    await new Promise((r) => api.close(r));
    await services.close();
  };
});
afterAll(() => closeAll?.());

const PAGE_TYPES = ['homepage', 'article', 'video', 'gallery', 'section', 'tag', 'search'] as const;

describe('content upstream failures with nothing cached', () => {
  for (const fault of FAULTS) {
    it(`upstream ${fault}: every page type answers 503 with Retry-After and no-store, never a 404, in the reader's language`, { timeout: 60_000 }, async () => {
      await cache.clear();
      proxy.set(fault);
      // All page types at once: with a hung upstream each waits out the content timeout, together rather than in turn.
      await Promise.all(PAGE_TYPES.map(async (type) => {
        const res = await fetch(`${site}${urls[type]}`, { headers: type === 'article' ? { cookie: 'lang=mi' } : {} });
        const html = await res.text();
        expect([type, res.status]).toEqual([type, 503]);
        expect(res.headers.get('retry-after'), type).toMatch(/^\d+$/);
        expect(res.headers.get('cache-control'), type).toBe('no-store');
        expect(html, type).toMatch(/<title>[^<]+<\/title>/);
        if (type === 'article') expect(html).toContain('<html lang="mi">');
      }));
      // The process is still serving.
      proxy.set('none');
      expect((await fetch(`${site}/healthz`)).status).toBe(200);
    });
  }

  it('a failure is logged naming the source, the query and the cause', async () => {
    await cache.clear();
    errors.length = 0;
    proxy.set('500');
    await fetch(`${site}${urls.article}`);
    proxy.set('none');
    expect(errors.some((e) => /\[content\] content-api \{.*website_url.*\}: .*answered 500/.test(e))).toBe(true);
  });

  it('missing content stays a 404 while the upstream is healthy', async () => {
    proxy.set('none');
    expect((await fetch(`${site}/2001/01/01/no-such-story/`)).status).toBe(404);
  });

  it('the content endpoint reports an upstream outage as 502 with Retry-After, and a bad query as 400', async () => {
    await cache.clear();
    proxy.set('500');
    const failed = await fetch(`${site}/api/content/content-api?query=${encodeURIComponent(JSON.stringify({ website_url: urls.article }))}`);
    expect(failed.status).toBe(502);
    expect(failed.headers.get('retry-after')).toMatch(/^\d+$/);
    proxy.set('none');
    // A Lucene query the content API rejects with 400: the caller's mistake, passed on as 400, not an outage.
    errors.length = 0;
    const bad = await fetch(`${site}/api/content/story-feed-query?query=${encodeURIComponent(JSON.stringify({ query: 'headlines.basic:(' }))}`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toMatch(/answered 400/);
    expect(errors).toEqual([]);
  });
});

describe('content upstream failures with the pages cached', () => {
  for (const fault of FAULTS) {
    it(`upstream ${fault}: every cached page type is still served 200 from the cache`, async () => {
      proxy.set('none');
      for (const type of PAGE_TYPES) expect([type, (await fetch(`${warmer}${urls[type]}`)).status]).toEqual([type, 200]);
      proxy.set(fault);
      for (const type of PAGE_TYPES) expect([type, (await fetch(`${site}${urls[type]}`)).status]).toEqual([type, 200]);
      proxy.set('none');
    });
  }
});
