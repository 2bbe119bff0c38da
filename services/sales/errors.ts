/**
 * The sales API's errors: `{ code, message }` bodies like the identity API's (the same error class, so the shared
 * body readers in identity/body.ts speak for both). The spec gives two texts (130001 and "Missing or invalid jwt");
 * the other codes are ours, in the 14xxxx block, so a client can tell the cases apart.
 */
import { IdentityError as ApiError, apiErrors, errors as identityErrors } from '../identity/errors.ts';
import type { ProviderOutcome } from './payments/provider.ts';

export { ApiError };

export const errors = {
  invalidJwt: identityErrors.invalidJwt,
  captchaInvalid: identityErrors.captchaInvalid,
  badRequest: identityErrors.badRequest,
  /** Also what another reader's (or another cookie's) order, cart or payment gets: nothing tells it exists. */
  notFound: (what: string) => new ApiError(404, '140404', `${what} not found`),
  cardDeclined: () => new ApiError(402, '140001', 'The card was declined'),
  insufficientFunds: () => new ApiError(402, '140002', 'The card has insufficient funds'),
  paymentFailed: (why: string) => new ApiError(402, '140003', `The payment failed: ${why}`),
  paymentInProgress: () => new ApiError(409, '140004', 'This payment is being processed: wait for the first call to complete'),
  orderPaid: () => new ApiError(409, '140005', 'This order is already paid'),
  wrongPaymentState: (status: string) => new ApiError(409, '140006', `The payment cannot take this step: it is ${status}`),
  tooManyAttempts: () => new ApiError(429, '140008', 'Too many payment attempts for this order: start a new order'),
  emptyCart: () => new ApiError(400, '140007', 'The cart is empty: add an item before creating an order'),
  cartChanged: () => new ApiError(409, '140409', 'The cart changed while the order was being made: review the cart and try again'),
  notConfigured: (what: string) => new ApiError(503, '140503', `${what} is not configured on this site`),
};

/** Last handler of every sales route. */
export const salesErrors = apiErrors('sales', { mistake: '140000', internal: '150000' });

/** A provider's refusal as every payment step answers it: declined, insufficient funds, or failed with the reason. */
export function refusal(outcome: Extract<ProviderOutcome, { status: 'declined' | 'failed' }>): InstanceType<typeof ApiError> {
  if (outcome.status === 'failed') return errors.paymentFailed(outcome.reason);
  return outcome.reason === 'insufficient_funds' ? errors.insufficientFunds() : errors.cardDeclined();
}
