/**
 * The product catalogue and the one place money is computed: a line's price is the catalogue's, in integer cents,
 * whatever a request body says. Prices include GST (15 %), reported as the part of the total that is tax.
 */
import type { Kysely } from 'kysely';
import type { Body } from '../identity/body.ts';
import { errors } from './errors.ts';
import { jsonb, type Bilingual, type OrderItem, type ProductKind, type SalesDb, type StoredItem } from './migrations.ts';
import { SAMPLE_PRODUCTS } from './sample-catalogue.ts';

export interface Product {
  sku: string;
  kind: ProductKind;
  names: Bilingual;
  priceCode: string;
  amountCents: number;
  currency: string;
  termMonths: number;
}

export interface Catalogue {
  all(): Promise<Product[]>;
  bySku(sku: string): Promise<Product | undefined>;
  byPriceCode(priceCode: string): Promise<Product | undefined>;
}

const product = (row: SalesDb['sales_products']): Product => ({
  sku: row.sku,
  kind: row.kind,
  names: row.names,
  priceCode: row.price_code,
  amountCents: row.amount_cents,
  currency: row.currency,
  termMonths: row.term_months,
});

export function catalogue(db: Kysely<SalesDb>): Catalogue {
  const select = () => db.selectFrom('sales_products').selectAll();
  return {
    all: async () => (await select().orderBy('sku').execute()).map(product),
    bySku: async (sku) => {
      const row = await select().where('sku', '=', sku).executeTakeFirst();
      return row && product(row);
    },
    byPriceCode: async (priceCode) => {
      const row = await select().where('price_code', '=', priceCode).executeTakeFirst();
      return row && product(row);
    },
  };
}

/** The sample products, once: a database that has any product keeps its own. */
export async function loadSampleCatalogue(db: Kysely<SalesDb>): Promise<boolean> {
  const any = await db.selectFrom('sales_products').select('sku').limit(1).executeTakeFirst();
  if (any) return false;
  await db.insertInto('sales_products').values(SAMPLE_PRODUCTS.map((p) => ({ ...p, names: jsonb(p.names) }))).onConflict((c) => c.doNothing()).execute();
  return true;
}

export const MAX_LINES = 20;
export const MAX_QUANTITY = 10;
const ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The items of a body: `[{ sku | priceCode, quantity? }]`. Only what the reader chose is read; a price, amount or
 * total sent along is ignored (the catalogue prices every line).
 */
export async function readItems(cat: Catalogue, body: Body, name = 'items'): Promise<StoredItem[]> {
  const value = body[name];
  if (!Array.isArray(value) || value.length === 0) throw errors.badRequest(`${name} must be a non-empty array of { sku, quantity }`);
  if (value.length > MAX_LINES) throw errors.badRequest(`${name} may hold at most ${MAX_LINES} lines`);
  const items: StoredItem[] = [];
  for (const [i, raw] of value.entries()) {
    const where = `${name}[${i}]`;
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) throw errors.badRequest(`${where} must be an object with sku (or priceCode) and quantity`);
    const { sku, priceCode, quantity = 1 } = raw as Record<string, unknown>;
    const id = sku ?? priceCode;
    if (typeof id !== 'string' || !ID.test(id)) throw errors.badRequest(`${where}.sku must be a product sku (letters, digits, . _ -; at most 64)`);
    if (!Number.isInteger(quantity) || (quantity as number) < 1 || (quantity as number) > MAX_QUANTITY) {
      throw errors.badRequest(`${where}.quantity must be a whole number from 1 to ${MAX_QUANTITY}`);
    }
    const found = sku !== undefined ? await cat.bySku(id) : await cat.byPriceCode(id);
    if (!found) throw errors.badRequest(`${where}: no product ${sku !== undefined ? 'sku' : 'priceCode'} "${id}" in the catalogue`);
    items.push({ sku: found.sku, quantity: quantity as number });
  }
  return items;
}

/** Adds lines to a cart's: the same product's quantities add up, to the limit. */
export function mergeItems(current: StoredItem[], added: StoredItem[]): StoredItem[] {
  const merged = current.map((i) => ({ ...i }));
  for (const item of added) {
    const same = merged.find((i) => i.sku === item.sku);
    if (same) same.quantity = Math.min(MAX_QUANTITY, same.quantity + item.quantity);
    else merged.push({ ...item });
  }
  if (merged.length > MAX_LINES) throw errors.badRequest(`a cart may hold at most ${MAX_LINES} lines`);
  return merged;
}

export interface Priced {
  items: OrderItem[];
  totalCents: number;
  /** The GST included in the total. */
  taxCents: number;
  currency: string;
}

/** Prices stored items from the catalogue now; a product withdrawn since is dropped from the lines. */
export async function price(cat: Catalogue, stored: StoredItem[]): Promise<Priced> {
  const items: OrderItem[] = [];
  for (const { sku, quantity } of stored) {
    const p = await cat.bySku(sku);
    if (!p) continue;
    items.push({ sku, quantity, kind: p.kind, names: p.names, priceCode: p.priceCode, unitCents: p.amountCents, totalCents: p.amountCents * quantity, termMonths: p.termMonths });
  }
  return totals(items);
}

export function totals(items: OrderItem[]): Priced {
  const totalCents = items.reduce((sum, i) => sum + i.totalCents, 0);
  // GST is 3/23 of a GST-inclusive price.
  return { items, totalCents, taxCents: Math.round((totalCents * 3) / 23), currency: 'NZD' };
}
