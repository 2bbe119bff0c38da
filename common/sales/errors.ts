/**
 * The sales API's and SDK's failures -> the phrase a buying form shows (common/sales/phrases.json), and where:
 * a captcha failure at the captcha, everything else in the alert above the form.
 */
import type { FormError } from '../identity/errors.ts';

const codeOf = (error: unknown): string => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' || typeof code === 'number' ? String(code) : '';
};

const CODES: Record<string, FormError> = {
  '140001': { key: 'error-card-declined', at: 'form' },
  '140002': { key: 'error-insufficient-funds', at: 'form' },
  '140003': { key: 'error-payment-failed', at: 'form' },
  '140004': { key: 'error-payment-pending', at: 'form' },
  '140005': { key: 'error-order-paid', at: 'form' },
  '140007': { key: 'error-empty-cart', at: 'form' },
  '140008': { key: 'error-too-many-attempts', at: 'form' },
  '130001': { key: 'error-captcha-invalid', at: 'captcha' },
  /** The payment provider would not tokenise the card (number, expiry or security code). */
  card_invalid: { key: 'error-payment-failed', at: 'form' },
};

export const salesError = (error: unknown): FormError => CODES[codeOf(error)] ?? { key: 'error-something-went-wrong', at: 'form' };

/** After a 3-D Secure challenge the reader failed, the service declines the card: the challenge's own message. */
export const challengeError = (error: unknown): FormError => (codeOf(error) === '140001' ? { key: 'error-challenge-failed', at: 'form' } : salesError(error));
