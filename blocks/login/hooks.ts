/**
 * The login page's two other ways in (spec section 2):
 * - OIDC mode: the address carries `client_id` and `response_type=code` (this site is the identity provider of
 *   another app); a signed-in reader goes through the OIDC login flow instead of to the redirect target.
 * - Social completion: a provider (Apple-style) returns to the login page with `code` and `state`.
 * Each is called with the page's client and the query; a hook left unset means the mode is not offered, and the
 * page behaves as a plain login page. A failure is the caller's to show.
 */
import { oidcCompletion, oidcLoginParams, type IdentityClient } from '../../sdk/identity/index.ts';

export interface LoginHooks {
  /** OIDC mode, once the reader is signed in (already, or by this form): continue the provider's flow. */
  continueOidcLogin?: (client: IdentityClient, query: URLSearchParams) => Promise<void>;
  /** `code` + `state` in the address: complete the social or OIDC sign-in, then go to `target`. */
  completeSocialSignIn?: (client: IdentityClient, query: URLSearchParams, target: string) => Promise<void>;
}

export const loginHooks: LoginHooks = {
  // The API refuses an unknown client or an inexact redirect_uri with a 400: the reader then stays on this page.
  async continueOidcLogin(client, query) {
    const params = oidcLoginParams(query);
    if (params) window.location.assign(await client.oidcProviderLogin(params));
  },
  async completeSocialSignIn(client, query, target) {
    const answer = oidcCompletion(query);
    if (!answer) return;
    await client.completeOIDC(answer.code, answer.state, { iss: answer.iss });
    window.location.assign(target);
  },
};

export const isOidcMode = (query: URLSearchParams) => query.has('client_id') && query.get('response_type') === 'code';
export const isSocialReturn = (query: URLSearchParams) => query.has('code') && query.has('state');
/** A provider's error answer (RFC 6749 4.1.2.1: error and state, no code); never in OIDC mode, whose state is the client's. */
export const isFailedSocialReturn = (query: URLSearchParams) => query.has('error') && query.has('state') && !query.has('code') && !isOidcMode(query);

const prompts = (query: URLSearchParams) => (query.get('prompt') ?? '').split(' ');
/** prompt=login asks for a new sign-in: the form is shown even to a signed-in reader (the provider checks it is new). */
export const wantsNewSignIn = (query: URLSearchParams) => isOidcMode(query) && prompts(query).includes('login');
/** prompt=none allows no page: the provider answers the client at once, signed in or not (a code, or login_required). */
export const isSilentOidc = (query: URLSearchParams) => isOidcMode(query) && query.get('prompt') === 'none';
/** The provider's answer when the client asks for a newer sign-in than the reader's (prompt=login, max_age). */
export const isSignInAgain = (error: unknown) => (error as { code?: unknown } | undefined)?.code === '400008';
