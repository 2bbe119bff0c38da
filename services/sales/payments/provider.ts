// STAND-IN until i-sales-core merges: the payment provider port and a tiny test card processor, only as much of
// them as the subscription side calls (card setup for payment-method updates, charges for renewals and upgrades).
import { randomBytes } from 'node:crypto';
import { digest } from '../../identity/tokens.ts';

export interface ProviderPayment { id: string; amountCents: number }
export type CardOutcome =
  | { status: 'succeeded'; cardToken: string; cardLast4: string }
  | { status: 'requires_3ds'; challengeUrl: string }
  | { status: 'declined' | 'insufficient_funds'; message: string };
export type ChargeOutcome = { status: 'succeeded'; chargeId: string } | { status: 'declined' | 'insufficient_funds'; message: string };

export interface PaymentProvider {
  name: string;
  initialize(payment: ProviderPayment): Promise<{ parameters: Record<string, string> }>;
  finalize(payment: ProviderPayment, card: { cardNumber: string }): Promise<CardOutcome>;
  finalize3ds(payment: ProviderPayment): Promise<CardOutcome>;
  charge(paymentMethod: { id: string; card_token_hash: string }, amountCents: number): Promise<ChargeOutcome>;
}

const REFUSED = { '4000000000000002': 'declined', '4000000000009995': 'insufficient_funds' } as const;

export function createTestProvider() {
  const cards = new Map<string, string>();
  const challenges = new Map<string, { card: string; passed?: boolean }>();
  const charges: Array<{ paymentMethodId: string; amountCents: number }> = [];
  const vault = (card: string) => {
    const cardToken = randomBytes(16).toString('hex');
    cards.set(digest(cardToken), card);
    return { status: 'succeeded' as const, cardToken, cardLast4: card.slice(-4) };
  };
  const refusal = (card: string) => {
    const status = REFUSED[card as keyof typeof REFUSED];
    return status ? { status, message: status === 'declined' ? 'Your card was declined' : 'Your card has insufficient funds' } : undefined;
  };
  const provider = {
    name: 'test',
    charges,
    /** The test's own hand in the challenge page: passes or fails a payment's 3-D Secure challenge. */
    completeChallenge(paymentId: string, passed: boolean) {
      const c = challenges.get(paymentId);
      if (c) c.passed = passed;
    },
    /** A stored card's token, as a finished setup leaves it (for seeding subscriptions in tests). */
    vault,
    async initialize() {
      return { parameters: { publishableKey: 'test' } };
    },
    async finalize(payment, { cardNumber }) {
      const refused = refusal(cardNumber);
      if (refused) return refused;
      if (cardNumber === '4000000000003220') {
        challenges.set(payment.id, { card: cardNumber });
        return { status: 'requires_3ds', challengeUrl: `/sales/test-provider/3ds/${payment.id}` };
      }
      if (!/^\d{16}$/.test(cardNumber)) return { status: 'declined', message: 'Your card number is incorrect' };
      return vault(cardNumber);
    },
    async finalize3ds(payment) {
      const c = challenges.get(payment.id);
      if (!c?.passed) return { status: 'declined', message: 'The 3-D Secure challenge was not passed' };
      challenges.delete(payment.id);
      return vault(c.card);
    },
    async charge(method, amountCents) {
      const card = cards.get(method.card_token_hash);
      const refused = card ? refusal(card) : { status: 'declined' as const, message: 'Unknown card' };
      if (refused) return refused;
      charges.push({ paymentMethodId: method.id, amountCents });
      return { status: 'succeeded', chargeId: `ch_${randomBytes(8).toString('hex')}` };
    },
  } satisfies PaymentProvider & Record<string, unknown>;
  return provider;
}
