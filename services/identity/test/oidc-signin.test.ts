// Signing in with outside providers over real HTTP: a local OpenID provider (oidc-provider) walked through as a
// reader would, with PKCE, state and nonce; social id tokens checked against a provider's key set; unlinking.
import { generateKeyPairSync } from 'node:crypto';
import { UnsecuredJWT, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, backends, signUpAndLogin, startIdentity, type Running } from './harness.ts';
import { APPLE_CALLBACK } from '../oidc-settings.ts';
import { followAuthorization, startKeyIssuer } from './key-issuer.ts';
import { signInAtProvider, startLocalProvider, type LocalProvider } from './local-op.ts';

const REDIRECT = 'https://news.example/account/login/';
const CLIENT = { clientId: 'news-site', clientSecret: 'local-provider-client-secret' };
const stamp = Date.now();
const mail = (who: string) => `${who}-${stamp}@example.org`;
const ACCOUNTS = {
  tama: { email: mail('tama'), email_verified: true, given_name: 'Tama' },
  mere: { email: mail('mere'), email_verified: true },
  hine: { email: mail('hine'), email_verified: false },
  rangi: { email: mail('rangi'), email_verified: true },
  nomail: {},
};

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`sign-in with outside providers (${backend.name})`, () => {
    let api: Running & { origin: string };
    let local: LocalProvider;
    let keys: Awaited<ReturnType<typeof startKeyIssuer>>;

    beforeAll(async () => {
      local = await startLocalProvider({ ...CLIENT, redirectUri: REDIRECT, accounts: ACCOUNTS });
      const appleKey = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const applePem = appleKey.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
      keys = await startKeyIssuer(() => api.now(), {
        clientId: 'nz.news.web', teamId: 'TEAM123', keyId: 'KEY456', publicKey: appleKey.publicKey,
        account: { sub: 'apple-code-1', email: mail('apple-code'), email_verified: 'true' },
      });
      api = await startIdentity(backend, {
        oidc: (origin) => ({
          providers: [
            { name: 'kaitiaki', type: 'OIDC', issuer: local.issuer, clientIds: [CLIENT.clientId], clientSecret: CLIENT.clientSecret, redirectUri: REDIRECT },
            { name: 'offline', type: 'OIDC', issuer: 'http://127.0.0.1:9', clientIds: ['x'], redirectUri: REDIRECT },
            { name: 'google', type: 'Google', issuer: keys.issuer, clientIds: ['g-web', 'g-app'], redirectUri: REDIRECT },
            { name: 'facebook', type: 'Facebook', issuer: keys.issuer, clientIds: ['fb-1'], redirectUri: REDIRECT },
            { name: 'apple', type: 'Apple', issuer: keys.issuer, clientIds: ['nz.news.web'], apple: { teamId: 'TEAM123', keyId: 'KEY456', privateKey: applePem }, redirectUri: `${origin}${APPLE_CALLBACK}`, formPostPage: REDIRECT },
          ],
        }),
      });
    }, 120_000);
    afterAll(async () => {
      await api?.close();
      await local?.close();
      await keys?.close();
    });

    const v2 = async (method: string, path: string, opts: { token?: string; body?: unknown } = {}) => {
      const res = await fetch(`${api.origin}/identity/public/v2${path}`, {
        method,
        headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...(opts.body ? { 'content-type': 'application/json' } : {}) },
        body: opts.body ? JSON.stringify(opts.body) : undefined,
      });
      return { status: res.status, body: (await res.json()) as any };
    };
    const initiate = async (provider = 'kaitiaki') => {
      const res = await v2('GET', `/oidc/${provider}/initiate?scope=${encodeURIComponent('name email')}`);
      expect(res.status).toBe(200);
      return new URL(res.body.url);
    };
    const signin = (back: URL | { code: string; state: string }) => {
      const [code, state] = back instanceof URL ? [back.searchParams.get('code')!, back.searchParams.get('state')!] : [back.code, back.state];
      return v2('GET', `/oidc/signin?${new URLSearchParams({ code, state })}`);
    };
    const signInAs = async (login: string) => signin(await signInAtProvider((await initiate()).href, login, REDIRECT));

    it('a reader signs in through an OpenID provider with PKCE S256, state and nonce, and gets a new account', async () => {
      const url = await initiate();
      expect(url.origin).toBe(local.issuer);
      const q = url.searchParams;
      expect(q.get('code_challenge_method')).toBe('S256');
      expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(q.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(q.get('nonce')).toEqual(expect.any(String));
      expect(q.get('scope')).toBe('openid email profile');
      expect(q.get('redirect_uri')).toBe(REDIRECT);
      const back = await signInAtProvider(url.href, 'tama', REDIRECT);
      expect(back.searchParams.get('state')).toBe(q.get('state'));
      const res = await signin(back);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ uuid: expect.any(String), accessToken: expect.any(String), refreshToken: expect.any(String), idToken: expect.any(String), expiresIn: 900 });
      const profile = await api.call('GET', '/profile', { token: res.body.accessToken });
      expect(profile.body).toMatchObject({ email: ACCOUNTS.tama.email, emailVerified: true, firstName: 'Tama' });
      expect(profile.body.identities).toEqual([{ type: 'OIDC', userName: 'kaitiaki:tama', lastLoginDate: expect.any(String) }]);
      // The verifier never left the server: the provider's address carries only its challenge.
      expect(url.href).not.toContain('code_verifier');
    });

    it('signing in again with the same provider identity reaches the same account', async () => {
      const first = await signInAs('rangi');
      const second = await signInAs('rangi');
      expect(second.status).toBe(200);
      expect(second.body.uuid).toBe(first.body.uuid);
    });

    it('a provider-verified address links to the existing account that verified it', async () => {
      const own = await signUpAndLogin(api, ACCOUNTS.mere.email);
      await api.db.updateTable('identity_users').set({ email_verified: true }).where('id', '=', own.uuid).execute();
      const res = await signInAs('mere');
      expect(res.status).toBe(200);
      expect(res.body.uuid).toBe(own.uuid);
      const profile = await api.call('GET', '/profile', { token: res.body.accessToken });
      expect(profile.body.identities.map((i: { type: string }) => i.type)).toEqual(['Password', 'OIDC']);
    });

    it('an address the provider did not verify never joins an existing account (300039)', async () => {
      const own = await signUpAndLogin(api, ACCOUNTS.hine.email);
      await api.db.updateTable('identity_users').set({ email_verified: true }).where('id', '=', own.uuid).execute();
      const res = await signInAs('hine');
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('300039');
      const profile = await api.call('GET', '/profile', { token: own.accessToken });
      expect(profile.body.identities.map((i: { type: string }) => i.type)).toEqual(['Password']);
    });

    it('a provider identity without an email address is refused with a 400 saying so', async () => {
      const res = await signInAs('nomail');
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('kaitiaki did not share an email address: allow it to, then sign in again');
    });

    it('a state is used once: completing the same answer again is refused', async () => {
      const back = await signInAtProvider((await initiate()).href, 'tama', REDIRECT);
      expect((await signin(back)).status).toBe(200);
      const again = await signin(back);
      expect(again.status).toBe(400);
      expect(again.body).toEqual({ code: '400000', message: 'state is unknown, used or expired: start the sign-in again' });
    });

    it('a state this server never issued is refused', async () => {
      const res = await signin({ code: 'any-code', state: 'a-state-from-elsewhere' });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^state is unknown/);
    });

    it('state mismatch: a code from one sign-in completed with the state of another is refused (its PKCE verifier does not fit)', async () => {
      const mine = await initiate();
      const theirs = await signInAtProvider((await initiate()).href, 'tama', REDIRECT);
      const res = await signin({ code: theirs.searchParams.get('code')!, state: mine.searchParams.get('state')! });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('400010');
    });

    it('nonce mismatch: an id token carrying another nonce than the one stored is refused', async () => {
      const url = await initiate();
      url.searchParams.set('nonce', 'a-nonce-the-server-never-issued');
      const back = await signInAtProvider(url.href, 'tama', REDIRECT);
      const res = await signin(back);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('400010');
      expect(res.body.message).toMatch(/nonce/);
    });

    it('a forged code with a real state is refused by the provider', async () => {
      const url = await initiate();
      const res = await signin({ code: 'forged-code', state: url.searchParams.get('state')! });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('400010');
    });

    it('a sign-in left unfinished for more than ten minutes is refused', async () => {
      const back = await signInAtProvider((await initiate()).href, 'tama', REDIRECT);
      api.advance(11 * 60 * 1000);
      const res = await signin(back);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^state is unknown, used or expired/);
    });

    it('an unknown provider is a 404 naming it; an unreachable one a 502, not a 500', async () => {
      const unknown = await v2('GET', '/oidc/nobody/initiate');
      expect(unknown).toEqual({ status: 404, body: { code: '400404', message: 'no sign-in provider named "nobody" is configured' } });
      const offline = await v2('GET', '/oidc/offline/initiate');
      expect(offline.status).toBe(502);
      expect(offline.body.code).toBe('400011');
    });

    describe('social token login (auth/login with grantType = the provider)', () => {
      const login = (grantType: string, credentials: string) => api.call('POST', '/auth/login', { body: { userName: '', credentials, grantType } });

      it('a Google id token for any of the configured client ids signs the reader in, as a Google identity', async () => {
        const token = await keys.sign('g-app', { sub: 'google-sub-1', email: mail('ana'), email_verified: true });
        const res = await login('google', token);
        expect(res.status).toBe(200);
        const profile = await api.call('GET', '/profile', { token: res.body.accessToken });
        expect(profile.body.identities).toEqual([{ type: 'Google', userName: 'google-sub-1', lastLoginDate: expect.any(String) }]);
        expect((await login('google', await keys.sign('g-web', { sub: 'google-sub-1' }))).body.uuid).toBe(res.body.uuid);
      });

      it('Facebook and Apple tokens sign in as their kinds (Apple\'s "true" as a string counts as verified)', async () => {
        const fb = await login('facebook', await keys.sign('fb-1', { sub: 'fb-9', email: mail('fb'), email_verified: true }));
        expect(fb.status).toBe(200);
        const apple = await login('apple', await keys.sign('nz.news.web', { sub: 'apple-9', email: mail('apple'), email_verified: 'true' }));
        expect(apple.status).toBe(200);
        const profile = await api.call('GET', '/profile', { token: apple.body.accessToken });
        expect(profile.body).toMatchObject({ emailVerified: true, identities: [{ type: 'Apple', userName: 'apple-9' }] });
      });

      it('tokens for another audience, from another issuer, signed by another key, expired or unsigned are refused', async () => {
        const { privateKey: other } = await generateKeyPair('RS256');
        const claims = { sub: 'google-sub-x', email: mail('x'), email_verified: true };
        const refused = [
          await keys.sign('someone-else', claims),
          await keys.sign('g-web', claims, { iss: 'https://accounts.google.com' }),
          await keys.sign('g-web', claims, { key: other }),
          await keys.sign('g-web', claims, { expiresIn: -120 }),
          new UnsecuredJWT(claims).setIssuer(keys.issuer).setAudience('g-web').setIssuedAt().setExpirationTime('5m').encode(),
          'not-a-jwt',
        ];
        for (const token of refused) {
          const res = await login('google', token);
          expect(res.status, token.slice(0, 40)).toBe(400);
          expect(res.body.code).toBe('400010');
          expect(res.body.message).toMatch(/^Sign-in with google failed: the id token was refused/);
        }
      });

      it('a signed-in reader\'s social login (bearer sent) connects the identity to that account, whatever its address; one connected elsewhere is refused', async () => {
        const own = await signUpAndLogin(api, mail('connect'));
        const token = await keys.sign('g-web', { sub: 'google-connect', email: mail('someone-else'), email_verified: false });
        const res = await api.call('POST', '/auth/login', { token: own.accessToken, body: { userName: '', credentials: token, grantType: 'google' } });
        expect(res.status).toBe(200);
        expect(res.body.uuid).toBe(own.uuid);
        const profile = await api.call('GET', '/profile', { token: res.body.accessToken });
        expect(profile.body.identities.map((i: { type: string; userName: string }) => `${i.type}:${i.userName}`)).toEqual([`Password:${mail('connect')}`, 'Google:google-connect']);
        const other = await signUpAndLogin(api, mail('other'));
        const taken = await api.call('POST', '/auth/login', { token: other.accessToken, body: { userName: '', credentials: token, grantType: 'google' } });
        expect(taken.status).toBe(409);
        expect(taken.body).toEqual({ code: '300039', message: 'This google account is already connected to another account' });
        // A token that is no longer valid connects nothing, and the sign-in still works.
        const stale = await api.call('POST', '/auth/login', { token: 'not-a-valid-token', body: { userName: '', credentials: token, grantType: 'google' } });
        expect(stale.body.uuid).toBe(own.uuid);
      });

      it('a grantType that is no configured provider is refused naming the ones that are', async () => {
        const res = await login('myspace', 'token');
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('grantType "myspace" is not supported: use "password", "refresh-token", "kaitiaki", "offline", "google", "facebook", "apple"');
      });
    });

    describe('unlinking', () => {
      it('the last way to sign in cannot be unlinked (300044), by v2 oidc/unlink or identity/{type}', async () => {
        const oidcOnly = await signInAs('tama');
        const unlink = await v2('PUT', '/oidc/unlink', { token: oidcOnly.body.accessToken, body: { identifier: 'kaitiaki' } });
        expect(unlink.status).toBe(400);
        expect(unlink.body.code).toBe('300044');
        const googleOnly = await api.call('POST', '/auth/login', { body: { userName: '', grantType: 'google', credentials: await keys.sign('g-web', { sub: 'google-sub-1' }) } });
        const del = await api.call('DELETE', '/identity/google', { token: googleOnly.body.accessToken });
        expect(del.body.code).toBe('300044');
      });

      it('an OpenID identity beside a password is unlinked by its identifier; an unknown identifier is a 404', async () => {
        const own = await api.call('POST', '/auth/login', { body: { userName: ACCOUNTS.mere.email, credentials: PASSWORD } });
        const missing = await v2('PUT', '/oidc/unlink', { token: own.body.accessToken, body: { identifier: 'kaitiaki:someone-else' } });
        expect(missing.status).toBe(404);
        const res = await v2('PUT', '/oidc/unlink', { token: own.body.accessToken, body: { identifier: 'kaitiaki:mere' } });
        expect(res.status).toBe(200);
        expect(res.body.identities.map((i: { type: string }) => i.type)).toEqual(['Password']);
        expect((await v2('PUT', '/oidc/unlink', { body: { identifier: 'kaitiaki' } })).body.message).toBe('Missing or invalid jwt');
        expect((await v2('PUT', '/oidc/unlink', { token: own.body.accessToken, body: {} })).status).toBe(400);
      });
    });

    it('apple/authurl answers Apple\'s authorization address for this site: PKCE, name and email asked, the answer posted to the API\'s callback', async () => {
      const res = await api.call('GET', '/apple/authurl');
      expect(res.status).toBe(200);
      const url = new URL(res.body.url);
      expect(url.origin + url.pathname).toBe(`${keys.issuer}/authorize`);
      expect(Object.fromEntries(url.searchParams)).toMatchObject({
        client_id: 'nz.news.web', redirect_uri: `${api.origin}${APPLE_CALLBACK}`, response_mode: 'form_post', response_type: 'code', scope: 'openid name email', code_challenge_method: 'S256',
      });
    });

    it('the form-post callback sends the browser to the login page with the answer, and only there; a provider that does not post has none', async () => {
      const post = (provider: string, body: Record<string, string>) =>
        fetch(`${api.origin}/identity/public/v2/oidc/${provider}/callback`, { method: 'POST', body: new URLSearchParams(body), redirect: 'manual' });
      const res = await post('apple', { code: 'c1', state: 's1', redirect: 'https://evil.example/' });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe(`${REDIRECT}?code=c1&state=s1`);
      expect((await post('kaitiaki', { code: 'c', state: 's' })).status).toBe(404);
      expect((await post('nobody', { code: 'c', state: 's' })).status).toBe(404);
    });

    it('Apple\'s code flow: the browser goes to authurl\'s address, Apple posts the answer, the login page gets code and state; the exchange signs its client secret with the team key', async () => {
      const { body } = await api.call('GET', '/apple/authurl');
      const returned = await followAuthorization(body.url);
      expect(returned.origin + returned.pathname).toBe(REDIRECT);
      const res = await signin(returned);
      expect(res.status).toBe(200);
      const profile = await api.call('GET', '/profile', { token: res.body.accessToken });
      expect(profile.body).toMatchObject({ email: mail('apple-code'), emailVerified: true, identities: [{ type: 'Apple', userName: 'apple-code-1' }] });
    });

    it('GET /config publishes the social ids as the spec names them and the OpenID providers', async () => {
      const config = await api.call('GET', '/config');
      expect(config.body).toMatchObject({
        googleClientId: 'g-web,g-app',
        facebookAppId: 'fb-1',
        teamId: 'TEAM123',
        keyId: 'KEY456',
        urlToReceiveAuthToken: `${api.origin}${APPLE_CALLBACK}`,
        oidcProviders: [{ name: 'kaitiaki' }, { name: 'offline' }],
      });
      expect(JSON.stringify(config.body)).not.toContain(CLIENT.clientSecret);
    });

    it('a reader who signed up with Google adds a password by signing up, signed in, with their own address; then it signs in too', async () => {
      const address = mail('social-only');
      const credentials = await keys.sign('g-web', { sub: 'social-only-1', email: address, email_verified: true });
      const google = await api.call('POST', '/auth/login', { body: { userName: '', credentials, grantType: 'google' } });
      expect(google.status).toBe(200);
      const signUp = (userName: string, token?: string) =>
        api.call('POST', '/signup', { token, body: { identity: { userName, credentials: PASSWORD } } });
      // Anonymous, the address is taken.
      expect((await signUp(address)).body.code).toBe('300039');
      // Signed in, but for another address: refused, nothing added.
      const other = await signUp(mail('not-mine'), google.body.accessToken);
      expect(other.status).toBe(400);
      expect(other.body.message).toBe("identity.userName must be your account's address to add a password to it");
      const added = await signUp(address, google.body.accessToken);
      expect(added.status).toBe(201);
      expect(added.body.uuid).toBe(google.body.uuid);
      expect(added.body.identities.map((i: { type: string }) => i.type).sort()).toEqual(['Google', 'Password']);
      const withPassword = await api.call('POST', '/auth/login', { body: { userName: address, credentials: PASSWORD, grantType: 'password' } });
      expect(withPassword.status).toBe(200);
      expect(withPassword.body.uuid).toBe(google.body.uuid);
      // A second time: the account has a password already (changing it asks for the current one).
      expect((await signUp(address, google.body.accessToken)).body.code).toBe('300039');
    });

    it('adding a password needs a sign-in from the last 10 minutes: an older session (even with a refreshed token) is refused with nothing written; a fresh sign-in may', async () => {
      const address = mail('stale-session');
      const google = async () => {
        const credentials = await keys.sign('g-web', { sub: 'stale-session-1', email: address, email_verified: true });
        const res = await api.call('POST', '/auth/login', { body: { userName: '', credentials, grantType: 'google' } });
        expect(res.status).toBe(200);
        return res.body as { uuid: string; accessToken: string; refreshToken: string };
      };
      const addPassword = (token: string) => api.call('POST', '/signup', { token, body: { identity: { userName: address, credentials: PASSWORD } } });
      const identities = async (token: string) => (await api.call('GET', '/profile', { token })).body.identities.map((i: { type: string }) => i.type);
      const passwordLogin = () => api.call('POST', '/auth/login', { body: { userName: address, credentials: PASSWORD, grantType: 'password' } });

      const old = await google();
      api.advance(10 * 60 * 1000 + 1000);
      const refused = await addPassword(old.accessToken);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ code: '400008', message: 'Sign in again to make this change: it needs a sign-in from the last 10 minutes' });
      // Refreshing the access token keeps the session's sign-in time: still refused.
      const refreshed = await api.call('POST', '/auth/token', { body: { token: old.refreshToken, grantType: 'refresh-token' } });
      expect(refreshed.status).toBe(200);
      expect((await addPassword(refreshed.body.accessToken)).body.code).toBe('400008');
      expect(await identities(refreshed.body.accessToken)).toEqual(['Google']);
      expect((await passwordLogin()).status).toBe(401);

      // Signed in again, nine minutes later the password is added, and signs in.
      const fresh = await google();
      expect(fresh.uuid).toBe(old.uuid);
      api.advance(9 * 60 * 1000);
      const added = await addPassword(fresh.accessToken);
      expect(added.status).toBe(201);
      expect((await identities(fresh.accessToken)).sort()).toEqual(['Google', 'Password']);
      expect((await passwordLogin()).body.uuid).toBe(old.uuid);
    });

    it("Subscribe with Google's login check answers identityExists for a Google-signed reader: linked, or matched by a verified address; a forged token is refused", async () => {
      const check = (token: string) => api.call('POST', '/swg/checkloginexists', { body: { token } });
      // A reader with a verified address here, and one Google knows who never came.
      const verified = await signUpAndLogin(api, mail('swg-known'));
      await api.db.updateTable('identity_users').set({ email_verified: true }).where('id', '=', verified.uuid).execute();
      expect((await check(await keys.sign('g-web', { sub: 'swg-1', email: mail('swg-known'), email_verified: true }))).body).toEqual({ identityExists: true });
      expect((await check(await keys.sign('g-web', { sub: 'swg-2', email: mail('swg-stranger'), email_verified: true }))).body).toEqual({ identityExists: false });
      // Google has not verified the address: it proves nothing about the account of that address.
      expect((await check(await keys.sign('g-web', { sub: 'swg-3', email: mail('swg-known'), email_verified: false }))).body).toEqual({ identityExists: false });
      // Linked by an earlier Google sign-in: known by its subject alone.
      const signIn = await api.call('POST', '/auth/login', { body: { userName: '', grantType: 'google', credentials: await keys.sign('g-web', { sub: 'swg-linked', email: mail('swg-linked'), email_verified: true }) } });
      expect(signIn.status).toBe(200);
      expect((await check(await keys.sign('g-app', { sub: 'swg-linked' }))).body).toEqual({ identityExists: true });
      const forged = await check(await keys.sign('someone-elses-app', { sub: 'swg-1', email: mail('swg-known'), email_verified: true }));
      expect(forged.status).toBe(400);
      expect(forged.body.message).toMatch(/^Sign-in with google failed: the id token was refused/);
      expect((await api.call('POST', '/swg/checkloginexists', { body: {} })).status).toBe(400);
    });
  });
}

describe('OpenID sign-in and rate limits', () => {
  it('starting and completing sign-ins count against the address\'s sign-in budget: 429 with Retry-After past it', async () => {
    const api = await startIdentity(backends[0]!, { budgets: { 'login-address': 2 }, oidc: { providers: [] } });
    try {
      const call = (path: string) => fetch(`${api.origin}/identity/public${path}`);
      expect((await call('/v2/oidc/nobody/initiate')).status).toBe(404);
      expect((await call('/v2/oidc/signin?code=c&state=s')).status).toBe(400);
      const third = await call('/v2/oidc/nobody/initiate');
      expect(third.status).toBe(429);
      expect(third.headers.get('retry-after')).toBe('42');
    } finally {
      await api.close();
    }
  }, 120_000);
});
