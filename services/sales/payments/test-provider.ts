/**
 * The embedded payment provider: a card processor in test mode, stateful like a real one. It keeps the cards it
 * stored, the charges it made (once per idempotency key) and the 3-D Secure challenges it asked for, whose page
 * (challenge-page.ts) the reader completes or fails. Card numbers never reach it through the sales service: the
 * browser tokenises the card at the provider's own `POST {base}/tokens` (token-route.ts, card-tokens.ts) and the
 * service hands finalize / setup only the single-use token. Test cards (README):
 *   4242424242424242 succeeds · 4000000000000002 declined · 4000000000009995 insufficient funds ·
 *   4000000000003220 requires a 3-D Secure challenge · 4000000000000341 stores fine, every later charge declined.
 */
import { randomBytes } from 'node:crypto';
import express, { type Router } from 'express';
import { cardVault, checkCard, type CardInput, type VaultCard } from './card-tokens.ts';
import { challengePage } from './challenge-page.ts';
import type { CardToken, PaymentProvider, ProviderOutcome, StoredCard } from './provider.ts';
import { tokenRoute } from './token-route.ts';

/** The test provider's number and type in the payment options (Arc's SDK types them as numbers). */
export const TEST_METHOD_ID = 1;
/** Not one of Arc's provider types: the embedded test provider's own. */
export const TEST_METHOD_TYPE = 99;

type KeptCard = StoredCard & Pick<VaultCard, 'behaviour'>;

interface Challenge {
  key: string;
  card: KeptCard;
  amountCents: number | undefined;
  currency: string;
  returnUrl: string;
  result?: 'completed' | 'failed';
}

export interface TestProvider extends PaymentProvider {
  /** The provider's own routes (3-D Secure challenge page, tokenisation), mounted by the sales router at `/test-provider`. */
  pages: Router;
  /** Tokenises a card in process, as POST /tokens does over HTTP (tests that seed cards): the token, or throws. */
  tokenize(card: CardInput): string;
  /** Every charge made, once per key: what tests count. */
  readonly charges: ReadonlyArray<{ key: string; amountCents: number; currency: string; card: string }>;
  /** How often finalize / finalize3ds reached the provider. */
  readonly calls: { finalize: number; finalize3ds: number };
}

export interface TestProviderOptions {
  /** The provider's public path, e.g. `/sales/test-provider` (challenge pages, tokens, and the token URL given to browsers). */
  base?: string;
  /** The site origins whose pages may call the tokenisation endpoint from the browser (CORS). */
  origins?: readonly string[];
}

export function testProvider({ base = '/sales/test-provider', origins = [] }: TestProviderOptions = {}): TestProvider {
  const challengeBase = `${base}/3ds`;
  const vault = cardVault();
  const cards = new Map<string, KeptCard>();
  const done = new Map<string, ProviderOutcome>();
  const challenges = new Map<string, Challenge>();
  const charges: Array<{ key: string; amountCents: number; currency: string; card: string }> = [];
  const calls = { finalize: 0, finalize3ds: 0 };

  /** Redeems the token (once) and keeps the card by a reference for later charges; declines the declining cards. */
  const store = ({ token }: CardToken): KeptCard | ProviderOutcome => {
    const card = typeof token === 'string' ? vault.redeem(token) : undefined;
    if (!card) return { status: 'failed', reason: 'the card token is unknown, expired or already used: tokenise the card again' };
    if (card.behaviour === 'declined') return { status: 'declined', reason: 'card_declined' };
    if (card.behaviour === 'no_funds') return { status: 'declined', reason: 'insufficient_funds' };
    const kept = { behaviour: card.behaviour, last4: card.last4, reference: `card_${randomBytes(12).toString('hex')}`, fingerprint: card.fingerprint };
    cards.set(kept.reference, kept);
    return kept;
  };

  /** Charges once per key (no amount: only stores the card); a retry with the same key answers the first outcome. */
  const chargeOnce = (key: string, card: KeptCard, amountCents: number | undefined, currency: string): ProviderOutcome => {
    const previous = done.get(key);
    if (previous) return previous;
    if (amountCents !== undefined) charges.push({ key, amountCents, currency, card: card.last4 });
    const outcome: ProviderOutcome = { status: 'succeeded', reference: `${amountCents === undefined ? 'seti' : 'ch'}_${randomBytes(12).toString('hex')}`, card: publicCard(card) };
    done.set(key, outcome);
    return outcome;
  };

  /** With the reader present: a challenge card asks for 3-D Secure first, every other good card is charged. */
  const attempt = (key: string, data: CardToken, amountCents: number | undefined, currency: string, returnUrl: string): ProviderOutcome => {
    const previous = done.get(key);
    if (previous) return previous;
    const card = store(data);
    if ('status' in card) return card;
    if (card.behaviour === 'challenge') {
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
    methodId: TEST_METHOD_ID,
    methodType: TEST_METHOD_TYPE,
    charges,
    calls,
    tokenize(card) {
      const checked = checkCard(card);
      if ('message' in checked) throw new Error(`test provider: ${checked.param}: ${checked.message}`);
      return vault.issue(checked.card).token;
    },
    pages: express.Router().use(tokenRoute(vault, () => origins)).use(challengePage({
      find: (reference) => {
        const c = challenges.get(reference);
        return c && { returnUrl: c.returnUrl, amountCents: c.amountCents, currency: c.currency, last4: c.card.last4, result: c.result };
      },
      decide: (reference, result) => {
        const c = challenges.get(reference);
        // Decided once: a second answer (a back button, a replayed form) changes nothing.
        if (c && !c.result) c.result = result;
      },
    })),
    async initialize() {
      // Where the browser tokenises the card (the provider's endpoint, never the sales API). No test card numbers
      // here: the README lists them, and no answer of the sales API carries a card number.
      return { clientData: { testMode: true, tokenUrl: `${base}/tokens` } };
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
      if (card.behaviour === 'later_declined') {
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
