import { defineFeature, field, fields } from '../../engine/index.ts';
import { captchaPolicyOrigins } from '../../common/identity/captcha-policy.ts';
import { withSalesPhrases } from '../../common/sales/phrases.ts';
import Checkout from './component.tsx';
import phrases from './phrases.json';

export const checkoutFields = fields({
  confirmationURL: field.text({ label: { en: 'Confirmation page', mi: 'Whārangi whakaū' }, default: '/subscribe/confirmation/', hint: 'url' }),
  offersURL: field.text({ label: { en: 'Offers page', mi: 'Whārangi ohaurunga' }, default: '/subscribe/', hint: 'url' }),
});

export default defineFeature({
  name: 'checkout',
  label: { en: 'Checkout', mi: 'Utu' },
  group: 'Subscriptions',
  description: 'The cart (server prices, remove, empty) and checkout: contact, billing address, card, the checkout captcha when configured; pays with 3-D Secure when the card asks for it, then goes to the confirmation.',
  fields: checkoutFields,
  phrases: withSalesPhrases(phrases),
  island: { hydrate: 'load' },
  policyOrigins: captchaPolicyOrigins,
  component: Checkout,
});
