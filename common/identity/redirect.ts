/**
 * Where a reader goes after signing in (spec section 2), and the check every such target passes first: an
 * address from the query string or storage is attacker-controlled, so only this origin's pages get through.
 */

/** Session storage key of the address to return to after signing in. */
export const REDIRECT_KEY = 'redirect-url';

export const SITE_ROOT = '/';

/** What a stored address can be read from and reset in (sessionStorage in a browser). */
export interface RedirectStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

// Browsers drop tabs and newlines from URLs and read a backslash as a slash, so "/\tevil.com" or "/\\evil.com"
// would leave the origin: any of them, or any other control character, makes a target unusable.
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f\\]|\s/;

/**
 * The target check: a relative path starting with one slash becomes an absolute address on this origin; a bare
 * slash stays; an absolute address on this origin (without user information) is kept; anything else is
 * undefined, which callers replace by the site root.
 */
export function checkTarget(target: string, origin: string): string | undefined {
  if (target === SITE_ROOT) return SITE_ROOT;
  if (target === '' || UNSAFE_CHARACTERS.test(target)) return undefined;
  if (target.startsWith('/')) {
    if (target.startsWith('//')) return undefined;
    return sameOrigin(new URL(target, origin), origin);
  }
  // Only a scheme-qualified address may be absolute: "evil.com/x" or "%2F%2Fevil.com" are neither relative paths
  // we accept nor absolute addresses on this origin.
  if (!/^https?:\/\//i.test(target) || !URL.canParse(target)) return undefined;
  return sameOrigin(new URL(target), origin);
}

function sameOrigin(url: URL, origin: string): string | undefined {
  if (url.origin !== origin || url.username !== '' || url.password !== '') return undefined;
  return url.href;
}

/** The checked target, or the site root; a refused target also resets the stored address to the root. */
export function safeTarget(target: string, origin: string, store?: RedirectStore): string {
  const checked = checkTarget(target, origin);
  if (checked !== undefined) return checked;
  store?.setItem(REDIRECT_KEY, SITE_ROOT);
  return SITE_ROOT;
}

export interface SignInTargetInput {
  /** location.search of the sign-in page. */
  search: string;
  origin: string;
  store?: RedirectStore;
  /** The logged-in page (the block's setting; /account/ by default). */
  loggedInPage: string;
}

/**
 * Where to go after signing in: the `redirect` query parameter, then the stored address, then the logged-in page;
 * `paymentMethodID` from the query is carried along; the result has passed the target check.
 */
export function signInTarget({ search, origin, store, loggedInPage }: SignInTargetInput): string {
  const query = new URLSearchParams(search);
  const chosen = query.get('redirect') || store?.getItem(REDIRECT_KEY) || loggedInPage;
  const target = safeTarget(chosen, origin, store);
  const paymentMethodID = query.get('paymentMethodID');
  if (!paymentMethodID) return target;
  const url = new URL(target, origin);
  url.searchParams.set('paymentMethodID', paymentMethodID);
  return target.startsWith('/') ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

export interface PreviousPageInput {
  /** document.referrer */
  referrer: string;
  origin: string;
  store: RedirectStore;
  /** Used for a page of the page builder itself (an editor's preview is no place to return to). */
  defaultRedirect: string;
}

/**
 * Remembers the previous page as the address to return to, when it is on this origin (only a same-origin referrer
 * is used). Its query string is kept only after a reset-password visit (it carries what that page needs).
 */
export function rememberPreviousPage({ referrer, origin, store, defaultRedirect }: PreviousPageInput): void {
  if (!referrer || !URL.canParse(referrer)) return;
  const previous = new URL(referrer);
  if (previous.origin !== origin) return;
  if (previous.pathname.includes('/pagebuilder/')) {
    store.setItem(REDIRECT_KEY, defaultRedirect);
    return;
  }
  const keepQuery = previous.pathname.includes('reset-password') || previous.searchParams.has('reset_password');
  store.setItem(REDIRECT_KEY, `${previous.pathname}${keepQuery ? previous.search : ''}`);
}
