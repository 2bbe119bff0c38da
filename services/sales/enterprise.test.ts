// Enterprise nonces over HTTP (v2): issued by the operator's command, each redeemed once into a subscription.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main as issueCommand } from '../../scripts/enterprise-nonces.ts';
import { emptyDatabase } from '../../tests/support/db-copies.ts';
import { createContentStore } from '../content-api/index.ts';
import { digest } from '../identity/tokens.ts';
import { migrateSalesDb } from './migrations.ts';
import { issueEnterpriseNonces } from './enterprise.ts';
import { backends, DAY, PRODUCTS, startSales, type SalesApi } from './test/subs-harness.ts';

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

describe('the operator command issuing enterprise nonces', () => {
  it('prints the count of nonces asked for, one a line, and stores only their digests for that product', async () => {
    const copy = emptyDatabase();
    try {
      const setup = await createContentStore({ dataDir: copy.dataDir });
      await migrateSalesDb(setup.db);
      await (setup.db as any).insertInto('sales_products').values({ ...PRODUCTS[1], names: JSON.stringify(PRODUCTS[1].names), currency: 'NZD' }).execute();
      await setup.close();
      const lines: string[] = [];
      expect(await issueCommand(['--sku', 'digital-annual', '--count', '3', '--label', 'Acme Ltd'], { pgliteDir: copy.dataDir }, (l) => lines.push(l))).toBe(0);
      expect(lines).toHaveLength(3);
      for (const line of lines) expect(line).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const check = await createContentStore({ dataDir: copy.dataDir });
      const rows = await (check.db as any).selectFrom('sales_enterprise_nonces').selectAll().execute();
      await check.close();
      expect(rows.map((r: any) => r.nonce_hash).sort()).toEqual(lines.map(digest).sort());
      expect(rows.every((r: any) => r.sku === 'digital-annual' && r.label === 'Acme Ltd')).toBe(true);
      expect(await issueCommand(['--count', '3'], { pgliteDir: copy.dataDir }, () => undefined)).toBe(2);
    } finally {
      copy.remove();
    }
  }, 60_000);
});
