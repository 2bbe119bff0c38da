/**
 * Arc XP's published sales SDK, @arc-publishing/sdk-sales 1.94.0 (the pinned devDependency), driven unchanged
 * against our sales service over real HTTP, signed in through Arc's identity SDK 1.94.0 against our identity
 * service: a shop built on them must work against /sales as it did against Arc. Each method resolves only when its
 * own success test passes (lib/sdk/*.js), so a resolved call is the SDK accepting our answer; the shapes its types
 * declare (lib/sdk/*.d.ts) are checked beside. The browser the SDK expects is browser-globals.ts plus a cookie jar
 * (cookie-jar.ts) that keeps the anonymous cart cookie as a browser would for `credentials: 'include'` calls.
 *
 * Every public method that needs no outside provider is driven, the payment calls with the test provider's card
 * tokens (the card tokenised at the provider's own endpoint, as a shop's page does; the SDK sends only the token).
 * Not driven, with the reason:
 * - finalizePaymentPayU: PayU's hosted form (an outside provider).
 * - onSwgPurchase: a Subscribe with Google purchase, proven only by Google's retailer API (an outside provider).
 * - Apple Pay / Google Pay (initializePayment's wallet validation): Apple's and Google's payment sheets.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueEnterpriseNonces } from '../../services/sales/enterprise.ts';
import type { SubsKysely } from '../../services/sales/migrations-subscriptions.ts';
import { PASSWORD } from '../../services/identity/test/harness.ts';
import { CHALLENGE, CONTACT, SUCCEEDS, backends, card, newEmail, startSales, type SalesRunning, type Shopper } from '../../services/sales/test/harness.ts';
import { installBrowserGlobals } from './browser-globals.ts';
import { installCookieJar } from './cookie-jar.ts';

type Arc = any;
let Identity: Arc;
let Sales: Arc;
let api: SalesRunning;
let jar: ReturnType<typeof installCookieJar>;

/** A reader signed up through the API and signed in through Arc's identity SDK; `http` calls as the same reader. */
async function signIn(): Promise<{ email: string; http: Shopper }> {
  const email = newEmail();
  const http = api.shopper();
  await http.signIn(email);
  await Identity.login(email, PASSWORD);
  http.token = Identity.userIdentity.accessToken;
  return { email, http };
}

/** The card tokenised at the provider's endpoint the payment's `clientData` names, as the shop's page does. */
async function tokenise(tokenUrl: string, number: string): Promise<string> {
  const res = await fetch(new URL(tokenUrl, api.origin), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(card(number)) });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** getPaymentOptions, initializePayment, the card tokenised, finalizePayment: the SDK's answer. */
async function payThroughSdk(orderNumber: string, number = SUCCEEDS) {
  const [option] = await Sales.getPaymentOptions();
  const initialized = await Sales.initializePayment(orderNumber, option.paymentMethodID);
  return Sales.finalizePayment(orderNumber, option.paymentMethodID, await tokenise(initialized.clientData.tokenUrl, number));
}

/** A paid order of `sku` for the signed-in reader, bought and paid through the SDK with the succeeding card. */
async function paidOrder(_http: Shopper, sku: string): Promise<string> {
  await Sales.clearCart();
  await Sales.addItemToCart([{ sku, quantity: 1 }]);
  const made = await Sales.createOrder(CONTACT.email, CONTACT.phone, CONTACT.billingAddress, CONTACT.firstName, CONTACT.lastName);
  const paid = await payThroughSdk(made.orderNumber);
  expect(paid).toMatchObject({ orderNumber: made.orderNumber, status: 'paid' });
  return made.orderNumber;
}

const subscriptionOf = async (orderNumber: string): Promise<number> => (await Sales.getOrderDetails(orderNumber)).subscriptionIDs[0];

beforeAll(async () => {
  api = await startSales(backends[0]!);
  installBrowserGlobals();
  // The sales SDK reads the page's address as a bare global (window.location's twin in a browser).
  Object.assign(globalThis, { location: (globalThis as unknown as { window: { location: unknown } }).window.location });
  jar = installCookieJar(api.origin);
  Identity = (await import('@arc-publishing/sdk-identity')).default;
  Sales = (await import('@arc-publishing/sdk-sales')).default;
  Identity.options({ apiOrigin: api.origin });
  Sales.options({ apiOrigin: api.origin, Identity });
}, 120_000);

