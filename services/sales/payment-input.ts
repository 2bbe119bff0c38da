/** What a payment step reads from its body (checkout and payment-method updates alike): the card token, the return page. */
import type { Body } from '../identity/body.ts';
import type { SalesContext } from './context.ts';
import { errors } from './errors.ts';
import { isLocalPath } from './payments/challenge-page.ts';
import type { CardToken } from './payments/provider.ts';

/**
 * The card's single-use token from the payment provider (`token`, as Arc's SDK sends it). Card numbers are never
 * taken here (PCI DSS SAQ A): a body with a `card` is refused before anything else reads it.
 */
export function readCardToken(body: Body): CardToken {
  refuseCard(body);
  const token = body.token;
  if (typeof token !== 'string' || token.length === 0) throw errors.badRequest('token must be the payment provider\'s card token (tokenise the card with the provider first)');
  if (!/^tok_[\w-]{8,100}$/.test(token)) throw errors.badRequest('token is not a card token of this payment provider (tok_...)');
  return { token };
}

/** Every payment step refuses card data: the provider tokenises cards, this service never sees their numbers. */
export function refuseCard(body: Body): void {
  if (body.card !== undefined) throw errors.badRequest('card is not accepted: cards are tokenised by the payment provider; send its token instead');
}

/**
 * Where the 3-D Secure challenge sends the reader back: `returnUrl`, a path on this site or an address on its public
 * origin, kept as a path; anything else is refused here rather than redirected to later (no open redirect).
 */
export function returnPath(ctx: SalesContext, body: Body): string {
  const value = body.returnUrl;
  if (value === undefined || value === null) return '/';
  if (typeof value !== 'string' || value.length > 2000) throw errors.badRequest('returnUrl must be text of at most 2000 characters');
  let url: URL;
  try {
    url = new URL(value, ctx.config.publicOrigin);
  } catch {
    throw errors.badRequest('returnUrl must be an address');
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin !== new URL(ctx.config.publicOrigin).origin || !isLocalPath(path) || (!value.startsWith('/') && !/^https?:/i.test(value)) || /^\/[/\\]/.test(value)) {
    throw errors.badRequest(`returnUrl must be a page of ${ctx.config.publicOrigin}`);
  }
  return path;
}
