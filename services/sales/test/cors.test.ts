// CORS for a shop on another origin, as `npm start` wires it (services/index.ts): ONE setting, ALLOWED_ORIGINS
// (IDENTITY_ALLOWED_ORIGINS its alias), opens both the sales and the identity API to the origins it names, with
// credentials and answered preflights; any other origin gets no CORS header and a 403 preflight. Over https the
// anonymous cart cookie is SameSite=None; Secure, so the allowed shop's `credentials: 'include'` calls carry it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowedOriginsFromEnv } from '../../cors.ts';
import { serveServices } from '../../../tests/support/serve-services.ts';

const SECRET = 'sales-cors-test-secret-0123456789abcdef';
const SHOP = 'https://shop.other-site.example';
const STRANGER = 'https://evil.example';
const cleanup: Array<() => Promise<unknown>> = [];
let base: string;

beforeAll(async () => {
  ({ base } = await serveServices({ secret: SECRET, env: { ALLOWED_ORIGINS: SHOP, PUBLIC_ORIGIN: 'https://news.example' }, sampleContent: true }, cleanup));
}, 120_000);
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

const preflight = (path: string, origin: string, method: string) =>
  fetch(`${base}${path}`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'content-type,authorization' } });
const addToCart = (origin: string) =>
  fetch(`${base}/sales/public/v1/cart/item`, { method: 'POST', headers: { origin, 'content-type': 'application/json' }, body: JSON.stringify({ items: [{ sku: 'digital-monthly' }] }) });

describe('CORS for the sales and identity APIs (ALLOWED_ORIGINS)', () => {
  it('an allowed other origin: the preflight of a JSON call with Authorization passes on the sales API and identity, with credentials', async () => {
    for (const [path, method] of [['/sales/public/v1/cart/item', 'POST'], ['/sales/public/v1/cart/clear', 'DELETE'], ['/identity/public/v1/auth/login', 'POST']] as const) {
      const res = await preflight(path, SHOP, method);
      expect(res.status, path).toBe(204);
      expect(res.headers.get('access-control-allow-origin'), path).toBe(SHOP);
      expect(res.headers.get('access-control-allow-credentials'), path).toBe('true');
      expect(res.headers.get('access-control-allow-methods'), path).toContain(method);
      expect(res.headers.get('access-control-allow-headers')?.toLowerCase(), path).toMatch(/authorization.*content-type/);
      expect(res.headers.get('vary'), path).toMatch(/Origin/);
    }
  });

  it('an allowed other origin reads the answers, errors too, and gets the cart cookie SameSite=None; Secure over https', async () => {
    const added = await addToCart(SHOP);
    expect(added.status).toBe(200);
    expect(added.headers.get('access-control-allow-origin')).toBe(SHOP);
    expect(added.headers.get('access-control-allow-credentials')).toBe('true');
    expect(added.headers.getSetCookie()).toEqual([expect.stringMatching(/^__Host-sales_cart=[A-Za-z0-9_-]{43}; .*Path=\/; .*HttpOnly; Secure; SameSite=None$/)]);
    const refused = await fetch(`${base}/sales/public/v1/order/history`, { headers: { origin: SHOP } });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('access-control-allow-origin')).toBe(SHOP);
    const config = await fetch(`${base}/identity/public/v1/config`, { headers: { origin: SHOP } });
    expect(config.headers.get('access-control-allow-origin')).toBe(SHOP);
  });

  it('an origin not allowed gets no CORS header on either API, and its preflight is a 403', async () => {
    for (const [path, method] of [['/sales/public/v1/cart/item', 'POST'], ['/sales/public/v1/cart/clear', 'DELETE'], ['/identity/public/v1/auth/login', 'POST']] as const) {
      const res = await preflight(path, STRANGER, method);
      expect(res.status, path).toBe(403);
      expect(res.headers.get('access-control-allow-origin'), path).toBeNull();
      expect(res.headers.get('access-control-allow-credentials'), path).toBeNull();
    }
    const added = await addToCart(STRANGER);
    expect(added.headers.get('access-control-allow-origin')).toBeNull();
    expect((await fetch(`${base}/identity/public/v1/config`, { headers: { origin: STRANGER } })).headers.get('access-control-allow-origin')).toBeNull();
  });

  it("the site's own origin is allowed on the sales API as on identity", async () => {
    const res = await preflight('/sales/public/v1/cart/item', 'https://news.example', 'POST');
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('https://news.example');
  });

  it('ALLOWED_ORIGINS is the setting, IDENTITY_ALLOWED_ORIGINS its alias; a malformed origin names the variable it came from', () => {
    expect(allowedOriginsFromEnv({ ALLOWED_ORIGINS: 'https://a.example, http://localhost:5173/' })).toEqual(['https://a.example', 'http://localhost:5173']);
    expect(allowedOriginsFromEnv({ IDENTITY_ALLOWED_ORIGINS: 'https://b.example' })).toEqual(['https://b.example']);
    expect(allowedOriginsFromEnv({ ALLOWED_ORIGINS: 'https://a.example', IDENTITY_ALLOWED_ORIGINS: 'https://b.example' })).toEqual(['https://a.example']);
    expect(() => allowedOriginsFromEnv({ ALLOWED_ORIGINS: 'https://a.example/path' })).toThrow(/^ALLOWED_ORIGINS: .* is not a bare http\(s\) origin/);
    expect(() => allowedOriginsFromEnv({ IDENTITY_ALLOWED_ORIGINS: 'ftp://a.example' })).toThrow(/^IDENTITY_ALLOWED_ORIGINS: /);
  });
});
