// The site as an OpenID provider: a third-party client using openid-client signs a reader in through it (discovery,
// PKCE, code exchange, id token verified), and every way of bending the flow is refused. Over real HTTP.
import { createHash, randomBytes } from 'node:crypto';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, backends, signUpAndLogin, startIdentity, type Running } from './harness.ts';

const APP = { clientId: 'partner-app', redirectUri: 'https://partner.example/auth/callback' };
const OTHER = { clientId: 'other-app', redirectUri: 'https://other.example/cb' };
const CONFIDENTIAL = { clientId: 'server-app', redirectUri: 'https://server.example/cb', clientSecret: 'a-long-enough-client-secret' };
/** The site's own app: its refresh tokens may be traded for a reader session (Arc's signInWithOIDCPKCE). */
const OWN = { clientId: 'news-app', redirectUri: 'https://app.news.example/callback' };
/** A third party with offline access. */
const OFFLINE = { clientId: 'offline-app', redirectUri: 'https://offline.example/cb' };
const V2 = '/identity/public/v2/oidc/provider';
let n = 0;
const newEmail = () => `op-reader${++n}-${Date.now()}@example.org`;
const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`the site as an OpenID provider (${backend.name})`, () => {
    let api: Running & { origin: string };
    let reader: { uuid: string; accessToken: string };
    let email: string;

    beforeAll(async () => {
      api = await startIdentity(backend, {
        oidc: {
          clients: [
            { clientId: APP.clientId, redirectUris: [APP.redirectUri] },
            { clientId: OTHER.clientId, redirectUris: [OTHER.redirectUri] },
            { clientId: CONFIDENTIAL.clientId, redirectUris: [CONFIDENTIAL.redirectUri], clientSecret: CONFIDENTIAL.clientSecret },
            { clientId: OWN.clientId, redirectUris: [OWN.redirectUri], firstParty: true },
            { clientId: OFFLINE.clientId, redirectUris: [OFFLINE.redirectUri], offlineAccess: true },
          ],
        },
      });
      email = newEmail();
      reader = await signUpAndLogin(api, email);
    }, 120_000);
    afterAll(() => api?.close());

    const get = async (path: string, params: Record<string, string>, token?: string) => {
      const res = await fetch(`${api.origin}${path}?${new URLSearchParams(params)}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
      return { status: res.status, body: (await res.json()) as any };
    };
    const token = async (form: Record<string, string>, headers: Record<string, string> = {}) => {
      const res = await fetch(`${api.origin}${V2}/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body: new URLSearchParams(form) });
      return { status: res.status, body: (await res.json()) as any };
    };
    /** A code for the reader, as the login page in OIDC mode gets it; the verifier that goes with it. */
    const code = async (client = APP, { scope = 'openid email', as = reader.accessToken } = {}) => {
      const verifier = oidc.randomPKCECodeVerifier();
      const login = await get(`${V2}/login`, { response_type: 'code', client_id: client.clientId, redirect_uri: client.redirectUri, scope, state: 's1', nonce: 'n1', code_challenge: s256(verifier), code_challenge_method: 'S256' }, as);
      expect(login.status).toBe(200);
      return { code: new URL(login.body.message).searchParams.get('code')!, verifier };
    };
    const exchange = (c: { code: string; verifier: string }, client = APP, extra: Record<string, string> = {}) =>
      token({ grant_type: 'authorization_code', client_id: client.clientId, code: c.code, code_verifier: c.verifier, redirect_uri: client.redirectUri, ...extra });

    it('a third-party client signs a reader in with openid-client: discovery, PKCE, the code exchanged, the id token verified', async () => {
      const issuer = `${api.origin}${V2}`;
      const config = await oidc.discovery(new URL(issuer), APP.clientId, undefined, oidc.None(), { execute: [oidc.allowInsecureRequests] });
      expect(config.serverMetadata().code_challenge_methods_supported).toEqual(['S256']);
      const verifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const authUrl = oidc.buildAuthorizationUrl(config, {
        redirect_uri: APP.redirectUri, scope: 'openid email', state, nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier), code_challenge_method: 'S256',
      });
      // The reader's browser on the login page in OIDC mode: the page passes the address's parameters on.
      expect(authUrl.origin + authUrl.pathname).toBe(`${api.origin}/account/login/`);
      const login = await get(`${V2}/login`, Object.fromEntries(authUrl.searchParams), reader.accessToken);
      expect(login.status).toBe(200);
      const back = new URL(login.body.message);
      expect(back.origin + back.pathname).toBe(APP.redirectUri);
      expect(back.searchParams.get('state')).toBe(state);

      const tokens = await oidc.authorizationCodeGrant(config, back, { pkceCodeVerifier: verifier, expectedState: state, expectedNonce: nonce, idTokenExpected: true });
      expect(tokens.claims()).toMatchObject({ iss: issuer, aud: APP.clientId, sub: reader.uuid, email, email_verified: false, nonce });
      expect(tokens.token_type.toLowerCase()).toBe('bearer');
      expect(tokens.expires_in).toBe(900);
      // The client's access token is the client's: the identity API does not take it as the reader's session.
      expect((await api.call('GET', '/profile', { token: tokens.access_token })).body.message).toBe('Missing or invalid jwt');
    });

    it('the id token is signed with the published key set (RS256 unless the client registered otherwise) and names the site as issuer', async () => {
      const jwks = await (await fetch(`${api.origin}${V2}/jwks`)).json();
      expect(jwks.keys).toHaveLength(2);
      const rsa = jwks.keys.find((k: any) => k.kty === 'RSA');
      expect(rsa).toMatchObject({ alg: 'RS256', use: 'sig' });
      expect(jwks.keys.find((k: any) => k.kty === 'EC')).toMatchObject({ crv: 'P-256', alg: 'ES256', use: 'sig' });
      for (const key of jwks.keys) expect(key.d).toBeUndefined();
      const { body } = await exchange(await code());
      const [header] = body.id_token.split('.');
      expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toMatchObject({ alg: 'RS256', kid: rsa.kid });
    });

    it('a reader who is not signed in gets "Missing or invalid jwt", not a code', async () => {
      const res = await get(`${V2}/login`, { response_type: 'code', client_id: APP.clientId, redirect_uri: APP.redirectUri, scope: 'openid', code_challenge: s256(oidc.randomPKCECodeVerifier()), code_challenge_method: 'S256' });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ code: '400001', message: 'Missing or invalid jwt' });
    });

    it('an unknown client is refused with a 400 naming it, never a redirect', async () => {
      const res = await get(`${V2}/login`, { response_type: 'code', client_id: 'nobody', redirect_uri: APP.redirectUri, scope: 'openid', code_challenge: s256(oidc.randomPKCECodeVerifier()), code_challenge_method: 'S256' }, reader.accessToken);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: '400000', message: 'invalid_client: unknown client_id "nobody"' });
    });

    it.each([
      ['a prefix of it', 'https://partner.example/auth/'],
      ['it with an extra path', 'https://partner.example/auth/callback/evil'],
      ['another host', 'https://evil.example/auth/callback'],
      ['a host that starts with it', 'https://partner.example.evil.example/auth/callback'],
      ['different case', 'https://partner.example/Auth/Callback'],
      ['a trailing slash', 'https://partner.example/auth/callback/'],
      ['an added query', 'https://partner.example/auth/callback?next=https://evil.example'],
      ['userinfo', 'https://partner.example@evil.example/auth/callback'],
      ['another scheme', 'http://partner.example/auth/callback'],
      ['another client\'s address', OTHER.redirectUri],
    ])('a redirect_uri that is %s is refused with a 400, never a redirect', async (_what, redirectUri) => {
      const res = await get(`${V2}/login`, { response_type: 'code', client_id: APP.clientId, redirect_uri: redirectUri, scope: 'openid', state: 'x', code_challenge: s256(oidc.randomPKCECodeVerifier()), code_challenge_method: 'S256' }, reader.accessToken);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: '400000', message: 'invalid_request: redirect_uri is not one registered for this client (it must match exactly)' });
    });

    it('a request without PKCE S256, or without the openid scope, is refused: back to the client\'s registered address, with no code', async () => {
      const base = { response_type: 'code', client_id: APP.clientId, redirect_uri: APP.redirectUri, scope: 'openid', state: 'st' };
      const refusal = async (params: Record<string, string>) => {
        const res = await get(`${V2}/login`, params, reader.accessToken);
        expect(res.status).toBe(200);
        const back = new URL(res.body.message);
        expect(back.origin + back.pathname).toBe(APP.redirectUri);
        expect(back.searchParams.get('code')).toBeNull();
        expect(back.searchParams.get('state')).toBe('st');
        return { error: back.searchParams.get('error'), description: back.searchParams.get('error_description') };
      };
      expect(await refusal({ ...base, code_challenge: 'a'.repeat(43), code_challenge_method: 'plain' })).toEqual({ error: 'invalid_request', description: expect.stringMatching(/PKCE is required/) });
      expect((await refusal(base)).error).toBe('invalid_request');
      expect(await refusal({ ...base, scope: 'email', code_challenge: s256(oidc.randomPKCECodeVerifier()), code_challenge_method: 'S256' })).toEqual({ error: 'invalid_scope', description: expect.stringMatching(/openid/) });
    });

    it('a code is used once: the second exchange is invalid_grant', async () => {
      const c = await code();
      expect((await exchange(c)).status).toBe(200);
      const again = await exchange(c);
      expect(again.status).toBe(400);
      expect(again.body.error).toBe('invalid_grant');
    });

    it('a wrong code_verifier is invalid_grant, and spends the code', async () => {
      const c = await code();
      const wrong = await exchange({ ...c, verifier: oidc.randomPKCECodeVerifier() });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({ error: 'invalid_grant', error_description: 'code_verifier does not match the code_challenge' });
      expect((await exchange(c)).body.error).toBe('invalid_grant');
    });

    it('a redirect_uri at the token endpoint other than the code\'s is invalid_grant', async () => {
      const res = await exchange(await code(), APP, { redirect_uri: `${APP.redirectUri}/` });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('invalid_grant');
    });

    it('a code issued to one client cannot be exchanged by another', async () => {
      const c = await code(APP);
      const res = await exchange(c, OTHER);
      expect(res.body).toEqual({ error: 'invalid_grant', error_description: 'the code was issued to another client' });
    });

    it('a code is good for a minute only', async () => {
      const c = await code();
      api.advance(61_000);
      const res = await exchange(c);
      expect(res.body.error).toBe('invalid_grant');
    });

    it('a confidential client must authenticate; with its secret (Basic) the exchange works', async () => {
      const c = await code(CONFIDENTIAL);
      const none = await exchange(c, CONFIDENTIAL);
      expect(none.status).toBe(401);
      expect(none.body.error).toBe('invalid_client');
      const c2 = await code(CONFIDENTIAL);
      const basic = `Basic ${Buffer.from(`${CONFIDENTIAL.clientId}:${CONFIDENTIAL.clientSecret}`).toString('base64')}`;
      const ok = await token({ grant_type: 'authorization_code', code: c2.code, code_verifier: c2.verifier, redirect_uri: CONFIDENTIAL.redirectUri }, { authorization: basic });
      expect(ok.status).toBe(200);
      expect(ok.body.id_token).toEqual(expect.any(String));
    });

    it('the token endpoint answers malformed requests with OAuth errors, not a 500', async () => {
      const json = await fetch(`${api.origin}${V2}/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(json.status).toBe(400);
      expect((await json.json()).error).toBe('invalid_request');
      expect((await token({ grant_type: 'password', client_id: APP.clientId })).body.error).toBe('unsupported_grant_type');
      expect((await token({ grant_type: 'refresh_token', client_id: APP.clientId })).body.error).toBe('invalid_request');
      expect((await token({ grant_type: 'refresh_token', client_id: APP.clientId, refresh_token: 'nothing' })).body.error).toBe('invalid_grant');
      expect((await token({ grant_type: 'authorization_code', client_id: 'nobody', code: 'x', code_verifier: 'y', redirect_uri: APP.redirectUri })).body.error).toBe('invalid_client');
      const short = await token({ grant_type: 'authorization_code', client_id: APP.clientId, code: randomBytes(32).toString('base64url'), code_verifier: 'short', redirect_uri: APP.redirectUri });
      expect(short.body.error).toBe('invalid_request');
      const unknown = await token({ grant_type: 'authorization_code', client_id: APP.clientId, code: randomBytes(32).toString('base64url'), code_verifier: oidc.randomPKCECodeVerifier(), redirect_uri: APP.redirectUri });
      expect(unknown.body.error).toBe('invalid_grant');
    });

    it('a browser client of any origin may read discovery, keys and the token answer, but not ask for a code', async () => {
      const origin = { origin: 'https://spa.example' };
      const discovery = await fetch(`${api.origin}${V2}/.well-known/openid-configuration`, { headers: origin });
      expect(discovery.headers.get('access-control-allow-origin')).toBe('*');
      const preflight = await fetch(`${api.origin}${V2}/token`, { method: 'OPTIONS', headers: { ...origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
      const c = await code();
      const res = await fetch(`${api.origin}${V2}/token`, {
        method: 'POST',
        headers: { ...origin, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'authorization_code', client_id: APP.clientId, code: c.code, code_verifier: c.verifier, redirect_uri: APP.redirectUri }),
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      const login = await fetch(`${api.origin}${V2}/login`, { method: 'OPTIONS', headers: { ...origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' } });
      expect(login.status).toBe(403);
      expect(login.headers.get('access-control-allow-origin')).toBeNull();
    });

    const userinfo = async (accessToken?: string, method = 'GET') => {
      const res = await fetch(`${api.origin}${V2}/userinfo`, { method, headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {} });
      return { status: res.status, body: (await res.json()) as any, challenge: res.headers.get('www-authenticate') };
    };

    it('userinfo answers the reader\'s claims, as the scope allows, for the client\'s access token (GET and POST)', async () => {
      const { body } = await exchange(await code());
      expect(await userinfo(body.access_token)).toMatchObject({ status: 200, body: { sub: reader.uuid, email, email_verified: false } });
      expect((await userinfo(body.access_token, 'POST')).body).toEqual({ sub: reader.uuid, email, email_verified: false });
      const discovery = await (await fetch(`${api.origin}${V2}/.well-known/openid-configuration`)).json();
      expect(discovery.userinfo_endpoint).toBe(`${api.origin}${V2}/userinfo`);
    });

    it('userinfo refuses anything but a live access token of this provider with 401 invalid_token: none, the reader\'s own, an id token, an expired one', async () => {
      const { body } = await exchange(await code());
      for (const bad of [undefined, reader.accessToken, body.id_token, `${body.access_token.slice(0, -4)}AAAA`]) {
        const res = await userinfo(bad);
        expect(res.status).toBe(401);
        expect(res.body.error).toBe('invalid_token');
        expect(res.challenge).toMatch(/^Bearer/);
      }
      api.advance(16 * 60 * 1000);
      try {
        expect((await userinfo(body.access_token)).status).toBe(401);
      } finally {
        api.advance(-16 * 60 * 1000);
      }
    });

    it('a reused code is invalid_grant and revokes what its first exchange issued (RFC 6749 4.1.2): the access token stops working', async () => {
      const c = await code();
      const first = await exchange(c);
      expect(first.status).toBe(200);
      expect((await userinfo(first.body.access_token)).status).toBe(200);
      const again = await exchange(c);
      expect(again.status).toBe(400);
      expect(again.body.error).toBe('invalid_grant');
      const after = await userinfo(first.body.access_token);
      expect(after.status).toBe(401);
      expect(after.body.error).toBe('invalid_token');
      // The reader's own session is not the client's grant: it goes on.
      expect((await api.call('GET', '/profile', { token: reader.accessToken })).status).toBe(200);
    });

    it('a code reused after its minute is up still revokes the tokens of its first exchange, which live 15 minutes', async () => {
      const c = await code();
      const first = await exchange(c);
      api.advance(5 * 60 * 1000);
      try {
        await code(); // another reader's flow meanwhile: its clean-up keeps the spent code while its tokens live
        expect((await userinfo(first.body.access_token)).status).toBe(200);
        expect((await exchange(c)).body.error).toBe('invalid_grant');
        expect((await userinfo(first.body.access_token)).status).toBe(401);
      } finally {
        api.advance(-5 * 60 * 1000);
      }
    });

    it('GET /config names the clients the site is the provider for, by id only', async () => {
      const config = await api.call('GET', '/config');
      expect(config.body.oidcClients).toEqual([APP, OTHER, CONFIDENTIAL, OWN, OFFLINE].map((c) => ({ clientId: c.clientId })));
    });

    const trade = (refreshToken: string) => api.call('POST', '/auth/token', { body: { token: refreshToken, grantType: 'refresh-token' } });

    it('the site\'s own app gets a refresh token and trades it once at auth/token for a session of the reader; the grant ends with it', async () => {
      const tokens = await exchange(await code(OWN), OWN);
      expect(tokens.status).toBe(200);
      expect(tokens.body.refresh_token).toEqual(expect.any(String));
      const traded = await trade(tokens.body.refresh_token);
      expect(traded.status).toBe(200);
      expect(traded.body).toMatchObject({ uuid: reader.uuid, accessToken: expect.any(String), refreshToken: expect.any(String) });
      expect((await api.call('GET', '/profile', { token: traded.body.accessToken })).body).toMatchObject({ email });
      // The session's own refresh token goes on as any reader's does.
      expect((await trade(traded.body.refreshToken)).status).toBe(200);
      // Traded once: again is refused, and the app's provider tokens ended with the grant.
      expect((await trade(tokens.body.refresh_token)).status).toBe(401);
      expect((await userinfo(tokens.body.access_token)).status).toBe(401);
    });

    it('a third party\'s refresh token is no session: auth/token refuses it and leaves it to its client, which can still use it', async () => {
      const tokens = await exchange(await code(OFFLINE, { scope: 'openid offline_access' }), OFFLINE);
      expect(tokens.body.refresh_token).toEqual(expect.any(String));
      expect((await trade(tokens.body.refresh_token)).status).toBe(401);
      const refreshed = await token({ grant_type: 'refresh_token', client_id: OFFLINE.clientId, refresh_token: tokens.body.refresh_token });
      expect(refreshed.status).toBe(200);
    });

    it('the app\'s session is as fresh as the sign-in at the provider, not the trade: a sensitive change later needs the password', async () => {
      const other = await signUpAndLogin(api, newEmail());
      const tokens = await exchange(await code(OWN, { as: other.accessToken }), OWN);
      api.advance(11 * 60 * 1000);
      try {
        const traded = await trade(tokens.body.refresh_token);
        expect(traded.status).toBe(200);
        const erase = await api.call('DELETE', '/user/anonymize', { token: traded.body.accessToken, body: {} });
        expect(erase.status).toBe(403);
      } finally {
        api.advance(-11 * 60 * 1000);
      }
    });

    it('a password change or reset ends the reader\'s provider grants with their other sessions: refresh tokens are refused', async () => {
      const other = await signUpAndLogin(api, newEmail());
      const offline = await exchange(await code(OFFLINE, { scope: 'openid offline_access', as: other.accessToken }), OFFLINE);
      const own = await exchange(await code(OWN, { as: other.accessToken }), OWN);
      const changed = await api.call('PUT', '/password', { token: other.accessToken, body: { oldPassword: PASSWORD, newPassword: 'Another-long-pass-2031' } });
      expect(changed.status).toBe(200);
      const refreshed = await token({ grant_type: 'refresh_token', client_id: OFFLINE.clientId, refresh_token: offline.body.refresh_token });
      expect(refreshed.body.error).toBe('invalid_grant');
      expect((await trade(own.body.refresh_token)).status).toBe(401);
    });
  });
}
