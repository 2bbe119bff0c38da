// One cart, one order (ASVS 2.3.3) over real HTTP, on PGlite and on PostgreSQL (DATABASE_URL): concurrent or
// retried checkouts of one cart make a single order, every answer naming it (201 for the first, 200 after), never a
// second order or a 500; an emptied cart is a new purchase again once that order is paid, the cart changes, or later.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { digest } from '../../identity/tokens.ts';
import { RETRY_WINDOW_MS } from '../routes-checkout.ts';
import { CONTACT, backends, order, pay, startSales, type SalesRunning, type Shopper } from './harness.ts';

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`sales checkout, one order per cart (${backend.name})`, () => {
    let api: SalesRunning;
    beforeAll(async () => {
      api = await startSales(backend);
    }, 120_000);
    afterAll(() => api?.close());

    const ordersOf = (shopper: Shopper) => {
      const q = api.db.selectFrom('sales_orders').select('order_number').orderBy('created_at');
      return (shopper.uuid ? q.where('owner_uuid', '=', shopper.uuid) : q.where('cookie_id_hash', '=', digest(shopper.cookie!))).execute();
    };
    const checkout = (shopper: Shopper) => shopper.call('POST', '/checkout/order', { body: CONTACT });

    for (const who of ['an anonymous visitor', 'a signed-in reader'] as const) {
      it(`ten concurrent checkouts of ${who}'s one cart make exactly one order: one 201, nine 200 with that same order, none a 500`, async () => {
        const shopper = api.shopper();
        if (who === 'a signed-in reader') await shopper.signIn(`once-${Date.now()}@example.org`);
        expect((await shopper.call('POST', '/cart/item', { body: { items: [{ sku: 'digital-monthly' }] } })).status).toBe(200);
        const replies = await Promise.all(Array.from({ length: 10 }, () => checkout(shopper)));
        expect(replies.map((r) => r.status).sort(), JSON.stringify(replies.map((r) => [r.status, r.body.code]))).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
        const orders = await ordersOf(shopper);
        expect(orders).toHaveLength(1);
        for (const reply of replies) expect(reply.body).toMatchObject({ orderNumber: orders[0]!.order_number, status: 'pending', totalCents: 1499 });
        expect((await shopper.call('GET', '/cart')).body.items).toEqual([]);
      });
    }

    it('a checkout retried after its answer (a lost response) answers the same pending order; once it is paid, the emptied cart is the 400 of an empty cart', async () => {
      const shopper = api.shopper();
      const orderNumber = await order(shopper);
      const retried = await checkout(shopper);
      expect(retried.status).toBe(200);
      expect(retried.body.orderNumber).toBe(orderNumber);
      expect((await pay(shopper, orderNumber)).status).toBe(200);
      const after = await checkout(shopper);
      expect(after.status).toBe(400);
      expect(after.body.code).toBe('140007');
      expect(await ordersOf(shopper)).toHaveLength(1);
    });

    it('a cart filled again after its checkout is a new purchase: a second order; an emptied cart retried past the window is 400', async () => {
      const shopper = api.shopper();
      const first = await order(shopper);
      const second = await order(shopper, [{ sku: 'digital-annual' }]);
      expect(second).not.toBe(first);
      await api.db.updateTable('sales_orders').set({ created_at: new Date(Date.now() - RETRY_WINDOW_MS - 1000) }).where('order_number', '=', second).execute();
      expect((await checkout(shopper)).status).toBe(400);
      expect((await ordersOf(shopper)).map((o) => o.order_number).sort()).toEqual([first, second].sort());
    });
  });
}
