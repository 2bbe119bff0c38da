/**
 * The shapes of the sales API (spec section 3) as the SDK sees them: the fields it reads or sends are named, the
 * rest stays open, since the spec shows no more of the answers than their success markers (section 5).
 */

export interface Address {
  country: string;
  line1?: string;
  line2?: string;
  locality?: string;
  region?: string;
  postal?: string;
  [field: string]: unknown;
}

export interface Subscription {
  /** A number; zero is a valid id (spec section 3). */
  subscriptionID: number;
  /** 1 active (or rescued), 3 cancelled (spec section 9); in list answers taken from `statusID`. */
  status: number;
  statusID?: number;
  billingAddress?: Address;
  [field: string]: unknown;
}

/** One associate a subscription is shared with (the sharing list). */
export interface SharedSubscription {
  email?: string;
  redeemCode?: string;
  [field: string]: unknown;
}

export interface ShareAnswer {
  redeemCode: string;
  [field: string]: unknown;
}

/** A subscription answer: cancel, rescue, stop sharing, redeem, enterprise and gift redeem carry its id. */
export interface SubscriptionAnswer {
  subscriptionID: number;
  [field: string]: unknown;
}

export interface GiftAnswer extends SubscriptionAnswer {
  redeemCode: string;
}

/** Who a gift goes to (the spec: "recipient details"). */
export interface GiftRecipient {
  email: string;
  firstName?: string;
  lastName?: string;
  message?: string;
  [field: string]: unknown;
}

export interface CancelReason {
  reason?: string;
  reasonCode?: string;
}

export interface AddressUpdate {
  billingAddress: Address;
  subscriptionID: number;
}

export interface Order {
  orderNumber: string;
  [field: string]: unknown;
}

export interface OrderHistoryQuery {
  /** 0 by default (spec section 9). */
  start?: number;
  /** 10 by default (spec section 9). */
  pageSize?: number;
  status?: string;
}

export interface OrderHistoryPage {
  start: number;
  orders: Order[];
  [field: string]: unknown;
}

export interface CartItem {
  sku?: string;
  priceCode?: string;
  quantity?: number;
  [field: string]: unknown;
}

/** A product on sale (this service's catalogue call). */
export interface Product {
  sku: string;
  kind: 'subscription' | 'gift' | string;
  names: Record<string, string>;
  priceCode: string;
  amountCents: number;
  currency: string;
  termMonths: number;
}

export interface Cart {
  items: CartItem[];
  billingAddress?: Address;
  [field: string]: unknown;
}

/** The order creation payload (spec section 3); the captcha token travels as `recaptcha-token`. */
export interface OrderPayload {
  email: string;
  phone?: string;
  billingAddress: Address;
  firstName?: string;
  lastName?: string;
  secondLastName?: string;
  shippingAddress?: Address;
  /** Who a gift in the cart goes to: the service mails its code there (our addition; the spec leaves it open). */
  giftRecipient?: GiftRecipient;
  'recaptcha-token'?: string;
}

/** What a payment step sends: the provider's card token (tokenizeCard) and whatever else the provider asks for; never the card. */
export interface PaymentData {
  token?: string;
  [field: string]: unknown;
}

export interface ThreeDSOptions {
  /** Sent as `cardProviderSuccess: true` when the card provider reported the challenge passed. */
  cardProviderSuccess?: boolean;
}

export interface PaymentOption {
  /** The option's number, as Arc's SDK names it (in the payment paths); our service also answers `paymentId`, its name. */
  paymentMethodID?: string | number;
  paymentMethodType?: number;
  [field: string]: unknown;
}

export interface SalesConfig {
  checkoutRecaptchaEnabled?: boolean;
  recaptchaSiteKey?: string;
  /** -1 the checkbox captcha (v2), 0 to 1 the invisible score captcha (v3). */
  recaptchaScore?: number;
  [field: string]: unknown;
}

export interface UpgradeDowngradeStart {
  subscriptionId: number;
  newPriceCode: string;
  productChanges?: unknown;
  currentTerm?: unknown;
}

export interface UpgradeDowngradeFinish {
  sessionId: string;
  reasonCode?: string;
}

/** The retailer (Subscribe with Google) login check: the token's parsed fields, and whether to create the login. */
export interface SwgLoginCheck {
  findOrCreate?: boolean;
  [field: string]: unknown;
}

/** What the sales client needs of the identity client (sdk/identity `createIdentity` has both). */
export interface SalesIdentity {
  /** The reader's access token, or a rejection ("Missing or invalid jwt") when signed out. */
  getAccessToken(): Promise<string>;
  /** Called after every logout; answers the unsubscribe. */
  onLogout(listener: () => void): () => void;
}
