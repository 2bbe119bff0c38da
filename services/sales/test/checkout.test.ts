// Orders and payments over real HTTP: money from the catalogue, each test card's outcome, the 3-D Secure challenge
// page, finalising charged once however often (or however concurrently) it is called, the checkout captcha, and
// nobody else's order or payment.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHALLENGE, CONTACT, DECLINED, HUMAN, NO_FUNDS, SUCCEEDS, backends, card, newEmail, order, pay, paymentPath, startSales, type SalesRunning, type Shopper,
} from './harness.ts';

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`sales checkout (${backend.name})`, () => {
    let api: SalesRunning;
    beforeAll(async () => {
      api = await startSales(backend, { sites: { 'te-rito': { checkoutRecaptchaEnabled: true } } });
    }, 120_000);
    afterAll(() => api?.close());

    const subscriptionsOf = (orderNumber: string) => api.db.selectFrom('sales_subscriptions').selectAll().where('order_number', '=', orderNumber).execute();
    const chargesOf = async (orderNumber: string) => {
      const payment = await api.db.selectFrom('sales_payments').select('id').where('order_number', '=', orderNumber).executeTakeFirstOrThrow();
      return api.provider.charges.filter((c) => c.key === payment.id);
    };

    it('an order is made from the cart at catalogue prices (a total or price in the body changes nothing), answers its orderNumber, and empties the cart', async () => {
      const visitor = api.shopper();
      await visitor.call('POST', '/cart/item', { body: { items: [{ sku: 'digital-annual' }, { sku: 'gift-digital-annual' }] } });
      const made = await visitor.call('POST', '/checkout/order', { body: { ...CONTACT, totalCents: 1, items: [{ sku: 'digital-annual', price: 0 }] } });
      expect(made.status).toBe(201);
      expect(made.body.orderNumber).toMatch(/^NZ[A-Z2-9]{16}$/);
      expect(made.body).toMatchObject({ status: 'pending', totalCents: 29800, currency: 'NZD', email: CONTACT.email, billingAddress: CONTACT.billingAddress });
      expect(made.body.items.map((i: { sku: string }) => i.sku)).toEqual(['digital-annual', 'gift-digital-annual']);
      expect((await visitor.call('GET', '/cart')).body.items).toEqual([]);
      const init = await visitor.call('GET', paymentPath(made.body.orderNumber));
      expect(init.body).toMatchObject({ orderNumber: made.body.orderNumber, amountCents: 29800, currency: 'NZD', status: 'initialized' });
    });

    it('an order needs items in the cart and the contact fields, each refused in words', async () => {
      const empty = await api.shopper().call('POST', '/checkout/order', { body: CONTACT });
      expect(empty.status).toBe(400);
      expect(empty.body.message).toBe('The cart is empty: add an item before creating an order');
      const visitor = api.shopper();
      await visitor.call('POST', '/cart/item', { body: { items: [{ sku: 'digital-monthly' }] } });
      for (const [change, message] of [
        [{ email: 'not-an-email' }, 'email must be an email address'],
        [{ firstName: '' }, 'firstName is required'],
        [{ billingAddress: 'Auckland' }, 'billingAddress must be an address object'],
        [{ billingAddress: { line1: 'x' } }, 'billingAddress.country must be a two-letter country code'],
        [{ shippingAddress: { country: 'NZ' } }, 'shippingAddress.line1 is required'],
      ] as const) {
        const reply = await visitor.call('POST', '/checkout/order', { body: { ...CONTACT, ...change } });
        expect(reply.status, JSON.stringify(change)).toBe(400);
        expect(reply.body.message).toContain(message);
      }
    });

    it('the succeeding card pays the order: status paid, one charge of the catalogue total (not an amount the body claims), one active subscription per subscription line with its term', async () => {
      const visitor = api.shopper();
      const orderNumber = await order(visitor, [{ sku: 'digital-annual' }, { sku: 'gift-digital-annual' }]);
      const paid = await pay(visitor, orderNumber, SUCCEEDS, { amountCents: 1 });
      expect(paid.status).toBe(200);
      expect(paid.body).toMatchObject({ orderNumber, status: 'paid', payment: { status: 'succeeded', cardLast4: '4242' } });
      expect((await chargesOf(orderNumber)).map((c) => c.amountCents)).toEqual([29800]);
      const subs = await subscriptionsOf(orderNumber);
      expect(subs).toHaveLength(1);
      expect(subs[0]).toMatchObject({ status: 1, sku: 'digital-annual', price_code: 'DIGITAL-Y' });
      // Subscription ids are numbers, and the first one is 0 (a valid id to the spec's SDK).
      const [first] = await api.db.selectFrom('sales_subscriptions').select('id').orderBy('id').limit(1).execute();
      expect(first!.id).toBe(0);
      expect(typeof subs[0]!.id).toBe('number');
      const months = (new Date(subs[0]!.term_end).getTime() - new Date(subs[0]!.term_start).getTime()) / (24 * 3600 * 1000);
      expect(months).toBeGreaterThanOrEqual(365);
      expect(months).toBeLessThanOrEqual(366);
      // The gift line went to the gift hook, once, and made no subscription here.
      expect(api.gifts.filter((g) => g.orderNumber === orderNumber)).toEqual([{ orderNumber, sku: 'gift-digital-annual' }]);
    });

    it('a declined card and a card without funds answer their error, charge nothing and create no subscription; another card then pays', async () => {
      const visitor = api.shopper();
      const orderNumber = await order(visitor);
      const declined = await pay(visitor, orderNumber, DECLINED);
      expect(declined.status).toBe(402);
      expect(declined.body).toEqual({ code: '140001', message: 'The card was declined' });
      const broke = await visitor.call('PUT', paymentPath(orderNumber), { body: { token: await visitor.tokenize(NO_FUNDS) } });
      expect(broke.body).toEqual({ code: '140002', message: 'The card has insufficient funds' });
      expect(await subscriptionsOf(orderNumber)).toEqual([]);
      expect(await chargesOf(orderNumber)).toEqual([]);
      const detail = await visitor.call('GET', `/order/detail/${orderNumber}`);
      expect(detail.body).toMatchObject({ status: 'pending', payments: [{ status: 'declined', failure: 'insufficient_funds' }] });
      const paid = await visitor.call('PUT', paymentPath(orderNumber), { body: { token: await visitor.tokenize(SUCCEEDS) } });
      expect(paid.body.status).toBe('paid');
      expect(await subscriptionsOf(orderNumber)).toHaveLength(1);
    });

    it('a payment takes a bounded number of card attempts (no testing of stolen cards): after 8, even a good card is refused with 429', async () => {
      const visitor = api.shopper();
      const orderNumber = await order(visitor);
      await visitor.call('GET', paymentPath(orderNumber));
      for (let i = 0; i < 8; i++) expect((await visitor.call('PUT', paymentPath(orderNumber), { body: { token: await visitor.tokenize(DECLINED) } })).status).toBe(402);
      const refused = await visitor.call('PUT', paymentPath(orderNumber), { body: { token: await visitor.tokenize(SUCCEEDS) } });
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ code: '140008', message: 'Too many payment attempts for this order: start a new order' });
      expect(await chargesOf(orderNumber)).toEqual([]);
      expect(await subscriptionsOf(orderNumber)).toEqual([]);
    });

    it('a repeated finalise answers the paid order again and charges once', async () => {
      const visitor = api.shopper();
      const orderNumber = await order(visitor);
      await pay(visitor, orderNumber);
      const again = await visitor.call('PUT', paymentPath(orderNumber), { body: { token: await visitor.tokenize(SUCCEEDS) } });
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ orderNumber, status: 'paid' });
      expect(await chargesOf(orderNumber)).toHaveLength(1);
      // A paid order starts no new payment.
      const init = await visitor.call('GET', paymentPath(orderNumber));
      expect(init.status).toBe(409);
      expect(init.body).toEqual({ code: '140005', message: 'This order is already paid' });
      expect(await subscriptionsOf(orderNumber)).toHaveLength(1);
    });

    it('two concurrent finalise calls (a double-clicked pay button) reach the provider once and charge once', async () => {
      const visitor = api.shopper();
      const orderNumber = await order(visitor);
      await visitor.call('GET', paymentPath(orderNumber));
      // The provider holds the first call until every other call has been answered (or a second call reaches it),
      // so the calls truly overlap: without the claim each would reach the provider.
      const finalize = api.provider.finalize;
      let entered = 0;
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      api.provider.finalize = async (...args) => {
        if (++entered > 1) release();
        await gate;
        return finalize.apply(api.provider, args);
      };
      try {
        let answered = 0;
        const tokens = await Promise.all(Array.from({ length: 4 }, () => visitor.tokenize(SUCCEEDS)));
        const replies = await Promise.all(
          tokens.map((token) =>
            visitor.call('PUT', paymentPath(orderNumber), { body: { token } }).then((reply) => {
              if (++answered === 3) release();
              return reply;
            }),
          ),
        );
        expect(entered).toBe(1);
        expect(replies.filter((r) => r.status === 200 && r.body.status === 'paid')).toHaveLength(1);
        for (const r of replies.filter((r) => r.status !== 200)) expect(r.body).toEqual({ code: '140004', message: 'This payment is being processed: wait for the first call to complete' });
      } finally {
        api.provider.finalize = finalize;
      }
      expect(await chargesOf(orderNumber)).toHaveLength(1);
      expect(await subscriptionsOf(orderNumber)).toHaveLength(1);
    });

    it('the 3-D Secure card asks for a challenge; completing it on the challenge page returns the reader and the 3DS finalise pays the order', async () => {
      const visitor = api.shopper();
      const orderNumber = await order(visitor);
      const asked = await pay(visitor, orderNumber, CHALLENGE, { returnUrl: `/checkout/?order=${orderNumber}` });
      expect(asked.status).toBe(200);
      expect(asked.body).toMatchObject({ orderNumber, status: 'pending', payment: { status: 'requires_3ds' } });
      const challengeUrl: string = asked.body.payment.challengeUrl;
      expect(challengeUrl).toMatch(/^\/sales\/test-provider\/3ds\/3ds_[A-Za-z0-9_-]+$/);
      expect(await subscriptionsOf(orderNumber)).toEqual([]);
      // Before the challenge is answered, the 3DS step leaves the payment waiting and charges nothing.
      const early = await visitor.call('PUT', `/checkout/3ds/order/${orderNumber}/payment/test-card`, { body: { success: true } });
      expect(early.body.payment.status).toBe('requires_3ds');
      expect(await chargesOf(orderNumber)).toEqual([]);

      const page = await fetch(api.origin + challengeUrl);
      const html = await page.text();
      expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(html).toContain('Complete');
      expect(html).toContain('$14.99');
      expect(html).not.toContain('<script');
      const maori = await (await fetch(api.origin + challengeUrl, { headers: { cookie: 'lang=mi' } })).text();
      expect(maori).toContain('Whakaoti');
      expect(maori).toContain('lang="mi"');
      const back = await fetch(api.origin + challengeUrl, { method: 'POST', body: new URLSearchParams({ outcome: 'complete' }), redirect: 'manual' });
      expect(back.status).toBe(303);
      expect(back.headers.get('location')).toBe(`/checkout/?order=${orderNumber}`);

      const done = await visitor.call('PUT', `/checkout/3ds/order/${orderNumber}/payment/test-card`, { body: {} });
      expect(done.status).toBe(200);
      expect(done.body).toMatchObject({ orderNumber, status: 'paid', payment: { status: 'succeeded', cardLast4: '3220' } });
      expect(await chargesOf(orderNumber)).toHaveLength(1);
      expect(await subscriptionsOf(orderNumber)).toHaveLength(1);
    });

    it('a failed challenge declines the payment and creates no subscription, whatever success flag the browser sends', async () => {
      const visitor = api.shopper();
      const orderNumber = await order(visitor);
      const asked = await pay(visitor, orderNumber, CHALLENGE);
      await fetch(api.origin + asked.body.payment.challengeUrl, { method: 'POST', body: new URLSearchParams({ outcome: 'fail' }), redirect: 'manual' });
      // A second answer to the same challenge changes nothing.
      await fetch(api.origin + asked.body.payment.challengeUrl, { method: 'POST', body: new URLSearchParams({ outcome: 'complete' }), redirect: 'manual' });
      const done = await visitor.call('PUT', `/checkout/3ds/order/${orderNumber}/payment/test-card`, { body: { success: true, cardProviderSuccess: true } });
      expect(done.status).toBe(402);
      expect(done.body.code).toBe('140001');
      expect(await subscriptionsOf(orderNumber)).toEqual([]);
      expect(await chargesOf(orderNumber)).toEqual([]);
    });

    it('a 3-D Secure return address off this site is refused before any challenge (no open redirect)', async () => {
      const visitor = api.shopper();
      const orderNumber = await order(visitor);
      await visitor.call('GET', paymentPath(orderNumber));
      for (const returnUrl of ['https://evil.example/phish', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', `${api.origin.replace('127.0.0.1', 'localhost')}/x`]) {
        const reply = await visitor.call('PUT', paymentPath(orderNumber), { body: { token: await visitor.tokenize(CHALLENGE), returnUrl } });
        expect(reply.status, returnUrl).toBe(400);
        expect(reply.body.message).toContain('returnUrl must be a page of');
      }
      const same = await visitor.call('PUT', paymentPath(orderNumber), { body: { token: await visitor.tokenize(CHALLENGE), returnUrl: `${api.origin}/checkout/done?x=1` } });
      expect(same.body.payment.status).toBe('requires_3ds');
      const back = await fetch(api.origin + same.body.payment.challengeUrl, { method: 'POST', body: new URLSearchParams({ outcome: 'complete' }), redirect: 'manual' });
      expect(back.headers.get('location')).toBe('/checkout/done?x=1');
    });

    it('a payment step takes only a provider token: a missing or malformed token is a 400 naming it, a card object a 400 saying cards are tokenised by the provider', async () => {
      const visitor = api.shopper();
      const orderNumber = await order(visitor);
      await visitor.call('GET', paymentPath(orderNumber));
      for (const [body, message] of [
        [{}, 'token must be the payment provider\'s card token'],
        [{ token: 42 }, 'token must be the payment provider\'s card token'],
        [{ token: SUCCEEDS }, 'token is not a card token of this payment provider'],
        [{ card: card(SUCCEEDS) }, 'card is not accepted: cards are tokenised by the payment provider'],
        [{ card: card(SUCCEEDS), token: await visitor.tokenize(SUCCEEDS) }, 'card is not accepted: cards are tokenised by the payment provider'],
      ] as const) {
        const reply = await visitor.call('PUT', paymentPath(orderNumber), { body });
        expect(reply.status, JSON.stringify(body)).toBe(400);
        expect(reply.body.message).toContain(message);
      }
      const threeDs = await visitor.call('PUT', `/checkout/3ds/order/${orderNumber}/payment/test-card`, { body: { card: card(CHALLENGE) } });
      expect(threeDs.status).toBe(400);
      expect(threeDs.body.message).toContain('cards are tokenised by the payment provider');
      expect(await chargesOf(orderNumber)).toEqual([]);
    });

    it('a token is single use: the same token, declined once, then refused on the same and on another order, and a fresh token pays', async () => {
      const visitor = api.shopper();
      const first = await order(visitor);
      await visitor.call('GET', paymentPath(first));
      const token = await visitor.tokenize(DECLINED);
      expect((await visitor.call('PUT', paymentPath(first), { body: { token } })).body.code).toBe('140001');
      const again = await visitor.call('PUT', paymentPath(first), { body: { token } });
      expect(again.status).toBe(402);
      expect(again.body.message).toContain('the card token is unknown, expired or already used');
      const good = await visitor.tokenize(SUCCEEDS);
      expect((await visitor.call('PUT', paymentPath(first), { body: { token: good } })).body.status).toBe('paid');
      const second = await order(visitor);
      await visitor.call('GET', paymentPath(second));
      const reused = await visitor.call('PUT', paymentPath(second), { body: { token: good } });
      expect(reused.status).toBe(402);
      expect(reused.body.message).toContain('already used');
      expect(await chargesOf(second)).toEqual([]);
    });

    it('a token is a card token, not a payment token: one made before any order pays whatever order it is given (no amount or currency bound to it)', async () => {
      const visitor = api.shopper();
      const token = await visitor.tokenize(SUCCEEDS);
      const orderNumber = await order(visitor, [{ sku: 'digital-annual' }]);
      await visitor.call('GET', paymentPath(orderNumber));
      const paid = await visitor.call('PUT', paymentPath(orderNumber), { body: { token } });
      expect(paid.body).toMatchObject({ orderNumber, status: 'paid', payment: { status: 'succeeded', cardLast4: '4242' } });
      expect(await chargesOf(orderNumber)).toHaveLength(1);
    });

    it('the provider tokenises only good test cards: a bad number, check digit, month, past expiry, cvc or a non-test card is a 400 naming the field, and no answer repeats the number', async () => {
      const visitor = api.shopper();
      for (const [number, overrides, param, message] of [
        ['4242', {}, 'number', '12 to 19 digits'],
        ['4242424242424241', {}, 'number', 'check digit'],
        [SUCCEEDS, { expMonth: 13 }, 'expMonth', 'month number'],
        [SUCCEEDS, { expYear: 2020 }, 'expYear', 'the card has expired'],
        [SUCCEEDS, { cvc: 12 }, 'cvc', '3 or 4 digits'],
        ['5555555555554444', {}, 'number', 'not a test card'],
      ] as const) {
        const reply = await fetch(`${api.origin}/sales/test-provider/tokens`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...card(number), ...overrides }) });
        const text = await reply.text();
        expect(reply.status, number).toBe(400);
        expect(JSON.parse(text)).toMatchObject({ code: 'card_invalid', param, message: expect.stringContaining(message) });
        expect(text).not.toContain(number);
      }
      const made = await fetch(`${api.origin}/sales/test-provider/tokens`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(card(SUCCEEDS)) });
      const text = await made.text();
      expect(made.status).toBe(201);
      expect(JSON.parse(text)).toMatchObject({ id: expect.stringMatching(/^tok_[\w-]{20,}$/), card: { brand: 'visa', last4: '4242' } });
      expect(text).not.toContain(SUCCEEDS);
    });

    it("another cookie's or another reader's order, payment and detail are 404 with no data, and its payment cannot be finalised", async () => {
      const owner = api.shopper();
      const orderNumber = await order(owner);
      await owner.call('GET', paymentPath(orderNumber));
      const reader = api.shopper();
      await reader.signIn(newEmail());
      const strangers: Shopper[] = [api.shopper(), reader];
      strangers[0]!.cookie = 'B'.repeat(43);
      for (const stranger of strangers) {
        for (const [method, path, body] of [
          ['GET', `/order/detail/${orderNumber}`, undefined],
          ['GET', paymentPath(orderNumber), undefined],
          ['PUT', paymentPath(orderNumber), { token: await stranger.tokenize(SUCCEEDS) }],
          ['PUT', `/checkout/3ds/order/${orderNumber}/payment/test-card`, {}],
        ] as const) {
          const reply = await stranger.call(method, path, { body });
          expect(reply.status, `${method} ${path}`).toBe(404);
          expect(JSON.stringify(reply.body)).not.toContain(CONTACT.email);
        }
      }
      expect(await chargesOf(orderNumber)).toEqual([]);
      // An unknown order number answers exactly as another's.
      const missing = await owner.call('GET', '/order/detail/NZAAAAAAAAAAAAAAAA');
      const foreign = await reader.call('GET', `/order/detail/${orderNumber}`);
      expect(missing.body).toEqual(foreign.body);
    });

    it('with checkoutRecaptchaEnabled, order creation and payment finalisation need a captcha token (130001 "Captcha token invalid")', async () => {
      const visitor = api.shopper();
      await visitor.call('POST', '/cart/item', { body: { items: [{ sku: 'digital-monthly' }] } });
      const site = '?_website=te-rito';
      const without = await visitor.call('POST', `/checkout/order${site}`, { body: CONTACT });
      expect(without.status).toBe(400);
      expect(without.body).toEqual({ code: '130001', message: 'Captcha token invalid' });
      const wrong = await visitor.call('POST', `/checkout/order${site}`, { body: { ...CONTACT, 'recaptcha-token': 'robot' } });
      expect(wrong.body.code).toBe('130001');
      const made = await visitor.call('POST', `/checkout/order${site}`, { body: { ...CONTACT, 'recaptcha-token': HUMAN } });
      expect(made.status).toBe(201);
      const orderNumber = made.body.orderNumber;
      await visitor.call('GET', `${paymentPath(orderNumber)}${site}`);
      const unpaid = await visitor.call('PUT', `${paymentPath(orderNumber)}${site}`, { body: { token: await visitor.tokenize(SUCCEEDS) } });
      expect(unpaid.body).toEqual({ code: '130001', message: 'Captcha token invalid' });
      expect(await chargesOf(orderNumber)).toEqual([]);
      const paid = await visitor.call('PUT', `${paymentPath(orderNumber)}${site}`, { body: { token: await visitor.tokenize(SUCCEEDS), recaptchaToken: HUMAN } });
      expect(paid.body.status).toBe('paid');
      const config = await visitor.call('GET', `/config${site}`);
      expect(config.body).toEqual({ checkoutRecaptchaEnabled: true });
      expect((await visitor.call('GET', '/config')).body).toEqual({ checkoutRecaptchaEnabled: false });
      expect(config.headers.get('cache-control')).toBe('no-store');
    });

    it('an anonymous buyer who signs in finds the order and its subscription theirs; the cookie alone no longer reads the order', async () => {
      const visitor = api.shopper();
      const orderNumber = await order(visitor);
      await pay(visitor, orderNumber);
      const cookie = visitor.cookie;
      await visitor.signIn(newEmail());
      const detail = await visitor.call('GET', `/order/detail/${orderNumber}`);
      expect(detail.status).toBe(200);
      const subs = await subscriptionsOf(orderNumber);
      expect(subs.map((s) => s.owner_uuid)).toEqual([visitor.uuid]);
      const methods = await api.db.selectFrom('sales_payment_methods').select('owner_uuid').where('id', '=', subs[0]!.payment_method_id!).execute();
      expect(methods).toEqual([{ owner_uuid: visitor.uuid }]);
      const thief = api.shopper();
      thief.cookie = cookie;
      expect((await thief.call('GET', `/order/detail/${orderNumber}`)).status).toBe(404);
    });

    it('an anonymous buyer\'s gift is theirs once they sign in: the order lists it and the gift call may send it to someone else', async () => {
      const visitor = api.shopper();
      const orderNumber = await order(visitor, [{ sku: 'gift-digital-annual' }]);
      await pay(visitor, orderNumber);
      await visitor.signIn(newEmail());
      const [gift] = (await visitor.call('GET', `/order/detail/${orderNumber}`)).body.gifts;
      expect(gift).toMatchObject({ giftId: expect.any(Number), sentTo: CONTACT.email, toRecipient: false, redeemed: false });
      const sent = await visitor.call('PUT', `/subscription/gift/${gift.giftId}`, { body: { email: newEmail() } });
      expect(sent.status).toBe(200);
      expect(sent.body).toMatchObject({ subscriptionID: gift.giftId, redeemCode: expect.any(String) });
    });

    it('payment options list the provider; an unknown option in the path is 404', async () => {
      const visitor = api.shopper();
      const options = await visitor.call('GET', '/checkout/payment/options');
      expect(options.body).toEqual([{ id: 'test-card', paymentId: 'test-card', paymentMethodID: 1, paymentMethodType: 99, name: { en: 'Card (test mode)', mi: 'Kāri (aratau whakamātau)' }, type: 'card' }]);
      const orderNumber = await order(visitor);
      // Arc's SDK puts the numeric paymentMethodID in the path: it names the same option.
      const init = await visitor.call('GET', `/checkout/order/${orderNumber}/payment/1`);
      expect(init.body).toMatchObject({ orderNumber, paymentId: 'test-card', clientData: { tokenUrl: '/sales/test-provider/tokens' } });
      const other = await visitor.call('GET', `/checkout/order/${orderNumber}/payment/paypal`);
      expect(other.status).toBe(404);
    });
  });
}
