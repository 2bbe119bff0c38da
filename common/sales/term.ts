/** A product's term in words, from the sales phrases (`term-month`, `term-months`). */
export const termText = (t: (key: string, vars?: Record<string, string | number>) => string, months: number): string =>
  months === 1 ? t('term-month') : t('term-months', { n: months });
