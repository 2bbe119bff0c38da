// Prometheus metrics of one server process. A registry per app (not prom-client's global one), so several apps in
// one process (tests) count apart. The content cache stays free of prom-client: it reports neutral events.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { CacheEvent } from '../content/cache-core.ts';
import { afterResponse } from './response-done.ts';

export type Metrics = ReturnType<typeof createMetrics>;

/** Page durations gathered before they are handed to the histogram (also whenever /metrics is read). */
export const PAGE_BATCH = 64;

/** The content source of a cache key as engine/content/fetch.ts writes it: `${site}|${source}:${query}`. */
export function sourceOfKey(key: string): string {
  const afterSite = key.slice(key.indexOf('|') + 1);
  const colon = afterSite.indexOf(':');
  return colon > 0 ? afterSite.slice(0, colon) : 'unknown';
}

// Errors may come from the server bundle's own copy of the engine's classes, so instanceof cannot be trusted here:
// the status (4xx: the content is missing or the query refused, not an upstream failure) and the name are.
function upstreamFailure(error: unknown): 'timeout' | 'failure' | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) return undefined;
  return (error as Error | null)?.name === 'ContentTimeoutError' ? 'timeout' : 'failure';
}

export function createMetrics() {
  const registry = new Registry();
  // Event-loop lag, heap, RSS, GC, handles: what tells a slow node from a leaking one.
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  // Counted in plain numbers by status and handed to the counter when /metrics is read (as the lookups below).
  const sent = new Map<number, number>();
  new Counter({
    name: 'kupu_http_requests_total',
    help: 'HTTP responses sent, by status code',
    labelNames: ['status'],
    registers,
    collect() {
      for (const [status, n] of sent) this.inc({ status: String(status) }, n);
      sent.clear();
    },
  });
  const countSent = (res: ServerResponse) => {
    if (res.writableFinished) sent.set(res.statusCode, (sent.get(res.statusCode) ?? 0) + 1);
  };
  // Page durations are gathered and handed to the histogram PAGE_BATCH at a time, or when /metrics is read: each
  // observe() of prom-client converts, checks and hashes its labels, and made once per page, each after a render had
  // filled the CPU's caches with its own work, that cost several times what it costs made in a row.
  const waitingPages: Array<{ child: ReturnType<typeof pageSeconds.labels>; seconds: number }> = [];
  const observeWaiting = () => {
    for (const { child, seconds } of waitingPages) child.observe(seconds);
    waitingPages.length = 0;
  };
  const pageSeconds = new Histogram({
    name: 'kupu_page_render_seconds',
    help: 'Page requests from arrival to the last byte, by route (page, a resolver name, not-found) and status',
    labelNames: ['route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
    collect: observeWaiting,
  });
  // Lookups are counted in plain numbers and handed to the counters when /metrics is read: a page makes a dozen
  // lookups, and each inc() of prom-client checks its arguments and hashes its (empty) labels.
  const lookups = { hit: 0, miss: 0, stale: 0 };
  const lookupCounter = (name: string, help: string, type: keyof typeof lookups) =>
    new Counter({
      name,
      help,
      registers,
      collect() {
        if (lookups[type]) this.inc(lookups[type]);
        lookups[type] = 0;
      },
    });
  lookupCounter('kupu_content_cache_hits_total', 'Content lookups answered with a fresh cached value', 'hit');
  lookupCounter('kupu_content_cache_misses_total', 'Content lookups that waited for the upstream', 'miss');
  lookupCounter('kupu_content_cache_stale_total', 'Content lookups answered with a stale value while it refreshes', 'stale');
  const upstreamErrors = new Counter({
    name: 'kupu_content_upstream_errors_total',
    help: 'Content loads that failed (timeout, 5xx, unreachable, malformed answer), by source; missing content (4xx) is not an error',
    labelNames: ['source', 'kind'],
    registers,
  });
  // A labelled child per label values, kept: prom-client hashes the labels on every observe() otherwise.
  const pagesBy = new Map<string, ReturnType<typeof pageSeconds.labels>>();
  let cacheBytes: (() => number) | undefined;
  new Gauge({
    name: 'kupu_content_cache_bytes',
    help: 'Serialised JSON bytes the in-process content cache holds (bounded by CONTENT_CACHE_MAX_BYTES; 0 with Redis)',
    registers,
    collect() {
      this.set(cacheBytes?.() ?? 0);
    },
  });

  return {
    registry,
    /** Where kupu_content_cache_bytes is read from (the in-process cache's size). */
    measureCacheBytes(read: () => number) {
      cacheBytes = read;
    },
    /** For the content cache's onEvent option. */
    onCacheEvent(event: CacheEvent) {
      if (event.type !== 'error') lookups[event.type]++;
      else {
        const kind = upstreamFailure(event.error);
        if (kind) upstreamErrors.inc({ source: sourceOfKey(event.key), kind });
      }
    },
    observePage(route: string, status: number, seconds: number) {
      const key = `${status} ${route}`;
      let child = pagesBy.get(key);
      if (!child) pagesBy.set(key, (child = pageSeconds.labels({ route, status: String(status) })));
      if (waitingPages.push({ child, seconds }) >= PAGE_BATCH) observeWaiting();
    },
    /** Middleware counting every response sent whole, by status. */
    countResponses() {
      return (_req: IncomingMessage, res: ServerResponse, next: NextFunction) => {
        afterResponse(res, countSent);
        next();
      };
    },
  };
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * GET /metrics. Development: open. Production: only with `Authorization: Bearer <token>` (401 otherwise); without
 * a configured token the endpoint does not exist (404), so an unconfigured deployment exposes nothing.
 */
export function metricsEndpoint(metrics: Metrics, opts: { dev: boolean; token?: string }) {
  return (req: Request, res: Response, next: NextFunction) => {
    res.set('cache-control', 'no-store');
    if (!opts.dev) {
      if (!opts.token) return res.status(404).type('text/plain').send('Not found: /metrics is off in production until METRICS_TOKEN is set');
      const header = req.headers.authorization ?? '';
      const given = header.startsWith('Bearer ') ? header.slice(7) : undefined;
      if (given === undefined || !timingSafeEqual(digest(given), digest(opts.token))) {
        return res.status(401).set('www-authenticate', 'Bearer realm="metrics"').type('text/plain').send('/metrics needs Authorization: Bearer <METRICS_TOKEN>');
      }
    }
    metrics.registry.metrics().then((text) => res.type(metrics.registry.contentType).send(text), next);
  };
}
