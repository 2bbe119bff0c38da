/** The identity form kit: what the login, sign-up, password and one-time-link blocks share. */
export { InputField, type InputFieldProps, type InputType } from './input-field.tsx';
export { FormAlert } from './form-alert.tsx';
export { NewPasswordFields } from './new-password-fields.tsx';
export { CaptchaSection, useCaptcha, type Captcha } from './captcha-section.tsx';
export { captchaKind, recaptchaVersion, type CaptchaContext } from './captcha.ts';
export { confirmationName, escapePattern, passwordPattern, passwordTip, policyOf, type Policy } from './password.ts';
export { forgotPasswordError, loginError, oneTimeRequestError, resetPasswordError, signUpError, type FormError } from './errors.ts';
export { checkTarget, rememberPreviousPage, REDIRECT_KEY, safeTarget, signInTarget, SITE_ROOT } from './redirect.ts';
export { useIdentityConfig, type ConfigState } from './use-config.ts';
export { withFormPhrases } from './phrases.ts';
export { useIdentityClient } from './client.ts';

/** The captcha section's texts from a form block's phrases (withFormPhrases). */
export const captchaText = (t: (key: string) => string) => ({
  label: t('captcha-label'),
  solving: t('captcha-solving'),
  verified: t('captcha-verified'),
  failed: t('captcha-failed'),
  retry: t('captcha-retry'),
});
export { formText, useIdentityForm, type IdentityForm } from './use-identity-form.ts';
