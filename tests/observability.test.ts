// Logs and metrics of the production app over real HTTP: request ids on every log line of a request, and /metrics
// (guarded by a bearer token in production) counting renders, cache lookups, upstream failures and responses.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../engine/server/app.ts';
import { buildIfNeeded } from '../engine/build.ts';
import { MemoryContentCache } from '../engine/content/cache-memory.ts';
import { createLogger } from '../engine/server/logger.ts';
import { createMetrics, metricsEndpoint } from '../engine/server/metrics.ts';
import { siteSetup } from '../common/site-setup.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const METRICS_TOKEN = 'test-metrics-token';

const listen = (server: Server) =>
  new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
const close = (server: Server | undefined) => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));

/**
 * Content API stand-in: the alert-bar collection answers, searches fail (an outage of the sources built on them),
 * anything else is missing content (404).
 */
function stubContentApi(): Server {
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    res.setHeader('content-type', 'application/json');
    if (url.pathname === '/arc/content/v4/collections' && url.searchParams.get('content_alias') === 'alert-bar') {
      res.end(JSON.stringify({ _id: 'alerts', type: 'collection', content_elements: [{ _id: 'a1', type: 'story', headlines: { basic: 'Alert' }, websites: { teaomarama: { website_url: '/news/alert/' } } }] }));
      return;
    }
    res.statusCode = url.pathname.startsWith('/arc/content/v4/search') ? 503 : 404;
    res.end(JSON.stringify({ error: 'stub' }));
  });
}

/** A pino destination that keeps the parsed lines and lets a test wait for one. */
function logCapture() {
  const lines: Array<Record<string, unknown>> = [];
  const waiters: Array<{ test: (l: Record<string, unknown>) => boolean; resolve: () => void }> = [];
  return {
    lines,
    write(chunk: string) {
      const line = JSON.parse(chunk) as Record<string, unknown>;
      lines.push(line);
      for (const w of [...waiters]) if (w.test(line)) waiters.splice(waiters.indexOf(w), 1) && w.resolve();
    },
    /** Resolves once a line matching test has been written (already written ones count). */
    waitFor(test: (l: Record<string, unknown>) => boolean) {
      if (lines.some(test)) return Promise.resolve();
      return new Promise<void>((resolve) => waiters.push({ test, resolve }));
    },
  };
}

