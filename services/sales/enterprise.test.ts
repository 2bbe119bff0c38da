// Enterprise nonces over HTTP (v2): issued by the operator's command, each redeemed once into a subscription.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { digest } from '../identity/tokens.ts';
import { issueEnterpriseNonces } from './enterprise.ts';
import { backends, DAY, startSales, type SalesApi } from './test/subs-harness.ts';

const PATH = '/public/v2/subscriptions/enterprise';

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`sales enterprise (${backend.name})`, () => {
    let api: SalesApi;
    beforeAll(async () => {
      api = await startSales(backend);
    }, 120_000);
    afterAll(() => api?.close());

    it('a nonce becomes a subscription of its product for the caller; the answer carries subscriptionID; the database keeps only digests', async () => {
      const [nonce] = await issueEnterpriseNonces(api.db, { sku: 'digital-annual', count: 1, label: 'Ministry', now: api.now() });
      const reader = await api.reader();
      const res = await api.call('POST', PATH, { token: reader.token, body: { nonce } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ subscriptionID: expect.any(Number) });
      const active = await api.call('GET', '/subscription/allactive', { token: reader.token });
      expect(active.body).toEqual([expect.objectContaining({ subscriptionID: res.body.subscriptionID, status: 1, sku: 'digital-annual' })]);
      const rows = await api.db.selectFrom('sales_enterprise_nonces').selectAll().where('nonce_hash', '=', digest(nonce!)).execute();
      expect(rows).toHaveLength(1);
      expect(JSON.stringify(rows)).not.toContain(nonce);
    });

    it('a nonce is single use, even redeemed twice at once; forged, expired and malformed nonces are refused alike', async () => {
      const [nonce] = await issueEnterpriseNonces(api.db, { sku: 'digital-monthly', count: 1, label: 'School', now: api.now() });
      const [a, b] = await Promise.all([api.reader(), api.reader()]);
      const results = await Promise.all([a, b].map((r) => api.call('POST', PATH, { token: r.token, body: { nonce } })));
      expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
      const message = 'This enterprise code is invalid, expired or has already been used';
      expect(results.find((r) => r.status === 400)!.body.message).toBe(message);
      expect((await api.call('POST', PATH, { token: a.token, body: { nonce: 'C'.repeat(43) } })).body.message).toBe(message);
      const [old] = await issueEnterpriseNonces(api.db, { sku: 'digital-monthly', count: 1, label: 'Old', days: 1, now: api.now() - 2 * DAY });
      expect((await api.call('POST', PATH, { token: b.token, body: { nonce: old } })).body.message).toBe(message);
      const malformed = await api.call('POST', PATH, { token: b.token, body: { nonce: ['x'] } });
      expect(malformed.status).toBe(400);
      expect(malformed.body.message).toContain('nonce must be');
    });

    it('the operator\'s command refuses a product that is not a subscription and a count out of range', async () => {
      await expect(issueEnterpriseNonces(api.db, { sku: 'gift-annual', count: 1, label: 'x' })).rejects.toThrow('not a subscription product');
      await expect(issueEnterpriseNonces(api.db, { sku: 'digital-monthly', count: 0, label: 'x' })).rejects.toThrow('count must be');
    });
  });
}
