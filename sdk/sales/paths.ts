/** Every path of the sales API (spec section 7), under the configured origin: the one place they are spelt. */
export const V1 = '/sales/public/v1';

const id = (value: string | number) => encodeURIComponent(String(value));
const paymentMethod = (paymentMethodId: string | number, providerId: string | number) => `${V1}/paymentmethod/${id(paymentMethodId)}/provider/${id(providerId)}`;

export const PATHS = {
  config: `${V1}/config`,
  /** Ours, not the spec's: the products on sale (services/sales/routes-catalogue.ts). */
  catalogue: `${V1}/catalogue`,
  activeSubscriptions: `${V1}/subscription/allactive`,
  allSubscriptions: `${V1}/subscription/all`,
  subscriptionDetails: (subscriptionID: number) => `${V1}/subscription/${id(subscriptionID)}/details`,
  cancel: (subscriptionID: number) => `${V1}/subscription/${id(subscriptionID)}/cancel`,
  rescue: (subscriptionID: number) => `${V1}/subscription/${id(subscriptionID)}/rescue`,
  sharing: (subscriptionID: number) => `${V1}/subscription/${id(subscriptionID)}/sharing`,
  share: (subscriptionID: number) => `${V1}/subscription/${id(subscriptionID)}/share`,
  stopShare: (subscriptionID: number) => `${V1}/subscription/${id(subscriptionID)}/stopshare`,
  redeem: `${V1}/subscription/redeem`,
  /** The one call outside v1 (spec section 7). */
  enterprise: '/sales/public/v2/subscriptions/enterprise',
  address: `${V1}/subscription/address`,
  gift: (subscriptionID: number) => `${V1}/subscription/gift/${id(subscriptionID)}`,
  giftRedeem: `${V1}/subscription/gift/redeem`,
  upgradeDowngrade: `${V1}/subscription/upgradedowngrade`,
  orderDetail: (orderNumber: string) => `${V1}/order/detail/${id(orderNumber)}`,
  orderHistory: `${V1}/order/history`,
  cart: `${V1}/cart`,
  /** The add-item call (the spec does not show its path) and the caller-chosen cart item call. */
  cartItem: `${V1}/cart/item`,
  cartItemById: (itemId: string) => `${V1}/cart/item/${id(itemId)}`,
  cartClear: `${V1}/cart/clear`,
  order: `${V1}/checkout/order`,
  paymentOptions: `${V1}/checkout/payment/options`,
  addresses: `${V1}/checkout/addresses`,
  payment: (orderNumber: string, paymentId: string | number) => `${V1}/checkout/order/${id(orderNumber)}/payment/${id(paymentId)}`,
  payment3ds: (orderNumber: string, paymentId: string | number) => `${V1}/checkout/3ds/order/${id(orderNumber)}/payment/${id(paymentId)}`,
  paymentUpdate: paymentMethod,
  paymentUpdateFinalize: (paymentMethodId: string | number, providerId: string | number) => `${paymentMethod(paymentMethodId, providerId)}/finalize`,
  paymentUpdateFinalize3ds: (paymentMethodId: string | number, providerId: string | number) => `${paymentMethod(paymentMethodId, providerId)}/finalize3ds`,
  swgPurchase: `${V1}/swg/purchase`,
  swgLoginExists: `${V1}/swg/loginexists`,
} as const;
