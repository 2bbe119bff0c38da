import { defineFeature, field, fields, type Phrases } from '../../engine/index.ts';
import { signInRedirectField } from '../../common/identity/sign-in-redirect-field.ts';
import { HISTORY_PAGE_SIZE } from '../../sdk/sales/index.ts';
import OrderHistory from './component.tsx';
import own from './phrases.json';

export const orderHistoryFields = fields({
  redirectURL: signInRedirectField(),
  pageSize: field.number({
    label: { en: 'Orders per page', mi: 'Ota ia whārangi' },
    description: 'How many orders a page shows (the API\'s default is 10)',
    default: HISTORY_PAGE_SIZE,
    minimum: 1,
    maximum: 50,
    integer: true,
  }),
});

export default defineFeature({
  name: 'order-history',
  label: { en: 'Order History', mi: 'Hītori Ota' },
  group: 'Subscriptions',
  description: 'The signed-in reader\'s orders, a page at a time, filtered by status, each with its details.',
  fields: orderHistoryFields,
  phrases: own as Phrases,
  island: { hydrate: 'load' },
  component: OrderHistory,
});
