/**
 * What the account header shows (spec section 2): nothing until identity is initialised; the Account menu for a
 * signed-in reader whose profile loaded; otherwise Sign up and Log in. A profile that fails to load counts as
 * signed out, so a broken session never leaves the reader without a way to log in again.
 */
export const ACCOUNT_HEADER_DEFAULTS = {
  signUpURL: '/account/signup/',
  loginURL: '/account/login/',
  manageAccountURL: '/account/',
  logoutURL: '/',
} as const;

export type AccountView = { kind: 'initialising' } | { kind: 'signedOut' } | { kind: 'signedIn'; email: string };

export const INITIALISING: AccountView = { kind: 'initialising' };
export const SIGNED_OUT: AccountView = { kind: 'signedOut' };

/** An editor's path, or the default when it is not a same-origin path (a stored config predating the pattern). */
export function sitePath(value: string | undefined, fallback: string): string {
  return value && /^\/(?![/\\])/.test(value) ? value : fallback;
}
