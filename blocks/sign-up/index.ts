import { defineFeature, field, fields } from '../../engine/index.ts';
import { withFormPhrases } from '../../common/identity/kit.ts';
import SignUp from './component.tsx';
import phrases from './phrases.json';
import { captchaPolicyOrigins } from '../../common/identity/captcha-policy.ts';

export const signUpFields = fields({
  redirectURL: field.text({
    label: { en: 'After signing up', mi: 'Whai muri i te rēhita' },
    description: 'Where a new reader goes once the account exists (the redirect parameter, when present and on this site, wins)',
    default: '/account/',
    hint: 'url',
  }),
  termsURL: field.text({ label: { en: 'Terms page', mi: 'Whārangi ture' }, default: '/privacy-policy/', hint: 'url' }),
  loginURL: field.text({ label: { en: 'Log-in page', mi: 'Whārangi takiuru' }, default: '/account/login/', hint: 'url' }),
});

export default defineFeature({
  name: 'sign-up',
  label: { en: 'Sign Up', mi: 'Rēhita' },
  group: 'Account',
  description: 'The sign-up form: email, password by the service\'s policy, its confirmation, the terms, captcha; the new reader is signed in.',
  fields: signUpFields,
  phrases: withFormPhrases(phrases),
  island: { hydrate: 'load' },
  // Google's captcha frames join the page's policy only on a site that uses reCAPTCHA.
  policyOrigins: captchaPolicyOrigins,
  component: SignUp,
});
