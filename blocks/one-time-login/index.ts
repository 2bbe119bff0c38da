import { defineFeature, field, fields } from '../../engine/index.ts';
import { withFormPhrases } from '../../common/identity/kit.ts';
import OneTimeLogin from './component.tsx';
import phrases from './phrases.json';
import { captchaPolicyOrigins } from '../../common/identity/captcha-policy.ts';

export const oneTimeLoginFields = fields({
  loggedInPageLocation: field.text({
    label: { en: 'Logged-in page', mi: 'Whārangi takiuru' },
    description: 'Where a reader goes once the one-time link has signed them in',
    default: '/account/',
    hint: 'url',
  }),
  loginURL: field.text({ label: { en: 'Log-in page', mi: 'Whārangi takiuru' }, default: '/account/login/', hint: 'url' }),
});

export default defineFeature({
  name: 'one-time-login',
  label: { en: 'One-Time Login Link', mi: 'Hono Takiuru Kotahi' },
  group: 'Account',
  description: 'With ota_nonce in the address, signs the reader in at once; otherwise asks for an email address and mails a one-time login link.',
  fields: oneTimeLoginFields,
  phrases: withFormPhrases(phrases),
  island: { hydrate: 'load' },
  // Google's captcha frames join the page's policy only on a site that uses reCAPTCHA.
  policyOrigins: captchaPolicyOrigins,
  component: OneTimeLogin,
});
