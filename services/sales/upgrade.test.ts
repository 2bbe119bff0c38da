// Upgrades and downgrades: the prorating rule in cents, change sessions over HTTP priced on the server, applied
// once (concurrent confirmations charge once), a declined difference changing nothing, and another reader's session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prorate } from './upgrade.ts';
import { backends, CARDS, startSales, type SalesApi } from './test/subs-harness.ts';

const at = (iso: string) => new Date(iso);

describe('prorating a change for the rest of the term', () => {
  it('an upgrade between monthly products with 21 of 31 days left costs 21/31 of the price difference, to the cent', () => {
    // 21/31 × (4500 − 1500) = 2032.26
    expect(prorate({ oldCents: 1500, newCents: 4500, termStart: at('2027-03-01'), termEnd: at('2027-04-01'), newTermEnd: at('2027-04-01'), now: at('2027-03-11').getTime() })).toBe(2032);
  });

  it('a change to a product with a longer term spreads each price over its own term: monthly 1500 to annual 15000 with 16 days left is a credit of 117 cents', () => {
    // 16 days × (15000 / 365 − 1500 / 31) per day = 16 × (41.0959 − 48.3871) = −116.66
    expect(prorate({ oldCents: 1500, newCents: 15000, termStart: at('2027-01-01'), termEnd: at('2027-02-01'), newTermEnd: at('2028-01-01'), now: at('2027-01-16').getTime() })).toBe(-117);
  });

  it('halves of a cent round away from zero, and nothing is owed at the end of the term or counted before its start', () => {
    const term = { termStart: new Date(0), termEnd: new Date(2), newTermEnd: new Date(2) };
    expect(prorate({ ...term, oldCents: 1, newCents: 2, now: 1 })).toBe(1);
    expect(prorate({ ...term, oldCents: 2, newCents: 1, now: 1 })).toBe(-1);
    expect(prorate({ ...term, oldCents: 1, newCents: 9, now: 2 })).toBe(0);
    expect(prorate({ ...term, oldCents: 1, newCents: 9, now: -100 })).toBe(8);
  });
});

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`sales upgrade and downgrade (${backend.name})`, () => {
    let api: SalesApi;
    beforeAll(async () => {
      api = await startSales(backend);
      // The service's clock on 11 March 2027, so a term from 1 March to 1 April has 21 of its 31 days left.
      api.advance(at('2027-03-11T00:00:00Z').getTime() - Date.now());
    }, 120_000);
    afterAll(() => api?.close());

    const monthly = async (owner: string, card = CARDS.ok) => {
      const sub = await api.subscription(owner, { priceCode: 'DIGITAL-M', start: at('2027-03-01T00:00:00Z'), card });
      return sub;
    };

    it('starting a change answers a session with the difference priced on the server; amounts in the body change nothing', async () => {
      const reader = await api.reader();
      const sub = await monthly(reader.uuid);
      const res = await api.call('POST', '/subscription/upgradedowngrade', {
        token: reader.token,
        body: { subscriptionId: sub.id, newPriceCode: 'PRINT-M', productChanges: [{ sku: 'print-digital' }], currentTerm: 1, amountCents: 1, price: 0 },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ sessionId: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), subscriptionID: sub.id, currentPriceCode: 'DIGITAL-M', newPriceCode: 'PRINT-M', amountCents: 2032, currency: 'NZD' });
    });

    it("Arc's productChanges: 'NOW' starts a change; 'END_OF_CURRENT_TERM', not offered, is a 400 naming it and opens no session", async () => {
      const reader = await api.reader();
      const sub = await monthly(reader.uuid);
      const now = await api.call('POST', '/subscription/upgradedowngrade', { token: reader.token, body: { subscriptionId: sub.id, newPriceCode: 'PRINT-M', productChanges: 'NOW', currentTerm: 'CONTINUES' } });
      expect(now.status).toBe(200);
      expect(now.body).toMatchObject({ subscriptionId: sub.id, currentSKU: 'digital-monthly', proposedSKU: 'print-digital', proposedPriceCode: 'PRINT-M', proposedCharge: 20.32 });
      const later = await api.call('POST', '/subscription/upgradedowngrade', { token: reader.token, body: { subscriptionId: sub.id, newPriceCode: 'PRINT-M', productChanges: 'END_OF_CURRENT_TERM' } });
      expect(later.status).toBe(400);
      expect(later.body.message).toBe('productChanges END_OF_CURRENT_TERM is not offered: a change applies now (NOW), prorated');
      const sessions = await api.db.selectFrom('sales_change_sessions').select('id').where('subscription_id', '=', sub.id).execute();
      expect(sessions).toHaveLength(1);
    });

    it('applying an upgrade charges the difference to the card once and moves the subscription to the new product, its term unchanged; the session is single use', async () => {
      const reader = await api.reader();
      const sub = await monthly(reader.uuid);
      const start = await api.call('POST', '/subscription/upgradedowngrade', { token: reader.token, body: { subscriptionId: sub.id, newPriceCode: 'PRINT-M' } });
      const before = api.provider.charges.length;
      const confirmations = await Promise.all([1, 2].map(() => api.call('PUT', '/subscription/upgradedowngrade', { token: reader.token, body: { sessionId: start.body.sessionId, reasonCode: 'MORE' } })));
      expect(confirmations.map((c) => c.status).sort()).toEqual([200, 409]);
      expect(confirmations.find((c) => c.status === 200)!.body).toMatchObject({ subscriptionID: sub.id, priceCode: 'PRINT-M', amountCents: 2032 });
      expect(api.provider.charges.slice(before).map((c) => c.amountCents)).toEqual([2032]);
      const details = await api.call('GET', `/subscription/${sub.id}/details`, { token: reader.token });
      expect(details.body).toMatchObject({ priceCode: 'PRINT-M', sku: 'print-digital', currentTermEnd: sub.termEnd.toISOString() });
      const again = await api.call('PUT', '/subscription/upgradedowngrade', { token: reader.token, body: { sessionId: start.body.sessionId } });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('This change session has already been used');
    });

    it('a downgrade charges nothing and keeps the difference as credit', async () => {
      const reader = await api.reader();
      const sub = await api.subscription(reader.uuid, { priceCode: 'PRINT-M', start: at('2027-03-01T00:00:00Z') });
      const start = await api.call('POST', '/subscription/upgradedowngrade', { token: reader.token, body: { subscriptionId: sub.id, newPriceCode: 'DIGITAL-M' } });
      expect(start.body.amountCents).toBe(-2032);
      const before = api.provider.charges.length;
      expect((await api.call('PUT', '/subscription/upgradedowngrade', { token: reader.token, body: { sessionId: start.body.sessionId } })).status).toBe(200);
      expect(api.provider.charges.length).toBe(before);
      expect((await api.call('GET', `/subscription/${sub.id}/details`, { token: reader.token })).body).toMatchObject({ priceCode: 'DIGITAL-M', creditCents: 2032 });
    });

    it('a declined difference answers 402 and leaves the subscription as it was', async () => {
      const reader = await api.reader();
      const sub = await monthly(reader.uuid, CARDS.laterDeclined);
      const start = await api.call('POST', '/subscription/upgradedowngrade', { token: reader.token, body: { subscriptionId: sub.id, newPriceCode: 'PRINT-M' } });
      const res = await api.call('PUT', '/subscription/upgradedowngrade', { token: reader.token, body: { sessionId: start.body.sessionId } });
      expect(res.status).toBe(402);
      expect(res.body).toEqual({ code: '140001', message: 'The card was declined' });
      expect((await api.call('GET', `/subscription/${sub.id}/details`, { token: reader.token })).body.priceCode).toBe('DIGITAL-M');
    });

    it('a session priced before another change was applied is refused, so two sessions cannot both charge', async () => {
      const reader = await api.reader();
      const sub = await monthly(reader.uuid);
      const first = await api.call('POST', '/subscription/upgradedowngrade', { token: reader.token, body: { subscriptionId: sub.id, newPriceCode: 'PRINT-M' } });
      const second = await api.call('POST', '/subscription/upgradedowngrade', { token: reader.token, body: { subscriptionId: sub.id, newPriceCode: 'DIGITAL-Y' } });
      const before = api.provider.charges.length;
      const results = await Promise.all([first, second].map((s) => api.call('PUT', '/subscription/upgradedowngrade', { token: reader.token, body: { sessionId: s.body.sessionId } })));
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(results.find((r) => r.status === 409)!.body.message).toContain('has changed since this price was given');
      expect(api.provider.charges.length - before).toBeLessThanOrEqual(1);
    });

    it('another reader\'s session is a 404; an expired one a 409', async () => {
      const reader = await api.reader();
      const other = await api.reader();
      const sub = await monthly(reader.uuid);
      const start = await api.call('POST', '/subscription/upgradedowngrade', { token: reader.token, body: { subscriptionId: sub.id, newPriceCode: 'PRINT-M' } });
      expect((await api.call('PUT', '/subscription/upgradedowngrade', { token: other.token, body: { sessionId: start.body.sessionId } })).status).toBe(404);
      api.advance(31 * 60_000);
      try {
        const late = await api.call('PUT', '/subscription/upgradedowngrade', { token: (await api.reader(reader.uuid)).token, body: { sessionId: start.body.sessionId } });
        expect(late.status).toBe(409);
        expect(late.body.message).toContain('expired');
      } finally {
        api.advance(-31 * 60_000);
      }
    });

    it('refuses a change to the same, an unknown or a gift price code, a cancelled subscription, and malformed bodies, each with its reason', async () => {
      const reader = await api.reader();
      const sub = await monthly(reader.uuid);
      const cancelled = await api.subscription(reader.uuid, { status: 3, start: at('2027-03-01T00:00:00Z') });
      const cases: Array<[unknown, number, string]> = [
        [{ subscriptionId: sub.id, newPriceCode: 'DIGITAL-M' }, 400, 'is already on DIGITAL-M'],
        [{ subscriptionId: sub.id, newPriceCode: 'NOPE' }, 400, 'is not a subscription product'],
        [{ subscriptionId: sub.id, newPriceCode: 'GIFT-Y' }, 400, 'is not a subscription product'],
        [{ subscriptionId: cancelled.id, newPriceCode: 'PRINT-M' }, 409, 'is not active'],
        [{ subscriptionId: sub.id }, 400, 'newPriceCode is required'],
        [{ subscriptionId: 'x', newPriceCode: 'PRINT-M' }, 400, 'subscriptionId must be a whole number'],
        [{ subscriptionId: sub.id, newPriceCode: 'PRINT-M', productChanges: 'all' }, 400, 'productChanges must be'],
      ];
      for (const [body, status, message] of cases) {
        const res = await api.call('POST', '/subscription/upgradedowngrade', { token: reader.token, body });
        expect(res.status, message).toBe(status);
        expect(res.body.message).toContain(message);
      }
      expect((await api.call('PUT', '/subscription/upgradedowngrade', { token: reader.token, body: { sessionId: 'x' } })).body.message).toContain('sessionId must be');
    });
  });
}
