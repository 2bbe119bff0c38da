// The site as an OpenID provider, driven by a certified relying party (openid-client) the way it drives any
// provider: discovery as published, id tokens in the algorithm each client registered, UserInfo by scope, the
// reader's sign-in time and freshness (auth_time, max_age, prompt), refusals returned to the client, offline
// access with rotating refresh tokens, and the token request as multipart/form-data. Over real HTTP.
import * as oidc from 'openid-client';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, PASSWORD, signUpAndLogin, startIdentity, type Running } from './harness.ts';

const RS = { clientId: 'rs-app', redirectUri: 'https://rs.example/cb' };
const ES = { clientId: 'es-app', redirectUri: 'https://es.example/cb' };
const V2 = '/identity/public/v2/oidc/provider';
let n = 0;
const newEmail = () => `op-rp${++n}-${Date.now()}@example.org`;
const MINUTE = 60_000;

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`the site as an OpenID provider, as a certified relying party sees it (${backend.name})`, () => {
    let api: Running & { origin: string };
    let reader: { uuid: string; accessToken: string };
    let email: string;
    const issuer = () => `${api.origin}${V2}`;

    beforeAll(async () => {
      api = await startIdentity(backend, {
        oidc: {
          clients: [
            { clientId: RS.clientId, redirectUris: [RS.redirectUri], offlineAccess: true },
            { clientId: ES.clientId, redirectUris: [ES.redirectUri], idTokenSignedResponseAlg: 'ES256' },
          ],
        },
      });
      email = newEmail();
      reader = await signUpAndLogin(api, email);
    }, 120_000);
    afterAll(() => api?.close());

    /** The client's configuration by discovery; its clock set to the service's (tests move that one). */
    const configFor = (client: typeof RS, metadata: Partial<oidc.ClientMetadata> = {}) =>
      oidc.discovery(new URL(issuer()), client.clientId, { ...metadata, [oidc.clockSkew]: Math.round((api.now() - Date.now()) / 1000) }, oidc.None(), {
        execute: [oidc.allowInsecureRequests],
      });
    /** A fresh sign-in of the reader: a new session, signed in now on the service's clock. */
    const signIn = async () => {
      const login = await api.call('POST', '/auth/login', { body: { userName: email, credentials: PASSWORD, grantType: 'password' } });
      expect(login.status).toBe(200);
      return login.body.accessToken as string;
    };
    /**
     * The client's authorization request, and what the login page gets from provider/login for it with the reader's
     * token (or none): a 200's message is where the browser goes next.
     */
    async function authorize(config: oidc.Configuration, client: typeof RS, params: Record<string, string> = {}, token: string | null = reader.accessToken) {
      const verifier = oidc.randomPKCECodeVerifier();
      const [state, nonce] = [oidc.randomState(), oidc.randomNonce()];
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: client.redirectUri, scope: 'openid email', state, nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier), code_challenge_method: 'S256', ...params,
      });
      const res = await fetch(`${issuer()}/login${url.search}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
      const body = (await res.json()) as any;
      const back = res.status === 200 ? new URL(body.message) : undefined;
      const complete = (checks: { maxAge?: number } = {}) => oidc.authorizationCodeGrant(config, back!, { pkceCodeVerifier: verifier, expectedState: state, expectedNonce: nonce, idTokenExpected: true, ...checks });
      return { status: res.status, body, back, state, complete };
    }

    it('discovery validates with openid-client and offers RS256 (Discovery 1.0 requires it) and ES256, both keys in the key set', async () => {
      const meta = (await configFor(RS)).serverMetadata();
      expect(meta.issuer).toBe(issuer());
      expect(meta.id_token_signing_alg_values_supported).toEqual(expect.arrayContaining(['RS256', 'ES256']));
      expect(meta.grant_types_supported).toEqual(expect.arrayContaining(['authorization_code', 'refresh_token']));
      expect(meta.scopes_supported).toEqual(expect.arrayContaining(['openid', 'email', 'profile', 'offline_access']));
      const jwks = await (await fetch(meta.jwks_uri!)).json();
      expect(jwks.keys.map((k: any) => [k.kty, k.alg, k.use])).toEqual(expect.arrayContaining([['RSA', 'RS256', 'sig'], ['EC', 'ES256', 'sig']]));
      for (const key of jwks.keys) expect(key.d ?? key.p).toBeUndefined();
    });

    it('a client registered for RS256 gets RS256 id tokens, one registered for ES256 ES256 ones: each verified by openid-client and against the published key set', async () => {
      for (const [alg, client] of [['RS256', RS], ['ES256', ES]] as const) {
        const config = await configFor(client, { id_token_signed_response_alg: alg });
        const tokens = await (await authorize(config, client)).complete();
        expect(tokens.claims()).toMatchObject({ iss: issuer(), aud: client.clientId, sub: reader.uuid, email });
        const keys = createRemoteJWKSet(new URL(config.serverMetadata().jwks_uri!));
        const { protectedHeader } = await jwtVerify(tokens.id_token!, keys, { algorithms: [alg], issuer: issuer(), audience: client.clientId, currentDate: new Date(api.now()) });
        expect(protectedHeader.alg).toBe(alg);
      }
    });

    it('UserInfo answers sub always, email and email_verified for scope email, the profile\'s claims for scope profile', async () => {
      await api.db
        .updateTable('identity_profiles')
        .set({ data: JSON.stringify({ firstName: 'Aroha', lastName: 'Ngata', displayName: 'Aroha N.', picture: 'https://news.example/a.jpg', birthYear: '1990', birthMonth: '3', birthDay: '7' }) })
        .where('user_id', '=', reader.uuid)
        .execute();
      const config = await configFor(RS);
      const info = async (scope: string) => {
        const tokens = await (await authorize(config, RS, { scope })).complete();
        return { userinfo: await oidc.fetchUserInfo(config, tokens.access_token, reader.uuid), idToken: tokens.claims() };
      };
      expect((await info('openid')).userinfo).toEqual({ sub: reader.uuid });
      expect((await info('openid email')).userinfo).toEqual({ sub: reader.uuid, email, email_verified: false });
      const profile = await info('openid profile');
      const claims = { name: 'Aroha N.', given_name: 'Aroha', family_name: 'Ngata', nickname: 'Aroha N.', picture: 'https://news.example/a.jpg', birthdate: '1990-03-07', updated_at: expect.any(Number) };
      expect(profile.userinfo).toEqual({ sub: reader.uuid, ...claims });
      expect(profile.idToken).toMatchObject(claims);
      expect(profile.idToken?.email).toBeUndefined();
    });

    it('auth_time is the reader\'s sign-in, not the exchange: a client\'s max_age check fails on a sign-in older than that', async () => {
      const signedIn = Math.floor(api.now() / 1000);
      const token = await signIn();
      api.advance(10 * MINUTE);
      try {
        const config = await configFor(RS);
        const tokens = await (await authorize(config, RS, {}, token)).complete();
        expect(Math.abs((tokens.claims()!.auth_time as number) - signedIn)).toBeLessThanOrEqual(1);
        expect(tokens.claims()!.iat).toBeGreaterThanOrEqual(signedIn + 600);
        await expect((await authorize(config, RS, {}, token)).complete({ maxAge: 300 })).rejects.toMatchObject({ cause: { message: 'too much time has elapsed since the last End-User authentication' } });
      } finally {
        api.advance(-10 * MINUTE);
      }
    });

    it('max_age: a sign-in older than it is not enough (the login page is asked for a sign-in, prompt=none gets login_required); a new sign-in is', async () => {
      const old = await signIn();
      api.advance(5 * MINUTE);
      try {
        const config = await configFor(RS);
        const again = await authorize(config, RS, { max_age: '60' }, old);
        expect(again.status).toBe(403);
        expect(again.body.code).toBe('400008');
        const silent = await authorize(config, RS, { max_age: '60', prompt: 'none' }, old);
        expect(silent.back?.origin + silent.back!.pathname).toBe(RS.redirectUri);
        await expect(silent.complete()).rejects.toMatchObject({ error: 'login_required' });
        expect(silent.back!.searchParams.get('state')).toBe(silent.state);
        const fresh = await signIn();
        const tokens = await (await authorize(config, RS, { max_age: '60' }, fresh)).complete({ maxAge: 60 });
        expect(tokens.claims()!.auth_time).toBeGreaterThanOrEqual(Math.floor(api.now() / 1000) - 5);
      } finally {
        api.advance(-5 * MINUTE);
      }
    });

    it('prompt=login: a live session signed in minutes ago is not the new sign-in it asks for; one just made is', async () => {
      const earlier = await signIn();
      api.advance(3 * MINUTE);
      try {
        const config = await configFor(RS);
        const asked = await authorize(config, RS, { prompt: 'login' }, earlier);
        expect(asked.status).toBe(403);
        expect(asked.body.code).toBe('400008');
        // Without prompt=login the same session still gets its code.
        expect((await authorize(config, RS, {}, earlier)).status).toBe(200);
        const now = await signIn();
        const tokens = await (await authorize(config, RS, { prompt: 'login' }, now)).complete();
        expect(tokens.claims()!.auth_time).toBeGreaterThanOrEqual(Math.floor(api.now() / 1000) - 5);
      } finally {
        api.advance(-3 * MINUTE);
      }
    });

    it('prompt=none without a session sends the browser back to the client with error=login_required and its state', async () => {
      const config = await configFor(RS);
      const silent = await authorize(config, RS, { prompt: 'none' }, null);
      expect(silent.status).toBe(200);
      expect(silent.back?.searchParams.get('code')).toBeNull();
      await expect(silent.complete()).rejects.toMatchObject({ error: 'login_required' });
      expect(silent.back!.searchParams.get('state')).toBe(silent.state);
      // Without prompt=none, no session is the login page's cue to show its form: nothing goes back yet.
      expect((await authorize(config, RS, {}, null)).status).toBe(401);
    });

    it.each([
      ['an unsupported response_type', { response_type: 'token' }, 'unsupported_response_type'],
      ['a scope without openid', { scope: 'email' }, 'invalid_scope'],
      ['no PKCE', { code_challenge_method: 'plain' }, 'invalid_request'],
      ['an unknown prompt', { prompt: 'maybe' }, 'invalid_request'],
      ['prompt=none with another value', { prompt: 'none login' }, 'invalid_request'],
      ['a max_age that is not a number', { max_age: 'soon' }, 'invalid_request'],
    ])('a request with %s from a known client goes back to its registered address with error, error_description and state', async (_what, params, error) => {
      const config = await configFor(RS);
      const refused = await authorize(config, RS, params as Record<string, string>);
      expect(refused.status).toBe(200);
      expect(refused.back!.origin + refused.back!.pathname).toBe(RS.redirectUri);
      expect(Object.fromEntries(refused.back!.searchParams)).toMatchObject({ error, error_description: expect.any(String), state: refused.state, iss: issuer() });
      await expect(refused.complete()).rejects.toMatchObject({ error });
    });

    it('offline_access: a client registered for it gets a refresh token that rotates; a used one is refused, and its reuse revokes the grant', async () => {
      const config = await configFor(RS);
      const first = await (await authorize(config, RS, { scope: 'openid email offline_access' })).complete();
      expect(first.refresh_token).toEqual(expect.any(String));
      expect(first.scope).toBe('openid email offline_access');
      const second = await oidc.refreshTokenGrant(config, first.refresh_token!);
      expect(second.refresh_token).toEqual(expect.any(String));
      expect(second.refresh_token).not.toBe(first.refresh_token);
      expect(second.claims()).toMatchObject({ sub: reader.uuid, aud: RS.clientId, email, auth_time: first.claims()!.auth_time });
      expect(await oidc.fetchUserInfo(config, second.access_token, reader.uuid)).toMatchObject({ sub: reader.uuid, email });
      // The old token again: refused, and the family with it: the newest token and its access token stop working.
      await expect(oidc.refreshTokenGrant(config, first.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
      await expect(oidc.refreshTokenGrant(config, second.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
      await expect(oidc.fetchUserInfo(config, second.access_token, reader.uuid)).rejects.toThrow();
    });

    it('offline_access from a client not registered for it is ignored: no refresh token; another client cannot use a refresh token', async () => {
      const es = await configFor(ES, { id_token_signed_response_alg: 'ES256' });
      const tokens = await (await authorize(es, ES, { scope: 'openid offline_access' })).complete();
      expect(tokens.refresh_token).toBeUndefined();
      expect(tokens.scope).toBe('openid');
      const rs = await configFor(RS);
      const offline = await (await authorize(rs, RS, { scope: 'openid offline_access' })).complete();
      await expect(oidc.refreshTokenGrant(es, offline.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
      // Not spent by the other client's attempt: its own client still refreshes with it.
      expect((await oidc.refreshTokenGrant(rs, offline.refresh_token!)).refresh_token).toEqual(expect.any(String));
    });

    it('a refresh token ends with its grant\'s 90 days, and a new grant clears the reader\'s grants past them from the table', async () => {
      const config = await configFor(RS);
      const old = await (await authorize(config, RS, { scope: 'openid offline_access' })).complete();
      const grants = () => api.db.selectFrom('identity_oidc_grants').select('id').where('user_id', '=', reader.uuid).execute();
      const before = (await grants()).length;
      api.advance(91 * 24 * 60 * MINUTE);
      try {
        const later = await configFor(RS);
        await expect(oidc.refreshTokenGrant(later, old.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
        const fresh = await (await authorize(later, RS, { scope: 'openid offline_access' }, await signIn())).complete();
        expect(fresh.refresh_token).toEqual(expect.any(String));
        expect(await grants()).toHaveLength(1);
        expect(before).toBeGreaterThanOrEqual(1);
      } finally {
        api.advance(-91 * 24 * 60 * MINUTE);
        // The sign-in 91 days on swept the reader's sessions, dead by then: the next tests get a new one.
        reader.accessToken = await signIn();
      }
    });

    it('the token request may come as multipart/form-data (Arc\'s SDK sends a FormData); a file in it, or a broken body, is invalid_request', async () => {
      const config = await configFor(RS);
      const verifier = oidc.randomPKCECodeVerifier();
      const url = oidc.buildAuthorizationUrl(config, { redirect_uri: RS.redirectUri, scope: 'openid', code_challenge: await oidc.calculatePKCECodeChallenge(verifier), code_challenge_method: 'S256' });
      const login = await (await fetch(`${issuer()}/login${url.search}`, { headers: { authorization: `Bearer ${reader.accessToken}` } })).json();
      const form = new FormData();
      for (const [k, v] of Object.entries({ grant_type: 'authorization_code', client_id: RS.clientId, code: new URL(login.message).searchParams.get('code')!, code_verifier: verifier, redirect_uri: RS.redirectUri })) form.append(k, v);
      const res = await fetch(`${issuer()}/token`, { method: 'POST', body: form });
      expect(res.status).toBe(200);
      expect((await res.json()).id_token).toEqual(expect.any(String));
      const withFile = new FormData();
      withFile.append('grant_type', 'authorization_code');
      withFile.append('code', new Blob(['x']), 'code.txt');
      const file = await fetch(`${issuer()}/token`, { method: 'POST', body: withFile });
      expect(file.status).toBe(400);
      expect((await file.json()).error).toBe('invalid_request');
      const broken = await fetch(`${issuer()}/token`, { method: 'POST', headers: { 'content-type': 'multipart/form-data' }, body: 'grant_type=x' });
      expect(broken.status).toBe(400);
      expect((await broken.json()).error).toBe('invalid_request');
    });
  });
}
