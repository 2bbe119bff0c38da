/** The sales SDK: everything a block or a third party's page needs, and nothing else. */
export { createSales, type SalesClient, type SalesOptions } from './client.ts';
export type { SalesCacheView } from './cache.ts';
export { TOKEN_TEXTS, type CardDetails } from './card-tokens.ts';
export { HISTORY_PAGE_SIZE, HISTORY_START } from './commerce.ts';
export { SalesSdkError, TEXTS, type PaymentStep } from './errors.ts';
export { PATHS } from './paths.ts';
export { ACTIVE, CANCELLED } from './subscriptions.ts';
export type * from './types.ts';
