// How long a sign-in lasts and that concurrent sign-ins all get one: parallel logins of one account, the absolute
// session lifetime (ASVS 7.3.2) however often the reader refreshes, and the ten minutes of a magic link (ASVS 6.5.5)
// and of a Subscribe with Google linking token.
// Over real HTTP, on PGlite and on PostgreSQL (DATABASE_URL).
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_MAX_AGE_MS } from '../sessions.ts';
import { PASSWORD, backends, linkToken, signUpAndLogin, startIdentity, type Running } from './harness.ts';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
let n = 0;
const newEmail = () => `lifetime${++n}-${Date.now()}@example.org`;

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`identity session lifetimes (${backend.name})`, () => {
    let api: Running;
    beforeAll(async () => {
      api = await startIdentity(backend);
    }, 120_000);
    afterAll(() => api?.close());

    /** Runs `body` with the service's clock moved on by what it advances, then puts the clock back. */
    const withClock = async (body: (advance: (ms: number) => void) => Promise<void>) => {
      let moved = 0;
      try {
        await body((ms) => {
          api.advance(ms);
          moved += ms;
        });
      } finally {
        api.advance(-moved);
      }
    };

    it('24 parallel sign-ins of one account all answer 200, each with an access token and a refresh token that work', async () => {
      const email = newEmail();
      await signUpAndLogin(api, email);
      const logins = await Promise.all(
        Array.from({ length: 24 }, () => api.call('POST', '/auth/login', { body: { userName: email, credentials: PASSWORD, grantType: 'password' } })),
      );
      expect(logins.map((l) => l.status)).toEqual(Array(24).fill(200));
      const sids = new Set(logins.map((l) => (decodeJwt(l.body.accessToken) as { sid: string }).sid));
      expect(sids.size).toBe(24);
      const profiles = await Promise.all(logins.map((l) => api.call('GET', '/profile', { token: l.body.accessToken })));
      expect(profiles.map((p) => p.status)).toEqual(Array(24).fill(200));
      const refreshed = await Promise.all(logins.map((l) => api.call('POST', '/auth/token', { body: { token: l.body.refreshToken } })));
      expect(refreshed.map((r) => r.status)).toEqual(Array(24).fill(200));
    });

    it('a remembered session ends 90 days after its sign-in however often it is refreshed: then "Refresh token is expired"', async () => {
      expect(SESSION_MAX_AGE_MS.remembered).toBe(90 * DAY);
      let login = await signUpAndLogin(api, newEmail(), PASSWORD, { rememberMe: true });
      const sid = (decodeJwt(login.accessToken) as { sid: string }).sid;
      const signedIn = api.now();
      await withClock(async (advance) => {
        for (let day = 20; day < 90; day += 20) {
          advance(20 * DAY);
          const next = await api.call('POST', '/auth/token', { body: { token: login.refreshToken } });
          expect(next.status).toBe(200);
          login = next.body;
        }
        // No refresh token of the session outlives the session's end.
        const rows = await api.db.selectFrom('identity_refresh_tokens').select('expires_at').where('session_id', '=', sid).execute();
        for (const row of rows) expect(row.expires_at.getTime()).toBeLessThanOrEqual(signedIn + 90 * DAY + 1000);
        advance(90 * DAY - 80 * DAY + MINUTE); // a minute past day 90
        const late = await api.call('POST', '/auth/token', { body: { token: login.refreshToken } });
        expect(late.status).toBe(401);
        expect(late.body).toEqual({ code: '400002', message: 'Refresh token is expired' });
      });
    });

    it('a session without remember-me ends 7 days after its sign-in, even refreshed every 12 hours', async () => {
      expect(SESSION_MAX_AGE_MS.session).toBe(7 * DAY);
      let login = await signUpAndLogin(api, newEmail());
      await withClock(async (advance) => {
        for (let hours = 12; hours < 7 * 24; hours += 12) {
          advance(12 * HOUR);
          const next = await api.call('POST', '/auth/token', { body: { token: login.refreshToken } });
          expect(next.status, `refresh at hour ${hours}`).toBe(200);
          login = next.body;
        }
        // Hour 168: the session's end. The access token of the last refresh (12 hours ago, so itself expired) and a
        // fresh refresh are both refused.
        advance(12 * HOUR);
        const late = await api.call('POST', '/auth/token', { body: { token: login.refreshToken } });
        expect(late.status).toBe(401);
        expect(late.body.message).toBe('Refresh token is expired');
      });
    });

    it('an access token stops working at the end of its session\'s absolute lifetime, though its own 15 minutes are not up', async () => {
      let login = await signUpAndLogin(api, newEmail());
      await withClock(async (advance) => {
        for (let hours = 12; hours <= 6 * 24 + 12; hours += 12) {
          advance(12 * HOUR);
          login = (await api.call('POST', '/auth/token', { body: { token: login.refreshToken } })).body;
        }
        // Refreshed 10 minutes before the session's end: that access token would otherwise live 5 minutes past it.
        advance(12 * HOUR - 10 * MINUTE);
        const last = await api.call('POST', '/auth/token', { body: { token: login.refreshToken } });
        expect(last.status).toBe(200);
        expect((await api.call('GET', '/profile', { token: last.body.accessToken })).status).toBe(200);
        advance(11 * MINUTE);
        const after = await api.call('GET', '/profile', { token: last.body.accessToken });
        expect(after.status).toBe(401);
        expect(after.body.message).toBe('Missing or invalid jwt');
      });
    });

    it('a magic link works 9 minutes after it was mailed and is refused at 11 minutes', async () => {
      const email = newEmail();
      await signUpAndLogin(api, email);
      await api.mailer.next(email); // the verification mail
      await withClock(async (advance) => {
        await api.call('POST', '/auth/magiclink', { body: { email } });
        const early = linkToken(await api.mailer.next(email));
        advance(9 * MINUTE);
        expect((await api.call('GET', `/auth/magiclink/${early}`)).status).toBe(200);

        await api.call('POST', '/auth/magiclink', { body: { email } });
        const late = linkToken(await api.mailer.next(email));
        advance(11 * MINUTE);
        const refused = await api.call('GET', `/auth/magiclink/${late}`);
        expect(refused.status).toBe(400);
        expect(refused.body.message).toBe('This link is invalid or has expired');
      });
    });

    it('a Subscribe with Google linking token works 9 minutes after it was issued and is refused at 11 minutes', async () => {
      const reader = await signUpAndLogin(api, newEmail());
      const linkingToken = async () => (await api.call('GET', '/swg/accesstoken', { token: reader.accessToken })).body.accessToken as string;
      await withClock(async (advance) => {
        const early = await linkingToken();
        advance(9 * MINUTE);
        expect((await api.call('GET', `/swg/${early}/relink/swg-early-${n}`, { token: reader.accessToken })).status).toBe(200);
        advance(-9 * MINUTE);
        const late = await linkingToken();
        advance(11 * MINUTE);
        const refused = await api.call('GET', `/swg/${late}/relink/swg-late-${n}`, { token: reader.accessToken });
        expect(refused.status).toBe(400);
        expect(refused.body.code).toBe('400012');
      });
    });
  });
}
