// The sales SDK's calls against a stand-in sales API on a real loopback HTTP server: the success markers of spec
// section 5, what each call of section 7 sends, and the state the client keeps (section 4).
import { beforeEach, describe, expect, it } from 'vitest';
import { gate, json } from '../identity/test/fake-api.ts';
import { api, identityClient, requestsTo, sales, signIn, storage, V1, type Client } from './test/harness.ts';

describe('success markers (spec section 5): an answer without its marker is thrown unchanged', () => {
  const cases: Array<{ name: string; route: string; call: (c: Client) => Promise<unknown>; good: unknown; bad: unknown[] }> = [
    { name: 'cancel needs subscriptionID (zero is valid)', route: `PUT ${V1}/subscription/0/cancel`, call: (c) => c.cancelSubscription(0, { reason: 'r', reasonCode: 'PRICE' }), good: { subscriptionID: 0 }, bad: [{ status: 3 }, { subscriptionID: '0' }, { subscriptionID: null }] },
    { name: 'rescue needs subscriptionID', route: `PUT ${V1}/subscription/0/rescue`, call: (c) => c.rescueSubscription(0), good: { subscriptionID: 0 }, bad: [{}, true] },
    { name: 'stop sharing needs subscriptionID', route: `PUT ${V1}/subscription/0/stopshare`, call: (c) => c.stopSharing(0), good: { subscriptionID: 0 }, bad: [{ ok: true }] },
    { name: 'redeem needs subscriptionID', route: `POST ${V1}/subscription/redeem`, call: (c) => c.redeemSubscription('share-token'), good: { subscriptionID: 0 }, bad: [{ redeemed: true }] },
    { name: 'gift redeem needs subscriptionID', route: `POST ${V1}/subscription/gift/redeem`, call: (c) => c.redeemGift('gift-token'), good: { subscriptionID: 12 }, bad: [{}] },
    { name: 'enterprise redeem needs subscriptionID', route: `POST /sales/public/v2/subscriptions/enterprise`, call: (c) => c.redeemEnterprise('nonce-1'), good: { subscriptionID: 0 }, bad: [{ nonce: 'nonce-1' }] },
    { name: 'share needs redeemCode', route: `PUT ${V1}/subscription/5/share`, call: (c) => c.shareSubscription(5, 'b@example.org'), good: { redeemCode: 'R-1' }, bad: [{ subscriptionID: 5 }, { redeemCode: '' }] },
    { name: 'gift needs subscriptionID and redeemCode', route: `PUT ${V1}/subscription/gift/5`, call: (c) => c.giftSubscription(5, { email: 'c@example.org' }), good: { subscriptionID: 5, redeemCode: 'G-1' }, bad: [{ subscriptionID: 5 }, { redeemCode: 'G-1' }] },
    { name: 'address update needs country', route: `PUT ${V1}/subscription/address`, call: (c) => c.updateAddress({ subscriptionID: 5, billingAddress: { country: 'NZ' } }), good: { country: 'NZ', line1: '1 Queen St' }, bad: [{ line1: '1 Queen St' }] },
    { name: 'order creation needs orderNumber', route: `POST ${V1}/checkout/order`, call: (c) => c.createOrder({ email: 'a@example.org', billingAddress: { country: 'NZ' } }), good: { orderNumber: 'N-1' }, bad: [{ status: 'pending' }] },
    { name: 'order details need orderNumber', route: `GET ${V1}/order/detail/N-1`, call: (c) => c.getOrderDetails('N-1'), good: { orderNumber: 'N-1' }, bad: [{}] },
    { name: 'order history needs its orders list', route: `GET ${V1}/order/history`, call: (c) => c.getOrderHistory(), good: { start: 0, orders: [] }, bad: [{ start: 0 }, []] },
    { name: 'the cart needs items', route: `GET ${V1}/cart`, call: (c) => c.getCart(), good: { items: [] }, bad: [{ billingAddress: {} }, { items: 'none' }] },
    { name: 'adding to the cart answers a cart', route: `POST ${V1}/cart/item`, call: (c) => c.addItemToCart([{ sku: 's' }]), good: { items: [{ sku: 's' }] }, bad: [{ added: true }] },
    { name: 'removing from the cart answers a cart', route: `DELETE ${V1}/cart/item/i-1`, call: (c) => c.removeItemFromCart('i-1'), good: { items: [] }, bad: [{}] },
    { name: 'clearing the cart answers a cart', route: `DELETE ${V1}/cart/clear`, call: (c) => c.clearCart(), good: { items: [] }, bad: [{}] },
    { name: "the caller's cart item call answers a cart", route: `PUT ${V1}/cart/item`, call: (c) => c.cartItem('put', { sku: 's', quantity: 2 }), good: { items: [{ sku: 's', quantity: 2 }] }, bad: [{}] },
    { name: 'the active subscription list is an array', route: `GET ${V1}/subscription/allactive`, call: (c) => c.getAllActiveSubscriptions(), good: [], bad: [{ subscriptions: [] }] },
    { name: 'the subscription list is an array', route: `GET ${V1}/subscription/all`, call: (c) => c.getAllSubscriptions(), good: [], bad: [{}] },
    { name: 'the sharing list is the answer\'s sharedSubscriptions array', route: `GET ${V1}/subscription/5/sharing`, call: async (c) => ({ sharedSubscriptions: await c.getSharedSubscriptions(5) }), good: { sharedSubscriptions: [] }, bad: [{ sharedSubscriptions: 'x' }, []] },
    { name: 'the payment options are an array', route: `GET ${V1}/checkout/payment/options`, call: (c) => c.getPaymentOptions(), good: [], bad: [{}] },
    { name: 'the stored addresses are an array', route: `GET ${V1}/checkout/addresses`, call: (c) => c.getAddresses(), good: [], bad: [{ country: 'NZ' }] },
  ];

  for (const { name, route, call, good, bad } of cases) {
    it(name, async () => {
      signIn();
      const client = sales();
      for (const answer of bad) {
        api.on(route, (_req, res) => json(res, 200, answer));
        await expect(call(client)).rejects.toEqual(answer);
      }
      api.on(route, (_req, res) => json(res, 200, good));
      await expect(call(client)).resolves.toEqual(good);
    });
  }

  it('the retailer login check answers its boolean exists (false too); anything else is thrown', async () => {
    const client = sales();
    api.on(`POST ${V1}/swg/loginexists`, (_req, res) => json(res, 200, { exists: false }));
    await expect(client.swgLoginExists({ sub: 'g-1', email: 'a@example.org' }, true)).resolves.toBe(false);
    expect(requestsTo('POST', `${V1}/swg/loginexists`)[0].body).toEqual({ sub: 'g-1', email: 'a@example.org', findOrCreate: true });
    api.on(`POST ${V1}/swg/loginexists`, (_req, res) => json(res, 200, { exists: 'yes' }));
    await expect(client.swgLoginExists({ sub: 'g-1' })).rejects.toEqual({ exists: 'yes' });
    api.on(`POST ${V1}/swg/loginexists`, (_req, res) => json(res, 200, { exists: true }));
    await expect(client.swgLoginExists({ sub: 'g-1' })).resolves.toBe(true);
    expect(requestsTo('POST', `${V1}/swg/loginexists`)[2].body.findOrCreate).toBe(false);
  });
});

