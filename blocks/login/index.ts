import { defineFeature, field, fields } from '../../engine/index.ts';
import { withFormPhrases } from '../../common/identity/kit.ts';
import Login from './component.tsx';
import phrases from './phrases.json';
import { captchaPolicyOrigins } from '../../common/identity/captcha-policy.ts';

export const loginFields = fields({
  loggedInPageLocation: field.text({
    label: { en: 'Logged-in page', mi: 'Whārangi takiuru' },
    description: 'Where a signed-in reader goes when neither the redirect parameter nor a remembered page says otherwise',
    default: '/account/',
    hint: 'url',
  }),
  redirectToPreviousPage: field.boolean({
    label: { en: 'Return to the previous page', mi: 'Hoki ki te whārangi o mua' },
    description: 'After signing in, go back to the page the reader came from (on this site)',
    default: true,
  }),
  forgotPasswordURL: field.text({ label: { en: 'Forgot password page', mi: 'Whārangi kupuhipa wareware' }, default: '/account/forgot-password/', hint: 'url' }),
  oneTimeLoginURL: field.text({ label: { en: 'One-time link page', mi: 'Whārangi hono kotahi' }, default: '/account/request-one-time/', hint: 'url' }),
  signUpURL: field.text({ label: { en: 'Sign-up page', mi: 'Whārangi rēhita' }, default: '/account/signup/', hint: 'url' }),
});

export default defineFeature({
  name: 'login',
  label: { en: 'Log In', mi: 'Takiuru' },
  group: 'Account',
  description: 'The sign-in form: email, password, remember me, captcha, links to one-time login and a forgotten password; a signed-in reader is sent on.',
  fields: loginFields,
  phrases: withFormPhrases(phrases),
  island: { hydrate: 'load' },
  // Google's captcha frames join the page's policy only on a site that uses reCAPTCHA.
  policyOrigins: captchaPolicyOrigins,
  component: Login,
});
