/**
 * Error codes of the identity API -> the phrase a form shows, and where (spec section 8): captcha failures show at
 * the captcha, everything else in the alert above the form. Codes arrive as strings from the API; numbers are
 * read the same way (a leading zero, as in 010122, cannot survive as a number, so both spellings are listed).
 */

export interface FormError {
  /** Phrase key (common/identity/phrases.json). */
  key: string;
  at: 'form' | 'captcha';
}

const codeOf = (error: unknown): string => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' || typeof code === 'number' ? String(code) : '';
};

const LOGIN: Record<string, FormError> = {
  '100015': { key: 'error-account-disabled', at: 'form' },
  '130001': { key: 'error-captcha-invalid', at: 'captcha' },
  '130051': { key: 'error-unverified-email', at: 'form' },
  '100013': { key: 'error-max-devices', at: 'form' },
};

/**
 * The service's policy refusal. The form's pattern already holds the counted rules, so what reaches the service and
 * is refused is a common password, which only the service checks (its list is too large to ship to every page).
 */
const POLICY: Record<string, FormError> = { '400006': { key: 'error-password-too-common', at: 'form' } };

const SIGN_UP: Record<string, FormError> = {
  ...POLICY,
  '300039': { key: 'error-identity-exists', at: 'form' },
  '010122': { key: 'error-captcha-invalid', at: 'captcha' },
  '10122': { key: 'error-captcha-invalid', at: 'captcha' },
  // The SDK refuses a missing token before the call with 130001: it is the same failure, at the captcha.
  '130001': { key: 'error-captcha-invalid', at: 'captcha' },
};

const ONE_TIME: Record<string, FormError> = {
  '130001': { key: 'error-captcha-invalid', at: 'captcha' },
};

const CAPTCHA_ONLY: Record<string, FormError> = ONE_TIME;

export const loginError = (error: unknown): FormError => LOGIN[codeOf(error)] ?? { key: 'error-invalid-email-password', at: 'form' };
export const signUpError = (error: unknown): FormError => SIGN_UP[codeOf(error)] ?? { key: 'error-invalid-email-password', at: 'form' };
export const oneTimeRequestError = (error: unknown): FormError => ONE_TIME[codeOf(error)] ?? { key: 'error-something-went-wrong', at: 'form' };
export const forgotPasswordError = (error: unknown): FormError => CAPTCHA_ONLY[codeOf(error)] ?? { key: 'error-forgot-password', at: 'form' };
export const resetPasswordError = (error: unknown): FormError => ({ ...CAPTCHA_ONLY, ...POLICY })[codeOf(error)] ?? { key: 'error-reset-password', at: 'form' };
