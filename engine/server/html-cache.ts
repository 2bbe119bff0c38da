// An optional micro-cache of rendered HTML for a deployment with no CDN in front: for a few seconds a page is sent
// from memory, and concurrent misses of one page wait for a single render, so a spike on one story costs one render.
// Only what a CDN could share is kept: 200s with a public Cache-Control whose render read no request cookie. The CSP
// nonce is never shared: the stored bytes carry the nonce of the render that made them, and each hit replaces it
// (body and policy header) with the response's own fresh nonce, so no two responses ever carry the same one.
import type { ServerResponse } from 'node:http';
import { extendPolicy } from './csp.ts';

export interface HtmlCacheOptions {
  /** How long a page is served from memory. */
  seconds: number;
  /** Milliseconds since the epoch (tests inject a clock). */
  now?: () => number;
  /** Bound on the entries kept (default 500); the oldest go first. */
  maxEntries?: number;
}

interface Entry { expires: number; status: number; headers: Array<[string, string | string[]]>; body: string; nonce: string }

/** What the render tells the cache once the response is finished. */
export interface RenderOutcome { cookiesRead: boolean; nonce: string }

/** Headers of one response, not of the page: never replayed to another reader. */
const UNSHARED_HEADERS = new Set(['x-cache', 'x-request-id', 'content-length', 'date', 'content-encoding', 'transfer-encoding']);

export function createHtmlCache({ seconds, now = Date.now, maxEntries = 500 }: HtmlCacheOptions) {
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<Entry | undefined>>();

  const send = (res: ServerResponse, entry: Entry) => {
    const nonce = extendPolicy(res, {});
    for (const [name, value] of entry.headers) res.setHeader(name, name === 'content-security-policy' ? String(value).split(entry.nonce).join(nonce) : value);
    res.setHeader('x-cache', 'HIT');
    res.statusCode = entry.status;
    res.end(entry.body.split(entry.nonce).join(nonce));
  };

  /** Records what the response sends, and gives it back as an entry once it is done, if it may be shared. */
  const record = async (res: ServerResponse, render: () => Promise<RenderOutcome>): Promise<Entry | undefined> => {
    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (...a: unknown[]) => boolean;
    const end = res.end.bind(res) as (...a: unknown[]) => ServerResponse;
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (chunk && typeof chunk !== 'function') chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
    };
    res.write = ((...a: unknown[]) => (keep(a[0], a[1]), write(...a))) as typeof res.write;
    res.end = ((...a: unknown[]) => (keep(a[0], a[1]), end(...a))) as typeof res.end;
    if (!res.headersSent) res.setHeader('x-cache', 'MISS');
    const outcome = await render();
    const cacheControl = String(res.getHeader('cache-control') ?? '');
    // A response setting a cookie is one reader's, whatever its Cache-Control says.
    if (res.statusCode !== 200 || !/^public\b/.test(cacheControl) || outcome.cookiesRead || res.hasHeader('set-cookie') || !res.writableFinished) return undefined;
    const headers = Object.entries(res.getHeaders())
      // The body is kept as the page wrote it; its encoding is each response's own (the compression middleware
      // encodes a hit again by what that reader accepts).
      .filter(([name]) => !UNSHARED_HEADERS.has(name))
      .map(([name, value]) => [name, typeof value === 'number' ? String(value) : value!] as [string, string | string[]]);
    return { expires: now() + seconds * 1000, status: 200, headers, body: Buffer.concat(chunks).toString('utf8'), nonce: outcome.nonce };
  };

  return {
    /** Sends the page under `key` from memory, or renders it (once, however many ask at the same time). */
    async serve(key: string, res: ServerResponse, render: () => Promise<RenderOutcome>): Promise<void> {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return send(res, hit);
      if (hit) entries.delete(key);
      const inFlight = pending.get(key);
      if (inFlight) {
        const entry = await inFlight;
        if (entry) return send(res, entry);
        await render(); // the first render could not be shared (e.g. it read a cookie): this reader gets their own
        return;
      }
      const rendering = record(res, render);
      pending.set(key, rendering);
      try {
        const entry = await rendering;
        if (!entry) return;
        entries.set(key, entry);
        // Every entry lives as long, so the oldest expire first: drop those, then any past the bound.
        for (const [k, e] of entries) {
          if (e.expires > now() && entries.size <= maxEntries) break;
          entries.delete(k);
        }
      } finally {
        pending.delete(key);
      }
    },
  };
}

export type HtmlCache = ReturnType<typeof createHtmlCache>;
