import { defineFeature, field, fields, type Phrases } from '../../engine/index.ts';
import { signInRedirectField } from '../../common/identity/sign-in-redirect-field.ts';
import RedeemSubscription from './component.tsx';
import own from './phrases.json';

export const redeemSubscriptionFields = fields({
  redirectURL: signInRedirectField('Where a reader who is not signed in is sent (the page returns them here, code and all, after signing in)'),
  subscriptionsURL: field.text({
    label: { en: 'Subscriptions page', mi: 'Whārangi ohaurunga' },
    description: 'Where the link after a redemption goes',
    default: '/account/subscriptions/',
    pattern: '^/',
    hint: 'url',
  }),
});

export default defineFeature({
  name: 'redeem-subscription',
  label: { en: 'Redeem Subscription', mi: 'Whakahoki Ohaurunga' },
  group: 'Subscriptions',
  description: 'Redeems a share code, a gift code or an enterprise nonce, from the mailed link or typed in.',
  fields: redeemSubscriptionFields,
  phrases: own as Phrases,
  island: { hydrate: 'load' },
  component: RedeemSubscription,
});
