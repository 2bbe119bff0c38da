/**
 * OpenID Connect on the login page (spec sections 2, 3 and 7): completing a sign-in an outside provider sent the
 * browser back from (code and state), and the site as a provider, handing a signed-in reader's code to a client.
 */
import type { Deps } from './client.ts';
import { sdkErrors } from './errors.ts';
import { V2 } from './paths.ts';
import type { UserIdentity } from './types.ts';

/** The OIDC login parameters of the spec (section 3): nothing else of the page's address is passed on. */
// prompt and max_age (OpenID Connect Core 3.1.2.1) beside the spec's list: the provider decides by them whether the
// reader's sign-in serves the client.
export const OIDC_LOGIN_PARAMS = ['response_type', 'scope', 'state', 'client_id', 'redirect_uri', 'nonce', 'code_challenge', 'code_challenge_method', 'prompt', 'max_age'] as const;
export type OidcLoginParams = Partial<Record<(typeof OIDC_LOGIN_PARAMS)[number], string>>;

/** The login page is in OIDC mode when its address carries client_id and response_type=code: the parameters, else undefined. */
export function oidcLoginParams(search: string | URLSearchParams): OidcLoginParams | undefined {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  if (!query.get('client_id') || query.get('response_type') !== 'code') return undefined;
  const params: OidcLoginParams = {};
  for (const name of OIDC_LOGIN_PARAMS) {
    const value = query.get(name);
    if (value !== null) params[name] = value;
  }
  return params;
}

/** A provider's answer on the page's address (code and state, and its iss when it names itself), else undefined. */
export function oidcCompletion(search: string | URLSearchParams): { code: string; state: string; iss?: string } | undefined {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const [code, state] = [query.get('code'), query.get('state')];
  if (!code || !state) return undefined;
  return { code, state, ...(query.get('iss') ? { iss: query.get('iss')! } : {}) };
}

export function oidcCalls({ http, once, session, store }: Deps, signedIn: (identity: UserIdentity, grantType: string) => UserIdentity) {
  return {
    /**
     * Completes a sign-in with an outside provider, only the one this browser started (initiateOIDC or
     * initAppleSignOn kept its state): the API checks the state it issued and answers a user identity, stored as a login's.
     */
    completeOIDC: (code: string, state: string, opts: { iss?: string } = {}) =>
      once('completeOIDC', async () => {
        const started = store.get('oidcState');
        store.remove('oidcState');
        if (!started || started !== state) throw sdkErrors.oidcState();
        // A signed-in reader's token goes along, as with login: the API then connects the identity to that account.
        const identity = (await http('GET', `${V2}/oidc/signin`, { query: { code, state, iss: opts.iss }, token: session.stored()?.accessToken })) as UserIdentity;
        return signedIn(identity, 'oidc');
      }),

    /**
     * The site as an OpenID provider: for the signed-in reader, asks the API for a code for the client named by the
     * parameters and answers the client's address to send the browser to (refused with the API's 400 for an
     * unknown client or a redirect_uri not registered exactly: the page must then not redirect anywhere; with 403
     * 400008 when the client asks for a newer sign-in, prompt=login or max_age: the page then shows its form).
     */
    oidcProviderLogin: (params: OidcLoginParams) =>
      once('oidcProviderLogin', async () => {
        // prompt=none goes to the API signed in or not: it answers the client either way (a code, or login_required).
        const token = params.prompt === 'none' ? await session.accessToken().catch(() => undefined) : await session.accessToken();
        const query: Record<string, string | undefined> = {};
        for (const name of OIDC_LOGIN_PARAMS) query[name] = params[name];
        const answer = (await http('GET', `${V2}/oidc/provider/login`, { token, query })) as { message: string };
        return answer.message;
      }),
  };
}