/** The value of one sample in Prometheus text format: name{labels} value (labels in any order). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = m[2] ?? '';
    if (Object.entries(labels).every(([k, v]) => have.split(',').includes(`${k}="${v}"`))) return Number(m[3]);
  }
  return 0;
}

describe('observability of the production app (real HTTP)', () => {
  let content: Server;
  let server: Server;
  let base: string;
  let closeApp: () => Promise<void>;
  let noTokenServer: Server;
  let noTokenBase: string;
  let closeNoToken: () => Promise<void>;
  const logs = logCapture();

  beforeAll(async () => {
    await buildIfNeeded(root);
    content = stubContentApi();
    const contentBase = `${await listen(content)}/arc`;
    const metrics = createMetrics();
    const started = await createApp({
      root,
      siteSetup,
      dev: false,
      cache: new MemoryContentCache({ onEvent: metrics.onCacheEvent, logger: { warn() {} } }),
      contentBase,
      contentTimeoutMs: 20_000,
      log: createLogger({ level: 'info', destination: logs }),
      metrics,
      metricsToken: METRICS_TOKEN,
    });
    closeApp = started.close;
    server = createServer(started.app);
    base = await listen(server);
    const bare = await createApp({ root, siteSetup, dev: false, cache: new MemoryContentCache(), contentBase, log: { error() {}, warn() {} } });
    closeNoToken = bare.close;
    noTokenServer = createServer(bare.app);
    noTokenBase = await listen(noTokenServer);
  });
  afterAll(async () => {
    await close(server);
    await close(noTokenServer);
    await closeApp?.();
    await closeNoToken?.();
    await close(content);
  });

  const scrape = async () => {
    const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(res.status).toBe(200);
    return res.text();
  };

  it('production /metrics refuses a scrape without the bearer token or with a wrong one (401), and answers 200 with the token', async () => {
    const none = await fetch(`${base}/metrics`);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(await none.text()).toMatch(/METRICS_TOKEN/);
    const wrong = await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer not-the-token' } });
    expect(wrong.status).toBe(401);
    const ok = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toMatch(/^text\/plain/);
  });

  it('production /metrics does not exist (404) when no METRICS_TOKEN is configured, whatever the request sends', async () => {
    expect((await fetch(`${noTokenBase}/metrics`)).status).toBe(404);
    expect((await fetch(`${noTokenBase}/metrics`, { headers: { authorization: 'Bearer anything' } })).status).toBe(404);
  });

  it('development /metrics is open without a token', async () => {
    const app = express();
    app.get('/metrics', metricsEndpoint(createMetrics(), { dev: true }));
    const dev = createServer(app);
    try {
      const res = await fetch(`${await listen(dev)}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('process_resident_memory_bytes');
    } finally {
      await close(dev);
    }
  });

  it('metrics name the render time, cache, upstream error and HTTP counters and the process figures (event-loop lag, heap, RSS)', async () => {
    await fetch(`${base}/`).then((r) => r.text());
    const text = await scrape();
    for (const name of [
      'kupu_page_render_seconds',
      'kupu_content_cache_hits_total',
      'kupu_content_cache_misses_total',
      'kupu_content_cache_stale_total',
      'kupu_content_upstream_errors_total',
      'kupu_http_requests_total',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
      'process_resident_memory_bytes',
    ]) {
      expect(text).toMatch(new RegExp(`^# TYPE ${name} `, 'm'));
    }
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('the second request for the same page is served from the content cache and counted as hits; the first counted misses', async () => {
    const url = `${base}/?_website=teaomarama&hits=1`;
    const before = await scrape();
    await fetch(url).then((r) => r.text());
    const afterFirst = await scrape();
    await fetch(url).then((r) => r.text());
    const afterSecond = await scrape();
    // The alert-bar collection answered the first time and is fresh for its ttl: the second page reads it from cache.
    expect(sample(afterSecond, 'kupu_content_cache_hits_total')).toBeGreaterThan(sample(afterFirst, 'kupu_content_cache_hits_total'));
    expect(sample(afterFirst, 'kupu_content_cache_misses_total') + sample(afterFirst, 'kupu_content_cache_hits_total')).toBeGreaterThan(
      sample(before, 'kupu_content_cache_misses_total') + sample(before, 'kupu_content_cache_hits_total'),
    );
  });

  it('render time is observed per route name and status: the homepage as "page" 200, an unknown path as "not-found" 404', async () => {
    const before = await scrape();
    expect((await fetch(`${base}/`).then(async (r) => (await r.text(), r.status)))).toBe(200);
    expect((await fetch(`${base}/no/such/page/`).then(async (r) => (await r.text(), r.status)))).toBe(404);
    const after = await scrape();
    const count = (text: string, route: string, status: string) => sample(text, 'kupu_page_render_seconds_count', { route, status });
    expect(count(after, 'page', '200')).toBe(count(before, 'page', '200') + 1);
    expect(count(after, 'not-found', '404')).toBe(count(before, 'not-found', '404') + 1);
    expect(sample(after, 'kupu_page_render_seconds_sum', { route: 'page', status: '200' })).toBeGreaterThan(0);
  });

  it('upstream failures are counted by source; missing content (a 404 upstream) is not an upstream error', async () => {
    await fetch(`${base}/?upstream=1`).then((r) => r.text());
    const text = await scrape();
    expect(sample(text, 'kupu_content_upstream_errors_total', { source: 'story-feed-query', kind: 'failure' })).toBeGreaterThan(0);
    // Hierarchy lookups get 404s from the stub: the content is missing, the upstream is fine.
    expect(text).not.toMatch(/kupu_content_upstream_errors_total\{[^}]*source="site-service-hierarchy"/);
  });

  it('HTTP responses are counted by status code', async () => {
    const before = await scrape();
    await fetch(`${base}/healthz`).then((r) => r.text());
    await fetch(`${base}/metrics`).then((r) => r.text());
    const after = await scrape();
    // The scrape that reads "before" was itself a 200 counted after it was sent.
    expect(sample(after, 'kupu_http_requests_total', { status: '200' })).toBeGreaterThanOrEqual(sample(before, 'kupu_http_requests_total', { status: '200' }) + 2);
    expect(sample(after, 'kupu_http_requests_total', { status: '401' })).toBe(sample(before, 'kupu_http_requests_total', { status: '401' }) + 1);
  });

  it('a sane incoming X-Request-Id is echoed and carried by every log line of that request, the access line included', async () => {
    const id = 'edge-7f3a.42';
    const from = logs.lines.length;
    const res = await fetch(`${base}/?reqid=1`, { headers: { 'x-request-id': id } });
    await res.text();
    expect(res.headers.get('x-request-id')).toBe(id);
    await logs.waitFor((l) => l.msg === 'request completed' && l.reqId === id);
    // Access lines are gathered and written a few at a time (access-log.ts): one of an earlier request may come in
    // among this one's, carrying its own id. Every other line since is this request's.
    const lines = logs.lines.slice(from).filter((l) => l.msg !== 'request completed' || (l.req as { url?: string } | undefined)?.url === '/?reqid=1');
    // The failing searches log errors while rendering, then the access line: all of them this request's.
    expect(lines.filter((l) => l.level === 50).length).toBeGreaterThan(0);
    expect(lines.map((l) => l.reqId)).toEqual(lines.map(() => id));
    const access = lines.find((l) => l.msg === 'request completed')!;
    expect(access).toMatchObject({ req: { method: 'GET', url: '/?reqid=1' }, res: { statusCode: 200 } });
    // No headers in the logs: cookies and bearer tokens must not end up there.
    expect(JSON.stringify(lines)).not.toMatch(/cookie|authorization/i);
  });

  it('an unsafe X-Request-Id (spaces, quotes, markup) is replaced by a generated id; without one each request gets its own', async () => {
    const unsafe = await fetch(`${base}/healthz`, { headers: { 'x-request-id': '"><script> 1' } });
    expect(unsafe.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const a = (await fetch(`${base}/healthz`)).headers.get('x-request-id');
    const b = (await fetch(`${base}/healthz`)).headers.get('x-request-id');
    expect(a).toMatch(/^[0-9a-f-]{36}$/);
    expect(b).toMatch(/^[0-9a-f-]{36}$/);
    expect(a).not.toBe(b);
  });
});
