// Sharing over HTTP: share (redeemCode, a mailed single-use token kept hashed), the sharing list, redeem, stop
// sharing by the owner or the associate, the limit of associates, and the attacks on tokens and ids.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { digest } from '../identity/tokens.ts';
import { MAX_ASSOCIATES } from './sharing.ts';
import { backends, DAY, ORIGIN, startSales, type SalesApi } from './test/subs-harness.ts';

let n = 0;
const address = () => `associate${++n}-${Date.now()}@example.org`;

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`sales sharing (${backend.name})`, () => {
    let api: SalesApi;
    beforeAll(async () => {
      api = await startSales(backend, { redeemFailures: 5 });
    }, 120_000);
    afterAll(() => api?.close());

    const shareOf = async (owner: { token: string }, id: number, email = address(), headers?: Record<string, string>) =>
      api.call('PUT', `/subscription/${id}/share`, { token: owner.token, body: { email }, headers });

    it('share answers a redeemCode of 256 bits, mails it to the associate in a link, and keeps only its SHA-256', async () => {
      const owner = await api.reader();
      const sub = await api.subscription(owner.uuid);
      const to = address();
      const res = await shareOf(owner, sub.id, to);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ subscriptionID: sub.id, redeemCode: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
      const mail = await api.mailer.next(to);
      expect(mail.subject).toBe('A subscription has been shared with you');
      expect(mail.text).toContain(`${ORIGIN}/account/subscriptions/redeem/?token=${res.body.redeemCode}`);
      const rows = await api.db.selectFrom('sales_shares').selectAll().where('subscription_id', '=', sub.id).execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]!.token_hash).toBe(digest(res.body.redeemCode));
      expect(JSON.stringify(rows)).not.toContain(res.body.redeemCode);
    });

    it('the share mail is in Māori when the lang cookie says mi', async () => {
      const owner = await api.reader();
      const sub = await api.subscription(owner.uuid);
      const to = address();
      await shareOf(owner, sub.id, to, { cookie: 'lang=mi' });
      expect((await api.mailer.next(to)).subject).toBe('Kua tohaina he ohaurunga ki a koe');
    });

    it('redeeming gives the associate access: the subscription is in their lists as shared, its details without the owner\'s address or card; the owner sees the share active', async () => {
      const owner = await api.reader();
      const associate = await api.reader();
      const sub = await api.subscription(owner.uuid);
      const to = address();
      const { body } = await shareOf(owner, sub.id, to);
      expect((await api.call('GET', `/subscription/${sub.id}/sharing`, { token: owner.token })).body).toEqual({ numSharesAllowed: MAX_ASSOCIATES, sharedSubscriptions: [expect.objectContaining({ email: to, subscriptionID: sub.id, status: 'pending' })] });

      const redeemed = await api.call('POST', '/subscription/redeem', { token: associate.token, body: { token: body.redeemCode } });
      expect(redeemed.status).toBe(200);
      expect(redeemed.body).toEqual({ subscriptionID: sub.id });
      const active = await api.call('GET', '/subscription/allactive', { token: associate.token });
      expect(active.body).toEqual([expect.objectContaining({ subscriptionID: sub.id, status: 1, shared: true })]);
      const details = await api.call('GET', `/subscription/${sub.id}/details`, { token: associate.token });
      expect(details.status).toBe(200);
      expect(details.body).not.toHaveProperty('billingAddress');
      expect(details.body).not.toHaveProperty('paymentMethod');
      const list = await api.call('GET', `/subscription/${sub.id}/sharing`, { token: owner.token });
      expect(list.body.sharedSubscriptions).toEqual([expect.objectContaining({ email: to, status: 'active', redeemedAt: expect.any(String) })]);
      // An associate may read but never change the owner's subscription.
      expect((await api.call('PUT', `/subscription/${sub.id}/cancel`, { token: associate.token, body: {} })).status).toBe(404);
      expect((await api.call('GET', `/subscription/${sub.id}/sharing`, { token: associate.token })).status).toBe(404);
      expect((await api.call('PUT', `/subscription/${sub.id}/share`, { token: associate.token, body: { email: address() } })).status).toBe(404);
    });

    it('a share code works once: reused, forged, malformed and withdrawn codes are refused and give no access', async () => {
      const owner = await api.reader();
      const first = await api.reader();
      const second = await api.reader();
      const sub = await api.subscription(owner.uuid);
      const { body } = await shareOf(owner, sub.id);
      expect((await api.call('POST', '/subscription/redeem', { token: first.token, body: { token: body.redeemCode } })).status).toBe(200);
      const reused = await api.call('POST', '/subscription/redeem', { token: second.token, body: { token: body.redeemCode } });
      expect(reused.status).toBe(400);
      expect(reused.body.message).toBe('This share code is invalid, has been used or was withdrawn');
      const forged = await api.call('POST', '/subscription/redeem', { token: second.token, body: { token: 'A'.repeat(43) } });
      expect(forged.body.message).toBe(reused.body.message);
      const malformed = await api.call('POST', '/subscription/redeem', { token: second.token, body: { token: 42 } });
      expect(malformed.status).toBe(400);
      expect(malformed.body.message).toContain('token must be');
      const pending = await shareOf(owner, sub.id);
      await api.call('PUT', `/subscription/${sub.id}/stopshare`, { token: owner.token });
      expect((await api.call('POST', '/subscription/redeem', { token: second.token, body: { token: pending.body.redeemCode } })).status).toBe(400);
      expect((await api.call('GET', '/subscription/allactive', { token: second.token })).body).toEqual([]);
    });

    it('the owner cannot redeem their own share code', async () => {
      const owner = await api.reader();
      const sub = await api.subscription(owner.uuid);
      const { body } = await shareOf(owner, sub.id);
      const res = await api.call('POST', '/subscription/redeem', { token: owner.token, body: { token: body.redeemCode } });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('your own subscription');
    });

    it('two readers redeeming the same code at once: exactly one gets the subscription', async () => {
      const owner = await api.reader();
      const sub = await api.subscription(owner.uuid);
      const { body } = await shareOf(owner, sub.id);
      const readers = await Promise.all([api.reader(), api.reader(), api.reader()]);
      const results = await Promise.all(readers.map((r) => api.call('POST', '/subscription/redeem', { token: r.token, body: { token: body.redeemCode } })));
      expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400]);
      const shares = await api.db.selectFrom('sales_shares').select('associate_uuid').where('subscription_id', '=', sub.id).execute();
      expect(shares.filter((s) => s.associate_uuid)).toHaveLength(1);
    });

    it(`a subscription is shared with at most ${MAX_ASSOCIATES} people at once, even when the shares arrive together; stopping one frees a place`, async () => {
      const owner = await api.reader();
      const sub = await api.subscription(owner.uuid);
      const emails = Array.from({ length: MAX_ASSOCIATES + 2 }, address);
      const results = await Promise.all(emails.map((e) => shareOf(owner, sub.id, e)));
      expect(results.filter((r) => r.status === 200)).toHaveLength(MAX_ASSOCIATES);
      const refused = results.find((r) => r.status !== 200)!;
      expect(refused.status).toBe(409);
      expect(refused.body.message).toContain(`already shared with ${MAX_ASSOCIATES} people`);
      const shared = emails.filter((_, i) => results[i]!.status === 200);
      expect((await api.call('PUT', `/subscription/${sub.id}/stopshare`, { token: owner.token, body: { email: shared[0] } })).body).toEqual({ subscriptionID: sub.id });
      expect((await shareOf(owner, sub.id)).status).toBe(200);
    });

    it('stop sharing: the owner withdraws every share and associates lose access; an associate may leave; anyone else gets 404', async () => {
      const owner = await api.reader();
      const [a, b, stranger] = await Promise.all([api.reader(), api.reader(), api.reader()]);
      const sub = await api.subscription(owner.uuid);
      for (const r of [a, b]) {
        const { body } = await shareOf(owner, sub.id);
        await api.call('POST', '/subscription/redeem', { token: r.token, body: { token: body.redeemCode } });
      }
      const left = await api.call('PUT', `/subscription/${sub.id}/stopshare`, { token: a.token });
      expect(left.body).toEqual({ subscriptionID: sub.id });
      expect((await api.call('GET', '/subscription/allactive', { token: a.token })).body).toEqual([]);
      expect((await api.call('GET', '/subscription/allactive', { token: b.token })).body).toHaveLength(1);
      expect((await api.call('PUT', `/subscription/${sub.id}/stopshare`, { token: stranger.token })).status).toBe(404);
      expect((await api.call('PUT', `/subscription/${sub.id}/stopshare`, { token: owner.token })).status).toBe(200);
      expect((await api.call('GET', '/subscription/allactive', { token: b.token })).body).toEqual([]);
      expect((await api.call('GET', `/subscription/${sub.id}/details`, { token: b.token })).status).toBe(404);
      expect((await api.call('GET', `/subscription/${sub.id}/sharing`, { token: owner.token })).body.sharedSubscriptions).toEqual([]);
    });

    it('a cancelled subscription cannot be shared, and the email must be an address', async () => {
      const owner = await api.reader();
      const sub = await api.subscription(owner.uuid, { status: 3, start: new Date(api.now() - 40 * DAY) });
      expect((await shareOf(owner, sub.id)).status).toBe(409);
      const live = await api.subscription(owner.uuid);
      const bad = await api.call('PUT', `/subscription/${live.id}/share`, { token: owner.token, body: { email: 'not an address' } });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('email must be an email address');
    });

    it('a reader who keeps trying wrong codes is refused with 429 and Retry-After, even for a good code, while others are not', async () => {
      const owner = await api.reader();
      const guesser = await api.reader();
      const sub = await api.subscription(owner.uuid);
      for (let i = 0; i < 5; i++) {
        expect((await api.call('POST', '/subscription/redeem', { token: guesser.token, body: { token: `${i}`.padEnd(43, 'x') } })).status).toBe(400);
      }
      const { body } = await shareOf(owner, sub.id);
      const refused = await fetch(`${api.origin}/sales/public/v1/subscription/redeem`, {
        method: 'POST', headers: { authorization: `Bearer ${guesser.token}`, 'content-type': 'application/json' }, body: JSON.stringify({ token: body.redeemCode }),
      });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      const other = await api.reader();
      expect((await api.call('POST', '/subscription/redeem', { token: other.token, body: { token: body.redeemCode } })).status).toBe(200);
    });
  });
}
