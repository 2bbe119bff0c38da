// The anonymous cart cookie's name and attributes over real HTTP: `__Host-sales_cart` (Secure, Path=/, no Domain)
// on a site whose PUBLIC_ORIGIN is https, so no sibling subdomain or plain-http page can plant one; the old name
// still read (and moved to the new one) while cookies set before the change live; plain http keeps `sales_cart`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { digest } from '../../identity/tokens.ts';
import { jsonb } from '../migrations.ts';
import { backends, newEmail, startSales, type SalesRunning } from './harness.ts';

const [pglite] = backends;
const VALUE = /[A-Za-z0-9_-]{43}/;

describe('the cart cookie on an https site (PUBLIC_ORIGIN https://news.example)', () => {
  let api: SalesRunning;
  beforeAll(async () => void (api = await startSales(pglite!, { publicOrigin: 'https://news.example' })), 120_000);
  afterAll(() => api?.close());

  /** A cart made before the change: kept under a cookie of the old name. */
  async function oldCart(value: string, sku: string) {
    await api.db.insertInto('sales_carts').values({ id: value.slice(0, 24), owner_uuid: null, cookie_id_hash: digest(value), items: jsonb([{ sku, quantity: 1 }]), billing_address: null, updated_at: new Date() }).execute();
  }
  const skus = (reply: { body: { items: Array<{ sku: string }> } }) => reply.body.items.map((i) => i.sku);

  it('is __Host-sales_cart: HttpOnly, Secure, SameSite=None (an allowed shop on another site sends it), Path=/ and no Domain, as the prefix demands', async () => {
    const visitor = api.shopper();
    const added = await visitor.call('POST', '/cart/item', { body: { items: [{ sku: 'digital-monthly' }] } });
    const [set, ...rest] = added.headers.getSetCookie();
    expect(rest).toEqual([]);
    expect(set).toMatch(new RegExp(`^__Host-sales_cart=${VALUE.source}; Max-Age=2592000; Path=/; Expires=[^;]+; HttpOnly; Secure; SameSite=None$`));
    expect(set).not.toMatch(/Domain/i);
    expect(skus(await visitor.call('GET', '/cart'))).toEqual(['digital-monthly']);
  });

  it('a cookie of the old name still finds its cart, and is moved: set again as __Host-sales_cart with the same value, the old one expired', async () => {
    const value = 'B'.repeat(43);
    await oldCart(value, 'digital-annual');
    const visitor = api.shopper();
    const reply = await visitor.call('GET', '/cart', { headers: { cookie: `sales_cart=${value}` } });
    expect(skus(reply)).toEqual(['digital-annual']);
    const [moved, expired] = reply.headers.getSetCookie();
    expect(moved).toMatch(new RegExp(`^__Host-sales_cart=${value}; Max-Age=2592000; Path=/; .*HttpOnly; Secure; SameSite=None$`));
    expect(expired).toMatch(/^sales_cart=; Path=\/sales; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax$/);
    expect(skus(await visitor.call('GET', '/cart'))).toEqual(['digital-annual']);
  });

  it('a planted cookie of the old name cannot shadow the prefixed one: the __Host- cookie names the cart', async () => {
    const planted = 'C'.repeat(43);
    await oldCart(planted, 'print-digital-monthly');
    const visitor = api.shopper();
    await visitor.call('POST', '/cart/item', { body: { items: [{ sku: 'digital-monthly' }] } });
    const reply = await visitor.call('GET', '/cart', { headers: { cookie: `sales_cart=${planted}; __Host-sales_cart=${visitor.cookie}` } });
    expect(skus(reply)).toEqual(['digital-monthly']);
    expect(reply.headers.getSetCookie()).toEqual([]);
  });

  it('signing in adopts the cart and expires the cookie under each name it was sent by', async () => {
    const visitor = api.shopper();
    await visitor.call('POST', '/cart/item', { body: { items: [{ sku: 'digital-monthly' }] } });
    const cookie = visitor.cookie!;
    await visitor.signIn(newEmail());
    const reply = await visitor.call('GET', '/cart', { headers: { cookie: `__Host-sales_cart=${cookie}; sales_cart=${cookie}` } });
    expect(skus(reply)).toEqual(['digital-monthly']);
    expect(reply.headers.getSetCookie()).toEqual([
      '__Host-sales_cart=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=None',
      'sales_cart=; Path=/sales; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax',
    ]);
  });
});

describe('the cart cookie on a plain-http site (npm start on http://localhost)', () => {
  let api: SalesRunning;
  beforeAll(async () => void (api = await startSales(pglite!, { publicOrigin: 'http://localhost:3000' })), 120_000);
  afterAll(() => api?.close());

  it('keeps the old name sales_cart, Path=/sales and no Secure (a browser drops a prefixed or Secure cookie from an http page)', async () => {
    const added = await api.shopper().call('POST', '/cart/item', { body: { items: [{ sku: 'digital-monthly' }] } });
    expect(added.headers.getSetCookie()).toEqual([expect.stringMatching(new RegExp(`^sales_cart=${VALUE.source}; Max-Age=2592000; Path=/sales; Expires=[^;]+; HttpOnly; SameSite=Lax$`))]);
  });
});
