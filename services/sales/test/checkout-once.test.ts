// One cart, one order (ASVS 2.3.3) over real HTTP, on PGlite and on PostgreSQL (DATABASE_URL): concurrent checkouts
// of one cart make a single order, and every other answer is a refusal in words, never a second order or a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { digest } from '../../identity/tokens.ts';
import { CONTACT, backends, startSales, type SalesRunning } from './harness.ts';

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`sales checkout, one order per cart (${backend.name})`, () => {
    let api: SalesRunning;
    beforeAll(async () => {
      api = await startSales(backend);
    }, 120_000);
    afterAll(() => api?.close());

    const ordersOf = (cookieHash: string | null, uuid?: string) => {
      const q = api.db.selectFrom('sales_orders').select('order_number');
      return (uuid ? q.where('owner_uuid', '=', uuid) : q.where('cookie_id_hash', '=', cookieHash)).execute();
    };

    for (const who of ['an anonymous visitor', 'a signed-in reader'] as const) {
      it(`ten concurrent checkouts of ${who}'s one cart make exactly one order: one 201 with it, the others the empty cart's 400 (or 409), none a 500`, async () => {
        const shopper = api.shopper();
        if (who === 'a signed-in reader') await shopper.signIn(`once-${Date.now()}@example.org`);
        const added = await shopper.call('POST', '/cart/item', { body: { items: [{ sku: 'digital-monthly' }] } });
        expect(added.status).toBe(200);
        const replies = await Promise.all(Array.from({ length: 10 }, () => shopper.call('POST', '/checkout/order', { body: CONTACT })));
        const made = replies.filter((r) => r.status === 201);
        expect(made, JSON.stringify(replies.map((r) => [r.status, r.body.code]))).toHaveLength(1);
        for (const refused of replies.filter((r) => r.status !== 201)) {
          expect([400, 409]).toContain(refused.status);
          expect(refused.body.code).toMatch(/^140(007|409)$/);
        }
        const orders = await ordersOf(shopper.cookie ? digest(shopper.cookie) : null, shopper.uuid);
        expect(orders.map((o) => o.order_number)).toEqual([made[0]!.body.orderNumber]);
        expect((await shopper.call('GET', '/cart')).body.items).toEqual([]);
      });
    }
  });
}
