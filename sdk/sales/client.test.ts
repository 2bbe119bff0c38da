// The sales SDK's own rules (spec sections 4, 5, 7, 8) against a stand-in sales API on a real loopback HTTP server:
// answers, who a call is made for, one call per payment step, the captcha rule. calls.test.ts: markers, bodies, cache.
import { describe, expect, it } from 'vitest';
import { gate, json, text, unsignedJwt } from '../identity/test/fake-api.ts';
import { TEXTS, type PaymentStep } from './errors.ts';
import { browserLikeFetch } from './test/browser-fetch.ts';
import { api, config, requestsTo, sales, signIn, storage, V1, warnings, type Client } from './test/harness.ts';

describe('answers (spec sections 7 and 8)', () => {
  it('an API error body is thrown unchanged', async () => {
    signIn();
    api.on(`GET ${V1}/subscription/all`, (_req, res) => json(res, 403, { code: '500123', message: 'Not yours', extra: true }));
    await expect(sales().getAllSubscriptions()).rejects.toEqual({ code: '500123', message: 'Not yours', extra: true });
  });

  it('a non-JSON error body becomes { code, httpStatus, message, error: true }', async () => {
    api.on(`GET ${V1}/cart`, (_req, res) => text(res, 502, 'Bad gateway'));
    await expect(sales().getCart()).rejects.toEqual({ code: '502', httpStatus: 502, message: 'Bad gateway', error: true });
  });

  it('the config is read anew on every call and asks the browser not to cache it', async () => {
    const { fetch, inits } = browserLikeFetch();
    const client = sales({ fetch });
    await client.getConfig();
    config.checkoutRecaptchaEnabled = true;
    await expect(client.getConfig()).resolves.toEqual({ checkoutRecaptchaEnabled: true });
    expect(requestsTo('GET', `${V1}/config`)).toHaveLength(2);
    expect(inits.map((i) => i.cache)).toEqual(['no-store', 'no-store']);
  });
});

