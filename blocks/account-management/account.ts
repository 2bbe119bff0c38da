/**
 * The account page's rules (spec sections 2, 4 and 8), apart from React: loading it, where a reader who is not
 * signed in goes, which identities are which, and which message an error shows.
 */
import type { IdentityClient, UserProfile } from '../../sdk/identity/index.ts';
export { ACCOUNT_DEFAULTS, signInRedirect } from '../../common/identity/sign-in-redirect.ts';

export type AccountState =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'error' }
  | { status: 'ready'; profile: UserProfile };

/** Loading, then signed out (to be redirected) or signed in with the profile; a profile that fails to load is an error. */
export async function loadAccount(client: Pick<IdentityClient, 'isLoggedIn' | 'getUserProfile'>): Promise<AccountState> {
  let loggedIn: boolean;
  try {
    loggedIn = await client.isLoggedIn();
  } catch {
    loggedIn = false;
  }
  if (!loggedIn) return { status: 'signedOut' };
  try {
    return { status: 'ready', profile: await client.getUserProfile({ forceRefresh: true }) };
  } catch {
    return { status: 'error' };
  }
}

export const PASSWORD_TYPE = 'Password';

export const hasPassword = (profile: UserProfile) => (profile.identities ?? []).some((i) => i.type === PASSWORD_TYPE);

/** The connected social and OpenID identities (every kind but the password). */
export const socialIdentities = (profile: UserProfile) => (profile.identities ?? []).filter((i) => i.type !== PASSWORD_TYPE);

export interface AccountError {
  key: string;
  at: 'form' | 'captcha';
}

const codeOf = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' || typeof code === 'number' ? String(code) : '';
};

/**
 * The service's answer to a sensitive change from a session signed in too long ago (adding a password; changing the
 * email or deleting the account without the current password).
 */
export const SIGN_IN_AGAIN_CODE = '400008';
/** The service's answer to a current password that is not the account's. */
export const WRONG_PASSWORD_CODE = '400007';

/**
 * Spec section 8, account page: 300044 the social-unlink error; 130001 captcha invalid and 010122 captcha token
 * required, both at the captcha; a sign-in too old for the change, the sign-in-again message; a wrong current
 * password, its own message; anything else the section's own failure (update-email, update-password) or
 * something-went-wrong.
 */
export function accountError(error: unknown, fallback: 'update-email-error' | 'update-password-error' | 'error-something-went-wrong'): AccountError {
  const code = codeOf(error);
  if (code === '300044') return { key: 'social-unlink-error', at: 'form' };
  if (code === '130001') return { key: 'error-captcha-invalid', at: 'captcha' };
  if (code === '010122' || code === '10122') return { key: 'captcha-required', at: 'captcha' };
  if (code === SIGN_IN_AGAIN_CODE) return { key: 'sign-in-again', at: 'form' };
  if (code === WRONG_PASSWORD_CODE) return { key: 'current-password-wrong', at: 'form' };
  return { key: fallback, at: 'form' };
}

/**
 * The errors of a change that needs a fresh re-authentication (the email, the deletion): a sign-in too old, the
 * message for such a change (not the one about adding a password); an address another account has, its own.
 */
export function sensitiveChangeError(error: unknown, fallback: 'update-email-error' | 'error-something-went-wrong'): AccountError {
  const found = accountError(error, fallback);
  if (found.key === 'sign-in-again') return { key: 'change-sign-in-again', at: 'form' };
  if (codeOf(error) === '300039') return { key: 'email-taken', at: 'form' };
  return found;
}

/** The nonce a mailed link brought in the page's address (the query parameter `param`), if any. */
export function linkNonce(param: string, href: string): string | undefined {
  return new URL(href).searchParams.get(param) || undefined;
}

/** Takes a used (or refused) nonce out of the address bar, so a reload does not try it again. */
export function forgetLinkNonce(param: string, win: { location: { href: string }; history: { state: unknown; replaceState(state: unknown, unused: string, url: string): void } }): void {
  const url = new URL(win.location.href);
  if (!url.searchParams.has(param)) return;
  url.searchParams.delete(param);
  win.history.replaceState(win.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/** A form's values, submitted only when the browser's validation passes (spec section 4); undefined otherwise. */
export function validValues(form: HTMLFormElement): FormData | undefined {
  // checkValidity fires `invalid` on each failing field: the kit's fields show their messages.
  if (!form.checkValidity()) {
    form.querySelector<HTMLElement>(':invalid')?.focus();
    return undefined;
  }
  return new FormData(form);
}

/** The GDPR report as a file the reader downloads. */
export function reportFile(report: unknown): Blob {
  return new Blob([JSON.stringify(report, null, 2)], { type: 'application/json' });
}
