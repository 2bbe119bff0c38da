// The start-up warm-up over real HTTP: each site's homepage is rendered once, so the first reader finds its content
// already cached.
import { describe, expect, it } from 'vitest';
import { serverSuite } from './browser/browser.ts';

describe('warm-up at start', () => {
  const suite = serverSuite();

  it('renders every site homepage once, so the first reader of a homepage needs no new content', async () => {
    expect(suite.server.cache.bytes).toBe(0);
    const pages = await suite.server.warmUp();
    expect(pages.map((p) => p.site).sort()).toEqual(['local-democracy-reporting', 'open-justice', 'public-interest-journalism', 'te-rito', 'teaomarama']);
    expect(pages.every((p) => p.status === 200)).toBe(true);
    const warmed = suite.server.cache.bytes;
    expect(warmed).toBeGreaterThan(0);
    const first = await fetch(`${suite.server.base}/`);
    expect(first.status).toBe(200);
    await first.text();
    expect(suite.server.cache.bytes).toBe(warmed); // every value the homepage reads was already in the cache
  }, 120_000);

  it('reports a site it could not render instead of failing the start', async () => {
    const { warmUp } = await import('../engine/server/warm-up.ts');
    const warnings: string[] = [];
    const pages = await warmUp({ origin: 'http://127.0.0.1:1', sites: ['teaomarama'], siteParam: '_website', timeoutMs: 2000, log: { error() {}, warn: (m: string) => warnings.push(m) } });
    expect(pages).toEqual([{ site: 'teaomarama', status: 'failed' }]);
    expect(warnings[0]).toMatch(/^warm-up: http:\/\/127\.0\.0\.1:1\/\?_website=teaomarama failed/);
  });
});
