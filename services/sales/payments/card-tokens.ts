/**
 * The test provider's card vault: what a real provider (Stripe, Adyen, Spreedly) does on its own origin so that card
 * numbers never reach the merchant (PCI DSS SAQ A). The browser sends the card here and gets a single-use opaque
 * token; the vault keeps only what the provider needs to act on it later (the test card's behaviour, brand, last
 * four digits, expiry, a fingerprint), never the number or the security code, and forgets the token once redeemed
 * or after TOKEN_TTL_MS. A token is a card token, not a payment token: it pays any amount in any currency, once.
 */
import { createHash, randomBytes } from 'node:crypto';

export const TOKEN_TTL_MS = 15 * 60 * 1000;

/** What each test card does (README's test-card table). */
export type Behaviour = 'succeeds' | 'declined' | 'no_funds' | 'challenge' | 'later_declined';
export const TEST_CARDS: Record<string, Behaviour> = {
  '4242424242424242': 'succeeds',
  '4000000000000002': 'declined',
  '4000000000009995': 'no_funds',
  '4000000000003220': 'challenge',
  '4000000000000341': 'later_declined',
};

/** A card as the provider keeps it behind a token. */
export interface VaultCard {
  behaviour: Behaviour;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  /** Same card, same fingerprint (a keyed hash, not the number). */
  fingerprint: string;
}

export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** The Luhn check digit test every card number passes. */
export function luhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

const brandOf = (number: string) => (number.startsWith('4') ? 'visa' : /^5[1-5]/.test(number) ? 'mastercard' : /^3[47]/.test(number) ? 'amex' : 'unknown');

/** Checks a card as typed (field, then why): the vault's card, or the field at fault and a precise message. */
export function checkCard(input: unknown, now = Date.now()): { card: VaultCard } | { param: string; message: string } {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return { param: 'card', message: 'the card must be an object with number, expMonth, expYear and cvc' };
  const c = input as Record<string, unknown>;
  const number = typeof c.number === 'string' ? c.number.replace(/[\s-]/g, '') : '';
  if (!/^\d{12,19}$/.test(number)) return { param: 'number', message: 'the card number must be 12 to 19 digits' };
  if (!luhn(number)) return { param: 'number', message: 'the card number is not valid (check digit)' };
  const { expMonth, expYear, cvc } = c;
  if (!Number.isInteger(expMonth) || (expMonth as number) < 1 || (expMonth as number) > 12) return { param: 'expMonth', message: 'expMonth must be a month number from 1 to 12' };
  if (!Number.isInteger(expYear) || (expYear as number) < 2000 || (expYear as number) > 2100) return { param: 'expYear', message: 'expYear must be a four-digit year' };
  if (Date.UTC(expYear as number, expMonth as number, 1) <= now) return { param: 'expYear', message: 'the card has expired' };
  if (typeof cvc !== 'string' || !/^\d{3,4}$/.test(cvc)) return { param: 'cvc', message: 'the security code must be 3 or 4 digits' };
  const behaviour = TEST_CARDS[number];
  if (!behaviour) return { param: 'number', message: 'this is not a test card (see the README for the test cards)' };
  const fingerprint = createHash('sha256').update(`test-provider:${number}`).digest('hex');
  return { card: { behaviour, brand: brandOf(number), last4: number.slice(-4), expMonth: expMonth as number, expYear: expYear as number, fingerprint } };
}

export interface CardVault {
  /** A new single-use token for the card. */
  issue(card: VaultCard): { token: string; expiresAt: Date };
  /** The token's card, once: a second redeem, an unknown or an expired token answers undefined. */
  redeem(token: string): VaultCard | undefined;
}

export function cardVault(now: () => number = Date.now): CardVault {
  const tokens = new Map<string, { card: VaultCard; expiresAt: number }>();
  const sweep = () => {
    const t = now();
    for (const [token, entry] of tokens) if (entry.expiresAt <= t) tokens.delete(token);
  };
  return {
    issue(card) {
      sweep();
      const token = `tok_${randomBytes(18).toString('base64url')}`;
      const expiresAt = now() + TOKEN_TTL_MS;
      tokens.set(token, { card, expiresAt });
      return { token, expiresAt: new Date(expiresAt) };
    },
    redeem(token) {
      const entry = tokens.get(token);
      tokens.delete(token);
      if (!entry || entry.expiresAt <= now()) return undefined;
      return entry.card;
    },
  };
}
