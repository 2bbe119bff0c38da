// The sales SDK against the real sales service (with its subscription side) and the real identity service over
// loopback HTTP (PGlite; PostgreSQL with DATABASE_URL): the browser's cookies kept by a browser-like fetch.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from '../../services/identity/test/harness.ts';
import { backends, card, CHALLENGE, CONTACT, newEmail, startSales, SUCCEEDS, type SalesRunning } from '../../services/sales/test/harness.ts';
import { createIdentity } from '../identity/client.ts';
import { memoryStorage } from '../identity/storage.ts';
import { issueEnterpriseNonces } from '../../services/sales/enterprise.ts';
import type { SubsKysely } from '../../services/sales/migrations-subscriptions.ts';
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
      // Arc's SDK names the option by its number (paymentMethodID) in the paths: the same option.
      expect(option).toMatchObject({ paymentId: 'test-card', paymentMethodID: 1, paymentMethodType: expect.any(Number) });
      const init = await sales.initializePayment(order.orderNumber, option!.paymentMethodID!);
      // The card goes to the provider's endpoint; the sales API gets only its token.
      const token = await sales.tokenizeCard(init, card(SUCCEEDS));
      expect(token).toMatch(/^tok_/);
      const paid = (await sales.finalizePayment(order.orderNumber, option!.paymentMethodID!, { token })) as { status: string };
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
      const init = await sales.initializePayment(order.orderNumber, 'test-card');
      const asked = (await sales.finalizePayment(order.orderNumber, 'test-card', { token: await sales.tokenizeCard(init, card(CHALLENGE)), returnUrl: '/checkout/' })) as { payment: { challengeUrl: string } };
      await fetch(api.origin + asked.payment.challengeUrl, { method: 'POST', body: new URLSearchParams({ outcome: 'complete' }), redirect: 'manual' });
      const paid = (await sales.finalize3DSPayment(order.orderNumber, 'test-card', {}, { cardProviderSuccess: true })) as { status: string };
      expect(paid.status).toBe('paid');
    });

    /** A signed-in browser that has bought `sku` with the succeeding card: its client and the order number. */
    async function bought(sku = 'digital-monthly') {
      const b = await browser();
      await b.sales.addItemToCart([{ sku, quantity: 1 }]);
      const order = await b.sales.createOrder({ ...CONTACT });
      const init = await b.sales.initializePayment(order.orderNumber, 'test-card');
      await b.sales.finalizePayment(order.orderNumber, 'test-card', { token: await b.sales.tokenizeCard(init, card(SUCCEEDS)) });
      return { ...b, orderNumber: order.orderNumber };
    }

    it('share answers redeemCode, the associate redeems it (subscriptionID), sharing lists it, stop sharing answers subscriptionID', async () => {
      const owner = await bought();
      const associate = await browser();
      const [sub] = await owner.sales.getAllSubscriptions();
      const id = sub!.subscriptionID;
      const shared = await owner.sales.shareSubscription(id, newEmail());
      expect(shared.redeemCode).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect((await associate.sales.redeemSubscription(shared.redeemCode)).subscriptionID).toBe(id);
      expect(await owner.sales.getSharedSubscriptions(id)).toHaveLength(1);
      expect((await owner.sales.stopSharing(id)).subscriptionID).toBe(id);
      expect(await associate.sales.getAllActiveSubscriptions()).toEqual([]);
    });

    it('a bought gift: the buyer names the recipient (subscriptionID + redeemCode), the recipient redeems it', async () => {
      const buyer = await bought('gift-digital-annual');
      const gift = await (api.db as unknown as SubsKysely).selectFrom('sales_gifts').select('id').where('order_number', '=', buyer.orderNumber).executeTakeFirstOrThrow();
      const named = await buyer.sales.giftSubscription(Number(gift.id), { email: newEmail(), firstName: 'Mere' });
      expect(named).toMatchObject({ subscriptionID: Number(gift.id), redeemCode: expect.any(String) });
      const recipient = await browser();
      const redeemed = await recipient.sales.redeemGift(named.redeemCode);
      expect(await recipient.sales.getAllActiveSubscriptions()).toEqual([expect.objectContaining({ subscriptionID: redeemed.subscriptionID })]);
    });

    it('an enterprise nonce redeems into a subscription (v2 call, subscriptionID)', async () => {
      const [nonce] = await issueEnterpriseNonces(api.db as unknown as SubsKysely, { sku: 'digital-annual', count: 1, label: 'Acme' });
      const { sales } = await browser();
      const answer = await sales.redeemEnterprise(nonce!);
      expect(answer.subscriptionID).toEqual(expect.any(Number));
    });

    it('an upgrade starts with a priced session and is finalised with its sessionId', async () => {
      const { sales } = await bought();
      const [sub] = await sales.getAllSubscriptions();
      const session = (await sales.startUpgradeDowngrade({ subscriptionId: sub!.subscriptionID, newPriceCode: 'PRINT-DIGITAL-M', productChanges: [], currentTerm: 1 })) as { sessionId: string };
      const done = (await sales.finalizeUpgradeDowngrade({ sessionId: session.sessionId, reasonCode: 'MORE' })) as { priceCode: string };
      expect(done.priceCode).toBe('PRINT-DIGITAL-M');
    });

    it('a payment-method update: initialise, tokenise the new card with the provider, then finalise with its token', async () => {
      const { sales } = await bought();
      const details = (await sales.getSubscriptionDetails((await sales.getAllSubscriptions())[0]!.subscriptionID)) as unknown as { paymentMethod: { paymentMethodID: string } };
      const id = details.paymentMethod.paymentMethodID;
      const init = await sales.initializePaymentUpdate(id, 'test-card');
      const done = (await sales.finalizePaymentUpdate(id, 'test-card', { token: await sales.tokenizeCard(init, card(SUCCEEDS)) })) as { status: string };
      expect(done.status).toBe('succeeded');
    });

    it('the billing address update answers country; stored addresses and the retailer check answer their shapes', async () => {
      const { sales } = await bought();
      const [sub] = await sales.getAllSubscriptions();
      const address = { line1: '12 Willis Street', locality: 'Te Whanganui-a-Tara', country: 'NZ' };
      expect(await sales.updateAddress({ subscriptionID: sub!.subscriptionID, billingAddress: address })).toMatchObject({ country: 'NZ' });
      expect(await sales.getAddresses()).toEqual([expect.objectContaining({ country: 'NZ' })]);
      expect(await sales.swgLoginExists({ subscriptionToken: 'x' })).toBe(true);
    });

    it('cancel answers subscriptionID and makes the cached status 3; rescue makes it 1', async () => {
      const { sales } = await browser();
      await sales.addItemToCart([{ sku: 'digital-monthly', quantity: 1 }]);
      const order = await sales.createOrder({ ...CONTACT });
      const init = await sales.initializePayment(order.orderNumber, 'test-card');
      await sales.finalizePayment(order.orderNumber, 'test-card', { token: await sales.tokenizeCard(init, card(SUCCEEDS)) });
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
