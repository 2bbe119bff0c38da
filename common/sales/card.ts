/** Card fields as the sales forms read them (checkout and the account's card update). */

/** "MM/YY" or "MM/YYYY" -> month and four-digit year; undefined when it is neither. */
export function parseExpiry(value: string): { expMonth: number; expYear: number } | undefined {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return undefined;
  const expMonth = Number(match[1]);
  const year = Number(match[2]);
  if (expMonth < 1 || expMonth > 12) return undefined;
  return { expMonth, expYear: year < 100 ? 2000 + year : year };
}