afterAll(async () => {
  jar?.uninstall();
  await api?.close();
});

describe('Arc sales SDK 1.94.0 against our sales service', () => {
  it('getConfig answers the checkout captcha settings the SDK tests for', async () => {
    const config = await Sales.getConfig();
    expect(config).toMatchObject({ checkoutRecaptchaEnabled: false });
  });

  it('an anonymous cart lives by the cookie the browser keeps: add, get and clear answer carts', async () => {
    const added = await Sales.addItemToCart([{ sku: 'digital-monthly', quantity: 1 }]);
    expect(added.items).toEqual([expect.objectContaining({ sku: 'digital-monthly', quantity: 1, name: expect.any(String), price: expect.any(Number), priceCode: 'DIGITAL-M' })]);
    expect(added).toMatchObject({ currency: 'NZD', total: expect.any(Number), subtotal: expect.any(Number), tax: expect.any(Number), shipping: expect.any(Number) });
    expect(jar.names()).toContain('sales_cart');
    await expect(Sales.getCart()).resolves.toMatchObject({ items: [expect.objectContaining({ sku: 'digital-monthly' })] });
    await expect(Sales.clearCart()).resolves.toMatchObject({ items: [] });
  });

  it('createOrder makes an anonymous order from the cart; the SDK keeps it as currentOrder', async () => {
    await Sales.addItemToCart([{ sku: 'digital-annual', quantity: 1 }]);
    const order = await Sales.createOrder(CONTACT.email, CONTACT.phone, CONTACT.billingAddress, CONTACT.firstName, CONTACT.lastName);
    expect(order).toMatchObject({ orderNumber: expect.any(String), email: CONTACT.email, currency: 'NZD', total: expect.any(Number), items: [expect.objectContaining({ sku: 'digital-annual' })] });
    expect(Sales.currentOrder.orderNumber).toBe(order.orderNumber);
  });

  it('getPaymentOptions names the option by paymentMethodID; initializePayment answers the order and where to tokenise', async () => {
    const options = await Sales.getPaymentOptions();
    expect(options).toEqual([expect.objectContaining({ paymentMethodID: 1, paymentMethodType: expect.any(Number) })]);
    await Sales.addItemToCart([{ sku: 'digital-monthly', quantity: 1 }]);
    const order = await Sales.createOrder(CONTACT.email, CONTACT.phone, CONTACT.billingAddress, CONTACT.firstName, CONTACT.lastName);
    const initialized = await Sales.initializePayment(order.orderNumber, options[0].paymentMethodID);
    expect(initialized).toMatchObject({ orderNumber: order.orderNumber, clientData: { tokenUrl: expect.stringMatching(/\/tokens$/) } });
  });

  it('an anonymous checkout pays with finalizePayment and the provider\'s token; the SDK keeps the paid order', async () => {
    await Sales.clearCart();
    await Sales.addItemToCart([{ sku: 'digital-annual', quantity: 1 }]);
    const order = await Sales.createOrder(CONTACT.email, CONTACT.phone, CONTACT.billingAddress, CONTACT.firstName, CONTACT.lastName);
    const paid = await payThroughSdk(order.orderNumber);
    expect(paid).toMatchObject({ orderNumber: order.orderNumber, status: 'paid', payment: { status: 'succeeded', cardLast4: '4242' } });
    expect(Sales.currentOrder.orderNumber).toBe(order.orderNumber);
    // Finalising a paid order again (a retried request) answers the paid order and charges nothing more.
    const charges = api.provider.charges.length;
    await expect(Sales.finalizePayment(order.orderNumber, 1, 'tok_retried-request')).resolves.toMatchObject({ orderNumber: order.orderNumber, status: 'paid' });
    expect(api.provider.charges.length).toBe(charges);
  });

  it('a declined card rejects finalizePayment with the service\'s error; the order stays unpaid', async () => {
    await Sales.clearCart();
    await Sales.addItemToCart([{ sku: 'digital-monthly', quantity: 1 }]);
    const order = await Sales.createOrder(CONTACT.email, CONTACT.phone, CONTACT.billingAddress, CONTACT.firstName, CONTACT.lastName);
    await expect(payThroughSdk(order.orderNumber, '4000000000000002')).rejects.toMatchObject({ code: expect.any(String), message: expect.any(String) });
    const row = await api.db.selectFrom('sales_orders').select('status').where('order_number', '=', order.orderNumber).executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
  });

  it('3-D Secure: finalizePayment answers the challenge, finalizePayment3ds pays once the reader passed it', async () => {
    await Sales.clearCart();
    await Sales.addItemToCart([{ sku: 'digital-monthly', quantity: 1 }]);
    const order = await Sales.createOrder(CONTACT.email, CONTACT.phone, CONTACT.billingAddress, CONTACT.firstName, CONTACT.lastName);
    const challenged = await payThroughSdk(order.orderNumber, CHALLENGE);
    expect(challenged).toMatchObject({ orderNumber: order.orderNumber, payment: { status: 'requires_3ds', challengeUrl: expect.stringMatching(/^\/sales\/test-provider\/3ds\//) } });
    // Before the reader answers, the provider's record says not yet: the order stays unpaid.
    await expect(Sales.finalizePayment3ds(order.orderNumber, 1, 'ignored')).resolves.toMatchObject({ payment: { status: 'requires_3ds' } });
    await fetch(api.origin + challenged.payment.challengeUrl, { method: 'POST', body: new URLSearchParams({ outcome: 'complete' }), redirect: 'manual' });
    await expect(Sales.finalizePayment3ds(order.orderNumber, 1, 'ignored')).resolves.toMatchObject({ orderNumber: order.orderNumber, status: 'paid', payment: { status: 'succeeded' } });
  });

  it('a card update: initializePaymentUpdate, finalizePaymentUpdate with a token, and finalizePaymentUpdate3ds after a challenge', async () => {
    const { http } = await signIn();
    const id = await subscriptionOf(await paidOrder(http, 'digital-monthly'));
    const { currentPaymentMethod } = await Sales.getSubscriptionDetails(id);
    expect(currentPaymentMethod).toMatchObject({ paymentMethodID: expect.any(String), lastFour: '4242' });
    const methodId = currentPaymentMethod.paymentMethodID;
    const started = await Sales.initializePaymentUpdate(methodId, 1);
    expect(started).toMatchObject({ paymentMethodID: methodId, status: 'initialized', clientData: { tokenUrl: expect.any(String) } });
    const visa = await tokenise(started.clientData.tokenUrl, '4000000000000341');
    await expect(Sales.finalizePaymentUpdate(methodId, 1, visa)).resolves.toMatchObject({ paymentMethodID: methodId, status: 'succeeded', cardLast4: '0341' });
    await expect(Sales.getSubscriptionDetails(id)).resolves.toMatchObject({ currentPaymentMethod: { paymentMethodID: methodId, lastFour: '0341' } });

    await Sales.initializePaymentUpdate(methodId, 1);
    const challenged = await Sales.finalizePaymentUpdate(methodId, 1, await tokenise(started.clientData.tokenUrl, CHALLENGE));
    expect(challenged).toMatchObject({ status: 'requires_3ds', challengeUrl: expect.any(String) });
    await fetch(api.origin + challenged.challengeUrl, { method: 'POST', body: new URLSearchParams({ outcome: 'complete' }), redirect: 'manual' });
    await expect(Sales.finalizePaymentUpdate3ds(methodId, 1, 'ignored')).resolves.toMatchObject({ status: 'succeeded', cardLast4: '3220' });
  });

  it('a signed-in cart: add, get, remove an item and clear', async () => {
    await signIn();
    await Sales.addItemToCart([{ sku: 'digital-monthly', quantity: 1 }, { sku: 'digital-annual', quantity: 1 }]);
    const removed = await Sales.removeItemFromCart('digital-monthly');
    expect(removed.items).toEqual([expect.objectContaining({ sku: 'digital-annual' })]);
    await expect(Sales.getCart()).resolves.toMatchObject({ items: [expect.objectContaining({ sku: 'digital-annual' })] });
    await expect(Sales.clearCart()).resolves.toMatchObject({ items: [] });
  });

  it('getOrderDetails and getOrderHistory answer orders as typed: orderStatus one of the SDK\'s statuses, products, subscriptionIDs numbers', async () => {
    const { http } = await signIn();
    const orderNumber = await paidOrder(http, 'digital-monthly');
    const details = await Sales.getOrderDetails(orderNumber);
    expect(details).toMatchObject({ orderNumber, email: CONTACT.email, currency: 'NZD', total: expect.any(Number), subscriptionIDs: [expect.any(Number)] });
    const history = await Sales.getOrderHistory(0, 10);
    expect(history).toMatchObject({ start: 0, pageSize: 10, maxResults: 1 });
    expect(history.orders).toEqual([expect.objectContaining({ orderNumber, orderStatus: 'Paid', currency: 'NZD', totalAmount: expect.any(Number), products: [{ sku: 'digital-monthly', name: expect.any(String), quantity: 1 }] })]);
    await expect(Sales.getOrderHistory(0, 10, { status: 'Paid' })).resolves.toMatchObject({ orders: [expect.objectContaining({ orderNumber })] });
  });

  it('subscriptions: list all and active (status from statusID), details with events, cancel (3) and rescue (1)', async () => {
    const { http } = await signIn();
    const id = await subscriptionOf(await paidOrder(http, 'digital-monthly'));
    const all = await Sales.getAllSubscriptions();
    expect(all).toEqual([expect.objectContaining({ subscriptionID: id, status: 1, sku: 'digital-monthly', productName: expect.any(String) })]);
    await expect(Sales.getAllActiveSubscriptions()).resolves.toEqual([expect.objectContaining({ subscriptionID: id, status: 1 })]);
    const details = await Sales.getSubscriptionDetails(id);
    expect(details).toMatchObject({ subscriptionID: id, status: 1, sku: 'digital-monthly', priceCode: 'DIGITAL-M', events: expect.any(Array), billingAddress: expect.objectContaining({ country: 'NZ' }) });
    await expect(Sales.cancelSubscription(id, 'too dear', 'PRICE')).resolves.toMatchObject({ subscriptionID: id });
    expect(Sales.subscriptions.find((s: { subscriptionID: number }) => s.subscriptionID === id).status).toBe(3);
    await expect(Sales.rescueSubscription(id)).resolves.toMatchObject({ subscriptionID: id });
    expect(Sales.subscriptions.find((s: { subscriptionID: number }) => s.subscriptionID === id).status).toBe(1);
  });

  it('sharing: share answers redeemCode, the sharing list is sharedSubscriptions, redeem and stopSharing', async () => {
    const owner = await signIn();
    const id = await subscriptionOf(await paidOrder(owner.http, 'digital-monthly'));
    const friend = newEmail();
    const { redeemCode } = await Sales.shareSubscription(id, friend);
    expect(redeemCode).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const sharing = await Sales.getSubscriptionSharingDetails(id);
    expect(sharing).toMatchObject({ numSharesAllowed: expect.any(Number), sharedSubscriptions: [expect.objectContaining({ email: friend, subscriptionID: id })] });
    expect(Sales.sharedSubscriptions).toEqual([expect.objectContaining({ email: friend, subscriptionID: id })]);
    const ownerEmail = owner.email;
    // The friend redeems the code signed in as themselves.
    const http = api.shopper();
    await http.signIn(friend);
    await Identity.login(friend, PASSWORD);
    await expect(Sales.redeemAssociateInvitation(redeemCode)).resolves.toEqual({ subscriptionID: id });
    await Identity.login(ownerEmail, PASSWORD);
    await expect(Sales.stopSharing(id)).resolves.toMatchObject({ subscriptionID: id });
    expect(Sales.sharedSubscriptions).toEqual([]);
    await expect(Sales.getSubscriptionSharingDetails(id)).resolves.toMatchObject({ sharedSubscriptions: [] });
  });

  it('a gift: setGiftRecipient with Arc\'s recipient fields answers subscriptionID, redeemCode, name and email; the recipient redeems it', async () => {
    const buyer = await signIn();
    const orderNumber = await paidOrder(buyer.http, 'gift-digital-annual');
    const { gifts } = (await buyer.http.call('GET', `/order/detail/${orderNumber}`)).body;
    const to = newEmail();
    const answer = await Sales.setGiftRecipient(String(gifts[0].giftId), { email: to, name: 'Mere Tāmati', note: 'Happy birthday' });
    expect(answer).toEqual({ subscriptionID: gifts[0].giftId, redeemCode: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), name: 'Mere Tāmati', email: to });
    const recipient = api.shopper();
    await recipient.signIn(to);
    await Identity.login(to, PASSWORD);
    const { subscriptionID } = await Sales.redeemGiftSubscription(answer.redeemCode);
    expect(subscriptionID).toEqual(expect.any(Number));
    await expect(Sales.getAllActiveSubscriptions()).resolves.toEqual([expect.objectContaining({ subscriptionID, sku: 'gift-digital-annual' })]);
  });

  it('redeemEnterpriseSubscription turns an operator\'s nonce into the reader\'s subscription', async () => {
    await signIn();
    const [nonce] = await issueEnterpriseNonces(api.db as unknown as SubsKysely, { sku: 'digital-annual', count: 1, label: 'Ministry' });
    const { subscriptionID } = await Sales.redeemEnterpriseSubscription(nonce);
    await expect(Sales.getAllActiveSubscriptions()).resolves.toEqual([expect.objectContaining({ subscriptionID, status: 1, sku: 'digital-annual' })]);
  });

  it('a plan change: initializeSubscriptionChange answers the typed session, finalizeSubscriptionChange applies it', async () => {
    const { http } = await signIn();
    const id = await subscriptionOf(await paidOrder(http, 'digital-monthly'));
    const change = await Sales.initializeSubscriptionChange(id, 'DIGITAL-Y', 'NOW', 'CONTINUES');
    expect(change).toMatchObject({
      subscriptionId: id, sessionId: expect.any(String), currentSKU: 'digital-monthly', currentPriceCode: 'DIGITAL-M', proposedSKU: 'digital-annual',
      proposedPriceCode: 'DIGITAL-Y', currency: 'NZD', currentTermStarted: expect.any(Number), currentTermEnds: expect.any(Number),
      currentTermTotalAmount: expect.any(Number), proposedNextEventDate: expect.any(Number),
    });
    expect(change.proposedCharge ?? change.proposedRefundAmount).toEqual(expect.any(Number));
    await Sales.finalizeSubscriptionChange(change.sessionId, 'UPGRADE');
    await expect(Sales.getSubscriptionDetails(id)).resolves.toMatchObject({ priceCode: 'DIGITAL-Y', sku: 'digital-annual' });
  });

  it('updateBillingAddress answers the address (it has a country); getAddresses lists the reader\'s addresses', async () => {
    const { http } = await signIn();
    const id = await subscriptionOf(await paidOrder(http, 'digital-monthly'));
    const address = { line1: '2 Lambton Quay', locality: 'Wellington', postal: '6011', country: 'NZ' };
    await expect(Sales.updateBillingAddress(address, id)).resolves.toMatchObject(address);
    const addresses = await Sales.getAddresses();
    expect(addresses).toEqual(expect.arrayContaining([expect.objectContaining({ country: 'NZ' })]));
  });

  it('checkSwgSubscriptionToken asks without a session (as the SDK sends it) and answers a boolean exists', async () => {
    Identity.clearSession();
    const answer = await Sales.checkSwgSubscriptionToken({ subscriptionToken: JSON.stringify({ packageName: 'news.example', productId: 'digital', purchaseToken: 'never-bought' }), findOrCreate: false });
    expect(answer).toEqual({ exists: false });
  });
});
