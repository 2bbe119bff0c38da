/** What a payment step reads from its body (checkout and payment-method updates alike): the card, the return page. */
import type { Body } from '../identity/body.ts';
import type { SalesContext } from './context.ts';
import { errors } from './errors.ts';
import { isLocalPath } from './payments/challenge-page.ts';
import type { CardData } from './payments/provider.ts';

export function readCard(body: Body): CardData {
  const card = body.card;
  if (card === null || typeof card !== 'object' || Array.isArray(card)) throw errors.badRequest('card must be an object with number, expMonth, expYear and cvc');
  const c = card as Body;
  const number = typeof c.number === 'string' ? c.number.replace(/[\s-]/g, '') : '';
  if (!/^\d{12,19}$/.test(number)) throw errors.badRequest('card.number must be 12 to 19 digits');
  const month = c.expMonth;
  const year = c.expYear;
  if (!Number.isInteger(month) || (month as number) < 1 || (month as number) > 12) throw errors.badRequest('card.expMonth must be a month number from 1 to 12');
  if (!Number.isInteger(year) || (year as number) < 2000 || (year as number) > 2100) throw errors.badRequest('card.expYear must be a four-digit year');
  if (typeof c.cvc !== 'string' || !/^\d{3,4}$/.test(c.cvc)) throw errors.badRequest('card.cvc must be 3 or 4 digits');
  return { number, expMonth: month as number, expYear: year as number, cvc: c.cvc, name: typeof c.name === 'string' ? c.name.slice(0, 100) : undefined };
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
