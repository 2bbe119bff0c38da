/** Prices as a reader reads them: integer cents of the catalogue, in the page's language (en-NZ or mi-NZ). */

/** `1499, 'NZD', 'en'` -> "$14.99"; Māori uses mi-NZ, which ICU may lack: Intl then falls back to the default locale. */
export function formatMoney(cents: number, currency: string, lang: string): string {
  const locale = lang === 'mi' ? 'mi-NZ' : 'en-NZ';
  return new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).format(cents / 100);
}
