// The SDK's OpenID calls against the real identity service over HTTP, with a local OpenID provider (oidc-provider)
// and a third-party client (openid-client) on the other side.
import { generateKeyPairSync } from 'node:crypto';
import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, backends, signUpAndLogin, startIdentity, type Running } from '../../services/identity/test/harness.ts';
import { APPLE_CALLBACK } from '../../services/identity/oidc-settings.ts';
import { followAuthorization, startKeyIssuer } from '../../services/identity/test/key-issuer.ts';
import { signInAtProvider, startLocalProvider, type LocalProvider } from '../../services/identity/test/local-op.ts';
import { createIdentity, LOGIN_SUCCESS_MESSAGE } from './client.ts';
import { oidcCompletion, oidcLoginParams } from './oidc.ts';
import { memoryStorage } from './storage.ts';

const REDIRECT = 'https://news.example/account/login/';
const PARTNER = { clientId: 'partner-app', redirectUri: 'https://partner.example/cb' };
const SECRET = 'local-provider-client-secret';
const stamp = Date.now();

describe('the OIDC login parameters on the page address', () => {
  it('OIDC mode needs client_id and response_type=code, and only the spec\'s parameters are kept', () => {
    expect(oidcLoginParams('?response_type=code')).toBeUndefined();
    expect(oidcLoginParams('?client_id=a&response_type=token')).toBeUndefined();
    expect(oidcLoginParams('?client_id=a&response_type=code&state=s&redirect=/evil&scope=openid')).toEqual({ client_id: 'a', response_type: 'code', state: 's', scope: 'openid' });
    // prompt and max_age go on to the provider, which decides by them whether the reader's sign-in serves the client.
    expect(oidcLoginParams('?client_id=a&response_type=code&prompt=login&max_age=60')).toEqual({ client_id: 'a', response_type: 'code', prompt: 'login', max_age: '60' });
  });

  it('a provider\'s answer is code and state (with its iss when present); either missing is no answer', () => {
    expect(oidcCompletion('?code=c&state=s&iss=https%3A%2F%2Fidp.example')).toEqual({ code: 'c', state: 's', iss: 'https://idp.example' });
    expect(oidcCompletion('?code=c')).toBeUndefined();
    expect(oidcCompletion(new URLSearchParams({ state: 's' }))).toBeUndefined();
  });
});

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`the SDK's OpenID calls against the identity service (${backend.name})`, () => {
    let api: Running & { origin: string };
    let local: LocalProvider;
    let keys: Awaited<ReturnType<typeof startKeyIssuer>>;
    let applePem: string;

    beforeAll(async () => {
      local = await startLocalProvider({ clientId: 'news-site', clientSecret: SECRET, redirectUri: REDIRECT, accounts: { kiri: { email: `kiri-${stamp}@example.org`, email_verified: true }, aperahama: { email: `a-${stamp}@example.org`, email_verified: true } } });
      const appleKey = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      keys = await startKeyIssuer(Date.now, { clientId: 'nz.news.web', teamId: 'TEAM1', keyId: 'KEY1', publicKey: appleKey.publicKey, account: { sub: 'apple-sdk', email: `apple-sdk-${stamp}@example.org`, email_verified: 'true' } });
      applePem = appleKey.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
      api = await startIdentity(backend, {
        oidc: (origin) => ({
          providers: [
            { name: 'kaitiaki', type: 'OIDC', issuer: local.issuer, clientIds: ['news-site'], clientSecret: SECRET, redirectUri: REDIRECT },
            { name: 'google', type: 'Google', issuer: keys.issuer, clientIds: ['g-web'], redirectUri: REDIRECT },
            { name: 'apple', type: 'Apple', issuer: keys.issuer, clientIds: ['nz.news.web'], apple: { teamId: 'TEAM1', keyId: 'KEY1', privateKey: applePem }, redirectUri: `${origin}${APPLE_CALLBACK}`, formPostPage: REDIRECT },
          ],
          clients: [{ clientId: PARTNER.clientId, redirectUris: [PARTNER.redirectUri] }],
        }),
      });
    }, 120_000);
    afterAll(async () => {
      await api?.close();
      await local?.close();
      await keys?.close();
    });

    function reader() {
      const messages: unknown[] = [];
      const identity = createIdentity({ apiOrigin: api.origin, storage: memoryStorage(), window: { postMessage: (message) => void messages.push(message) } });
      return { identity, messages };
    }

    it('initiateOIDC then completeOIDC with the code and state the provider sent back signs the reader in', async () => {
      const { identity, messages } = reader();
      const url = await identity.initiateOIDC('kaitiaki', undefined, { redirect: false });
      const back = await signInAtProvider(url, 'kiri', REDIRECT);
      const answer = oidcCompletion(back.searchParams)!;
      const signed = await identity.completeOIDC(answer.code, answer.state, { iss: answer.iss });
      expect(signed.uuid).toEqual(expect.any(String));
      expect(await identity.isLoggedIn()).toBe(true);
      expect(messages).toEqual([{ type: LOGIN_SUCCESS_MESSAGE, grantType: 'oidc' }]);
      expect(await identity.getUserProfile()).toMatchObject({ email: `kiri-${stamp}@example.org`, identities: [{ type: 'OIDC', userName: 'kaitiaki:kiri' }] });
      // Its only way in cannot be unlinked: the API's 300044 comes through unchanged.
      await expect(identity.unlinkOIDC('kaitiaki')).rejects.toMatchObject({ code: '300044' });
      // The same answer twice: this browser's state is spent.
      await expect(identity.completeOIDC(answer.code, answer.state)).rejects.toMatchObject({ code: 'sdk.oidc-state' });
    });

    it('completeOIDC takes only the answer to a sign-in this browser started, before calling the API (no signing a reader in to another\'s account)', async () => {
      const attacker = reader();
      const url = await attacker.identity.initiateOIDC('kaitiaki', undefined, { redirect: false });
      const back = oidcCompletion((await signInAtProvider(url, 'kiri', REDIRECT)).searchParams)!;
      const victim = reader();
      await expect(victim.identity.completeOIDC(back.code, back.state)).rejects.toEqual(expect.objectContaining({ code: 'sdk.oidc-state', message: 'This sign-in was not started in this browser: start it again' }));
      expect(await victim.identity.isLoggedIn()).toBe(false);
      // Another sign-in started in the victim's browser does not make the attacker's answer fit either.
      await victim.identity.initiateOIDC('kaitiaki', undefined, { redirect: false });
      await expect(victim.identity.completeOIDC(back.code, back.state)).rejects.toMatchObject({ code: 'sdk.oidc-state' });
      // The attacker's own answer, unused, still completes in the attacker's browser.
      await expect(attacker.identity.completeOIDC(back.code, back.state, { iss: back.iss })).resolves.toMatchObject({ uuid: expect.any(String) });
    });

    it('initAppleSignOn sends the browser to Apple\'s address from the API; the answer back completes in this browser', async () => {
      const assigned: string[] = [];
      const identity = createIdentity({ apiOrigin: api.origin, storage: memoryStorage(), window: { postMessage: () => undefined, location: { origin: 'https://news.example', assign: (u) => void assigned.push(u) } } });
      await identity.initAppleSignOn();
      expect(assigned).toHaveLength(1);
      const back = await followAuthorization(assigned[0]!);
      const answer = oidcCompletion(back.searchParams)!;
      await identity.completeOIDC(answer.code, answer.state);
      expect(await identity.getUserProfile()).toMatchObject({ email: `apple-sdk-${stamp}@example.org`, identities: [{ type: 'Apple', userName: 'apple-sdk' }] });
    });

    it('completeOIDC by a reader who is signed in connects the provider\'s identity to that account', async () => {
      const email = `connect-${stamp}@example.org`;
      await signUpAndLogin(api, email);
      const { identity } = reader();
      const own = await identity.login(email, PASSWORD);
      const back = oidcCompletion((await signInAtProvider(await identity.initiateOIDC('kaitiaki', undefined, { redirect: false }), 'aperahama', REDIRECT)).searchParams)!;
      expect((await identity.completeOIDC(back.code, back.state, { iss: back.iss })).uuid).toBe(own.uuid);
      expect((await identity.getUserProfile()).identities.map((i) => i.type)).toEqual(['Password', 'OIDC']);
    });

    it('loginWithSocialToken signs in with a Google id token the service checks against Google\'s (here: a local) key set', async () => {
      const { identity } = reader();
      expect(await identity.socialProviders()).toEqual(['google', 'apple']);
      await identity.loginWithSocialToken('google', await keys.sign('g-web', { sub: 'g-77', email: `g77-${stamp}@example.org`, email_verified: true }));
      expect((await identity.getUserProfile()).identities).toEqual([expect.objectContaining({ type: 'Google', userName: 'g-77' })]);
    });

    it('oidcProviderLogin gives a signed-in reader\'s code to a third-party client, which completes it with openid-client', async () => {
      const email = `partner-${stamp}@example.org`;
      await signUpAndLogin(api, email);
      const { identity } = reader();
      await identity.login(email, PASSWORD);
      const config = await client.discovery(new URL(`${api.origin}/identity/public/v2/oidc/provider`), PARTNER.clientId, undefined, client.None(), { execute: [client.allowInsecureRequests] });
      const verifier = client.randomPKCECodeVerifier();
      const [state, nonce] = [client.randomState(), client.randomNonce()];
      const authUrl = client.buildAuthorizationUrl(config, { redirect_uri: PARTNER.redirectUri, scope: 'openid email', state, nonce, code_challenge: await client.calculatePKCECodeChallenge(verifier), code_challenge_method: 'S256' });
      // The login page reads its own address (the authorization URL) and passes the OIDC parameters on.
      const redirectUrl = await identity.oidcProviderLogin(oidcLoginParams(authUrl.search)!);
      const tokens = await client.authorizationCodeGrant(config, new URL(redirectUrl), { pkceCodeVerifier: verifier, expectedState: state, expectedNonce: nonce });
      expect(tokens.claims()).toMatchObject({ email, nonce, aud: PARTNER.clientId });
    });

    it('oidcProviderLogin refuses a reader who is not signed in, and throws the API\'s 400 for an unknown client', async () => {
      const params = { response_type: 'code', client_id: 'nobody', redirect_uri: PARTNER.redirectUri, scope: 'openid', code_challenge: 'a'.repeat(43), code_challenge_method: 'S256' };
      await expect(reader().identity.oidcProviderLogin(params)).rejects.toMatchObject({ message: 'Missing or invalid jwt' });
      const email = `partner2-${stamp}@example.org`;
      await signUpAndLogin(api, email);
      const { identity } = reader();
      await identity.login(email, PASSWORD);
      await expect(identity.oidcProviderLogin(params)).rejects.toEqual({ code: '400000', message: 'invalid_client: unknown client_id "nobody"' });
    });
  });
}
