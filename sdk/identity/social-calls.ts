/**
 * The social and OIDC calls of the account UI (spec section 7). Each helper first checks that its provider is
 * configured (the spec's refusal otherwise) and only then loads the provider's script, so a site that configures
 * no provider never contacts one.
 */
import { V1, V2 } from './paths.ts';
import type { Deps, LoginOptions } from './client.ts';
import { TEXTS, sdkErrors } from './errors.ts';
import { FACEBOOK_SDK_VERSION, PROVIDER_SCRIPTS, configuredProviders, isSocialProvider, requireProvider } from './social.ts';
import type { UserIdentity, UserProfile } from './types.ts';

type Login = (userName: string, credentials: string, opts?: LoginOptions) => Promise<UserIdentity>;

export function socialCalls({ http, store, once, session, getConfig, win, loadScript }: Deps, login: Login) {
  // The provider's answer comes back to a page with this state: completeOIDC takes it only in the browser that
  // started, so nobody can hand a reader a link that signs them in to someone else's account.
  const rememberState = (url: string) => {
    const state = URL.canParse(url) ? new URL(url).searchParams.get('state') : null;
    if (state) store.set('oidcState', state);
  };
  return {
    /** The providers whose buttons may show. */
    socialProviders: async () => configuredProviders(await getConfig()),

    /** Loads Google's identity script for the configured client id, which it answers. */
    initGoogleSignOn: () =>
      once('initGoogleSignOn', async () => {
        const clientId = requireProvider(await getConfig(), 'google');
        await loadScript(PROVIDER_SCRIPTS.google);
        return { clientId };
      }),

    /** Loads Facebook's SDK (version v20.0) for the configured app id. */
    initFacebookLogin: () =>
      once('initFacebookLogin', async () => {
        const appId = requireProvider(await getConfig(), 'facebook');
        await loadScript(PROVIDER_SCRIPTS.facebook).catch(() => {
          throw sdkErrors.notConfigured(TEXTS.facebookSdk);
        });
        return { appId, version: FACEBOOK_SDK_VERSION };
      }),

    /** Sends the browser to Apple's sign-in page, whose address the API gives. */
    initAppleSignOn: () =>
      once('initAppleSignOn', async () => {
        requireProvider(await getConfig(), 'apple');
        const answer = (await http('GET', `${V1}/apple/authurl`)) as { url?: string };
        if (answer.url) {
          rememberState(answer.url);
          win?.location?.assign?.(answer.url);
        }
        return answer;
      }),

    /** Signs in with a provider's token (Google's credential, Facebook's access token, Apple's code). */
    loginWithSocialToken: async (provider: string, token: string) => {
      if (!isSocialProvider(provider)) throw sdkErrors.notConfigured(TEXTS.unsupportedService);
      requireProvider(await getConfig(), provider);
      if (!token) throw sdkErrors.notConfigured(provider === 'google' ? TEXTS.googleCredential : TEXTS.facebookCancelled);
      return login('', token, { grantType: provider });
    },

    /** Removes a social identity; answers the profile (the API refuses the last way to sign in with 300044). */
    unlinkSocialIdentity: (type: string) =>
      once('unlinkSocialIdentity', async () => {
        const token = await session.accessToken();
        const answer = (await http('DELETE', `${V1}/identity/${encodeURIComponent(type)}`, { token })) as UserProfile;
        store.remove('profileExpiry');
        return answer;
      }),

    /** Removes an OpenID Connect identity by its identifier. */
    unlinkOIDC: (identifier: string) =>
      once('unlinkOIDC', async () => {
        const token = await session.accessToken();
        const answer = await http('PUT', `${V2}/oidc/unlink`, { token, body: { identifier } });
        store.remove('profileExpiry');
        return answer;
      }),

    /**
     * Starts OpenID Connect sign-in with a provider: the API answers the provider's address, to which the browser
     * is sent unless `{ redirect: false }`.
     */
    initiateOIDC: (provider: string, scopes: string[] = ['name', 'email'], opts: { redirect?: boolean } = {}) =>
      once('initiateOIDC', async () => {
        const answer = (await http('GET', `${V2}/oidc/${encodeURIComponent(provider)}/initiate`, { query: { scope: scopes.join(' ') } })) as { url?: string };
        if (!answer?.url) throw sdkErrors.notConfigured(TEXTS.oidcNotConfigured);
        rememberState(answer.url);
        if (opts.redirect !== false) win?.location?.assign?.(answer.url);
        return answer.url;
      }),
  };
}
