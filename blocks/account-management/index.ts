import { defineFeature, field, fields, type Phrases } from '../../engine/index.ts';
import { signInRedirectField } from '../../common/identity/sign-in-redirect-field.ts';
import { withFormPhrases } from '../../common/identity/phrases.ts';
import AccountManagement from './component.tsx';
import own from './phrases.json';
import { captchaPolicyOrigins } from '../../common/identity/captcha-policy.ts';

const flag = (en: string, mi: string, description: string, fallback: boolean) => field.boolean({ label: { en, mi }, description, default: fallback });

export const accountManagementFields = fields({
  redirectURL: signInRedirectField(),
  showEmail: flag('Show email', 'Whakaatu īmēra', 'The email section (view and change the address)', false),
  showPassword: flag('Show password', 'Whakaatu kupuhipa', 'The password section (change it, or add one to a social account)', false),
  showSocialProfile: flag('Show connected accounts', 'Whakaatu pūkete hono', 'The connected social accounts, each of which can be disconnected', false),
  showPrivacy: flag('Show data and deletion', 'Whakaatu raraunga me te muku', 'Download my data (GDPR report) and delete my account', true),
});

export default defineFeature({
  name: 'account-management',
  label: { en: 'Account Management', mi: 'Whakahaere Pūkete' },
  group: 'Account',
  description: 'The signed-in reader\'s account: email, password, connected accounts, data download and deletion.',
  fields: accountManagementFields,
  phrases: withFormPhrases(own) as Phrases,
  // The account lives in the browser's session: the block does its work there, as soon as the page loads.
  island: { hydrate: 'load' },
  // Google's captcha frames join the page's policy only on a site that uses reCAPTCHA.
  policyOrigins: captchaPolicyOrigins,
  component: AccountManagement,
});
