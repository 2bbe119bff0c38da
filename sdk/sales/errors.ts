/**
 * The sales SDK's own failures (spec section 8), each with a code and a message like the API's errors. A missing
 * login and a missing captcha are the identity SDK's very errors (same texts, same code 130001).
 */
import { IdentitySdkError, TEXTS as IDENTITY_TEXTS, sdkErrors } from '../identity/errors.ts';

/** The payment steps that run one call at a time (spec section 4). */
export type PaymentStep =
  | 'initializePayment'
  | 'finalizePayment'
  | 'finalize3DSPayment'
  | 'initializePaymentUpdate'
  | 'finalizePaymentUpdate'
  | 'finalize3DSPaymentUpdate';

export const TEXTS = {
  missingLogin: IDENTITY_TEXTS.invalidJwt,
  captchaInvalid: IDENTITY_TEXTS.captchaInvalid,
  /** Logged once when the sales options carry no identity (spec section 8). */
  noIdentity: 'Sales SDK: no identity was given to the sales options, so calls that need a signed-in reader will fail with "Missing or invalid jwt"',
  /** Section 4: the step cannot be called until the previous one completes. */
  stepPending: (step: PaymentStep) => `${step} cannot be called until the previous ${step} call completes`,
} as const;

export class SalesSdkError extends IdentitySdkError {
  constructor(code: string, message: string) {
    super(code, message);
    this.name = 'SalesSdkError';
  }
}

export const salesErrors = {
  missingLogin: sdkErrors.invalidJwt,
  captchaInvalid: sdkErrors.captchaInvalid,
  stepPending: (step: PaymentStep) => new SalesSdkError('sdk.step-pending', TEXTS.stepPending(step)),
};
