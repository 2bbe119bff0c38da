// The sales SDK against the real sales service (with its subscription side) and the real identity service over
// loopback HTTP (PGlite; PostgreSQL with DATABASE_URL): the browser's cookies kept by a browser-like fetch.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from '../../services/identity/test/harness.ts';
import { backends, card, CHALLENGE, CONTACT, newEmail, startSales, SUCCEEDS, type SalesRunning } from '../../services/sales/test/harness.ts';
import { createIdentity } from '../identity/client.ts';
import { memoryStorage } from '../identity/storage.ts';
import { createSales } from './client.ts';
import { browserLikeFetch } from './test/browser-fetch.ts';

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`the sales SDK against the sales service (${backend.name})`, () => {
    let api: SalesRunning;
    beforeAll(async () => {
      api = await startSales(backend);
    }, 120_000);
    afterAll(() => api?.close());

    /** One browser: an identity client and a sales client on the service's origin, sharing a cookie jar. */
    async function browser({ signedIn = true } = {}) {
      const { fetch } = browserLikeFetch();
      const identity = createIdentity({ apiOrigin: api.origin, storage: memoryStorage(), fetch });
      if (signedIn) {
        const email = newEmail();
        await identity.signUp({ userName: email, credentials: PASSWORD }, { firstName: 'Aroha' });
        await identity.login(email, PASSWORD);
      }
      const sales = createSales({ apiOrigin: api.origin, identity, fetch, storage: memoryStorage(), warn: () => {} });
      return { identity, sales };
    }

    it('cart, order and a card payment: the order is paid, its details and history answer, a subscription is made', async () => {
      const { sales } = await browser();
      const cart = await sales.addItemToCart([{ sku: 'digital-monthly', quantity: 1 }], CONTACT.billingAddress);
      expect(cart.items).toHaveLength(1);
      const order = await sales.createOrder({ ...CONTACT });
      expect(order.orderNumber).toEqual(expect.any(String));
      const [option] = await sales.getPaymentOptions();
      await sales.initializePayment(order.orderNumber, option!.paymentId as string);
      const paid = (await sales.finalizePayment(order.orderNumber, option!.paymentId as string, { card: card(SUCCEEDS) })) as { status: string };
      expect(paid.status).toBe('paid');
      expect((await sales.getOrderDetails(order.orderNumber)).orderNumber).toBe(order.orderNumber);
      const history = await sales.getOrderHistory();
      expect(history).toMatchObject({ start: 0, orders: [expect.objectContaining({ orderNumber: order.orderNumber })] });
      const subscriptions = await sales.getAllActiveSubscriptions();
      expect(subscriptions).toEqual([expect.objectContaining({ subscriptionID: expect.any(Number), status: 1 })]);
    });

    it('a 3-D Secure card: the challenge passed on the provider\'s page, then finalize3DSPayment pays the order', async () => {
      const { sales } = await browser();
      await sales.addItemToCart([{ sku: 'digital-monthly', quantity: 1 }]);
      const order = await sales.createOrder({ ...CONTACT });
      await sales.initializePayment(order.orderNumber, 'test-card');
      const asked = (await sales.finalizePayment(order.orderNumber, 'test-card', { card: card(CHALLENGE), returnUrl: '/checkout/' })) as { payment: { challengeUrl: string } };
      await fetch(api.origin + asked.payment.challengeUrl, { method: 'POST', body: new URLSearchParams({ outcome: 'complete' }), redirect: 'manual' });
      const paid = (await sales.finalize3DSPayment(order.orderNumber, 'test-card', {}, { cardProviderSuccess: true })) as { status: string };
      expect(paid.status).toBe('paid');
    });

    it('cancel answers subscriptionID and makes the cached status 3; rescue makes it 1', async () => {
      const { sales } = await browser();
      await sales.addItemToCart([{ sku: 'digital-monthly', quantity: 1 }]);
      const order = await sales.createOrder({ ...CONTACT });
      await sales.initializePayment(order.orderNumber, 'test-card');
      await sales.finalizePayment(order.orderNumber, 'test-card', { card: card(SUCCEEDS) });
      const [sub] = await sales.getAllSubscriptions();
      const id = sub!.subscriptionID;
      expect((await sales.getSubscriptionDetails(id)).subscriptionID).toBe(id);
      expect((await sales.cancelSubscription(id, { reason: 'Too dear', reasonCode: 'PRICE' })).subscriptionID).toBe(id);
      expect((await sales.getSubscriptionDetails(id)).status).toBe(3);
      expect((await sales.rescueSubscription(id)).subscriptionID).toBe(id);
      expect((await sales.getSubscriptionDetails(id)).status).toBe(1);
    });
  });
}
