import { defineFeature, field, fields } from '../../engine/index.ts';
import { signInRedirectField } from '../../common/identity/sign-in-redirect-field.ts';
import { withSalesPhrases } from '../../common/sales/phrases.ts';
import AccountSubscriptions from './component.tsx';
import { SUBSCRIPTIONS_DEFAULTS } from './rules.ts';
import own from './phrases.json';

export const accountSubscriptionsFields = fields({
  redirectURL: signInRedirectField(),
  priceCodes: field.text({
    label: { en: 'Plans offered for a change', mi: 'Ngā mahere ka tukuna hei huri' },
    description: 'Comma-separated price codes a reader may upgrade or downgrade to',
    default: SUBSCRIPTIONS_DEFAULTS.priceCodes,
  }),
});

export default defineFeature({
  name: 'account-subscriptions',
  label: { en: 'Account Subscriptions', mi: 'Ngā Ohaurunga o te Pūkete' },
  group: 'Subscriptions',
  description: 'The signed-in reader\'s subscriptions: details, cancel and rescue, sharing, billing address, card and plan changes.',
  fields: accountSubscriptionsFields,
  phrases: withSalesPhrases(own),
  // The subscriptions are the reader's, read in the browser with their token: the block works as the page loads.
  island: { hydrate: 'load' },
  component: AccountSubscriptions,
});
