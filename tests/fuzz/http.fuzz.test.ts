// HTTP-level fuzzing of the running production app (pages, content endpoint, content API, resizer, assets) over
// real loopback HTTP: no request target, query, cookie or header makes it answer 5xx or leave a rejection unhandled.
import { Agent, createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIfNeeded } from '../../engine/build.ts';
import { MemoryContentCache } from '../../engine/content/cache-memory.ts';
import { createApp } from '../../engine/server/app.ts';
import { startSampleServices } from '../support/sample-db.ts';
import { cookieHeader, headerSafe, nastyString, PROTOTYPE_NAMES, queryString, sendable } from './arbitraries.ts';
import { siteSetup } from '../../common/site-setup.ts';

const root = path.resolve(import.meta.dirname, '../..');
let server: Server;
let port: number;
let serviceToken: string;
let closeAll: () => Promise<void>;
const agent = new Agent({ keepAlive: true, maxSockets: 4 });
const logged: string[] = [];
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);

beforeAll(async () => {
  process.on('unhandledRejection', onUnhandled);
  await buildIfNeeded(root);
  const services = await startSampleServices();
  serviceToken = services.serviceToken;
  server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  const cache = new MemoryContentCache();
  const { app, close } = await createApp({
    root, siteSetup, dev: false, cache, contentBase: `http://127.0.0.1:${port}/arc`, contentToken: serviceToken, routes: services.routes(), editorToken: 'editor-token',
    log: { error: (...a: unknown[]) => logged.push(a.join(' ')), warn() {}, log() {} },
  });
  server.on('request', app);
  closeAll = async () => {
    agent.destroy();
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
    await close();
    await cache.close();
    await services.close();
  };
}, 240_000); // the embedded services load the sample content first: slow on a loaded machine
afterAll(async () => {
  await closeAll?.();
  process.off('unhandledRejection', onUnhandled);
});

/** Sends the target as is (Node's client refuses only characters outside 0x21-0xff, which are percent-encoded). */
function send(method: string, target: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path: target, headers, agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const PREFIXES = [
  '/', '/news/', '/pf/news/', '/video/', '/search/', '/tags/', '/authors/', '/2025/03/01/', '/latest/', '/archive/', '/healthz', '/api/blocks',
  '/api/content/', '/api/content/content-api', '/api/content/story-feed-query', '/api/content/search-api', '/arc/content/v4/', '/arc/content/v4/search/published',
  '/arc/content/v4/collections', '/arc/search/v2/', '/arc/site/v3/navigation/', '/arc/tags/v2/slugs', '/arc/author/v2/author-service', '/arc/photo/api/v2/photos/',
  '/resizer/v2/', '/resizer/', '/static/', '/assets/', '/favicon.ico',
];
const arcQuery = fc
  .array(fc.tuple(fc.constantFrom('website', 'q', 'size', 'from', 'sort', '_id', 'website_url', 'query', 'page', 'slugs', 'width', 'height', 'auth', 'focal', ...PROTOTYPE_NAMES), fc.oneof(fc.constantFrom('teaomarama', '10', '-1', '1e9', 'display_date:asc', 'type:story', '{"size":2}', '{"website_url":"/"}', '[]', 'null', '%00'), nastyString(4))), { maxLength: 4 })
  .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'));
const target = fc
  .tuple(fc.constantFrom(...PREFIXES), fc.oneof({ arbitrary: nastyString(6), weight: 3 }, { arbitrary: fc.stringMatching(/^[a-z0-9-]{0,12}\/?$/), weight: 2 }), fc.oneof(queryString, arcQuery.map((q) => (q ? `?${q}` : ''))))
  .map(([prefix, rest, query]) => sendable(`${prefix}${rest}${query}`));
const headers = fc.record(
  {
    cookie: cookieHeader.map((c) => (c === undefined ? '' : headerSafe(c))),
    host: fc.oneof(fc.constantFrom('localhost', 'teaomarama.example', '[::1]:80'), nastyString(2).map((h) => headerSafe(h) || 'x')),
    authorization: fc.constantFrom('', 'Bearer editor-token', 'Bearer wrong', 'Basic Zm9vOmJhcg=='),
    arcToken: fc.boolean(),
    accept: fc.constantFrom('text/html', 'application/json', '*/*', ''),
  },
  { requiredKeys: ['host'] },
);

describe('fuzz: the running app over HTTP', () => {
  it('no request target, query, cookie or header gets a 5xx, and no promise rejection goes unhandled', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'POST', 'PUT'), target, headers, async (method, url, h) => {
        const sent: Record<string, string> = { host: h.host };
        if (h.cookie) sent.cookie = h.cookie;
        if (h.accept) sent.accept = h.accept;
        // The content API's own token now and then, so fuzzed queries reach past its authentication.
        const auth = h.arcToken && url.startsWith('/arc') ? `Bearer ${serviceToken}` : h.authorization;
        if (auth) sent.authorization = auth;
        const res = await send(method, url, sent);
        expect(res.status, `${method} ${url} ${JSON.stringify(sent)} -> ${res.body.slice(0, 300)}`).toBeLessThan(500);
        expect(res.status).toBeGreaterThanOrEqual(200);
        // Never a stack trace, whatever the status.
        expect(res.body).not.toMatch(/\n\s+at .+\.(ts|js):\d+/);
      }),
      { numRuns: 200 },
    );
    expect(unhandled).toEqual([]);
    expect(logged.filter((m) => /Internal error|\bat .+:\d+:\d+/.test(m))).toEqual([]);
  });
});
