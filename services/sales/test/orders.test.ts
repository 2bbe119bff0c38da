// Order history and detail, stored addresses, the sales config and the retailer calls, over real HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT, backends, newEmail, order, pay, startSales, type SalesRunning } from './harness.ts';

const GOOGLE_OK = 'swg-purchase-ok';

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`sales orders (${backend.name})`, () => {
    let api: SalesRunning;
    beforeAll(async () => {
      api = await startSales(backend, {
        config: { recaptchaSiteKey: 'site-key', recaptchaScore: 0.5 },
        retailer: {
          name: 'swg',
          // The test retailer vouches for one token per product; any other is not a purchase it made.
          verifyPurchase: async (body) => (body.purchaseToken === GOOGLE_OK && typeof body.sku === 'string' ? { sku: body.sku, reference: `${GOOGLE_OK}:${body.sku}`, email: 'g@example.org' } : undefined),
        },
      });
    }, 120_000);
    afterAll(() => api?.close());

    it('history pages the reader\'s orders newest first with start 0 and pageSize 10 by default, and filters by status', async () => {
      const reader = api.shopper();
      await reader.signIn(newEmail());
      const numbers: string[] = [];
      for (let i = 0; i < 12; i++) numbers.push(await order(reader));
      await pay(reader, numbers[0]!);
      const first = await reader.call('GET', '/order/history');
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ start: 0, pageSize: 10, total: 12 });
      expect(first.body.orders).toHaveLength(10);
      const second = await reader.call('GET', '/order/history?start=10');
      expect(second.body).toMatchObject({ start: 10, total: 12 });
      expect(second.body.orders).toHaveLength(2);
      const seen = [...first.body.orders, ...second.body.orders].map((o: { orderNumber: string }) => o.orderNumber);
      // Made one after another over HTTP, so each order's time is later than the one before.
      expect(seen).toEqual([...numbers].reverse());
      const paid = await reader.call('GET', '/order/history?status=paid&pageSize=5');
      expect(paid.body).toMatchObject({ start: 0, pageSize: 5, total: 1 });
      expect(paid.body.orders.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([numbers[0]]);
      // Another reader's history holds none of them.
      const other = api.shopper();
      await other.signIn(newEmail());
      expect((await other.call('GET', '/order/history')).body).toMatchObject({ total: 0, orders: [] });
    });

    it('history refuses bad paging in words, and needs a signed-in reader ("Missing or invalid jwt")', async () => {
      const reader = api.shopper();
      await reader.signIn(newEmail());
      for (const [query, message] of [
        ['?start=-1', 'start must be a whole number from 0'],
        ['?pageSize=0', 'pageSize must be a whole number from 1 to 100'],
        ['?pageSize=1000', 'pageSize must be a whole number from 1 to 100'],
        ['?status=shipped', 'status must be one of pending, paid, failed'],
      ]) {
        const reply = await reader.call('GET', `/order/history${query}`);
        expect(reply.status, query).toBe(400);
        expect(reply.body.message).toContain(message);
      }
      const anonymous = await api.shopper().call('GET', '/order/history');
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.message).toBe('Missing or invalid jwt');
    });

    it('stored addresses are the reader\'s billing addresses, each once, and only theirs', async () => {
      const reader = api.shopper();
      await reader.signIn(newEmail());
      await order(reader);
      await order(reader);
      await order(reader, undefined, { ...CONTACT, billingAddress: { line1: '2 Karangahape Road', country: 'NZ' } });
      const addresses = await reader.call('GET', '/checkout/addresses');
      expect(addresses.body).toEqual([{ line1: '2 Karangahape Road', country: 'NZ' }, CONTACT.billingAddress]);
      const other = api.shopper();
      await other.signIn(newEmail());
      expect((await other.call('GET', '/checkout/addresses')).body).toEqual([]);
      expect((await api.shopper().call('GET', '/checkout/addresses')).status).toBe(401);
    });

    it('the config publishes checkoutRecaptchaEnabled, and the reCAPTCHA key and score when configured', async () => {
      const config = await api.shopper().call('GET', '/config');
      expect(config.body).toEqual({ checkoutRecaptchaEnabled: false, recaptchaSiteKey: 'site-key', recaptchaScore: 0.5 });
    });

    it('a retailer purchase the retailer confirms becomes a paid order and an active subscription, once however often it is sent', async () => {
      const reader = api.shopper();
      await reader.signIn(newEmail());
      const exists = await reader.call('POST', '/swg/loginexists', { body: { sub: 'google-sub', findOrCreate: true } });
      expect(exists.body).toEqual({ exists: false });
      const bought = await reader.call('POST', '/swg/purchase', { body: { purchaseToken: GOOGLE_OK, sku: 'digital-monthly', amountCents: 1 } });
      expect(bought.status).toBe(200);
      expect(bought.body).toMatchObject({ status: 'paid', totalCents: 1499 });
      const again = await reader.call('POST', '/swg/purchase', { body: { purchaseToken: GOOGLE_OK, sku: 'digital-monthly' } });
      expect(again.body.orderNumber).toBe(bought.body.orderNumber);
      const subs = await api.db.selectFrom('sales_subscriptions').selectAll().where('owner_uuid', '=', reader.uuid!).execute();
      expect(subs).toHaveLength(1);
      expect((await reader.call('POST', '/swg/loginexists', { body: { findOrCreate: false } })).body).toEqual({ exists: true });
      // Asked without a session, as Arc's SDK asks: the purchase the retailer confirms belongs to an account here.
      expect((await api.shopper().call('POST', '/swg/loginexists', { body: { purchaseToken: GOOGLE_OK, sku: 'digital-monthly', findOrCreate: false } })).body).toEqual({ exists: true });
      // Another reader replaying the same purchase gets nothing of it.
      const other = api.shopper();
      await other.signIn(newEmail());
      const replay = await other.call('POST', '/swg/purchase', { body: { purchaseToken: GOOGLE_OK, sku: 'digital-monthly' } });
      expect(replay.status).toBe(404);
      expect(JSON.stringify(replay.body)).not.toContain(bought.body.orderNumber);
    });

    it('a retailer purchase nobody vouches for, or from an anonymous caller, gives nothing', async () => {
      const reader = api.shopper();
      await reader.signIn(newEmail());
      const forged = await reader.call('POST', '/swg/purchase', { body: { purchaseToken: 'made-up', sku: 'digital-annual' } });
      expect(forged.status).toBe(400);
      expect(forged.body.message).toBe('the retailer did not confirm this purchase');
      expect((await api.shopper().call('POST', '/swg/purchase', { body: { purchaseToken: GOOGLE_OK, sku: 'digital-annual' } })).status).toBe(401);
      // The login check asks without a session (as Arc's SDK does): a purchase nobody vouches for is no account.
      expect((await api.shopper().call('POST', '/swg/loginexists', { body: {} })).body).toEqual({ exists: false });
      const gift = await reader.call('POST', '/swg/purchase', { body: { purchaseToken: GOOGLE_OK, sku: 'gift-digital-annual' } });
      expect(gift.status).toBe(400);
    });

    it('an unknown sales route is a JSON 404 naming it', async () => {
      const reply = await api.shopper().call('GET', '/nothing-here');
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({ code: '140404', message: 'no sales route GET /public/v1/nothing-here' });
    });
  });
}
