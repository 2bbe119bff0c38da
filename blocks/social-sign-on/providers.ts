/**
 * Which sign-in buttons show (spec section 6: only configured providers) and where a reader goes after signing in
 * with one (spec section 2: redirectURL, or the previous page of this site when redirectToPreviousPage is on).
 */
import { configuredProviders, type IdentityConfig } from '../../sdk/identity/index.ts';
import type { PolicyOrigins } from '../../engine/index.ts';
import { rememberPreviousPage, safeTarget, signInTarget, type RedirectStore } from '../../common/identity/redirect.ts';

export const SOCIAL_DEFAULTS = { redirectURL: '/account/', redirectToPreviousPage: true } as const;

export type SignInButton = { kind: 'google' | 'facebook' | 'apple' } | { kind: 'oidc'; name: string };

/**
 * Google, Facebook and Apple as the SDK decides from their ids; then each generic OpenID provider the service
 * signs readers in with (`oidcProviders`, by name; `oidcClients` are the sites this one is the provider for).
 */
export function signInButtons(config: IdentityConfig): SignInButton[] {
  const social: SignInButton[] = configuredProviders(config).map((kind) => ({ kind }));
  const oidc = Array.isArray(config.oidcProviders) ? config.oidcProviders : [];
  const named = oidc
    .map((p) => (p && typeof (p as { name?: unknown }).name === 'string' ? (p as { name: string }).name : ''))
    .filter((name) => /^[A-Za-z0-9._-]{1,64}$/.test(name));
  return [...social, ...named.map((name) => ({ kind: 'oidc' as const, name }))];
}

/**
 * The address after a successful sign-in, by the kit's redirect rules (spec section 2): with redirectToPreviousPage
 * (default), the `redirect` query parameter, then the remembered previous page of this site, then redirectURL;
 * without it, redirectURL alone. Every target passes the kit's check: nothing leaves the origin.
 */
export function afterSignIn(opts: { redirectURL?: string; redirectToPreviousPage?: boolean; search: string; origin: string; store?: RedirectStore }): string {
  const loggedInPage = opts.redirectURL || SOCIAL_DEFAULTS.redirectURL;
  if (opts.redirectToPreviousPage === false) return safeTarget(loggedInPage, opts.origin, opts.store);
  return signInTarget({ search: opts.search, origin: opts.origin, store: opts.store, loggedInPage });
}

/**
 * Remembers the page the reader came from (a same-origin referrer only), for afterSignIn, under the login form's
 * rules so the two blocks on one page agree: not after a password reset (the login page's `reset_password`), and
 * never this page itself.
 */
export function rememberReferrer(opts: { redirectURL?: string; referrer: string; location: string; store?: RedirectStore }): void {
  if (!opts.store) return;
  const here = new URL(opts.location);
  if (here.searchParams.has('reset_password') || opts.referrer.startsWith(here.origin + here.pathname)) return;
  rememberPreviousPage({ referrer: opts.referrer, origin: here.origin, store: opts.store, defaultRedirect: opts.redirectURL || SOCIAL_DEFAULTS.redirectURL });
}

/** sessionStorage, or nothing where the browser blocks it. */
export function sessionStore(): RedirectStore | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * What Google's and Facebook's sign-in need beyond their scripts (which the policy's strict-dynamic already lets our
 * code load): their frames and calls. A site lists the providers its identity service configures in the site
 * property `identitySocialProviders` (e.g. ["google", "facebook"]); none by default, so no page allows them.
 */
const PROVIDER_ORIGINS: Record<string, PolicyOrigins> = {
  google: { 'frame-src': ['https://accounts.google.com'], 'connect-src': ['https://accounts.google.com'] },
  facebook: { 'frame-src': ['https://www.facebook.com', 'https://web.facebook.com'], 'connect-src': ['https://graph.facebook.com'], 'img-src': ['https://www.facebook.com'] },
};

export function socialPolicyOrigins(siteProperties: Record<string, unknown>): PolicyOrigins | undefined {
  const listed = Array.isArray(siteProperties.identitySocialProviders) ? siteProperties.identitySocialProviders : [];
  const merged: Record<string, string[]> = {};
  for (const name of listed) {
    for (const [directive, origins] of Object.entries(PROVIDER_ORIGINS[String(name)] ?? {})) {
      merged[directive] = [...new Set([...(merged[directive] ?? []), ...(origins ?? [])])];
    }
  }
  return Object.keys(merged).length ? (merged as PolicyOrigins) : undefined;
}
