/**
 * The payment provider's client side: the card goes from the browser to the provider's own tokenisation endpoint,
 * named by the payment's initialisation (`clientData.tokenUrl`), and only the single-use token it answers goes to
 * the sales API (finalizePayment / finalizePaymentUpdate `{ token }`, as Arc's SDK sends it). The sales service never
 * sees a card number (PCI DSS SAQ A). No credentials go with the card: the provider has no use for the site's
 * cookies or the reader's access token.
 */
import type { FetchLike } from '../identity/types.ts';
import { SalesSdkError } from './errors.ts';

/** The card as the reader typed it. */
export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export const TOKEN_TEXTS = {
  noTokenUrl: 'The payment option gives no card tokenisation address: initialise the payment first',
  failed: 'The card could not be tokenised',
} as const;

/** `tokenizeCard(initialized, card)`: the token for the card, from the provider named by the initialised payment. */
export function cardTokenizer(apiOrigin: string, fetchImpl: FetchLike) {
  return async (initialized: unknown, card: CardDetails): Promise<string> => {
    const tokenUrl = (initialized as { clientData?: { tokenUrl?: unknown } } | null | undefined)?.clientData?.tokenUrl;
    if (typeof tokenUrl !== 'string' || tokenUrl === '') throw new SalesSdkError('sdk.no-token-url', TOKEN_TEXTS.noTokenUrl);
    const res = await fetchImpl(new URL(tokenUrl, apiOrigin).toString(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ number: card.number.replace(/[\s-]/g, ''), expMonth: card.expMonth, expYear: card.expYear, cvc: card.cvc }),
      credentials: 'omit',
      cache: 'no-store',
    });
    const answer = (await res.json().catch(() => ({}))) as { id?: unknown; code?: unknown; message?: unknown };
    if (res.ok && typeof answer.id === 'string') return answer.id;
    // The provider's own words (which field, why), never the card.
    throw new SalesSdkError(typeof answer.code === 'string' ? answer.code : 'sdk.card-token', typeof answer.message === 'string' ? answer.message : TOKEN_TEXTS.failed);
  };
}
