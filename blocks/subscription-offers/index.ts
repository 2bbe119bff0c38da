import { defineFeature, field, fields } from '../../engine/index.ts';
import { withSalesPhrases } from '../../common/sales/phrases.ts';
import SubscriptionOffers from './component.tsx';
import phrases from './phrases.json';

export const offerFields = fields({
  checkoutURL: field.text({ label: { en: 'Checkout page', mi: 'Whārangi utu' }, default: '/subscribe/checkout/', hint: 'url' }),
});

export default defineFeature({
  name: 'subscription-offers',
  label: { en: 'Subscription offers', mi: 'Ngā ohaurunga' },
  group: 'Subscriptions',
  description: 'The products on sale (the sales catalogue) with their prices, each with Subscribe or Give as a gift; the chosen product goes to the cart and the reader to checkout.',
  fields: offerFields,
  phrases: withSalesPhrases(phrases),
  island: { hydrate: 'load' },
  component: SubscriptionOffers,
});