describe('who a call is made for (spec sections 6 and 8)', () => {
  it("a signed-in reader's calls carry the identity's access token as a bearer token", async () => {
    const token = signIn();
    api.on(`GET ${V1}/subscription/allactive`, (_req, res) => json(res, 200, []));
    api.on(`GET ${V1}/cart`, (_req, res) => json(res, 200, { items: [] }));
    const client = sales();
    await client.getAllActiveSubscriptions();
    await client.getCart();
    expect(requestsTo('GET', `${V1}/subscription/allactive`)[0].authorization).toBe(`Bearer ${token}`);
    expect(requestsTo('GET', `${V1}/cart`)[0].authorization).toBe(`Bearer ${token}`);
  });

  it("an expired access token is refreshed through the identity before the call, which carries the new one", async () => {
    storage.setItem('identity.userInfo', JSON.stringify({ uuid: 'u1', accessToken: unsignedJwt({ sub: 'u1', exp: Math.floor(Date.now() / 1000) - 60 }), refreshToken: 'refresh-1' }));
    const fresh = unsignedJwt({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 900 });
    api.on('POST /identity/public/v1/auth/extend', (_req, res) => json(res, 200, { uuid: 'u1', accessToken: fresh, refreshToken: 'refresh-2' }));
    api.on(`GET ${V1}/subscription/all`, (_req, res) => json(res, 200, []));
    await sales().getAllSubscriptions();
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /identity/public/v1/auth/extend', `GET ${V1}/subscription/all`]);
    expect(requestsTo('GET', `${V1}/subscription/all`)[0].authorization).toBe(`Bearer ${fresh}`);
  });

  it('signed out, a call that needs a reader fails with "Missing or invalid jwt" before any request', async () => {
    const client = sales();
    await expect(client.getAllSubscriptions()).rejects.toMatchObject({ message: 'Missing or invalid jwt' });
    await expect(client.cancelSubscription(4, { reason: 'Too dear' })).rejects.toMatchObject({ message: 'Missing or invalid jwt' });
    await expect(client.getOrderHistory()).rejects.toMatchObject({ message: 'Missing or invalid jwt' });
    expect(api.requests).toHaveLength(0);
  });

  it('signed out, an anonymous call (the cart) goes without a token', async () => {
    api.on(`GET ${V1}/cart`, (_req, res) => json(res, 200, { items: [] }));
    await expect(sales().getCart()).resolves.toEqual({ items: [] });
    expect(requestsTo('GET', `${V1}/cart`)[0].authorization).toBeUndefined();
  });

  it('without an identity in the options the spec\'s warning is logged, and authenticated calls fail with "Missing or invalid jwt" before any request', async () => {
    signIn();
    api.on(`GET ${V1}/cart`, (_req, res) => json(res, 200, { items: [] }));
    const client = sales({ identity: undefined });
    expect(warnings).toEqual([TEXTS.noIdentity]);
    await expect(client.getAllActiveSubscriptions()).rejects.toMatchObject({ message: 'Missing or invalid jwt' });
    await expect(client.redeemGift('gift-token')).rejects.toMatchObject({ message: 'Missing or invalid jwt' });
    expect(api.requests).toHaveLength(0);
    await expect(client.getCart()).resolves.toEqual({ items: [] });
    expect(requestsTo('GET', `${V1}/cart`)[0].authorization).toBeUndefined();
  });

  it('with an identity, nothing is logged', () => {
    sales();
    expect(warnings).toEqual([]);
  });

  it("anonymous calls send the API's cookies: the cart cookie it set comes back on the next calls", async () => {
    const browser = browserLikeFetch();
    api.on(`GET ${V1}/cart`, (req, res) => {
      if (!req.cookie) res.setHeader('set-cookie', 'sales_cart=c-123; HttpOnly; SameSite=Lax; Path=/');
      json(res, 200, { items: [] });
    });
    api.on(`POST ${V1}/cart/item`, (_req, res) => json(res, 200, { items: [{ sku: 'digital-monthly', quantity: 1 }] }));
    api.on(`POST ${V1}/checkout/order`, (_req, res) => json(res, 200, { orderNumber: 'N-1' }));
    const client = sales({ fetch: browser.fetch });
    await client.getCart();
    await client.addItemToCart([{ sku: 'digital-monthly', quantity: 1 }], { country: 'NZ' });
    await client.createOrder({ email: 'a@example.org', billingAddress: { country: 'NZ' } });
    // The cart, the added item, the config read for the captcha rule, the order: all but the first carry the cookie.
    expect(api.requests.map((r) => [`${r.method} ${r.path}`, r.cookie])).toEqual([
      [`GET ${V1}/cart`, undefined],
      [`POST ${V1}/cart/item`, 'sales_cart=c-123'],
      [`GET ${V1}/config`, 'sales_cart=c-123'],
      [`POST ${V1}/checkout/order`, 'sales_cart=c-123'],
    ]);
    expect(browser.inits.every((init) => init.credentials === 'include')).toBe(true);
  });
});

