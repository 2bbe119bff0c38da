// Payment-method updates over HTTP: initialize, finalize (with the captcha rule), the 3-D Secure variant, refusals,
// single finalisation, another reader's method, and a subscription in grace returned to 1 with its renewal charged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runRenewals } from './renewals.ts';
import { termEnd as addMonths } from './fulfil.ts';
import { backends, card, CARDS, DAY, HUMAN, startSales, type SalesApi } from './test/subs-harness.ts';

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`sales payment-method updates (${backend.name})`, () => {
    let api: SalesApi;
    beforeAll(async () => {
      api = await startSales(backend);
    }, 120_000);
    afterAll(() => api?.close());

    const path = (id: string | null, step = '') => `/paymentmethod/${id}/provider/test-card${step}`;
    const method = (id: string | null) => api.db.selectFrom('sales_payment_methods').selectAll().where('id', '=', id!).executeTakeFirstOrThrow();

    it('initialize then finalize with a good card replaces the stored card in place', async () => {
      const reader = await api.reader();
      const sub = await api.subscription(reader.uuid, { card: CARDS.laterDeclined });
      const init = await api.call('PUT', path(sub.paymentMethodId), { token: reader.token });
      expect(init.status).toBe(200);
      expect(init.body).toMatchObject({ paymentMethodID: sub.paymentMethodId, providerID: 'test-card', status: 'initialized' });
      const done = await api.call('PUT', path(sub.paymentMethodId, '/finalize'), { token: reader.token, body: { token: api.provider.tokenize(card('4242 4242 4242 4242')) } });
      expect(done.status).toBe(200);
      expect(done.body).toMatchObject({ paymentMethodID: sub.paymentMethodId, status: 'succeeded', cardLast4: '4242', subscriptions: [] });
      expect((await method(sub.paymentMethodId)).card_last4).toBe('4242');
    });

    it('a declined card answers 402 and keeps the old card; finalising needs a fresh initialize', async () => {
      const reader = await api.reader();
      const sub = await api.subscription(reader.uuid);
      const before = await method(sub.paymentMethodId);
      await api.call('PUT', path(sub.paymentMethodId), { token: reader.token });
      const res = await api.call('PUT', path(sub.paymentMethodId, '/finalize'), { token: reader.token, body: { token: api.provider.tokenize(card(CARDS.declined)) } });
      expect(res.status).toBe(402);
      expect(res.body).toEqual({ code: '140001', message: 'The card was declined' });
      expect(await method(sub.paymentMethodId)).toEqual(before);
      const again = await api.call('PUT', path(sub.paymentMethodId, '/finalize'), { token: reader.token, body: { token: api.provider.tokenize(card(CARDS.ok)) } });
      expect(again.status).toBe(409);
      expect(again.body.message).toContain('initialize one first');
    });

    it('two finalisations at once: one succeeds, the other is refused', async () => {
      const reader = await api.reader();
      const sub = await api.subscription(reader.uuid);
      await api.call('PUT', path(sub.paymentMethodId), { token: reader.token });
      const results = await Promise.all([1, 2].map(() => api.call('PUT', path(sub.paymentMethodId, '/finalize'), { token: reader.token, body: { token: api.provider.tokenize(card(CARDS.ok)) } })));
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    });

    it('a card needing 3-D Secure answers requires_3ds with the challenge; finalize3ds succeeds once the challenge is passed and fails when it is not', async () => {
      const reader = await api.reader();
      const sub = await api.subscription(reader.uuid, { card: CARDS.laterDeclined });
      const init = await api.call('PUT', path(sub.paymentMethodId), { token: reader.token });
      const challenged = await api.call('PUT', path(sub.paymentMethodId, '/finalize'), { token: reader.token, body: { token: api.provider.tokenize(card(CARDS.challenge)) } });
      expect(init.body.status).toBe('initialized');
      expect(challenged.body).toMatchObject({ status: 'requires_3ds', challengeUrl: expect.stringMatching(/^\/sales\/test-provider\/3ds\//) });
      // Before the challenge is answered, finalize3ds stores nothing.
      expect((await api.call('PUT', path(sub.paymentMethodId, '/finalize3ds'), { token: reader.token })).body).toMatchObject({ status: 'requires_3ds' });
      await api.answerChallenge(challenged.body.challengeUrl, 'complete');
      const done = await api.call('PUT', path(sub.paymentMethodId, '/finalize3ds'), { token: reader.token });
      expect(done.body).toMatchObject({ status: 'succeeded', cardLast4: '3220' });
      expect((await api.call('PUT', path(sub.paymentMethodId, '/finalize3ds'), { token: reader.token })).status).toBe(409);

      const second = await api.call('PUT', path(sub.paymentMethodId), { token: reader.token });
      expect(second.status).toBe(200);
      const again = await api.call('PUT', path(sub.paymentMethodId, '/finalize'), { token: reader.token, body: { token: api.provider.tokenize(card(CARDS.challenge)) } });
      await api.answerChallenge(again.body.challengeUrl, 'fail');
      const failed = await api.call('PUT', path(sub.paymentMethodId, '/finalize3ds'), { token: reader.token });
      expect(failed.status).toBe(402);
      expect((await method(sub.paymentMethodId)).card_last4).toBe('3220');
    });

    it('a subscription in grace returns to 1 after a successful update, and the owed renewal is charged once', async () => {
      const reader = await api.reader();
      const sub = await api.subscription(reader.uuid, { card: CARDS.laterDeclined, start: new Date(api.now() - 40 * DAY) });
      const job = () => runRenewals({ db: api.db, provider: api.ctx.provider, now: api.now });
      await job();
      expect((await api.call('GET', `/subscription/${sub.id}/details`, { token: reader.token })).body.status).toBe(2);
      await api.call('PUT', path(sub.paymentMethodId), { token: reader.token });
      const done = await api.call('PUT', path(sub.paymentMethodId, '/finalize'), { token: reader.token, body: { token: api.provider.tokenize(card(CARDS.ok)) } });
      expect(done.body.subscriptions).toEqual([{ subscriptionID: sub.id, status: 1, renewalCharged: true }]);
      await job();
      expect(api.chargesOf(sub.id)).toEqual([1500]);
      const details = await api.call('GET', `/subscription/${sub.id}/details`, { token: reader.token });
      expect(details.body).toMatchObject({ status: 1, currentTermEnd: addMonths(sub.termEnd, 1).toISOString() });
    });

    it('another reader\'s payment method is a 404; an unknown provider or a malformed token a 400', async () => {
      const owner = await api.reader();
      const other = await api.reader();
      const sub = await api.subscription(owner.uuid);
      for (const step of ['', '/finalize', '/finalize3ds']) {
        expect((await api.call('PUT', path(sub.paymentMethodId, step), { token: other.token, body: { token: api.provider.tokenize(card(CARDS.ok)) } })).status, step).toBe(404);
      }
      const provider = await api.call('PUT', `/paymentmethod/${sub.paymentMethodId}/provider/stripe`, { token: owner.token });
      expect(provider.status).toBe(400);
      expect(provider.body.message).toContain('is not offered');
      await api.call('PUT', path(sub.paymentMethodId), { token: owner.token });
      const badToken = await api.call('PUT', path(sub.paymentMethodId, '/finalize'), { token: owner.token, body: { token: '4242424242424242' } });
      expect(badToken.status).toBe(400);
      expect(badToken.body.message).toBe('token is not a card token of this payment provider (tok_...)');
    });

    it('a card update takes the provider\'s token only: a card object is a 400 saying cards are tokenised by the provider, a reused token is refused', async () => {
      const owner = await api.reader();
      const sub = await api.subscription(owner.uuid);
      await api.call('PUT', path(sub.paymentMethodId), { token: owner.token });
      for (const step of ['/finalize', '/finalize3ds']) {
        const refused = await api.call('PUT', path(sub.paymentMethodId, step), { token: owner.token, body: { card: card(CARDS.ok) } });
        expect(refused.status, step).toBe(400);
        expect(refused.body.message, step).toBe('card is not accepted: cards are tokenised by the payment provider; send its token instead');
      }
      const token = api.provider.tokenize(card(CARDS.ok));
      expect((await api.call('PUT', path(sub.paymentMethodId, '/finalize'), { token: owner.token, body: { token } })).body.status).toBe('succeeded');
      await api.call('PUT', path(sub.paymentMethodId), { token: owner.token });
      const reused = await api.call('PUT', path(sub.paymentMethodId, '/finalize'), { token: owner.token, body: { token } });
      expect(reused.status).toBe(402);
      expect(reused.body.message).toContain('already used');
      // Arc's SDK names the provider by its number (paymentMethodID 1): the same option.
      expect((await api.call('PUT', `/paymentmethod/${sub.paymentMethodId}/provider/1`, { token: owner.token })).status).toBe(200);
    });
  });

  describe.skipIf(!backend.enabled)(`sales payment-method updates with checkoutRecaptchaEnabled (${backend.name})`, () => {
    let api: SalesApi;
    beforeAll(async () => {
      api = await startSales(backend, { captcha: true });
    }, 120_000);
    afterAll(() => api?.close());

    it('finalising without a captcha token fails with 130001 "Captcha token invalid"; with one it goes through', async () => {
      const reader = await api.reader();
      const sub = await api.subscription(reader.uuid);
      await api.call('PUT', `/paymentmethod/${sub.paymentMethodId}/provider/test-card`, { token: reader.token });
      const refused = await api.call('PUT', `/paymentmethod/${sub.paymentMethodId}/provider/test-card/finalize`, { token: reader.token, body: { token: api.provider.tokenize(card(CARDS.ok)) } });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ code: '130001', message: 'Captcha token invalid' });
      const ok = await api.call('PUT', `/paymentmethod/${sub.paymentMethodId}/provider/test-card/finalize`, { token: reader.token, body: { token: api.provider.tokenize(card(CARDS.ok)), 'recaptcha-token': HUMAN } });
      expect(ok.status).toBe(200);
    });
  });
}
