// The offer page's catalogue call over real HTTP: every product with its bilingual name, price in cents and term,
// public and cacheable, and no cart cookie set by reading it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startSales, type SalesRunning } from './harness.ts';

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`sales catalogue (${backend.name})`, () => {
    let api: SalesRunning;
    beforeAll(async () => {
      api = await startSales(backend);
    }, 120_000);
    afterAll(() => api?.close());

    it('lists the products on sale with names in English and Māori, NZD cents and the term in months', async () => {
      const answer = await api.shopper().call('GET', '/catalogue');
      expect(answer.status).toBe(200);
      expect(answer.body.products).toContainEqual({
        sku: 'digital-annual', kind: 'subscription', names: { en: 'Digital, annual', mi: 'Matihiko, ia tau' }, priceCode: 'DIGITAL-Y', amountCents: 14900, currency: 'NZD', termMonths: 12,
      });
      expect(answer.body.products.map((p: { kind: string }) => p.kind)).toContain('gift');
    });

    it('is public and cacheable a minute, and reading it starts no cart', async () => {
      const answer = await api.shopper().call('GET', '/catalogue');
      expect(answer.headers.get('cache-control')).toBe('public, max-age=60');
      expect(answer.headers.getSetCookie()).toEqual([]);
    });
  });
}
