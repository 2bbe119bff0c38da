// The optional HTML micro-cache over real HTTP, with an injected clock: what is shared (by the values of the cookies
// a render read), what never is, and a fresh CSP nonce in every response.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { root, startServer } from './browser/browser.ts';

const EDITOR_TOKEN = 'micro-cache-editor';
let clock = 1_000_000;
/** The sample's about page without the alert bar (the one block that reads a cookie), at /plain/. */
function plainPage() {
  const about = JSON.parse(readFileSync(path.join(root, 'page-configs/pages/teaomarama/about.json'), 'utf8'));
  const strip = (nodes: Array<{ type: string; children?: unknown[] }>): unknown[] =>
    nodes.filter((n) => n.type !== 'alert-bar').map((n) => (n.children ? { ...n, children: strip(n.children as never) } : n));
  const sections = Object.fromEntries(Object.entries(about.sections as Record<string, never[]>).map(([k, v]) => [k, strip(v)]));
  return { ...about, uri: '/plain/', meta: { ...about.meta, canonical: '/plain/' }, sections };
}
const nonceOf = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];

describe('HTML micro-cache', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  const get = (p: string, headers: Record<string, string> = {}) => fetch(`${server.base}${p}`, { headers });
  beforeAll(async () => {
    server = await startServer({ editorToken: EDITOR_TOKEN, htmlMicrocache: { seconds: 5, now: () => clock }, sampleConfigs: { files: { 'pages/teaomarama/plain.json': plainPage() } } });
  }, 120_000);
  afterAll(() => server?.stop());

  it('serves a second request for the page from memory, with its own nonce in the HTML and the policy', async () => {
    const first = await get('/plain/');
    const firstHtml = await first.text();
    expect([first.status, first.headers.get('x-cache')]).toEqual([200, 'MISS']);
    const second = await get('/plain/');
    const html = await second.text();
    expect(second.headers.get('x-cache')).toBe('HIT');
    const nonce = nonceOf(second)!;
    expect(nonce).not.toBe(nonceOf(first));
    expect(html).toContain(`nonce="${nonce}"`);
    expect(html).not.toContain(nonceOf(first)!);
    expect(html.split(nonce).join('N')).toBe(firstHtml.split(nonceOf(first)!).join('N'));
    expect(second.headers.get('cache-control')).toBe(first.headers.get('cache-control'));
  }, 60_000);

  it('a page stored for one reader is encoded again for the next by what that reader accepts (br, gzip or none)', async () => {
    clock += 60_000; // a fresh entry
    const { request } = await import('node:http');
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    const raw = (encoding: string) => new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      request(`${server.base}/plain/?enc=1`, { headers: { 'accept-encoding': encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c)).on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject).end();
    });
    const stored = await raw('gzip');
    expect([stored.headers['x-cache'], stored.headers['content-encoding']]).toEqual(['MISS', 'gzip']);
    const br = await raw('br');
    expect([br.headers['x-cache'], br.headers['content-encoding']]).toEqual(['HIT', 'br']);
    expect(brotliDecompressSync(br.body).toString()).toMatch(/^<!DOCTYPE html>/);
    const gz = await raw('gzip');
    expect(gunzipSync(gz.body).toString()).toMatch(/^<!DOCTYPE html>/);
    const plain = await raw('identity');
    expect([plain.headers['x-cache'], plain.headers['content-encoding']]).toEqual(['HIT', undefined]);
    expect(plain.body.toString()).toMatch(/^<!DOCTYPE html>/);
  }, 60_000);

  it('keeps languages, sites and addresses apart', async () => {
    await get('/plain/').then((r) => r.text());
    const mi = await get('/plain/', { cookie: 'lang=mi' });
    expect(mi.headers.get('x-cache')).toBe('MISS');
    expect(await mi.text()).toMatch(/<html lang="mi"/);
    expect((await get('/plain/?x=1')).headers.get('x-cache')).toBe('MISS');
    expect((await get('/plain/?_website=te-rito')).headers.get('x-cache')).not.toBe('HIT');
  }, 60_000);

  it('never serves or stores admin pages', async () => {
    const admin = await get('/plain/?isAdmin=true', { authorization: `Bearer ${EDITOR_TOKEN}` });
    expect(admin.headers.get('x-cache')).toBeNull();
    expect(admin.headers.get('cache-control')).toBe('private, no-store');
    const again = await get('/plain/?isAdmin=true', { authorization: `Bearer ${EDITOR_TOKEN}` });
    expect(again.headers.get('x-cache')).toBeNull();
  }, 60_000);

  it('shares a page whose render read a cookie among readers with the same value of it, and renders another value its own page', async () => {
    clock += 60_000; // fresh entries
    const page = async (headers: Record<string, string> = {}) => {
      const r = await get('/about/?alerts=1', headers);
      const html = await r.text();
      return { cache: r.headers.get('x-cache'), headline: /class="alert-bar__link"[^>]*>([^<]+)</.exec(html)?.[1] };
    };
    // The about page's alert bar reads the dismissed-alert cookie: a reader without it sees the alert.
    const first = await page();
    expect(first).toMatchObject({ cache: 'MISS', headline: expect.any(String) });
    const headline = first.headline!.replace(/&#x27;/g, "'").replace(/&amp;/g, '&');
    // Same (absent) value, whatever other cookies they carry: the same page.
    expect(await page({ cookie: 'unrelated=1' })).toEqual({ cache: 'HIT', headline: first.headline });
    // Dismissed this alert: a page of their own, without it, then shared with the next reader who dismissed it.
    const dismissed = { cookie: `alert-bar-dismissed=${encodeURIComponent(headline)}` };
    expect(await page(dismissed)).toEqual({ cache: 'MISS', headline: undefined });
    expect(await page(dismissed)).toEqual({ cache: 'HIT', headline: undefined });
    // Dismissed an older alert: not the dismissed page; a render of their own, showing the current alert.
    const older = { cookie: 'alert-bar-dismissed=An%20older%20alert' };
    expect(await page(older)).toEqual({ cache: 'MISS', headline: first.headline });
    expect(await page(older)).toEqual({ cache: 'HIT', headline: first.headline });
    // The first readers' page is still theirs.
    expect(await page()).toEqual({ cache: 'HIT', headline: first.headline });
  }, 60_000);

  it('renders again once the seconds have passed', async () => {
    await get('/plain/?t=1').then((r) => r.text());
    clock += 4_000;
    expect((await get('/plain/?t=1')).headers.get('x-cache')).toBe('HIT');
    clock += 2_000;
    expect((await get('/plain/?t=1')).headers.get('x-cache')).toBe('MISS');
  }, 60_000);

  it('renders a page once however many readers ask for it at the same time', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => get('/plain/?spike=1').then(async (r) => [r.headers.get('x-cache'), (await r.text()).length] as const)));
    expect(answers.filter(([c]) => c === 'MISS')).toHaveLength(1);
    expect(answers.filter(([c]) => c === 'HIT')).toHaveLength(5);
  }, 60_000);
});
