// The reader's subscriptions over HTTP: lists with the spec's markers, details, cancel (-> 3), rescue (-> 1), the
// billing address (answer carries country), and every id checked against the caller.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, card, CARDS, DAY, startSales, type SalesApi } from './test/subs-harness.ts';

const AUTHENTICATED: Array<[string, string]> = [
  ['GET', '/subscription/allactive'],
  ['GET', '/subscription/all'],
  ['GET', '/subscription/1/details'],
  ['PUT', '/subscription/1/cancel'],
  ['PUT', '/subscription/1/rescue'],
  ['PUT', '/subscription/address'],
  ['PUT', '/subscription/1/share'],
  ['GET', '/subscription/1/sharing'],
  ['PUT', '/subscription/1/stopshare'],
  ['POST', '/subscription/redeem'],
  ['PUT', '/subscription/gift/1'],
  ['POST', '/subscription/gift/redeem'],
  ['POST', '/public/v2/subscriptions/enterprise'],
  ['POST', '/subscription/upgradedowngrade'],
  ['PUT', '/subscription/upgradedowngrade'],
  ['PUT', '/paymentmethod/pm_1/provider/test'],
  ['PUT', '/paymentmethod/pm_1/provider/test/finalize'],
  ['PUT', '/paymentmethod/pm_1/provider/test/finalize3ds'],
];

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`sales subscriptions (${backend.name})`, () => {
    let api: SalesApi;
    beforeAll(async () => {
      api = await startSales(backend);
    }, 120_000);
    afterAll(() => api?.close());

    it('every subscription call without a valid access token is refused 401 "Missing or invalid jwt", forged tokens included', async () => {
      // A character in the middle of the signature: the last one also carries padding bits, so changing it can
      // leave the decoded signature as it was.
      const real = (await api.reader()).token;
      const at = real.lastIndexOf('.') + 10;
      const forged = real.slice(0, at) + (real[at] === 'A' ? 'B' : 'A') + real.slice(at + 1);
      for (const token of [undefined, 'not-a-jwt', forged]) {
        for (const [method, path] of AUTHENTICATED) {
          const res = await api.call(method, path, { token, body: {} });
          expect(res.status, `${method} ${path}`).toBe(401);
          expect(res.body.message, `${method} ${path}`).toBe('Missing or invalid jwt');
        }
      }
    });

    it('the token is accepted in Authorization with or without the word Bearer', async () => {
      const reader = await api.reader();
      const res = await fetch(`${api.origin}/sales/public/v1/subscription/all`, { headers: { authorization: reader.token } });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual([]);
    });

    it('lists are arrays of the reader\'s subscriptions carrying subscriptionID, statusID and status, names in English and Māori, price and term', async () => {
      const reader = await api.reader();
      const sub = await api.subscription(reader.uuid, { priceCode: 'DIGITAL-Y' });
      const all = await api.call('GET', '/subscription/all', { token: reader.token });
      expect(all.status).toBe(200);
      expect(all.body).toEqual([expect.objectContaining({
        subscriptionID: sub.id, statusID: 1, status: 1, priceCode: 'DIGITAL-Y', priceCents: 15000, currency: 'NZD', termMonths: 12,
        productName: 'Digital annual', productNames: { en: 'Digital annual', mi: 'Matihiko ia tau' }, currentTermEnd: sub.termEnd.toISOString(), shared: false,
      })]);
      const active = await api.call('GET', '/subscription/allactive', { token: reader.token });
      expect(active.body.map((s: any) => s.subscriptionID)).toEqual([sub.id]);
    });

    it('allactive leaves out a cancelled subscription whose term has ended; all keeps it', async () => {
      const reader = await api.reader();
      const ended = await api.subscription(reader.uuid, { status: 3, start: new Date(api.now() - 40 * DAY) });
      const live = await api.subscription(reader.uuid);
      const active = await api.call('GET', '/subscription/allactive', { token: reader.token });
      expect(active.body.map((s: any) => s.subscriptionID)).toEqual([live.id]);
      const all = await api.call('GET', '/subscription/all', { token: reader.token });
      expect(all.body.map((s: any) => s.subscriptionID).sort()).toEqual([ended.id, live.id].sort());
    });

    it('details show the owner the billing address, the card\'s last four digits and the order', async () => {
      const reader = await api.reader();
      const sub = await api.subscription(reader.uuid);
      const res = await api.call('GET', `/subscription/${sub.id}/details`, { token: reader.token });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ subscriptionID: sub.id, status: 1, billingAddress: { country: 'NZ' }, paymentMethod: { paymentMethodID: sub.paymentMethodId, cardLast4: '4242' } });
    });

    it('cancel sets status 3 and keeps the reason and reason code; the answer carries subscriptionID; repeating it changes nothing', async () => {
      const reader = await api.reader();
      const sub = await api.subscription(reader.uuid);
      const res = await api.call('PUT', `/subscription/${sub.id}/cancel`, { token: reader.token, body: { reason: 'Too expensive', reasonCode: 'PRICE' } });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ subscriptionID: sub.id, status: 3 });
      const details = await api.call('GET', `/subscription/${sub.id}/details`, { token: reader.token });
      expect(details.body).toMatchObject({ status: 3, statusID: 3, cancelReason: 'Too expensive', cancelReasonCode: 'PRICE' });
      const again = await api.call('PUT', `/subscription/${sub.id}/cancel`, { token: reader.token, body: { reason: 'other' } });
      expect(again.body).toMatchObject({ subscriptionID: sub.id, status: 3 });
      expect((await api.call('GET', `/subscription/${sub.id}/details`, { token: reader.token })).body.cancelReason).toBe('Too expensive');
    });

    it('rescue returns a cancelled subscription to status 1 while its term lasts, and refuses one whose term has ended', async () => {
      const reader = await api.reader();
      const sub = await api.subscription(reader.uuid);
      await api.call('PUT', `/subscription/${sub.id}/cancel`, { token: reader.token, body: {} });
      const res = await api.call('PUT', `/subscription/${sub.id}/rescue`, { token: reader.token });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ subscriptionID: sub.id, status: 1 });
      expect((await api.call('GET', `/subscription/${sub.id}/details`, { token: reader.token })).body).toMatchObject({ status: 1, cancelReason: null });

      const ended = await api.subscription(reader.uuid, { status: 3, start: new Date(api.now() - 40 * DAY) });
      const late = await api.call('PUT', `/subscription/${ended.id}/rescue`, { token: reader.token });
      expect(late.status).toBe(409);
      expect(late.body.message).toContain('can no longer be rescued');
    });

    it('the billing address is validated field by field and the answer carries country', async () => {
      const reader = await api.reader();
      const sub = await api.subscription(reader.uuid);
      const address = { line1: '12 Willis Street', locality: 'Te Whanganui-a-Tara', postal: '6011', country: 'NZ' };
      const res = await api.call('PUT', '/subscription/address', { token: reader.token, body: { subscriptionID: sub.id, billingAddress: address } });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ ...address, subscriptionID: sub.id });
      expect((await api.call('GET', `/subscription/${sub.id}/details`, { token: reader.token })).body.billingAddress).toEqual(address);

      const bad: Array<[unknown, string]> = [
        [{ subscriptionID: sub.id, billingAddress: { ...address, country: 'New Zealand' } }, 'billingAddress.country must be a two-letter country code such as NZ'],
        [{ subscriptionID: sub.id, billingAddress: { locality: 'x', country: 'NZ' } }, 'billingAddress.line1 is required'],
        [{ subscriptionID: sub.id, billingAddress: { ...address, line2: 'x'.repeat(201) } }, 'billingAddress.line2 must be text of at most 200 characters'],
        [{ subscriptionID: 'one', billingAddress: address }, 'subscriptionID must be a whole number'],
        [{ subscriptionID: sub.id }, 'billingAddress must be an address object'],
      ];
      for (const [body, message] of bad) {
        const refused = await api.call('PUT', '/subscription/address', { token: reader.token, body });
        expect(refused.status, message).toBe(400);
        expect(refused.body.message).toContain(message);
      }
      expect((await api.call('PUT', '/subscription/address', { token: reader.token, raw: '{"subscriptionID":' })).status).toBe(400);
    });

    it('another reader\'s subscription is a 404 with no data on every call, and changes nothing', async () => {
      const owner = await api.reader();
      const other = await api.reader();
      const sub = await api.subscription(owner.uuid);
      const attempts: Array<[string, string, unknown?]> = [
        ['GET', `/subscription/${sub.id}/details`],
        ['PUT', `/subscription/${sub.id}/cancel`, {}],
        ['PUT', `/subscription/${sub.id}/rescue`],
        ['PUT', '/subscription/address', { subscriptionID: sub.id, billingAddress: { line1: 'x', locality: 'y', country: 'AU' } }],
        ['PUT', `/subscription/${sub.id}/share`, { email: 'thief@example.org' }],
        ['GET', `/subscription/${sub.id}/sharing`],
        ['PUT', `/subscription/${sub.id}/stopshare`],
        ['POST', '/subscription/upgradedowngrade', { subscriptionId: sub.id, newPriceCode: 'PRINT-M' }],
        ['PUT', `/paymentmethod/${sub.paymentMethodId}/provider/test-card`],
        ['PUT', `/paymentmethod/${sub.paymentMethodId}/provider/test-card/finalize`, { token: api.provider.tokenize(card(CARDS.ok)) }],
        ['PUT', `/paymentmethod/${sub.paymentMethodId}/provider/test-card/finalize3ds`],
      ];
      for (const [method, path, body] of attempts) {
        const res = await api.call(method, path, { token: other.token, body });
        expect(res.status, `${method} ${path}`).toBe(404);
        // The payment method id the request named may be echoed back: it is random hex, and one held "4242" by
        // chance. Only data the caller did not send counts as a leak.
        const answered = JSON.stringify(res.body).replaceAll(sub.paymentMethodId ?? '<none>', '<payment method>');
        expect(answered, `${method} ${path}`).not.toMatch(/4242|Queen|ORD-|DIGITAL/);
      }
      // An id that exists and one that does not read the same.
      const missing = await api.call('GET', '/subscription/999999999/details', { token: other.token });
      const existing = await api.call('GET', `/subscription/${sub.id}/details`, { token: other.token });
      expect(missing.body.message.replace(/\d+/, 'N')).toBe(existing.body.message.replace(/\d+/, 'N'));
      const after = await api.call('GET', `/subscription/${sub.id}/details`, { token: owner.token });
      expect(after.body).toMatchObject({ status: 1, billingAddress: { country: 'NZ' } });
      expect(await api.call('GET', '/subscription/all', { token: other.token })).toMatchObject({ body: [] });
    });

    it('a path id that is not a whole number is a 400 naming it; 0 is a valid id', async () => {
      const reader = await api.reader();
      const res = await api.call('GET', '/subscription/1e3/details', { token: reader.token });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('subscription id must be a whole number');
      expect((await api.call('GET', '/subscription/0/details', { token: reader.token })).status).toBe(404);
    });
  });
}
