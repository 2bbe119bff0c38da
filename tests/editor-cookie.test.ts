// The editor session cookie's name over real HTTP: `__Host-editor_session` (Secure, Path=/, no Domain) when the
// browser reached the site over https (here: X-Forwarded-Proto from a proxy TRUST_PROXY trusts), so no sibling
// subdomain or plain-http page can plant or shadow it; the old name still read; plain http keeps `editor_session`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configsWith, startEditorServer, type EditorServer } from './support/editor-server.ts';

let server: EditorServer;
let configs: ReturnType<typeof configsWith>;
let n = 0;
const email = () => `editor-cookie-${process.pid}-${++n}@example.org`;
const HTTPS = { 'x-forwarded-proto': 'https' };

beforeAll(async () => {
  configs = configsWith({});
  server = await startEditorServer({ configDir: configs.dir, trustProxy: ['loopback'], sessionsPerMinute: 100 });
});
afterAll(async () => {
  await server?.stop();
  configs?.remove();
});

const post = (p: string, headers: Record<string, string>) => fetch(`${server.base}${p}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: server.base, ...headers }, body: '{}' });
const me = (cookie: string) => fetch(`${server.base}/editor/api/me`, { headers: { cookie } });
/** An editor's access token (the role granted), ready for the bridge's POST /editor/api/session. */
async function editorToken() {
  const reader = await server.reader(email());
  await server.services.pageConfigs.access.grant(reader.uuid);
  return `Bearer ${reader.accessToken}`;
}

describe('the editor session cookie', () => {
  it('over https is __Host-editor_session: HttpOnly, Secure, SameSite=Strict, Path=/ and no Domain; it signs the editor in', async () => {
    const res = await post('/editor/api/session', { authorization: await editorToken(), ...HTTPS });
    expect(res.status).toBe(200);
    const [set, ...rest] = res.headers.getSetCookie();
    expect(rest).toEqual([]);
    expect(set).toMatch(/^__Host-editor_session=[A-Za-z0-9_-]{43}; Max-Age=\d+; Path=\/; Expires=[^;]+; HttpOnly; Secure; SameSite=Strict$/);
    expect((await me(set!.split(';')[0]!)).status).toBe(200);
  });

  it('over plain http keeps editor_session at Path=/editor (Secure in production, as localhost allows)', async () => {
    const res = await post('/editor/api/session', { authorization: await editorToken() });
    expect(res.headers.getSetCookie()).toEqual([expect.stringMatching(/^editor_session=[A-Za-z0-9_-]{43}; Max-Age=\d+; Path=\/editor; Expires=[^;]+; HttpOnly; Secure; SameSite=Strict$/)]);
  });

  it('a session under the old name still signs in; a new https session replaces it and expires the old cookie', async () => {
    const authorization = await editorToken();
    const old = (await post('/editor/api/session', { authorization })).headers.getSetCookie()[0]!.split(';')[0]!;
    expect((await me(old)).status).toBe(200);
    const moved = await post('/editor/api/session', { authorization, cookie: old, ...HTTPS });
    const [set, expired] = moved.headers.getSetCookie();
    expect(set).toMatch(/^__Host-editor_session=/);
    expect(expired).toMatch(/^editor_session=; Path=\/editor; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Strict$/);
  });

  it('a planted old-name cookie cannot shadow the prefixed one: the __Host- session is the one read', async () => {
    const authorization = await editorToken();
    const id = /=([^;]+)/.exec((await post('/editor/api/session', { authorization, ...HTTPS })).headers.getSetCookie()[0]!)![1];
    expect((await me(`editor_session=${'A'.repeat(43)}; __Host-editor_session=${id}`)).status).toBe(200);
  });

  it('signing out over https ends the session and expires the prefixed cookie', async () => {
    const real = (await post('/editor/api/session', { authorization: await editorToken(), ...HTTPS })).headers.getSetCookie()[0]!.split(';')[0]!;
    const out = await post('/editor/api/logout', { cookie: real, ...HTTPS });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie()).toEqual(['__Host-editor_session=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Strict']);
    expect((await me(real)).status).toBe(401);
  });
});
