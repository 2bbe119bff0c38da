// The editor's sign-in over real HTTP, and the attacks on it: no session, forged / expired / other-audience tokens,
// a reader without the role, a revoked role, a cookie the server never issued, cross-origin writes, guessing.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenSigner } from '../services/identity/tokens.ts';
import { configsWith, EDITOR_JWT_SECRET, startEditorServer, type EditorServer } from './support/editor-server.ts';
import { root } from './support/sample-db.ts';

const TOKEN = 'editor-automation-token-0123456789';
let server: EditorServer;
let configs: ReturnType<typeof configsWith>;
let n = 0;
const email = () => `editor-auth-${process.pid}-${++n}@example.org`;

beforeAll(async () => {
  configs = configsWith({});
  server = await startEditorServer({ configDir: configs.dir, editorToken: TOKEN, sessionsPerMinute: 100 });
});
afterAll(async () => {
  await server?.stop();
  configs?.remove();
});

const get = (p: string, headers: Record<string, string> = {}) => fetch(`${server.base}${p}`, { headers, redirect: 'manual' });
const post = (p: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.base}${p}`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/json', origin: server.base, ...headers }, body: JSON.stringify(body) });
const openSession = (authorization: string) => post('/editor/api/session', {}, { authorization });

describe('editor sign-in', () => {
  it('without a session, editor pages redirect to sign-in (back through the bridge) and every API route answers 401 JSON', async () => {
    for (const p of ['/editor/', '/editor/anything', '/editor/preview/abc']) {
      const res = await get(p);
      expect(res.status, p).toBe(302);
      expect(res.headers.get('location')).toBe('/account/login/?redirect=/editor/session/');
    }
    for (const p of ['/editor/api/me', '/editor/api/sites', '/editor/api/docs', '/editor/api/doc?doc=sites/teaomarama.json', '/editor/api/revisions?doc=sites/teaomarama.json']) {
      const res = await get(p);
      expect(res.status, p).toBe(401);
      expect((await res.json()).error).toMatch(/not signed in/);
    }
    const write = await post('/editor/api/doc?doc=pages/teaomarama/x.json', { base: null, value: {} });
    expect(write.status).toBe(401);
    const asset = await get('/editor/assets/x.js');
    expect(asset.status).toBe(401);
    expect(asset.headers.get('cache-control')).toBe('no-store');
  });

  it("an editor's built assets are sent precompressed (brotli, gzip) and cached for good, privately: their names change with their content", async () => {
    const ed = await server.editor(email());
    const html = await (await get('/editor/', { cookie: ed.cookie })).text();
    const assets = [...html.matchAll(/(?:src|href)="(\/editor\/assets\/[^"]+)"/g)].map((m) => m[1]!);
    expect(assets.some((a) => a.endsWith('.js')) && assets.some((a) => a.endsWith('.css'))).toBe(true);
    for (const asset of assets) {
      for (const encoding of ['br', 'gzip']) {
        const res = await get(asset, { cookie: ed.cookie, 'accept-encoding': encoding });
        expect(res.status, asset).toBe(200);
        expect(res.headers.get('content-encoding'), asset).toBe(encoding);
        expect(res.headers.get('cache-control'), asset).toBe('private, max-age=31536000, immutable');
        expect(res.headers.get('vary'), asset).toMatch(/accept-encoding/i);
      }
    }
  });

  it('the bridge page is served without a session, its one script carrying the response\'s CSP nonce', async () => {
    const res = await get('/editor/session/');
    expect(res.status).toBe(200);
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
    const html = await res.text();
    expect(nonce).toBeTruthy();
    expect(html).toContain(`<script nonce="${nonce}">`);
    expect(html).toContain('/editor/api/session');
  });

  it('a forged, expired or other-audience token, or none, opens no session (401)', async () => {
    const r = await server.reader(email());
    await server.services.pageConfigs.access.grant(r.uuid);
    const { sid } = JSON.parse(Buffer.from(r.accessToken.split('.')[1]!, 'base64url').toString());
    const forged = await tokenSigner('another-secret-that-is-long-enough-0123456789').access({ sub: r.uuid, sid });
    const expired = await tokenSigner(EDITOR_JWT_SECRET, () => Date.now() - 60 * 60 * 1000).access({ sub: r.uuid, sid });
    for (const [what, authorization] of [['forged', `Bearer ${forged}`], ['expired', `Bearer ${expired}`], ['id token', `Bearer ${r.idToken}`], ['none', '']] as const) {
      const res = await openSession(authorization);
      expect(res.status, what).toBe(401);
      expect(res.headers.get('set-cookie'), what).toBeNull();
    }
    // The same account's real token does open one: the refusals above were the tokens'.
    expect((await openSession(`Bearer ${r.accessToken}`)).status).toBe(200);
  });

  it('a signed-in reader without the editor role gets 403 and no cookie', async () => {
    const r = await server.reader(email());
    const res = await openSession(`Bearer ${r.accessToken}`);
    expect(res.status).toBe(403);
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('an editor gets an HttpOnly, SameSite=Strict, Secure cookie for /editor whose id is random; /me and the shell know them', async () => {
    const address = email();
    const ed = await server.editor(address);
    const res = await openSession(`Bearer ${ed.accessToken}`);
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^editor_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Secure/i);
    expect(cookie).toMatch(/Path=\/editor/);
    expect(cookie.split(';')[0]).not.toBe(ed.cookie);
    const me = await get('/editor/api/me', { cookie: ed.cookie });
    expect(await me.json()).toEqual({ user: { id: ed.uuid, email: address, name: 'Aroha Ngata' } });
    const shell = await get('/editor/', { cookie: ed.cookie });
    expect(shell.status).toBe(200);
    const html = await shell.text();
    expect(html).toContain('<div id="editor-root">');
    const boot = JSON.parse(/<script type="application\/json" id="editor-boot">(.*?)<\/script>/.exec(html)![1]!);
    expect(boot).toEqual({ user: { id: ed.uuid, email: address, name: 'Aroha Ngata' }, lang: 'en' });
    if (!existsSync(path.join(root, 'dist/editor/.vite/manifest.json'))) expect(html).toContain('The editor is not built');
  });

  it('a cookie value the server never issued (from another site, or guessed) is no session: 401', async () => {
    const res = await get('/editor/api/me', { cookie: `editor_session=${'A'.repeat(43)}` });
    expect(res.status).toBe(401);
  });

  it('a write with a valid session but another site\'s Origin, no Origin, or no JSON content type is refused and saves nothing', async () => {
    const ed = await server.editor(email());
    const doc = 'pages/teaomarama/csrf-probe.json';
    const value = { uri: '/csrf-probe/', layout: 'right-rail', sections: {} };
    const evil = await post(`/editor/api/doc?doc=${doc}`, { base: null, value }, { cookie: ed.cookie, origin: 'https://evil.example' });
    expect(evil.status).toBe(403);
    expect((await evil.json()).error).toMatch(/cross-origin/);
    const noOrigin = await fetch(`${server.base}/editor/api/doc?doc=${doc}`, { method: 'POST', headers: { cookie: ed.cookie, 'content-type': 'application/json' }, body: JSON.stringify({ base: null, value }) });
    expect(noOrigin.status).toBe(403);
    const form = await fetch(`${server.base}/editor/api/doc?doc=${doc}`, { method: 'POST', headers: { cookie: ed.cookie, origin: server.base, 'content-type': 'text/plain' }, body: JSON.stringify({ base: null, value }) });
    expect(form.status).toBe(415);
    expect(await server.services.pageConfigs.store.doc(doc)).toBeUndefined();
  });

  it('revoking the role ends the editor\'s sessions at once', async () => {
    const ed = await server.editor(email());
    expect((await get('/editor/api/me', { cookie: ed.cookie })).status).toBe(200);
    await server.services.pageConfigs.access.revoke(ed.uuid);
    expect((await get('/editor/api/me', { cookie: ed.cookie })).status).toBe(401);
    expect((await openSession(`Bearer ${ed.accessToken}`)).status).toBe(403);
  });

  it('logout ends the session', async () => {
    const ed = await server.editor(email());
    const out = await post('/editor/api/logout', {}, { cookie: ed.cookie });
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/editor_session=;/);
    expect((await get('/editor/api/me', { cookie: ed.cookie })).status).toBe(401);
  });

  it('EDITOR_TOKEN authorises the API for automation (no Origin needed); any other bearer does not', async () => {
    const ok = await get('/editor/api/sites', { authorization: `Bearer ${TOKEN}` });
    expect(ok.status).toBe(200);
    expect((await ok.json()).map((s: { id: string }) => s.id)).toContain('teaomarama');
    expect((await get('/editor/api/sites', { authorization: `Bearer ${TOKEN}x` })).status).toBe(401);
    const write = await fetch(`${server.base}/editor/api/validate`, { method: 'POST', headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' }, body: JSON.stringify({ doc: 'sites/teaomarama.json', value: {} }) });
    expect(write.status).toBe(200);
  });

});

describe('editor sign-in rate', () => {
  let limited: EditorServer;
  beforeAll(async () => {
    limited = await startEditorServer({ configDir: configs.dir, sessionsPerMinute: 3 });
  });
  afterAll(() => limited?.stop());

  it('session creation is limited per address, refused attempts included: past the limit, 429 with Retry-After, even for a valid editor', async () => {
    const attempt = (authorization: string) => fetch(`${limited.base}/editor/api/session`, { method: 'POST', headers: { authorization, 'content-type': 'application/json', origin: limited.base }, body: '{}' });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await attempt('Bearer guess')).status);
    expect(statuses).toEqual([401, 401, 401]);
    const r = await limited.reader(email());
    await limited.services.pageConfigs.access.grant(r.uuid);
    const refused = await attempt(`Bearer ${r.accessToken}`);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('set-cookie')).toBeNull();
  });
});
