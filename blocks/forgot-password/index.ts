import { defineFeature, field, fields } from '../../engine/index.ts';
import { withFormPhrases } from '../../common/identity/kit.ts';
import ForgotPassword from './component.tsx';
import phrases from './phrases.json';
import { captchaPolicyOrigins } from '../../common/identity/captcha-policy.ts';

export const forgotPasswordFields = fields({
  loginURL: field.text({ label: { en: 'Log-in page', mi: 'Whārangi takiuru' }, default: '/account/login/', hint: 'url' }),
});

export default defineFeature({
  name: 'forgot-password',
  label: { en: 'Forgot Password', mi: 'Kupuhipa Wareware' },
  group: 'Account',
  description: 'Asks for an email address and mails a link to reset the password; then a confirmation.',
  fields: forgotPasswordFields,
  phrases: withFormPhrases(phrases),
  island: { hydrate: 'load' },
  // Google's captcha frames join the page's policy only on a site that uses reCAPTCHA.
  policyOrigins: captchaPolicyOrigins,
  component: ForgotPassword,
});