describe('what each call sends (spec section 7)', () => {
  it('the order history asks for start 0 and page size 10 by default, and passes a status filter', async () => {
    signIn();
    api.on(`GET ${V1}/order/history`, (_req, res) => json(res, 200, { start: 0, orders: [] }));
    const client = sales();
    await client.getOrderHistory();
    await client.getOrderHistory({ start: 10, pageSize: 5, status: 'paid' });
    const [first, second] = requestsTo('GET', `${V1}/order/history`).map((r) => Object.fromEntries(r.query));
    expect(first).toEqual({ start: '0', pageSize: '10' });
    expect(second).toEqual({ start: '10', pageSize: '5', status: 'paid' });
  });

  it('bodies: cancel reason, share email, redeem token, enterprise nonce, address update, gift recipient, upgrade start and finish', async () => {
    signIn();
    const ok = { subscriptionID: 5, redeemCode: 'R', country: 'NZ' };
    for (const route of [`PUT ${V1}/subscription/5/cancel`, `PUT ${V1}/subscription/5/share`, `POST ${V1}/subscription/redeem`, `POST /sales/public/v2/subscriptions/enterprise`, `PUT ${V1}/subscription/address`, `PUT ${V1}/subscription/gift/5`, `POST ${V1}/subscription/upgradedowngrade`, `PUT ${V1}/subscription/upgradedowngrade`]) {
      api.on(route, (_req, res) => json(res, 200, ok));
    }
    const client = sales();
    await client.cancelSubscription(5, { reason: 'Too dear', reasonCode: 'PRICE' });
    await client.shareSubscription(5, 'b@example.org');
    await client.redeemSubscription('share-token');
    await client.redeemEnterprise('nonce-1');
    await client.updateAddress({ subscriptionID: 5, billingAddress: { country: 'NZ', line1: '1 Queen St' } });
    await client.giftSubscription(5, { email: 'c@example.org', firstName: 'Aroha' });
    await client.startUpgradeDowngrade({ subscriptionId: 5, newPriceCode: 'DIGITAL-ANNUAL', productChanges: [{ sku: 'x' }], currentTerm: 2 });
    await client.finalizeUpgradeDowngrade({ sessionId: 'sess-1', reasonCode: 'UPGRADE' });
    expect(api.requests.map((r) => [`${r.method} ${r.path}`, r.body])).toEqual([
      [`PUT ${V1}/subscription/5/cancel`, { reason: 'Too dear', reasonCode: 'PRICE' }],
      [`PUT ${V1}/subscription/5/share`, { email: 'b@example.org' }],
      [`POST ${V1}/subscription/redeem`, { token: 'share-token' }],
      ['POST /sales/public/v2/subscriptions/enterprise', { nonce: 'nonce-1' }],
      [`PUT ${V1}/subscription/address`, { billingAddress: { country: 'NZ', line1: '1 Queen St' }, subscriptionID: 5 }],
      [`PUT ${V1}/subscription/gift/5`, { email: 'c@example.org', firstName: 'Aroha' }],
      [`POST ${V1}/subscription/upgradedowngrade`, { subscriptionId: 5, newPriceCode: 'DIGITAL-ANNUAL', productChanges: [{ sku: 'x' }], currentTerm: 2 }],
      [`PUT ${V1}/subscription/upgradedowngrade`, { sessionId: 'sess-1', reasonCode: 'UPGRADE' }],
    ]);
  });

  it('payments: the wallet validation address as a query, the 3-D Secure success flag only when flagged, the cart item and retailer bodies as given', async () => {
    api.on(`GET ${V1}/checkout/order/N-1/payment/7`, (_req, res) => json(res, 200, { clientSecret: 's' }));
    api.on(`PUT ${V1}/checkout/3ds/order/N-1/payment/7`, (_req, res) => json(res, 200, { orderNumber: 'N-1' }));
    api.on(`POST ${V1}/cart/item`, (_req, res) => json(res, 200, { items: [] }));
    api.on(`DELETE ${V1}/cart/item`, (_req, res) => json(res, 200, { items: [] }));
    api.on(`POST ${V1}/swg/purchase`, (_req, res) => json(res, 200, { orderNumber: 'S-1' }));
    const client = sales();
    await client.initializePayment('N-1', 7, { validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession' });
    await client.finalize3DSPayment('N-1', 7, { token: 't' }, { cardProviderSuccess: true });
    await client.finalize3DSPayment('N-1', 7, { token: 't' });
    await client.addItemToCart([{ sku: 'digital-monthly', quantity: 1 }], { country: 'NZ' });
    await client.cartItem('delete', { sku: 'digital-monthly' });
    await client.swgPurchase({ purchaseData: '{"orderId":"GPA.1"}', signature: 'sig' });
    const [init, flagged, plain, add, remove, swg] = api.requests;
    expect(init.query.get('validationURL')).toBe('https://apple-pay-gateway.apple.com/paymentservices/startSession');
    expect(flagged.body).toEqual({ token: 't', cardProviderSuccess: true });
    expect(plain.body).toEqual({ token: 't' });
    expect(add.body).toEqual({ items: [{ sku: 'digital-monthly', quantity: 1 }], billingAddress: { country: 'NZ' } });
    expect([remove.method, remove.body]).toEqual(['DELETE', { sku: 'digital-monthly' }]);
    expect(swg.body).toEqual({ purchaseData: '{"orderId":"GPA.1"}', signature: 'sig' });
  });

  it('ids in paths are escaped: an id cannot reach another path', async () => {
    signIn();
    api.on(`GET ${V1}/order/detail/..%2F..%2Fsubscription%2Fall`, (_req, res) => json(res, 200, { orderNumber: 'x' }));
    await sales().getOrderDetails('../../subscription/all');
    expect(api.requests.map((r) => r.path)).toEqual([`${V1}/order/detail/..%2F..%2Fsubscription%2Fall`]);
  });
});

describe('cached state (spec section 4)', () => {
  const list = [
    { subscriptionID: 0, statusID: 1, sku: 'digital-monthly' },
    { subscriptionID: 8, statusID: 3, sku: 'print-digital' },
  ];

  beforeEach(() => {
    signIn();
    api.on(`GET ${V1}/subscription/all`, (_req, res) => json(res, 200, list));
    api.on(`GET ${V1}/subscription/allactive`, (_req, res) => json(res, 200, [list[0]]));
    api.on(`GET ${V1}/subscription/0/details`, (_req, res) => json(res, 200, { subscriptionID: 0, status: 1, billingAddress: { country: 'NZ' } }));
    api.on(`PUT ${V1}/subscription/0/cancel`, (_req, res) => json(res, 200, { subscriptionID: 0 }));
    api.on(`PUT ${V1}/subscription/8/rescue`, (_req, res) => json(res, 200, { subscriptionID: 8 }));
  });

  it('in list answers the status is taken from statusID', async () => {
    const subscriptions = await sales().getAllSubscriptions();
    expect(subscriptions.map((s) => [s.subscriptionID, s.status])).toEqual([
      [0, 1],
      [8, 3],
    ]);
  });

  it('after a successful cancel the cached subscription has status 3, after a rescue status 1, in every cached list and its details', async () => {
    const client = sales();
    await client.getAllSubscriptions();
    await client.getAllActiveSubscriptions();
    await client.getSubscriptionDetails(0);
    await client.cancelSubscription(0, { reason: 'Moving overseas', reasonCode: 'MOVE' });
    expect(client.cached.subscriptions?.map((s) => s.status)).toEqual([3, 3]);
    expect(client.cached.activeSubscriptions?.[0].status).toBe(3);
    expect(client.cached.subscriptionDetails[0].status).toBe(3);
    await client.rescueSubscription(8);
    expect(client.cached.subscriptions?.map((s) => s.status)).toEqual([3, 1]);
    expect(client.cached.subscriptionDetails[0].status).toBe(3);
    api.on(`PUT ${V1}/subscription/0/rescue`, (_req, res) => json(res, 200, { subscriptionID: 0 }));
    await client.rescueSubscription(0);
    expect(client.cached.subscriptions?.map((s) => s.status)).toEqual([1, 1]);
    expect(client.cached.activeSubscriptions?.[0].status).toBe(1);
    expect(client.cached.subscriptionDetails[0]).toEqual({ subscriptionID: 0, status: 1, billingAddress: { country: 'NZ' } });
  });

  it('a refused cancel leaves the cached status as it was', async () => {
    api.on(`PUT ${V1}/subscription/0/cancel`, (_req, res) => json(res, 409, { code: '500409', message: 'Already cancelled' }));
    const client = sales();
    await client.getAllSubscriptions();
    await expect(client.cancelSubscription(0)).rejects.toMatchObject({ code: '500409' });
    expect(client.cached.subscriptions?.[0].status).toBe(1);
  });

  it('stopping sharing removes the subscription from the cached shared list', async () => {
    api.on(`GET ${V1}/subscription/0/sharing`, (_req, res) => json(res, 200, { sharedSubscriptions: [{ email: 'b@example.org' }] }));
    api.on(`GET ${V1}/subscription/8/sharing`, (_req, res) => json(res, 200, { sharedSubscriptions: [{ email: 'c@example.org' }] }));
    api.on(`PUT ${V1}/subscription/0/stopshare`, (_req, res) => json(res, 200, { subscriptionID: 0 }));
    const client = sales();
    await client.getSharedSubscriptions(0);
    await client.getSharedSubscriptions(8);
    expect(Object.keys(client.cached.sharedSubscriptions)).toEqual(['0', '8']);
    await client.stopSharing(0);
    expect(client.cached.sharedSubscriptions).toEqual({ 8: [{ email: 'c@example.org' }] });
  });

  it('the cart and the current order are kept in storage: a new client on the next page (after a 3-D Secure challenge) has them', async () => {
    api.on(`POST ${V1}/cart/item`, (_req, res) => json(res, 200, { items: [{ sku: 'digital-annual' }] }));
    api.on(`POST ${V1}/checkout/order`, (_req, res) => json(res, 200, { orderNumber: 'N-1', status: 'pending' }));
    api.on(`PUT ${V1}/checkout/3ds/order/N-1/payment/7`, (_req, res) => json(res, 200, { orderNumber: 'N-1', status: 'paid' }));
    const before = sales();
    await before.addItemToCart([{ sku: 'digital-annual' }]);
    await before.createOrder({ email: 'a@example.org', billingAddress: { country: 'NZ' } });
    const after = sales();
    expect(after.cached.cart).toEqual({ items: [{ sku: 'digital-annual' }] });
    expect(after.cached.currentOrder).toEqual({ orderNumber: 'N-1', status: 'pending' });
    await after.finalize3DSPayment('N-1', 7, { token: 't' }, { cardProviderSuccess: true });
    expect(after.cached.currentOrder).toEqual({ orderNumber: 'N-1', status: 'paid' });
  });

  it('the logout event clears the cached subscriptions, shared subscriptions, orders, addresses, current order and cart', async () => {
    api.on(`GET ${V1}/subscription/0/sharing`, (_req, res) => json(res, 200, { sharedSubscriptions: [{ email: 'b@example.org' }] }));
    api.on(`GET ${V1}/order/history`, (_req, res) => json(res, 200, { start: 0, orders: [{ orderNumber: 'N-0' }] }));
    api.on(`GET ${V1}/checkout/addresses`, (_req, res) => json(res, 200, [{ country: 'NZ' }]));
    api.on(`POST ${V1}/checkout/order`, (_req, res) => json(res, 200, { orderNumber: 'N-1' }));
    api.on(`GET ${V1}/cart`, (_req, res) => json(res, 200, { items: [{ sku: 'digital-annual' }] }));
    api.on('DELETE /identity/public/v1/auth/token', (_req, res) => void res.writeHead(204).end());
    const identity = identityClient();
    const client = sales({ identity });
    await client.getAllSubscriptions();
    await client.getAllActiveSubscriptions();
    await client.getSubscriptionDetails(0);
    await client.getSharedSubscriptions(0);
    await client.getOrderHistory();
    await client.getAddresses();
    await client.createOrder({ email: 'a@example.org', billingAddress: { country: 'NZ' } });
    await client.getCart();
    const full = client.cached;
    expect(Object.keys(full.subscriptionDetails)).toEqual(['0']);
    expect([full.subscriptions, full.activeSubscriptions, full.addresses, full.currentOrder, full.cart].every(Boolean)).toBe(true);
    expect(Object.keys(full.orders)).toEqual(['N-0', 'N-1']);
    expect(storage.keys().filter((k) => k.startsWith('sales.'))).toHaveLength(2);

    await identity.logout();
    expect(client.cached).toEqual({ subscriptions: undefined, activeSubscriptions: undefined, subscriptionDetails: {}, sharedSubscriptions: {}, orders: {}, addresses: undefined, currentOrder: undefined, cart: undefined });
    expect(storage.keys().filter((k) => k.startsWith('sales.'))).toEqual([]);
  });

  it("an answer that arrives after the logout is not cached for the next reader", async () => {
    const held = gate();
    api.on(`GET ${V1}/subscription/all`, async (_req, res) => {
      await held.opened;
      json(res, 200, list);
    });
    api.on('DELETE /identity/public/v1/auth/token', (_req, res) => void res.writeHead(204).end());
    const identity = identityClient();
    const client = sales({ identity });
    const late = client.getAllSubscriptions();
    await identity.logout();
    held.open();
    await expect(late).resolves.toHaveLength(2);
    expect(client.cached.subscriptions).toBeUndefined();
  });

  it('after close() the client no longer listens to the logout', async () => {
    api.on(`GET ${V1}/cart`, (_req, res) => json(res, 200, { items: [] }));
    api.on('DELETE /identity/public/v1/auth/token', (_req, res) => void res.writeHead(204).end());
    const identity = identityClient();
    const client = sales({ identity });
    await client.getCart();
    client.close();
    await identity.logout();
    expect(client.cached.cart).toEqual({ items: [] });
  });
});
