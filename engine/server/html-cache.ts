// An optional micro-cache of rendered HTML for a deployment with no CDN in front: for a few seconds a page is sent
// from memory, and concurrent misses of one page wait for a single render, so a spike on one story costs one render.
// Only what a CDN could share is kept: 200s with a public Cache-Control that set no cookie. A page whose render read
// cookies is kept with the names it read and this reader's values of them: it is sent only to readers with the same
// values (two readers who dismissed the same alert share a page; one who did not gets their own). The CSP nonce is
// never shared: the stored bytes carry the nonce of the render that made them, and each hit replaces it (body and
// policy header) with the response's own fresh nonce, so no two responses ever carry the same one.
import type { ServerResponse } from 'node:http';
import { extendPolicy } from './csp.ts';

export interface HtmlCacheOptions {
  /** How long a page is served from memory. */
  seconds: number;
  /** Milliseconds since the epoch (tests inject a clock). */
  now?: () => number;
  /** Bound on the entries kept (default 500); the oldest go first. */
  maxEntries?: number;
  /** Bound on the entries of one page, one per set of cookie values (default 32); its oldest go first. */
  maxVariants?: number;
}

interface Entry {
  key: string;
  expires: number;
  status: number;
  headers: Array<[string, string | string[]]>;
  /** The body as bytes, split where the render's nonce was: a hit joins them around its own nonce (a copy, no search). */
  body: Buffer[];
  nonce: string;
  /** The cookies the render read, with the values it read: a reader with the same values gets this page. */
  cookies: Array<[string, string | undefined]>;
}

/** What the render tells the cache once the response is finished: the cookies it read ('all': it listed them). */
export interface RenderOutcome { cookiesRead: readonly string[] | 'all'; nonce: string }

/** A request's cookies, decoded. */
export type Cookies = Readonly<Record<string, string>>;

/** The bytes between each occurrence of `separator` (none when it is empty). */
function splitAt(bytes: Buffer, separator: string): Buffer[] {
  if (!separator) return [bytes];
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = bytes.indexOf(separator, from); at !== -1; at = bytes.indexOf(separator, from)) {
    parts.push(bytes.subarray(from, at));
    from = at + Buffer.byteLength(separator);
  }
  parts.push(bytes.subarray(from));
  return parts;
}

const fits = (entry: Entry, cookies: Cookies) => entry.cookies.every(([name, value]) => (Object.hasOwn(cookies, name) ? cookies[name] : undefined) === value);

/** Headers of one response, not of the page: never replayed to another reader. */
const UNSHARED_HEADERS = new Set(['x-cache', 'x-request-id', 'content-length', 'date', 'content-encoding', 'transfer-encoding']);

export function createHtmlCache({ seconds, now = Date.now, maxEntries = 500, maxVariants = 32 }: HtmlCacheOptions) {
  /** A page's entries by its key, one per set of cookie values; `all` in insertion order, which is expiry order. */
  const pages = new Map<string, Entry[]>();
  const all = new Set<Entry>();
  const pending = new Map<string, Promise<Entry | undefined>>();

  const drop = (entry: Entry) => {
    all.delete(entry);
    const variants = pages.get(entry.key) ?? [];
    variants.splice(variants.indexOf(entry), 1);
    if (!variants.length) pages.delete(entry.key);
  };
  /** The live entry of the page for these cookie values; expired ones met on the way are dropped. */
  const lookup = (key: string, cookies: Cookies): Entry | undefined => {
    for (;;) {
      const entry = pages.get(key)?.find((e) => fits(e, cookies));
      if (!entry || entry.expires > now()) return entry;
      drop(entry);
    }
  };
  // Stored after a miss, so no live entry fits the values this one was rendered for: it never duplicates one.
  const store = (entry: Entry) => {
    const variants = pages.get(entry.key) ?? [];
    pages.set(entry.key, variants);
    variants.push(entry);
    all.add(entry);
    while (variants.length > maxVariants) drop(variants[0]);
    // Every entry lives as long, so the oldest expire first: drop those, then any past the bound.
    for (const e of all) {
      if (e.expires > now() && all.size <= maxEntries) break;
      drop(e);
    }
  };

  const send = (res: ServerResponse, entry: Entry) => {
    const nonce = extendPolicy(res, {});
    for (const [name, value] of entry.headers) res.setHeader(name, name === 'content-security-policy' ? String(value).split(entry.nonce).join(nonce) : value);
    res.setHeader('x-cache', 'HIT');
    res.statusCode = entry.status;
    const between = Buffer.from(nonce);
    res.end(Buffer.concat(entry.body.flatMap((part, i) => (i ? [between, part] : [part]))));
  };

  /** Records what the response sends, and gives it back as an entry once it is done, if it may be shared. */
  const record = async (key: string, cookies: Cookies, res: ServerResponse, render: () => Promise<RenderOutcome>): Promise<Entry | undefined> => {
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
    if (res.statusCode !== 200 || !/^public\b/.test(cacheControl) || outcome.cookiesRead === 'all' || res.hasHeader('set-cookie') || !res.writableFinished) return undefined;
    const headers = Object.entries(res.getHeaders())
      // The body is kept as the page wrote it; its encoding is each response's own (the compression middleware
      // encodes a hit again by what that reader accepts).
      .filter(([name]) => !UNSHARED_HEADERS.has(name))
      .map(([name, value]) => [name, typeof value === 'number' ? String(value) : value!] as [string, string | string[]]);
    const read = outcome.cookiesRead.map((name) => [name, Object.hasOwn(cookies, name) ? cookies[name] : undefined] as [string, string | undefined]);
    return { key, expires: now() + seconds * 1000, status: 200, headers, body: splitAt(Buffer.concat(chunks), outcome.nonce), nonce: outcome.nonce, cookies: read };
  };

  return {
    /** Forgets every stored page: what they were rendered from changed (page configs were published). */
    clear() {
      pages.clear();
      all.clear();
    },

    /**
     * Sends the page under `key` for a reader with these cookies from memory, or renders it (once, however many
     * ask at the same time: a reader waiting on a render whose cookie values differ from theirs renders their own).
     */
    async serve(key: string, cookies: Cookies, res: ServerResponse, render: () => Promise<RenderOutcome>): Promise<void> {
      const hit = lookup(key, cookies);
      if (hit) return send(res, hit);
      const inFlight = pending.get(key);
      if (inFlight) {
        const entry = await inFlight;
        if (entry && fits(entry, cookies)) return send(res, entry);
        if (!res.headersSent) res.setHeader('x-cache', 'MISS');
        await render(); // the first render is not this reader's page (it read a cookie they have another value of)
        return;
      }
      const rendering = record(key, cookies, res, render);
      pending.set(key, rendering);
      try {
        const entry = await rendering;
        if (entry) store(entry);
      } finally {
        pending.delete(key);
      }
    },
  };
}

export type HtmlCache = ReturnType<typeof createHtmlCache>;
