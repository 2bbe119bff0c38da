import { defineFeature, field, fields } from '../../engine/index.ts';
import { withSalesPhrases } from '../../common/sales/phrases.ts';
import OrderConfirmation from './component.tsx';
import phrases from './phrases.json';

export const confirmationFields = fields({
  signUpURL: field.text({ label: { en: 'Sign-up page', mi: 'Whārangi rēhita' }, default: '/account/signup/', hint: 'url' }),
});

export default defineFeature({
  name: 'order-confirmation',
  label: { en: 'Order confirmation', mi: 'Whakaūnga ota' },
  group: 'Subscriptions',
  description: 'The paid order named by the address (?order=): its number, products and total; a signed-out buyer is offered sign-up with a way back here.',
  fields: confirmationFields,
  phrases: withSalesPhrases(phrases),
  island: { hydrate: 'load' },
  component: OrderConfirmation,
});
