/**
 * The success markers of spec section 5: an answer without its call's marker is an error, thrown to the caller
 * unchanged (an API that answers 200 with an error body is not mistaken for a success).
 */

type Check = (answer: Record<string, unknown>) => boolean;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
/** Zero is a valid subscription id, so the check is on the type, never on truthiness. */
const hasSubscriptionID: Check = (a) => typeof a.subscriptionID === 'number' && Number.isFinite(a.subscriptionID);
const nonEmpty = (value: unknown) => (typeof value === 'string' && value !== '') || (typeof value === 'number' && Number.isFinite(value));

const CHECKS = {
  subscriptionID: hasSubscriptionID,
  redeemCode: (a) => nonEmpty(a.redeemCode),
  gift: (a) => hasSubscriptionID(a) && nonEmpty(a.redeemCode),
  country: (a) => nonEmpty(a.country),
  orderNumber: (a) => nonEmpty(a.orderNumber),
  items: (a) => Array.isArray(a.items),
  orders: (a) => Array.isArray(a.orders),
  exists: (a) => typeof a.exists === 'boolean',
  products: (a) => Array.isArray(a.products),
} satisfies Record<string, Check>;

export type Marker = keyof typeof CHECKS;

/** The answer when it carries the marker; else the answer itself is thrown. */
export function expectMarker<T>(marker: Marker, answer: unknown): T {
  if (isRecord(answer) && CHECKS[marker](answer)) return answer as T;
  throw answer;
}

/** A list call's answer must be an array; anything else is thrown as it came. */
export function expectList<T>(answer: unknown): T[] {
  if (Array.isArray(answer)) return answer as T[];
  throw answer;
}