describe('one call per payment step at a time (spec section 4)', () => {
  const steps: Array<{ step: PaymentStep; route: string; call: (c: Client) => Promise<unknown> }> = [
    { step: 'initializePayment', route: `GET ${V1}/checkout/order/N-1/payment/7`, call: (c) => c.initializePayment('N-1', 7) },
    { step: 'finalizePayment', route: `PUT ${V1}/checkout/order/N-1/payment/7`, call: (c) => c.finalizePayment('N-1', 7, { token: 'tok' }, 'captcha') },
    { step: 'finalize3DSPayment', route: `PUT ${V1}/checkout/3ds/order/N-1/payment/7`, call: (c) => c.finalize3DSPayment('N-1', 7, { token: 'tok' }) },
    { step: 'initializePaymentUpdate', route: `PUT ${V1}/paymentmethod/pm-1/provider/3`, call: (c) => c.initializePaymentUpdate('pm-1', 3) },
    { step: 'finalizePaymentUpdate', route: `PUT ${V1}/paymentmethod/pm-1/provider/3/finalize`, call: (c) => c.finalizePaymentUpdate('pm-1', 3, { token: 'tok' }, 'captcha') },
    { step: 'finalize3DSPaymentUpdate', route: `PUT ${V1}/paymentmethod/pm-1/provider/3/finalize3ds`, call: (c) => c.finalize3DSPaymentUpdate('pm-1', 3, { token: 'tok' }) },
  ];

  for (const { step, route, call } of steps) {
    it(`${step}: a second call while the first is pending is refused with "cannot be called until the previous one completes", and the step is free again once the first settles`, async () => {
      signIn();
      const held = gate();
      const [method, path] = route.split(' ');
      let reached!: () => void;
      const firstArrived = new Promise<void>((resolve) => (reached = resolve));
      api.on(route, async (_req, res) => {
        reached();
        await held.opened;
        json(res, 200, { orderNumber: 'N-1', status: 'paid' });
      });
      const client = sales();
      const first = call(client);
      await firstArrived;
      await expect(call(client)).rejects.toMatchObject({ code: 'sdk.step-pending', message: TEXTS.stepPending(step) });
      expect(TEXTS.stepPending(step)).toMatch(new RegExp(`^${step} cannot be called until the previous .* completes$`));
      expect(requestsTo(method, path)).toHaveLength(1);
      held.open();
      await expect(first).resolves.toEqual({ orderNumber: 'N-1', status: 'paid' });
      await expect(call(client)).resolves.toEqual({ orderNumber: 'N-1', status: 'paid' });
      expect(requestsTo(method, path)).toHaveLength(2);
    });
  }

  it('a step that failed is free again: the next call is made', async () => {
    api.on(`GET ${V1}/checkout/order/N-1/payment/7`, (_req, res) => json(res, 402, { code: '600402', message: 'Card declined' }));
    const client = sales();
    await expect(client.initializePayment('N-1', 7)).rejects.toEqual({ code: '600402', message: 'Card declined' });
    await expect(client.initializePayment('N-1', 7)).rejects.toEqual({ code: '600402', message: 'Card declined' });
    expect(requestsTo('GET', `${V1}/checkout/order/N-1/payment/7`)).toHaveLength(2);
  });

  it('two calls made in the same tick: the second is refused without reaching the API', async () => {
    const held = gate();
    api.on(`PUT ${V1}/checkout/3ds/order/N-1/payment/7`, async (_req, res) => {
      await held.opened;
      json(res, 200, { orderNumber: 'N-1' });
    });
    const client = sales();
    const first = client.finalize3DSPayment('N-1', 7, { token: 'a' });
    const second = client.finalize3DSPayment('N-1', 7, { token: 'b' });
    await expect(second).rejects.toMatchObject({ message: TEXTS.stepPending('finalize3DSPayment') });
    held.open();
    await first;
    expect(requestsTo('PUT', `${V1}/checkout/3ds/order/N-1/payment/7`).map((r) => r.body.token)).toEqual(['a']);
  });

  it('different steps, and the same step on two clients, run side by side', async () => {
    signIn();
    const held = gate();
    api.on(`GET ${V1}/checkout/order/N-1/payment/7`, async (_req, res) => {
      await held.opened;
      json(res, 200, { clientSecret: 's' });
    });
    api.on(`PUT ${V1}/paymentmethod/pm-1/provider/3`, (_req, res) => json(res, 200, { clientSecret: 'u' }));
    const client = sales();
    const pending = client.initializePayment('N-1', 7);
    await expect(client.initializePaymentUpdate('pm-1', 3)).resolves.toEqual({ clientSecret: 'u' });
    const other = sales().initializePayment('N-1', 7);
    held.open();
    await expect(Promise.all([pending, other])).resolves.toEqual([{ clientSecret: 's' }, { clientSecret: 's' }]);
  });
});

