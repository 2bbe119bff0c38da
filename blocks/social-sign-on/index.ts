import { defineFeature, field, fields } from '../../engine/index.ts';
import SocialSignOn from './component.tsx';
import { SOCIAL_DEFAULTS, socialPolicyOrigins } from './providers.ts';
import phrases from './phrases.json';

export const socialSignOnFields = fields({
  purpose: field.select(['sign-in', 'connect'] as const, {
    label: { en: 'Purpose', mi: 'Te take' },
    description: 'sign-in on the login page; connect on the account page, where signing in with a provider links it to the signed-in account',
    default: 'sign-in',
  }),
  redirectURL: field.text({
    label: { en: 'Redirect URL', mi: 'Wāhitau tuku anō' },
    description: 'Where a reader goes after signing in (when not returned to the previous page)',
    default: SOCIAL_DEFAULTS.redirectURL,
    pattern: '^/',
    hint: 'url',
  }),
  googleOneTap: field.boolean({
    label: { en: 'Google one-tap prompt', mi: 'Akiaki pātene kotahi a Google' },
    description: 'Also offer Google\'s one-tap prompt when Google is configured (sign-in purpose only)',
    default: true,
  }),
  redirectToPreviousPage: field.boolean({
    label: { en: 'Redirect to previous page', mi: 'Hoki ki te whārangi o mua' },
    description: 'Send the reader back to the page of this site they came from',
    default: SOCIAL_DEFAULTS.redirectToPreviousPage,
  }),
});

export default defineFeature({
  name: 'social-sign-on',
  label: { en: 'Social Sign-On Buttons', mi: 'Ngā Pātene Takiuru Pāpori' },
  group: 'Account',
  description: 'Sign-in buttons for the social and OpenID providers the identity service has configured; none otherwise.',
  fields: socialSignOnFields,
  phrases,
  // Which providers exist is in the identity config, read in the browser: nothing is sent from the server.
  island: { hydrate: 'visible' },
  // Google's and Facebook's frames and calls join the site's policy when the site lists them.
  policyOrigins: socialPolicyOrigins,
  component: SocialSignOn,
});
