/**
 * The fields Arc's sales SDK (1.94.0, lib/sdk/order.d.ts and subscription.d.ts) types its answers with, added beside
 * ours: amounts in currency units (ours stay in cents), one product name (ours keep both languages in `names`), Arc's
 * order statuses, dates as epoch milliseconds. A shop built on Arc's SDK reads these; our own SDK reads ours.
 */
import type { OrderItem, OrderStatus } from './migrations.ts';

/** Cents to the currency's units, as Arc's amounts are. */
export const units = (cents: number) => cents / 100;

/** GST is 3/23 of a GST-inclusive price (catalogue.ts's totals). */
const gstOf = (cents: number) => Math.round((cents * 3) / 23);

/** The one product name Arc's types carry: English, the site's first language (the bilingual `names` stay beside it). */
export const nameOf = (names: unknown, fallback: string): string => {
  const en = (names as { en?: unknown } | null)?.en;
  return typeof en === 'string' ? en : fallback;
};

/** A priced line as Arc's CartItem: name, price, tax, subtotal, total (units), next to ours. */
export function arcLine<T extends Pick<OrderItem, 'sku' | 'names' | 'unitCents' | 'totalCents'>>(item: T) {
  const tax = gstOf(item.totalCents);
  return { ...item, name: nameOf(item.names, item.sku), shortDescription: null, price: units(item.unitCents), tax: units(tax), subtotal: units(item.totalCents - tax), total: units(item.totalCents) };
}

/** A cart's or order's totals as Arc's Cart: subtotal, tax, shipping, total (units). */
export function arcTotals(totalCents: number, taxCents: number) {
  return { subtotal: units(totalCents - taxCents), tax: units(taxCents), shipping: 0, total: units(totalCents) };
}

/** Arc's OrderStatus for ours: a failed payment leaves the order unpaid, still payable, so "Pending". */
export const ARC_ORDER_STATUS: Record<OrderStatus, 'Pending' | 'Paid'> = { pending: 'Pending', paid: 'Paid', failed: 'Pending' };

/** The history filter: ours (pending, paid, failed) or Arc's names (Pending, PartiallyPaid, Paid, Cancelled), as our statuses. */
export function statusFilter(value: string): OrderStatus[] | undefined {
  const ours: Record<string, OrderStatus[]> = {
    pending: ['pending'], paid: ['paid'], failed: ['failed'],
    Pending: ['pending', 'failed'], Paid: ['paid'], PartiallyPaid: [], Cancelled: [],
  };
  return Object.hasOwn(ours, value) ? ours[value] : undefined;
}

/** An epoch-milliseconds date (Arc's orderDate, nextEventDateUTC, currentTermStarted...), null kept. */
export const epoch = (value: Date | string | null | undefined): number | null => (value === null || value === undefined ? null : new Date(value).getTime());