describe('the captcha rule (spec section 5)', () => {
  const calls: Array<{ name: string; route: string; call: (c: Client, token?: string) => Promise<unknown> }> = [
    { name: 'createOrder', route: `POST ${V1}/checkout/order`, call: (c, token) => c.createOrder({ email: 'a@example.org', billingAddress: { country: 'NZ' }, 'recaptcha-token': token }) },
    { name: 'finalizePayment', route: `PUT ${V1}/checkout/order/N-1/payment/7`, call: (c, token) => c.finalizePayment('N-1', 7, { token: 'card-token' }, token) },
    { name: 'finalizePaymentUpdate', route: `PUT ${V1}/paymentmethod/pm-1/provider/3/finalize`, call: (c, token) => c.finalizePaymentUpdate('pm-1', 3, { token: 'card-token' }, token) },
  ];

  for (const { name, route, call } of calls) {
    it(`${name}: with checkoutRecaptchaEnabled and no token it fails before the call with 130001 "Captcha token invalid"; a given token is sent as recaptcha-token`, async () => {
      signIn();
      config.checkoutRecaptchaEnabled = true;
      const [method, path] = route.split(' ');
      api.on(route, (_req, res) => json(res, 200, { orderNumber: 'N-1' }));
      const client = sales();
      await expect(call(client)).rejects.toMatchObject({ code: '130001', message: 'Captcha token invalid' });
      await expect(call(client, '')).rejects.toMatchObject({ code: '130001' });
      expect(requestsTo(method, path)).toHaveLength(0);
      await call(client, 'captcha-1');
      expect(requestsTo(method, path)[0].body['recaptcha-token']).toBe('captcha-1');
    });

    it(`${name}: with the captcha off, no token is needed and none is sent`, async () => {
      signIn();
      const [method, path] = route.split(' ');
      api.on(route, (_req, res) => json(res, 200, { orderNumber: 'N-1' }));
      await call(sales());
      expect(requestsTo(method, path)[0].body).not.toHaveProperty('recaptcha-token');
    });
  }

  it('a config that cannot be read fails the call as it came, and nothing is sent', async () => {
    api.on(`GET ${V1}/config`, (_req, res) => json(res, 503, { code: '503001', message: 'Shop closed' }));
    await expect(sales().createOrder({ email: 'a@example.org', billingAddress: { country: 'NZ' } })).rejects.toEqual({ code: '503001', message: 'Shop closed' });
    expect(requestsTo('POST', `${V1}/checkout/order`)).toHaveLength(0);
  });
});

describe('card tokens (the provider tokenises, the sales API sees only the token)', () => {
  const CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' };

  it("tokenizeCard posts the card to the provider's address from the initialised payment, with no cookies or access token, and the finalise sends only the token", async () => {
    signIn();
    api.on(`GET ${V1}/checkout/order/NZ1/payment/test-card`, (_req, res) => json(res, 200, { orderNumber: 'NZ1', clientData: { tokenUrl: '/sales/test-provider/tokens' } }));
    api.on('POST /sales/test-provider/tokens', (_req, res) => json(res, 201, { id: 'tok_abcdefghijkl', card: { last4: '4242' } }));
    api.on(`PUT ${V1}/checkout/order/NZ1/payment/test-card`, (_req, res) => json(res, 200, { orderNumber: 'NZ1', status: 'paid' }));
    const { fetch, inits } = browserLikeFetch();
    const client = sales({ fetch });
    const init = await client.initializePayment('NZ1', 'test-card');
    const token = await client.tokenizeCard(init, CARD);
    await client.finalizePayment('NZ1', 'test-card', { token });
    const [tokenised] = requestsTo('POST', '/sales/test-provider/tokens');
    expect(tokenised!.body).toEqual({ number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' });
    expect(tokenised!.authorization).toBeUndefined();
    expect(inits.find((i) => String(i.body ?? '').includes('4242424242424242'))?.credentials).toBe('omit');
    expect(requestsTo('PUT', `${V1}/checkout/order/NZ1/payment/test-card`)[0]!.body).toEqual({ token: 'tok_abcdefghijkl' });
  });

  it("the provider's refusal is thrown with its code and message; a payment with no token address is refused before any request", async () => {
    api.on('POST /sales/test-provider/tokens', (_req, res) => json(res, 400, { code: 'card_invalid', param: 'number', message: 'this is not a test card' }));
    const client = sales();
    await expect(client.tokenizeCard({ clientData: { tokenUrl: '/sales/test-provider/tokens' } }, CARD)).rejects.toMatchObject({ code: 'card_invalid', message: 'this is not a test card' });
    await expect(client.tokenizeCard({ orderNumber: 'NZ1' }, CARD)).rejects.toMatchObject({ code: 'sdk.no-token-url' });
    expect(requestsTo('POST', '/sales/test-provider/tokens')).toHaveLength(1);
  });
});
