/**
 * The payment provider port: what the sales service asks of a card processor. The service keeps the money state
 * (payments, orders, subscriptions); a provider only answers what happened to one attempt. Every call names the
 * service's own payment id, which a real processor takes as its idempotency key, so a retried call never charges twice.
 */

/**
 * The card as the service sees it: the provider's single-use token, made by the browser at the provider's own
 * endpoint (PCI DSS SAQ A: card numbers never reach the merchant). The provider redeems it once.
 */
export interface CardToken {
  token: string;
}

/** One attempt to take an order's money, as the service keeps it. */
export interface ProviderPayment {
  /** The service's payment id: the idempotency key of every call about it. */
  id: string;
  orderNumber: string;
  amountCents: number;
  currency: string;
}

/** A card the provider keeps for later charges (renewals, payment-method updates). */
export interface StoredCard {
  last4: string;
  /** The provider's reference to charge it with. */
  reference: string;
  /** Same card, same fingerprint: lets the service recognise a card it already stores. */
  fingerprint: string;
}

export type ProviderOutcome =
  | { status: 'succeeded'; reference: string; card: StoredCard }
  /** The reader must pass a challenge at `challengeUrl`, which sends them back to `returnUrl`. */
  | { status: 'requires_3ds'; reference: string; challengeUrl: string }
  | { status: 'declined'; reason: 'card_declined' | 'insufficient_funds' }
  | { status: 'failed'; reason: string };

export interface PaymentProvider {
  /** The payment option's id (GET /checkout/payment/options), the `{paymentId}` of the checkout paths. */
  readonly name: string;
  /** Bilingual label of the option. */
  readonly label: { en: string; mi: string };
  /** The option's number and provider type as Arc's SDK types them (`paymentMethodID`, `paymentMethodType`); also accepted as `{paymentId}`. */
  readonly methodId: number;
  readonly methodType: number;
  /** Starts a payment: what the browser needs to tokenise the card (the test provider: its `tokenUrl`). */
  initialize(payment: ProviderPayment): Promise<{ clientData: Record<string, unknown> }>;
  /** Redeems the token and charges its card for the payment, or asks for a 3-D Secure challenge that returns the reader to `returnUrl`. */
  finalize(payment: ProviderPayment, card: CardToken, returnUrl: string): Promise<ProviderOutcome>;
  /** After the challenge: the provider's own record of it decides, never what the browser says. */
  finalize3ds(payment: ProviderPayment, challenge: { reference: string }): Promise<ProviderOutcome>;
  /** Charges a stored card without the reader (renewals); `key` makes a retry of the same charge a no-op. */
  charge(card: Pick<StoredCard, 'reference'>, amount: { amountCents: number; currency: string; key: string }): Promise<ProviderOutcome>;
  /** Stores a card for later without charging it (payment-method updates); may ask for a challenge like finalize. */
  setup(key: string, card: CardToken, returnUrl: string): Promise<ProviderOutcome>;
}
