// Warm-up at start: the first reader should not pay for cold module code, the JIT and an empty content cache, so the
// server renders each site's homepage once, over loopback, just after it listens. Bounded and never fatal: a slow or
// failing page is logged and the server serves anyway.
import type { Log } from './logger.ts';

export interface WarmUpOptions {
  /** Where the server listens, e.g. http://127.0.0.1:3000. */
  origin: string;
  /** Site ids; each homepage is asked for with the site query parameter. */
  sites: string[];
  siteParam: string;
  /** Per page (default 10 s); an aborted page is only a log line. */
  timeoutMs?: number;
  log?: Log;
}

export interface WarmedPage { site: string; status: number | 'failed' }

/** Requests each site's homepage once, one after the other (start-up must not compete with itself on 2 cores). */
export async function warmUp({ origin, sites, siteParam, timeoutMs = 10_000, log = console }: WarmUpOptions): Promise<WarmedPage[]> {
  const pages: WarmedPage[] = [];
  for (const site of sites) {
    const url = `${origin}/?${encodeURIComponent(siteParam)}=${encodeURIComponent(site)}`;
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      await res.arrayBuffer(); // the whole streamed page: late content lands in the cache too
      pages.push({ site, status: res.status });
      if (res.status !== 200) log.warn(`warm-up: ${url} answered ${res.status}`);
    } catch (e) {
      pages.push({ site, status: 'failed' });
      log.warn(`warm-up: ${url} failed: ${(e as Error).message}`);
    }
  }
  return pages;
}
