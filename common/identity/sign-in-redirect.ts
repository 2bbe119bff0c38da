/**
 * Where a signed-out reader of an account page goes (spec section 2): redirectURL (checked: never off the site;
 * default /account/login/), carrying this page as the `redirect` parameter so the sign-in brings them back.
 * Shared by every account page: the identity's account page and the sales account pages.
 */
import { checkTarget } from './redirect.ts';

export const ACCOUNT_DEFAULTS = { redirectURL: '/account/login/' } as const;

export function signInRedirect(redirectURL: string | undefined, here: { origin: string; pathname: string }): string {
  const target = checkTarget(redirectURL || ACCOUNT_DEFAULTS.redirectURL, here.origin) ?? checkTarget(ACCOUNT_DEFAULTS.redirectURL, here.origin)!;
  const url = new URL(target, here.origin);
  if (!url.searchParams.has('redirect')) url.searchParams.set('redirect', here.pathname);
  return `${url.pathname}${url.search}${url.hash}`;
}
