/** The subscriptions page's rules apart from React: cancel reasons, the price codes offered, a quote's words. */
import type { Subscription } from '../../sdk/sales/index.ts';

/** The reason codes a reader picks from when cancelling (the spec names the fields, not the codes: ours). */
export const CANCEL_REASON_CODES = ['price', 'not-reading', 'content', 'service', 'other'] as const;

export const SUBSCRIPTIONS_DEFAULTS = {
  /** The sample shop's subscription price codes (services/sales/sample-catalogue.ts). */
  priceCodes: 'DIGITAL-M, DIGITAL-Y, PRINT-DIGITAL-M',
} as const;

/** The editor's comma-separated price codes, without blanks, repeats or the subscription's own. */
export function otherPriceCodes(list: string | undefined, current: unknown): string[] {
  const codes = (list ?? SUBSCRIPTIONS_DEFAULTS.priceCodes).split(',').map((c) => c.trim()).filter(Boolean);
  return [...new Set(codes)].filter((c) => c !== current);
}

/** What the service's change session quotes (services/sales upgrade: amountCents > 0 charged now, < 0 credit). */
export interface Quote {
  sessionId: string;
  amountCents: number;
  currency?: string;
  newPriceCode?: string;
  newProductName?: unknown;
}

export function quoteOf(answer: unknown): Quote | undefined {
  const q = answer as Partial<Quote> | null;
  if (!q || typeof q.sessionId !== 'string' || typeof q.amountCents !== 'number') return undefined;
  return q as Quote;
}

/** Which words the quote takes: a charge now, a credit on the next renewals, or nothing to pay. */
export const quoteKey = (cents: number) => (cents > 0 ? 'quote-charge' : cents < 0 ? 'quote-credit' : 'quote-even');

/** Only the owner changes a subscription: one shared with the reader is shown read-only. */
export const isOwn = (s: Subscription) => s.shared !== true;

/** Cancelled can be rescued; active can be cancelled; grace (2) waits for a new payment method. */
export const canCancel = (s: Subscription) => isOwn(s) && (s.status === 1 || s.status === 2);
export const canRescue = (s: Subscription) => isOwn(s) && s.status === 3;
