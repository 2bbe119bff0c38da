/**
 * Which sign-in buttons show (spec section 6: only configured providers) and where a reader goes after signing in
 * with one (spec section 2: redirectURL, or the previous page of this site when redirectToPreviousPage is on).
 */
import { configuredProviders, type IdentityConfig } from '../../sdk/identity/index.ts';

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

/** A path on this site, or undefined: an editor's value that is not one is not followed. */
function sitePath(value: string | undefined): string | undefined {
  return value && /^\/(?![/\\])/.test(value) && !/[\u0000-\u001f\\]/.test(value) ? value : undefined;
}

/**
 * The address after a successful sign-in: the previous page when it was on this origin (and is not this page),
 * else the editor's redirect URL (default /account/). Anything on another origin is never followed.
 */
export function afterSignIn(opts: { redirectURL?: string; redirectToPreviousPage?: boolean; referrer: string; location: string }): string {
  const fallback = sitePath(opts.redirectURL) ?? SOCIAL_DEFAULTS.redirectURL;
  if (opts.redirectToPreviousPage === false || !opts.referrer) return fallback;
  try {
    const here = new URL(opts.location);
    const previous = new URL(opts.referrer, here);
    if (previous.origin !== here.origin || previous.pathname === here.pathname) return fallback;
    return previous.pathname + previous.search + previous.hash;
  } catch {
    return fallback;
  }
}
