// CORS for an SDK on another origin: configured origins and the site's own get headers with credentials and
// their preflights answered; any other origin gets no CORS header at all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowedOriginsFromEnv } from '../cors.ts';
import { ORIGIN, PASSWORD, backends, signUpAndLogin, startIdentity, type Running } from './harness.ts';

const SDK_ORIGIN = 'https://shop.news.example';
const [pglite] = backends;

describe('identity API CORS', () => {
  let api: Running;
  beforeAll(async () => {
    api = await startIdentity(pglite!, { allowedOrigins: [SDK_ORIGIN] });
  }, 120_000);
  afterAll(() => api?.close());

  const preflight = (origin: string, method = 'POST') =>
    api.call('OPTIONS', '/auth/login', { headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'content-type,authorization' } });

  it('a configured origin: preflight 204 naming the origin, credentials, methods and the headers the SDK sends', async () => {
    const res = await preflight(SDK_ORIGIN, 'DELETE');
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(SDK_ORIGIN);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.get('access-control-allow-methods')).toContain('DELETE');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toMatch(/authorization.*content-type/);
    expect(res.headers.get('vary')).toMatch(/Origin/);
  });

  it("the site's own origin is always allowed", async () => {
    expect((await preflight(ORIGIN)).headers.get('access-control-allow-origin')).toBe(ORIGIN);
  });

  it('a configured origin signs in: the answer carries its CORS headers and exposes Retry-After', async () => {
    const email = `cors-${Date.now()}@example.org`;
    await signUpAndLogin(api, email);
    const res = await api.call('POST', '/auth/login', { body: { userName: email, credentials: PASSWORD }, headers: { origin: SDK_ORIGIN } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(SDK_ORIGIN);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.get('access-control-expose-headers')).toContain('Retry-After');
  });

  it('any other origin (a look-alike, another port, http for https, "null"): no CORS header, and its preflight is refused', async () => {
    for (const origin of ['https://evil.example', 'https://shop.news.example.evil.example', 'https://shop.news.example:8443', 'http://shop.news.example', 'null']) {
      const pre = await preflight(origin);
      expect(pre.status, origin).toBe(403);
      expect(pre.headers.get('access-control-allow-origin'), origin).toBeNull();
      expect(pre.headers.get('access-control-allow-credentials'), origin).toBeNull();
      const get = await api.call('GET', '/config', { headers: { origin } });
      expect(get.status).toBe(200);
      expect(get.headers.get('access-control-allow-origin'), origin).toBeNull();
    }
  });

  it('IDENTITY_ALLOWED_ORIGINS is a comma-separated list of bare origins; paths, other schemes or userinfo refuse to start', () => {
    expect(allowedOriginsFromEnv({ IDENTITY_ALLOWED_ORIGINS: ' https://a.example, http://localhost:5173/ ,' })).toEqual(['https://a.example', 'http://localhost:5173']);
    expect(allowedOriginsFromEnv({})).toEqual([]);
    for (const bad of ['https://a.example/path', 'ftp://a.example', 'https://u:p@a.example', '*', 'a.example']) {
      expect(() => allowedOriginsFromEnv({ IDENTITY_ALLOWED_ORIGINS: bad }), bad).toThrow(/IDENTITY_ALLOWED_ORIGINS: .* is not a bare http\(s\) origin/);
    }
  });
});
