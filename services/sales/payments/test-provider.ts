/**
 * The embedded payment provider: a card processor in test mode, stateful like a real one. It keeps the cards it
 * stored, the charges it made (once per idempotency key) and the 3-D Secure challenges it asked for, whose page
 * (challenge-page.ts) the reader completes or fails. Test cards (README):
 *   4242424242424242 succeeds · 4000000000000002 declined · 4000000000009995 insufficient funds ·
 *   4000000000003220 requires a 3-D Secure challenge · 4000000000000341 stores fine, every later charge declined.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Router } from 'express';
import { challengePage } from './challenge-page.ts';
import type { CardData, PaymentProvider, ProviderOutcome, StoredCard } from './provider.ts';

const SUCCEEDS = '4242424242424242';
const DECLINED = '4000000000000002';
const NO_FUNDS = '4000000000009995';
const CHALLENGE = '4000000000003220';
const LATER_DECLINED = '4000000000000341';
const KNOWN = new Set([SUCCEEDS, DECLINED, NO_FUNDS, CHALLENGE, LATER_DECLINED]);

interface Challenge {
  key: string;
  card: StoredCard & { number: string };
  amountCents: number | undefined;
  currency: string;
  returnUrl: string;
  result?: 'completed' | 'failed';
}

export interface TestProvider extends PaymentProvider {
  /** The challenge page's routes, mounted by the sales router at `/test-provider`. */
  pages: Router;
  /** Every charge made, once per key: what tests count. */
  readonly charges: ReadonlyArray<{ key: string; amountCents: number; currency: string; card: string }>;
  /** How often finalize / finalize3ds reached the provider. */
  readonly calls: { finalize: number; finalize3ds: number };
}

/** `challengeBase`: the public path of the challenge page, e.g. `/sales/test-provider/3ds`. */
export function testProvider(challengeBase = '/sales/test-provider/3ds'): TestProvider {
  const cards = new Map<string, StoredCard & { number: string }>();
  const done = new Map<string, ProviderOutcome>();
  const challenges = new Map<string, Challenge>();
  const charges: Array<{ key: string; amountCents: number; currency: string; card: string }> = [];
  const calls = { finalize: 0, finalize3ds: 0 };

  const store = (data: CardData): StoredCard & { number: string } | ProviderOutcome => {
    const number = data.number.replace(/[\s-]/g, '');
    if (!/^\d{12,19}$/.test(number)) return { status: 'failed', reason: 'the card number is not valid' };
    if (!KNOWN.has(number)) return { status: 'failed', reason: 'this is not a test card (see the README for the test cards)' };
    const expiry = new Date(Date.UTC(data.expYear, data.expMonth, 1));
    if (!(data.expMonth >= 1 && data.expMonth <= 12) || expiry.getTime() <= Date.now()) return { status: 'failed', reason: 'the card has expired' };
    if (!/^\d{3,4}$/.test(data.cvc)) return { status: 'failed', reason: 'the security code is not valid' };
    if (number === DECLINED) return { status: 'declined', reason: 'card_declined' };
    if (number === NO_FUNDS) return { status: 'declined', reason: 'insufficient_funds' };
    const fingerprint = createHash('sha256').update(`test-provider:${number}`).digest('hex');
    const card = { number, last4: number.slice(-4), reference: `card_${randomBytes(12).toString('hex')}`, fingerprint };
    cards.set(card.reference, card);
    return card;
  };

  /** Charges once per key (no amount: only stores the card); a retry with the same key answers the first outcome. */
  const chargeOnce = (key: string, card: StoredCard & { number: string }, amountCents: number | undefined, currency: string): ProviderOutcome => {
    const previous = done.get(key);
    if (previous) return previous;
    if (amountCents !== undefined) charges.push({ key, amountCents, currency, card: card.last4 });
    const outcome: ProviderOutcome = { status: 'succeeded', reference: `${amountCents === undefined ? 'seti' : 'ch'}_${randomBytes(12).toString('hex')}`, card: publicCard(card) };
    done.set(key, outcome);
    return outcome;
  };

  /** With the reader present: a challenge card asks for 3-D Secure first, every other good card is charged. */
  const attempt = (key: string, data: CardData, amountCents: number | undefined, currency: string, returnUrl: string): ProviderOutcome => {
    const previous = done.get(key);
    if (previous) return previous;
    const card = store(data);
    if ('status' in card) return card;
    if (card.number === CHALLENGE) {
      const reference = `3ds_${randomBytes(16).toString('base64url')}`;
      challenges.set(reference, { key, card, amountCents, currency, returnUrl });
      return { status: 'requires_3ds', reference, challengeUrl: `${challengeBase}/${encodeURIComponent(reference)}` };
    }
    return chargeOnce(key, card, amountCents, currency);
  };

  const afterChallenge = (key: string, reference: string): ProviderOutcome => {
    const challenge = challenges.get(reference);
    if (!challenge || challenge.key !== key) return { status: 'failed', reason: 'no such 3-D Secure challenge' };
    if (!challenge.result) return { status: 'requires_3ds', reference, challengeUrl: `${challengeBase}/${encodeURIComponent(reference)}` };
    if (challenge.result === 'failed') return { status: 'declined', reason: 'card_declined' };
    return chargeOnce(key, challenge.card, challenge.amountCents, challenge.currency);
  };

  return {
    name: 'test-card',
    label: { en: 'Card (test mode)', mi: 'Kāri (aratau whakamātau)' },
    charges,
    calls,
    pages: challengePage({
      find: (reference) => {
        const c = challenges.get(reference);
        return c && { returnUrl: c.returnUrl, amountCents: c.amountCents, currency: c.currency, last4: c.card.last4, result: c.result };
      },
      decide: (reference, result) => {
        const c = challenges.get(reference);
        // Decided once: a second answer (a back button, a replayed form) changes nothing.
        if (c && !c.result) c.result = result;
      },
    }),
    async initialize() {
      return { clientData: { testMode: true, testCards: [SUCCEEDS, DECLINED, NO_FUNDS, CHALLENGE, LATER_DECLINED] } };
    },
    async finalize(payment, card, returnUrl) {
      calls.finalize++;
      return attempt(payment.id, card, payment.amountCents, payment.currency, returnUrl);
    },
    async finalize3ds(payment, { reference }) {
      calls.finalize3ds++;
      return afterChallenge(payment.id, reference);
    },
    async charge(stored, { amountCents, currency, key }) {
      const previous = done.get(key);
      if (previous) return previous;
      const card = cards.get(stored.reference);
      if (!card) return { status: 'failed', reason: 'no such stored card' };
      if (card.number === LATER_DECLINED) {
        const outcome: ProviderOutcome = { status: 'declined', reason: 'card_declined' };
        done.set(key, outcome);
        return outcome;
      }
      return chargeOnce(key, card, amountCents, currency);
    },
    async setup(key, card, returnUrl) {
      return attempt(key, card, undefined, 'NZD', returnUrl);
    },
  };
}

const publicCard = ({ last4, reference, fingerprint }: StoredCard): StoredCard => ({ last4, reference, fingerprint });
