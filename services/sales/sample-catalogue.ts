/** The sample shop: what `npm start` sells on a new database (loaded when the product table is empty). NZD, GST included. */
import type { SalesDb } from './migrations.ts';

export const SAMPLE_PRODUCTS: Array<SalesDb['sales_products']> = [
  { sku: 'digital-monthly', kind: 'subscription', names: { en: 'Digital, monthly', mi: 'Matihiko, ia marama' }, price_code: 'DIGITAL-M', amount_cents: 1499, currency: 'NZD', term_months: 1 },
  { sku: 'digital-annual', kind: 'subscription', names: { en: 'Digital, annual', mi: 'Matihiko, ia tau' }, price_code: 'DIGITAL-Y', amount_cents: 14900, currency: 'NZD', term_months: 12 },
  { sku: 'print-digital-monthly', kind: 'subscription', names: { en: 'Print plus digital, monthly', mi: 'Tā me te matihiko, ia marama' }, price_code: 'PRINT-DIGITAL-M', amount_cents: 3999, currency: 'NZD', term_months: 1 },
  { sku: 'gift-digital-annual', kind: 'gift', names: { en: 'Gift: digital, one year', mi: 'Koha: matihiko, kotahi tau' }, price_code: 'GIFT-DIGITAL-Y', amount_cents: 14900, currency: 'NZD', term_months: 12 },
];
