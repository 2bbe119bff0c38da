// The cart over real HTTP: catalogue prices whatever the body says, the anonymous cookie, owners kept apart,
// malformed bodies answered in words, and an anonymous cart joining the reader's on sign-in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, newEmail, startSales, type SalesRunning } from './harness.ts';

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`sales cart (${backend.name})`, () => {
    let api: SalesRunning;
    beforeAll(async () => {
      api = await startSales(backend);
    }, 120_000);
    afterAll(() => api?.close());

    it('an empty cart answers items as an empty array, and sets no cookie', async () => {
      const visitor = api.shopper();
      const cart = await visitor.call('GET', '/cart');
      expect(cart.status).toBe(200);
      expect(cart.body).toMatchObject({ items: [], totalCents: 0, currency: 'NZD' });
      expect(cart.headers.getSetCookie()).toEqual([]);
    });

    it('adding items prices them from the catalogue: a price, amount or total in the body changes nothing', async () => {
      const visitor = api.shopper();
      const added = await visitor.call('POST', '/cart/item', {
        body: { items: [{ sku: 'digital-annual', quantity: 2, price: 1, amountCents: 1, unitCents: 1 }], totalCents: 5, billingAddress: { line1: '1 Queen St', country: 'nz' } },
      });
      expect(added.status).toBe(200);
      expect(added.body.items).toEqual([
        expect.objectContaining({ id: 'digital-annual', sku: 'digital-annual', quantity: 2, unitCents: 14900, totalCents: 29800, priceCode: 'DIGITAL-Y', names: { en: 'Digital, annual', mi: 'Matihiko, ia tau' } }),
      ]);
      expect(added.body).toMatchObject({ totalCents: 29800, taxCents: Math.round((29800 * 3) / 23), billingAddress: { line1: '1 Queen St', country: 'NZ' } });
      const byPriceCode = await visitor.call('POST', '/cart/item', { body: { items: [{ priceCode: 'DIGITAL-Y' }] } });
      expect(byPriceCode.body.items[0].quantity).toBe(3);
      expect(byPriceCode.body.totalCents).toBe(44700);
    });

    it('the anonymous cart cookie is random, HttpOnly, SameSite=Lax, scoped to /sales, and kept only hashed', async () => {
      const visitor = api.shopper();
      const added = await visitor.call('POST', '/cart/item', { body: { items: [{ sku: 'digital-monthly' }] } });
      const [set] = added.headers.getSetCookie();
      expect(set).toMatch(/^sales_cart=[A-Za-z0-9_-]{43};/);
      expect(set).toMatch(/HttpOnly/);
      expect(set).toMatch(/SameSite=Lax/);
      expect(set).toMatch(/Path=\/sales/);
      // The test origin is http: no Secure flag, or the browser would drop it.
      expect(set).not.toMatch(/Secure/);
      const rows = await api.db.selectFrom('sales_carts').select('cookie_id_hash').execute();
      expect(rows.map((r) => r.cookie_id_hash)).not.toContain(visitor.cookie);
      expect(rows.map((r) => r.cookie_id_hash)).toContainEqual(expect.stringMatching(/^[0-9a-f]{64}$/));
    });

    it('another cookie, or a forged one, sees none of a cart; removing its line from elsewhere is 404', async () => {
      const owner = api.shopper();
      await owner.call('POST', '/cart/item', { body: { items: [{ sku: 'print-digital-monthly' }] } });
      const other = api.shopper();
      await other.call('POST', '/cart/item', { body: { items: [{ sku: 'digital-monthly' }] } });
      expect((await other.call('GET', '/cart')).body.items.map((i: { sku: string }) => i.sku)).toEqual(['digital-monthly']);
      const forged = api.shopper();
      forged.cookie = 'A'.repeat(43);
      expect((await forged.call('GET', '/cart')).body.items).toEqual([]);
      const removed = await other.call('DELETE', '/cart/item/print-digital-monthly');
      expect(removed.status).toBe(404);
      expect((await owner.call('GET', '/cart')).body.items).toHaveLength(1);
    });

    it('a line is removed by its id, and clear empties the cart', async () => {
      const visitor = api.shopper();
      await visitor.call('POST', '/cart/item', { body: { items: [{ sku: 'digital-monthly' }, { sku: 'gift-digital-annual' }] } });
      const removed = await visitor.call('DELETE', '/cart/item/digital-monthly');
      expect(removed.status).toBe(200);
      expect(removed.body.items.map((i: { id: string }) => i.id)).toEqual(['gift-digital-annual']);
      const cleared = await visitor.call('DELETE', '/cart/clear');
      expect(cleared.status).toBe(200);
      expect(cleared.body).toMatchObject({ items: [], totalCents: 0 });
    });

    it('malformed bodies get a 400 naming the field and what it should be', async () => {
      const visitor = api.shopper();
      const cases: Array<[unknown, string]> = [
        ['not json', 'body is not valid JSON'],
        [[], 'body must be a JSON object'],
        [{}, 'items must be a non-empty array'],
        [{ items: [{ sku: 'nope' }] }, 'items[0]: no product sku "nope" in the catalogue'],
        [{ items: [{ sku: 'digital-monthly', quantity: 0 }] }, 'items[0].quantity must be a whole number from 1 to 10'],
        [{ items: [{ sku: 'digital-monthly', quantity: 1.5 }] }, 'items[0].quantity'],
        [{ items: ['digital-monthly'] }, 'items[0] must be an object'],
        [{ items: [{ sku: '../etc' }] }, 'items[0].sku must be a product sku'],
        [{ items: [{ sku: 'digital-monthly' }], billingAddress: { line1: 'x', country: 'Aotearoa' } }, 'billingAddress.country must be a two-letter country code'],
      ];
      for (const [body, message] of cases) {
        const reply = await visitor.call('POST', '/cart/item', { body });
        expect(reply.status, JSON.stringify(body)).toBe(400);
        expect(reply.body.message).toContain(message);
        expect(reply.body.code).toMatch(/^\d{6}$/);
      }
      const sent = await visitor.call('POST', '/cart/item', { body: 'items=digital-monthly', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(sent.status).toBe(400);
      expect(sent.body.message).toBe('body must be JSON sent with Content-Type: application/json');
    });

    it('a signed-in reader has their own cart, which a cookie alone never reads', async () => {
      const reader = api.shopper();
      await reader.signIn(newEmail());
      await reader.call('POST', '/cart/item', { body: { items: [{ sku: 'digital-annual' }] } });
      expect(reader.cookie).toBeUndefined();
      expect((await reader.call('GET', '/cart')).body.items).toHaveLength(1);
      const anonymous = api.shopper();
      expect((await anonymous.call('GET', '/cart')).body.items).toEqual([]);
    });

    it('another signed-in reader sees none of a reader\'s cart, and removing its line from their account is 404', async () => {
      const owner = api.shopper();
      await owner.signIn(newEmail());
      await owner.call('POST', '/cart/item', { body: { items: [{ sku: 'print-digital-monthly' }] } });
      const other = api.shopper();
      await other.signIn(newEmail());
      expect((await other.call('GET', '/cart')).body.items).toEqual([]);
      expect((await other.call('DELETE', '/cart/item/print-digital-monthly')).status).toBe(404);
      await other.call('DELETE', '/cart/clear');
      expect((await owner.call('GET', '/cart')).body.items.map((i: { sku: string }) => i.sku)).toEqual(['print-digital-monthly']);
    });

    it('signing in keeps the anonymous cart: its lines join the reader\'s cart and the cookie is dropped', async () => {
      const visitor = api.shopper();
      await visitor.signIn(newEmail());
      await visitor.call('POST', '/cart/item', { body: { items: [{ sku: 'digital-annual' }] } });
      const token = visitor.token;
      visitor.token = undefined;
      await visitor.call('POST', '/cart/item', { body: { items: [{ sku: 'digital-annual' }, { sku: 'digital-monthly' }] } });
      const cookie = visitor.cookie;
      expect(cookie).toBeDefined();
      visitor.token = token;
      const merged = await visitor.call('GET', '/cart');
      expect(merged.body.items.map((i: { sku: string; quantity: number }) => [i.sku, i.quantity])).toEqual([['digital-annual', 2], ['digital-monthly', 1]]);
      expect(merged.headers.getSetCookie()[0]).toMatch(/^sales_cart=;.*Expires=Thu, 01 Jan 1970/);
      // The old cookie no longer reads the cart it had.
      const thief = api.shopper();
      thief.cookie = cookie;
      expect((await thief.call('GET', '/cart')).body.items).toEqual([]);
    });

    it('concurrent first additions to a new reader\'s cart all succeed into one cart', async () => {
      const reader = api.shopper();
      await reader.signIn(newEmail());
      const replies = await Promise.all(['digital-monthly', 'digital-annual', 'print-digital-monthly'].map((sku) => reader.call('POST', '/cart/item', { body: { items: [{ sku }] } })));
      expect(replies.map((r) => r.status)).toEqual([200, 200, 200]);
      const carts = await api.db.selectFrom('sales_carts').select('id').where('owner_uuid', '=', reader.uuid!).execute();
      expect(carts).toHaveLength(1);
    });

    it('a token that is sent but not valid is the spec\'s 401 "Missing or invalid jwt", never an anonymous call', async () => {
      const visitor = api.shopper();
      for (const authorization of ['Bearer not-a-jwt', 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.']) {
        const reply = await visitor.call('GET', '/cart', { headers: { authorization } });
        expect(reply.status).toBe(401);
        expect(reply.body).toEqual({ code: '400001', message: 'Missing or invalid jwt' });
      }
    });

    it('the access token is accepted with or without the Bearer word', async () => {
      const reader = api.shopper();
      await reader.signIn(newEmail());
      await reader.call('POST', '/cart/item', { body: { items: [{ sku: 'digital-monthly' }] } });
      const token = reader.token!;
      reader.token = undefined;
      const bare = await reader.call('GET', '/cart', { headers: { authorization: token } });
      expect(bare.status).toBe(200);
      expect(bare.body.items).toHaveLength(1);
    });
  });
}
