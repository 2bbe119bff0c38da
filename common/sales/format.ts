/** How the account pages write the sales API's values: money in cents, dates, product names by language, statuses. */

/** Amounts are integer cents on the wire; the reader sees dollars with the currency (NZD in the sample shop). */
export function money(cents: unknown, currency: unknown, lang: string): string {
  if (typeof cents !== 'number' || !Number.isFinite(cents)) return '';
  const code = typeof currency === 'string' && /^[A-Z]{3}$/.test(currency) ? currency : 'NZD';
  return new Intl.NumberFormat(lang === 'mi' ? 'mi-NZ' : 'en-NZ', { style: 'currency', currency: code, currencyDisplay: 'code' }).format(cents / 100).replace(/\u00a0/g, ' ');
}

/** A date as the site writes it (spec section 9: '%B %d, %Y'), in New Zealand time; '' for a missing one. */
export function day(iso: unknown, lang: string): string {
  if (typeof iso !== 'string' || Number.isNaN(Date.parse(iso))) return '';
  return new Intl.DateTimeFormat(lang === 'mi' ? 'mi-NZ' : 'en-NZ', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Pacific/Auckland' }).format(new Date(iso));
}

/** A `{ en, mi }` name in the reader's language (English when it lacks one), or a plain string as it came. */
export function nameIn(name: unknown, lang: string, fallback = ''): string {
  if (typeof name === 'string') return name;
  if (name && typeof name === 'object') {
    const names = name as Record<string, unknown>;
    const value = names[lang] ?? names.en;
    if (typeof value === 'string') return value;
  }
  return fallback;
}

/** Spec sections 4 and 9: 1 active, 3 cancelled; 2 the service's grace after a failed renewal. Others: "unknown". */
export function statusKey(status: unknown): string {
  if (status === 1) return 'status-active';
  if (status === 2) return 'status-grace';
  if (status === 3) return 'status-cancelled';
  return 'status-unknown';
}

/** The message of a failed call: the API's own text when it has one (spec section 8: thrown as they are). */
export function failureText(error: unknown, fallback: string): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message && (error as { code?: unknown }).code !== undefined ? message : fallback;
}

/** A block's phrase lookup (usePhrases). */
export type T = (key: string, vars?: Record<string, string | number>) => string;
