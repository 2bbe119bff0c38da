// Sign-up, login, refresh rotation and reuse, logout and the access-token checks, over real HTTP.
import { SignJWT, UnsecuredJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_AUDIENCE, ISSUER, REFRESH_AUDIENCE, digest } from '../tokens.ts';
import { JWT_SECRET, PASSWORD, backends, signUpAndLogin, startIdentity, type Running } from './harness.ts';

const DAY = 24 * 60 * 60 * 1000;
let n = 0;
const newEmail = () => `reader${++n}-${Date.now()}@example.org`;
const key = new TextEncoder().encode(JWT_SECRET);

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`identity sessions (${backend.name})`, () => {
    let api: Running;
    beforeAll(async () => {
      api = await startIdentity(backend);
    }, 120_000);
    afterAll(() => api?.close());

    it('sign-up answers the new uuid, identities and profile; login answers a user identity whose access token names that user', async () => {
      const email = newEmail();
      const signup = await api.call('POST', '/signup', { body: { identity: { userName: email, credentials: PASSWORD }, profile: { firstName: 'Aroha' } } });
      expect(signup.status).toBe(201);
      expect(signup.body.identities).toEqual([{ type: 'Password', userName: email, lastLoginDate: null }]);
      expect(signup.body.profile).toMatchObject({ email, firstName: 'Aroha', emailVerified: false });
      const login = await api.call('POST', '/auth/login', { body: { userName: email.toUpperCase(), credentials: PASSWORD, grantType: 'password' } });
      expect(login.status).toBe(200);
      expect(login.body).toMatchObject({ uuid: signup.body.uuid, expiresIn: 900 });
      const claims = decodeJwt(login.body.accessToken);
      expect(claims).toMatchObject({ sub: signup.body.uuid, aud: ACCESS_AUDIENCE, iss: ISSUER });
      expect(claims.exp! - claims.iat!).toBe(900);
      const profile = await api.call('GET', '/profile', { token: login.body.accessToken });
      expect(profile.status).toBe(200);
      expect(profile.body).toMatchObject({ uuid: signup.body.uuid, email, firstName: 'Aroha' });
      expect(profile.body.identities[0].lastLoginDate).toEqual(expect.any(String));
    });

    it('a second sign-up with the same address (any case) is 300039, and the first account keeps its password', async () => {
      const email = newEmail();
      await signUpAndLogin(api, email);
      const again = await api.call('POST', '/signup', { body: { identity: { userName: email.toUpperCase(), credentials: 'Other-pass-1' } } });
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('300039');
      expect((await api.call('POST', '/auth/login', { body: { userName: email, credentials: PASSWORD } })).status).toBe(200);
    });

    it('a wrong password and an unknown email get the same invalid-credentials answer', async () => {
      const email = newEmail();
      await signUpAndLogin(api, email);
      const wrong = await api.call('POST', '/auth/login', { body: { userName: email, credentials: 'Not-the-password-1' } });
      const unknown = await api.call('POST', '/auth/login', { body: { userName: newEmail(), credentials: 'Not-the-password-1' } });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(wrong.status);
      expect(unknown.body).toEqual(wrong.body);
      expect(wrong.body).toEqual({ code: '400004', message: 'Invalid email or password' });
    });

    it('a refresh token is a JWT (for Arc\'s SDK to read) whose exp is its own expiry, around 256 random bits, kept only as a digest', async () => {
      const login = await signUpAndLogin(api, newEmail());
      const claims = decodeJwt(login.refreshToken);
      expect(claims).toMatchObject({ aud: REFRESH_AUDIENCE, iss: ISSUER });
      expect(claims.jti).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(claims.sub).toBeUndefined();
      const row = await api.db.selectFrom('identity_refresh_tokens').select(['token_hash', 'expires_at']).where('token_hash', '=', digest(login.refreshToken)).executeTakeFirstOrThrow();
      // Without remember-me a day; the claim is the row's expiry, rounded down to the second.
      expect(claims.exp).toBe(Math.floor(row.expires_at.getTime() / 1000));
      expect(row.expires_at.getTime() - api.now()).toBeGreaterThan(DAY - 60_000);
      const stored = await api.db.selectFrom('identity_refresh_tokens').select('token_hash').execute();
      expect(stored.map((r) => r.token_hash).join()).not.toContain(claims.jti);
    });

    it('a refresh token re-signed with a later exp is no refresh token: the server trusts the stored row, not the claims', async () => {
      const login = await signUpAndLogin(api, newEmail());
      const claims = decodeJwt(login.refreshToken);
      const forged = await new SignJWT({ ...claims, exp: claims.exp! + 365 * 86400 }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key);
      const refused = await api.call('POST', '/auth/token', { body: { token: forged, grantType: 'refresh-token' } });
      expect(refused.status).toBe(401);
      expect(refused.body.code).toBe('400003');
      expect((await api.call('POST', '/auth/token', { body: { token: login.refreshToken, grantType: 'refresh-token' } })).status).toBe(200);
    });

    it('an opaque refresh token issued before the JWT envelope still rotates until it expires, into a JWT', async () => {
      const login = await signUpAndLogin(api, newEmail());
      const sid = decodeJwt(login.accessToken).sid as string;
      const opaque = 'o'.repeat(43);
      await api.db.insertInto('identity_refresh_tokens').values({ token_hash: digest(opaque), session_id: sid, expires_at: new Date(api.now() + DAY) }).execute();
      const rotated = await api.call('POST', '/auth/token', { body: { token: opaque, grantType: 'refresh-token' } });
      expect(rotated.status).toBe(200);
      expect(decodeJwt(rotated.body.refreshToken).aud).toBe(REFRESH_AUDIENCE);
    });

    it('a refresh token is rotated on every use: the new one works, and the answer carries a fresh access token', async () => {
      const first = await signUpAndLogin(api, newEmail());
      const second = await api.call('POST', '/auth/token', { body: { token: first.refreshToken, grantType: 'refresh-token' } });
      expect(second.status).toBe(200);
      expect(second.body.uuid).toBe(first.uuid);
      expect(second.body.refreshToken).not.toBe(first.refreshToken);
      expect((await api.call('GET', '/profile', { token: second.body.accessToken })).status).toBe(200);
      const third = await api.call('POST', '/auth/token', { body: { token: second.body.refreshToken, grantType: 'refresh-token' } });
      expect(third.status).toBe(200);
      // The login grant with a refresh token is the same rotation.
      const viaLogin = await api.call('POST', '/auth/login', { body: { grantType: 'refresh-token', credentials: third.body.refreshToken } });
      expect(viaLogin.status).toBe(200);
    });

    it('reusing a rotated refresh token revokes the whole family: its newest refresh token and access tokens stop working', async () => {
      const first = await signUpAndLogin(api, newEmail());
      const second = await api.call('POST', '/auth/token', { body: { token: first.refreshToken } });
      expect(second.status).toBe(200);
      const replay = await api.call('POST', '/auth/token', { body: { token: first.refreshToken } });
      expect(replay.status).toBe(401);
      expect(replay.body).toEqual({ code: '400003', message: 'No refresh token found for this session' });
      expect((await api.call('POST', '/auth/token', { body: { token: second.body.refreshToken } })).status).toBe(401);
      const profile = await api.call('GET', '/profile', { token: second.body.accessToken });
      expect(profile.status).toBe(401);
      expect(profile.body.message).toBe('Missing or invalid jwt');
    });

    it('another session of the same reader survives the revoked family', async () => {
      const email = newEmail();
      const a = await signUpAndLogin(api, email);
      const b = (await api.call('POST', '/auth/login', { body: { userName: email, credentials: PASSWORD } })).body;
      await api.call('POST', '/auth/token', { body: { token: a.refreshToken } });
      await api.call('POST', '/auth/token', { body: { token: a.refreshToken } });
      expect((await api.call('GET', '/profile', { token: b.accessToken })).status).toBe(200);
    });

    it('an unknown refresh token is "No refresh token found for this session"; an expired one is "Refresh token is expired"', async () => {
      const unknown = await api.call('POST', '/auth/token', { body: { token: 'x'.repeat(43) } });
      expect(unknown.status).toBe(401);
      expect(unknown.body.message).toBe('No refresh token found for this session');
      const session = await signUpAndLogin(api, newEmail());
      const remembered = await signUpAndLogin(api, newEmail(), PASSWORD, { rememberMe: true });
      api.advance(2 * DAY);
      try {
        const expired = await api.call('POST', '/auth/token', { body: { token: session.refreshToken } });
        expect(expired.status).toBe(401);
        expect(expired.body).toEqual({ code: '400002', message: 'Refresh token is expired' });
        // rememberMe: the refresh token lives a month.
        expect((await api.call('POST', '/auth/token', { body: { token: remembered.refreshToken } })).status).toBe(200);
      } finally {
        api.advance(-2 * DAY);
      }
    });

    it('nothing piles up: a new sign-in drops the reader\'s expired sessions', async () => {
      const email = newEmail();
      const old = await signUpAndLogin(api, email);
      const sessionsOf = () => api.db.selectFrom('identity_sessions').select('id').where('user_id', '=', old.uuid).execute();
      expect(await sessionsOf()).toHaveLength(1);
      api.advance(2 * DAY);
      try {
        const fresh = (await api.call('POST', '/auth/login', { body: { userName: email, credentials: PASSWORD } })).body;
        expect((await sessionsOf()).map((s) => s.id)).toEqual([(decodeJwt(fresh.accessToken) as { sid: string }).sid]);
      } finally {
        api.advance(-2 * DAY);
      }
    });

    it('nothing piles up: a refresh drops its session\'s rotated tokens once they have expired, keeping the newer ones for reuse detection', async () => {
      let login = await signUpAndLogin(api, newEmail(), PASSWORD, { rememberMe: true });
      const sid = (decodeJwt(login.accessToken) as { sid: string }).sid;
      const tokens = async () => (await api.db.selectFrom('identity_refresh_tokens').select('token_hash').where('session_id', '=', sid).execute()).length;
      const refresh = async () => {
        login = (await api.call('POST', '/auth/token', { body: { token: login.refreshToken } })).body;
        expect(login.uuid).toEqual(expect.any(String));
      };
      let moved = 0;
      try {
        await refresh(); // first token rotated; it expires 30 days after sign-in
        expect(await tokens()).toBe(2);
        api.advance(29 * DAY);
        moved += 29 * DAY;
        await refresh();
        expect(await tokens()).toBe(3);
        api.advance(2 * DAY);
        moved += 2 * DAY;
        await refresh(); // the first two have expired: dropped
        expect(await tokens()).toBe(2);
      } finally {
        api.advance(-moved);
      }
    });

    it('logout ends the session: its access token and refresh token are refused afterwards', async () => {
      const login = await signUpAndLogin(api, newEmail());
      const out = await api.call('DELETE', '/auth/token', { token: login.accessToken });
      expect(out.status).toBe(204);
      expect((await api.call('GET', '/profile', { token: login.accessToken })).status).toBe(401);
      expect((await api.call('POST', '/auth/token', { body: { token: login.refreshToken } })).status).toBe(401);
      const again = await api.call('DELETE', '/auth/token', { token: login.accessToken });
      expect(again.status).toBe(401);
      expect(again.body.message).toBe('Missing or invalid jwt');
    });

    describe('access tokens other than the service\'s own are refused with "Missing or invalid jwt"', () => {
      let login: Awaited<ReturnType<typeof signUpAndLogin>>;
      beforeAll(async () => {
        login = await signUpAndLogin(api, newEmail());
      });
      const claims = () => {
        const { sub, sid } = decodeJwt(login.accessToken) as { sub: string; sid: string };
        return { sub, sid };
      };
      const refused = async (token: string | undefined) => {
        const res = await api.call('GET', '/profile', { token });
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ code: '400001', message: 'Missing or invalid jwt' });
      };
      const signed = (opts: { secret?: Uint8Array; audience?: string; issuer?: string; exp?: number; alg?: string } = {}) =>
        new SignJWT({ sid: claims().sid })
          .setProtectedHeader({ alg: opts.alg ?? 'HS256' })
          .setSubject(claims().sub)
          .setIssuer(opts.issuer ?? ISSUER)
          .setAudience(opts.audience ?? ACCESS_AUDIENCE)
          .setIssuedAt()
          .setExpirationTime(opts.exp ?? Math.floor(Date.now() / 1000) + 600)
          .sign(opts.secret ?? key);

      it('a token signed like the service\'s is accepted (the control for the cases below)', async () => {
        expect((await api.call('GET', '/profile', { token: await signed() })).status).toBe(200);
      });
      it('no token, and a header that is not a bearer', async () => {
        await refused(undefined);
        const res = await api.call('GET', '/profile', { headers: { authorization: `Basic ${login.accessToken}` } });
        expect(res.status).toBe(401);
      });
      it('alg none', async () => {
        const unsecured = new UnsecuredJWT({ sid: claims().sid }).setSubject(claims().sub).setIssuer(ISSUER).setAudience(ACCESS_AUDIENCE).setExpirationTime('10m').encode();
        await refused(unsecured);
      });
      it('another algorithm (HS512) with the right key', async () => {
        await refused(await signed({ alg: 'HS512' }));
      });
      it('a bad signature: another key, and the real token with a changed payload', async () => {
        await refused(await signed({ secret: new TextEncoder().encode('another-secret-0123456789abcdef0123456789') }));
        const [header, , signature] = login.accessToken.split('.');
        const payload = Buffer.from(JSON.stringify({ ...decodeJwt(login.accessToken), sub: '00000000-0000-4000-8000-000000000000' })).toString('base64url');
        await refused(`${header}.${payload}.${signature}`);
      });
      it('a wrong audience (the id token is one) and a wrong issuer', async () => {
        await refused(await signed({ audience: 'someone-else' }));
        await refused(login.idToken);
        await refused(await signed({ issuer: 'elsewhere' }));
      });
      it('an expired token', async () => {
        await refused(await signed({ exp: Math.floor(Date.now() / 1000) - 60 }));
        api.advance(16 * 60 * 1000);
        try {
          await refused(login.accessToken);
        } finally {
          api.advance(-16 * 60 * 1000);
        }
      });
    });
  });
}
