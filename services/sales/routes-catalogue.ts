/**
 * GET /catalogue: the products on sale, for the offer page. The spec has no catalogue call; we add this one rather
 * than a content source because a content source reaches only the content API (`SourceContext.contentBase`), while
 * the sales API may be an external Arc-compatible service on its own origin (the site property `salesApiOrigin`):
 * the offer page then asks the service that will price the cart, and the prices it shows are the ones charged.
 * Public and the same for everyone, so a CDN may keep it a minute.
 */
import type { Router } from 'express';
import type { SalesContext } from './context.ts';

export function catalogueRoutes(router: Router, ctx: SalesContext): void {
  router.get('/public/v1/catalogue', async (_req, res) => {
    const products = await ctx.catalogue.all();
    res.set('Cache-Control', 'public, max-age=60');
    res.json({
      products: products.map((p) => ({ sku: p.sku, kind: p.kind, names: p.names, priceCode: p.priceCode, amountCents: p.amountCents, currency: p.currency, termMonths: p.termMonths })),
    });
  });
}
