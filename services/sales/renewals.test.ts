// The renewal job: a due subscription is charged once and its term extended; a refused charge leaves it in grace
// (2); two nodes running the job at once charge each renewal exactly once (PGlite, and two PostgreSQL pools); a
// renewal a stopped node left charging is taken over after the lease, still charged once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENEWAL_LEASE_MS, retryOwedRenewal, runRenewals } from './renewals.ts';
import { GRACE_DAYS } from './subscriptions.ts';
import { termEnd as addMonths } from './fulfil.ts';
import { backends, CARDS, DAY, startSales, type SalesApi } from './test/subs-harness.ts';

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`sales renewals (${backend.name})`, () => {
    let api: SalesApi;
    beforeAll(async () => {
      api = await startSales(backend);
    }, 120_000);
    afterAll(() => api?.close());

    const job = () => runRenewals({ db: api.db, provider: api.ctx.provider, now: api.now });
    const due = (owner: string, o: { card?: string | null; priceCode?: string; status?: number } = {}) => api.subscription(owner, { start: new Date(api.now() - 40 * DAY), ...o });
    const row = (id: number) => api.db.selectFrom('sales_subscriptions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const chargesOf = (id: number) => api.chargesOf(id);

    it('a subscription whose term has ended is charged its price once and its term extended by its months from the old end', async () => {
      const reader = await api.reader();
      const sub = await due(reader.uuid);
      await job();
      await job();
      expect(chargesOf(sub.id)).toEqual([1500]);
      const after = await row(sub.id);
      expect(after.status).toBe(1);
      expect(new Date(after.term_start).toISOString()).toBe(sub.termEnd.toISOString());
      expect(new Date(after.term_end).toISOString()).toBe(addMonths(sub.termEnd, 1).toISOString());
    });

    it('a subscription not yet due, a cancelled one and one in grace are not charged', async () => {
      const reader = await api.reader();
      const current = await api.subscription(reader.uuid);
      const cancelled = await due(reader.uuid, { status: 3 });
      const grace = await due(reader.uuid, { status: 2 });
      await job();
      for (const sub of [current, cancelled, grace]) expect(chargesOf(sub.id)).toEqual([]);
      expect((await row(cancelled.id)).status).toBe(3);
    });

    it('a declined renewal puts the subscription in grace (2): still listed as active, the failure kept, no second attempt by the job', async () => {
      const reader = await api.reader();
      const sub = await due(reader.uuid, { card: CARDS.laterDeclined });
      await job();
      expect((await row(sub.id)).status).toBe(2);
      const renewal = await api.db.selectFrom('sales_renewals').selectAll().where('subscription_id', '=', sub.id).executeTakeFirstOrThrow();
      expect(renewal).toMatchObject({ status: 'failed', message: 'The card was declined', amount_cents: 1500 });
      const active = await api.call('GET', '/subscription/allactive', { token: reader.token });
      expect(active.body).toEqual([expect.objectContaining({ subscriptionID: sub.id, status: 2, statusID: 2 })]);
      await job();
      expect(await api.db.selectFrom('sales_renewals').select('id').where('subscription_id', '=', sub.id).execute()).toHaveLength(1);
    });

    it(`grace ends after ${GRACE_DAYS} days without a new card: the subscription is cancelled (3) and loses access`, async () => {
      const reader = await api.reader();
      const sub = await due(reader.uuid, { card: CARDS.laterDeclined });
      await job();
      expect((await row(sub.id)).status).toBe(2);
      api.advance(GRACE_DAYS * DAY);
      try {
        await job();
        expect(await row(sub.id)).toMatchObject({ status: 3, cancel_reason_code: 'payment-failed' });
        expect((await api.call('GET', '/subscription/allactive', { token: (await api.reader(reader.uuid)).token })).body).toEqual([]);
      } finally {
        api.advance(-GRACE_DAYS * DAY);
      }
    });

    it('a subscription with nothing to charge (a redeemed gift or enterprise code) ends with its term', async () => {
      const reader = await api.reader();
      const sub = await due(reader.uuid, { card: null });
      await job();
      expect(await row(sub.id)).toMatchObject({ status: 3, cancel_reason_code: 'term-ended' });
    });

    it('a downgrade\'s credit is taken off the renewal before the card is charged', async () => {
      const reader = await api.reader();
      const sub = await due(reader.uuid);
      await api.db.updateTable('sales_subscriptions').set({ credit_cents: 400 }).where('id', '=', sub.id).execute();
      await job();
      expect(chargesOf(sub.id)).toEqual([1100]);
      expect((await row(sub.id)).credit_cents).toBe(0);
    });

    /** The renewal row a node that stopped mid-charge leaves behind: claimed `ago` ms before now, still charging. */
    const leftCharging = async (sub: { id: number; termEnd: Date }, ago: number) => {
      const at = new Date(api.now() - ago);
      const row = await api.db.insertInto('sales_renewals').values({ subscription_id: sub.id, period_end: sub.termEnd, amount_cents: 0, status: 'charging', created_at: at, claimed_at: at })
        .returning('id').executeTakeFirstOrThrow();
      return Number(row.id);
    };
    const cardOf = async (paymentMethodId: string | null | undefined) =>
      (await api.db.selectFrom('sales_payment_methods').select('provider_ref').where('id', '=', paymentMethodId!).executeTakeFirstOrThrow()).provider_ref!;

    it('a renewal a stopped node left charging is taken over once its claim is older than the lease; the charge that node made is not made again', async () => {
      const reader = await api.reader();
      const sub = await due(reader.uuid);
      const renewal = await leftCharging(sub, RENEWAL_LEASE_MS + 60_000);
      // The stopped node had reached the provider before it stopped.
      const card = await cardOf(sub.paymentMethodId);
      await api.ctx.provider.charge({ reference: card }, { amountCents: 1500, currency: 'NZD', key: `renewal:${sub.id}:${renewal}:${card}` });
      await job();
      expect(chargesOf(sub.id)).toEqual([1500]);
      expect(new Date((await row(sub.id)).term_end).toISOString()).toBe(addMonths(sub.termEnd, 1).toISOString());
      const rows = await api.db.selectFrom('sales_renewals').selectAll().where('subscription_id', '=', sub.id).execute();
      expect(rows.map((r) => ({ id: Number(r.id), status: r.status, cents: r.amount_cents }))).toEqual([{ id: renewal, status: 'paid', cents: 1500 }]);
    });

    it('a renewal claimed within the lease is left to the node charging it; after the lease the job charges it once', async () => {
      const reader = await api.reader();
      const sub = await due(reader.uuid);
      await leftCharging(sub, 60_000);
      await job();
      expect(chargesOf(sub.id)).toEqual([]);
      expect(new Date((await row(sub.id)).term_end).toISOString()).toBe(sub.termEnd.toISOString());
      api.advance(RENEWAL_LEASE_MS);
      try {
        await Promise.all([job(), job()]);
        expect(chargesOf(sub.id)).toEqual([1500]);
        expect(new Date((await row(sub.id)).term_end).toISOString()).toBe(addMonths(sub.termEnd, 1).toISOString());
      } finally {
        api.advance(-RENEWAL_LEASE_MS);
      }
    });

    it('a reader\'s new card in grace retries a renewal a stopped node left charging, once the lease has passed', async () => {
      const reader = await api.reader();
      const sub = await due(reader.uuid, { status: 2 });
      await leftCharging(sub, RENEWAL_LEASE_MS + 60_000);
      const ctx = { db: api.db, provider: api.ctx.provider, now: api.now };
      expect(await retryOwedRenewal(ctx, sub.id)).toBe(true);
      expect(await row(sub.id)).toMatchObject({ status: 1 });
      expect(chargesOf(sub.id)).toEqual([1500]);
    });

    it('two nodes running the job at once charge each due subscription exactly once', async () => {
      const readers = await Promise.all(Array.from({ length: 4 }, () => api.reader()));
      const subs = [];
      for (let i = 0; i < 12; i++) subs.push(await due(readers[i % 4]!.uuid, { priceCode: i % 2 ? 'PRINT-M' : 'DIGITAL-M' }));
      const other = await api.secondNode();
      try {
        const runs = await Promise.all([
          job(),
          runRenewals({ db: other.db, provider: api.ctx.provider, now: api.now }),
          job(),
        ]);
        expect(runs.reduce((sum, r) => sum + r.renewed, 0)).toBeGreaterThanOrEqual(subs.length);
      } finally {
        await other.close();
      }
      for (const [i, sub] of subs.entries()) {
        expect(chargesOf(sub.id), `subscription ${sub.id}`).toEqual([i % 2 ? 4500 : 1500]);
        expect(new Date((await row(sub.id)).term_end).toISOString()).toBe(addMonths(sub.termEnd, 1).toISOString());
      }
    });
  });
}
