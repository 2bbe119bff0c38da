// Subscribe with Google's account linking over HTTP (spec section 7): a linking token for the signed-in reader, and
// the relink call that links an SwG account with it; the attacks on both (other readers, reuse, expiry, forgery).
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, linkToken, signUpAndLogin, startIdentity, type Running } from './harness.ts';

const MINUTE = 60 * 1000;
let n = 0;
const newEmail = () => `swg${++n}-${Date.now()}@example.org`;
const INVALID = { code: '400012', message: 'This Subscribe with Google linking token is invalid, expired, already used or not yours' };

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`Subscribe with Google account linking (${backend.name})`, () => {
    let api: Running;
    beforeAll(async () => {
      api = await startIdentity(backend);
    }, 120_000);
    afterAll(() => api?.close());

    const accessToken = async (bearer: string) => {
      const res = await api.call('GET', '/swg/accesstoken', { token: bearer });
      expect(res.status).toBe(200);
      return res.body.accessToken as string;
    };
    const relink = (bearer: string, token: string, id: string) => api.call('GET', `/swg/${token}/relink/${id}`, { token: bearer });
    const linksOf = (uuid: string) => api.db.selectFrom('identity_swg_links').select('swg_id').where('user_id', '=', uuid).orderBy('swg_id').execute().then((rows) => rows.map((r) => r.swg_id));

    it('both calls need a signed-in reader: "Missing or invalid jwt" without a valid bearer token', async () => {
      const reader = await signUpAndLogin(api, newEmail());
      const token = await accessToken(reader.accessToken);
      for (const res of [await api.call('GET', '/swg/accesstoken'), await api.call('GET', '/swg/accesstoken', { token: 'forged' }), await relink('forged', token, 'swg-x')]) {
        expect(res.status).toBe(401);
        expect(res.body.message).toBe('Missing or invalid jwt');
      }
      // The refused call did not use the token up.
      expect((await relink(reader.accessToken, token, 'swg-x')).status).toBe(200);
    });

    it('the linking token is 256 random bits, kept only as its SHA-256 digest; relink links the SwG account to the reader once, and the GDPR report lists it', async () => {
      const reader = await signUpAndLogin(api, newEmail());
      const token = await accessToken(reader.accessToken);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(await accessToken(reader.accessToken)).not.toBe(token);
      const fresh = await accessToken(reader.accessToken);
      const rows = await api.db.selectFrom('identity_nonces').select(['token_hash', 'kind', 'user_id']).where('user_id', '=', reader.uuid).where('kind', '=', 'swg-link').execute();
      expect(rows.map((r) => r.token_hash)).toContain(createHash('sha256').update(fresh).digest('hex'));
      expect(JSON.stringify(rows)).not.toContain(fresh);

      const linked = await relink(reader.accessToken, fresh, 'swg.account-1');
      expect(linked.status).toBe(200);
      expect(linked.body).toEqual({ uuid: reader.uuid, swgId: 'swg.account-1', linked: true });
      expect(await linksOf(reader.uuid)).toEqual(['swg.account-1']);
      const report = await api.call('POST', '/gdpr', { token: reader.accessToken });
      const detail = await api.call('GET', `/gdpr/${report.body.id}`, { token: reader.accessToken });
      expect(detail.body.data.subscribeWithGoogle).toEqual([{ accountId: 'swg.account-1', linkedOn: expect.any(String) }]);
    });

    it('a used token is refused the second time, and a new token revokes the earlier unused one', async () => {
      const reader = await signUpAndLogin(api, newEmail());
      const token = await accessToken(reader.accessToken);
      expect((await relink(reader.accessToken, token, 'swg-reuse')).status).toBe(200);
      const reused = await relink(reader.accessToken, token, 'swg-reuse-2');
      expect(reused.status).toBe(400);
      expect(reused.body).toEqual(INVALID);
      const earlier = await accessToken(reader.accessToken);
      const later = await accessToken(reader.accessToken);
      expect((await relink(reader.accessToken, earlier, 'swg-reuse-3')).body).toEqual(INVALID);
      expect((await relink(reader.accessToken, later, 'swg-reuse-3')).status).toBe(200);
      expect(await linksOf(reader.uuid)).toEqual(['swg-reuse', 'swg-reuse-3']);
    });

    it('a token is good for 15 minutes: refused just after, nothing linked', async () => {
      const reader = await signUpAndLogin(api, newEmail());
      const token = await accessToken(reader.accessToken);
      api.advance(15 * MINUTE + 1000);
      try {
        // The reader signs in again: their access token (15 minutes too) has run out with the link's.
        const login = await api.call('POST', '/auth/token', { body: { token: reader.refreshToken, grantType: 'refresh-token' } });
        const expired = await relink(login.body.accessToken, token, 'swg-late');
        expect(expired.status).toBe(400);
        expect(expired.body).toEqual(INVALID);
      } finally {
        api.advance(-(15 * MINUTE + 1000));
      }
      expect(await linksOf(reader.uuid)).toEqual([]);
    });

    it("another reader's token is refused without being used up; a forged token, a malformed one and a magic link's are refused alike", async () => {
      const owner = await signUpAndLogin(api, newEmail());
      const thief = await signUpAndLogin(api, newEmail());
      const token = await accessToken(owner.accessToken);
      expect((await relink(thief.accessToken, token, 'swg-stolen')).body).toEqual(INVALID);
      expect(await linksOf(thief.uuid)).toEqual([]);
      expect((await relink(owner.accessToken, token, 'swg-stolen')).status).toBe(200);

      const forged = 'A'.repeat(43);
      expect((await relink(thief.accessToken, forged, 'swg-f')).body).toEqual(INVALID);
      expect((await relink(thief.accessToken, 'short', 'swg-f')).body).toEqual(INVALID);
      // A token of another kind (a magic link mailed to the thief) is no linking token.
      const thiefEmail = (await api.call('GET', '/profile', { token: thief.accessToken })).body.email;
      await api.mailer.next(thiefEmail); // the sign-up's verification mail
      await api.call('POST', '/auth/magiclink', { body: { email: thiefEmail } });
      const magic = linkToken(await api.mailer.next(thiefEmail));
      expect((await relink(thief.accessToken, magic, 'swg-f')).body).toEqual(INVALID);
      expect(await linksOf(thief.uuid)).toEqual([]);
    });

    it('an SwG account linked to one reader is not moved to another (409), while its own reader may link it again; a malformed id is a 400 naming the rule', async () => {
      const first = await signUpAndLogin(api, newEmail());
      const second = await signUpAndLogin(api, newEmail());
      expect((await relink(first.accessToken, await accessToken(first.accessToken), 'swg-owned')).status).toBe(200);
      const taken = await relink(second.accessToken, await accessToken(second.accessToken), 'swg-owned');
      expect(taken.status).toBe(409);
      expect(taken.body).toEqual({ code: '400013', message: 'This Subscribe with Google account is linked to another account' });
      expect(await linksOf(first.uuid)).toEqual(['swg-owned']);
      expect(await linksOf(second.uuid)).toEqual([]);
      expect((await relink(first.accessToken, await accessToken(first.accessToken), 'swg-owned')).status).toBe(200);

      const token = await accessToken(second.accessToken);
      for (const id of ['has%20space', 'x'.repeat(129), 'semi%3Bcolon']) {
        const bad = await relink(second.accessToken, token, id);
        expect(bad.status, id).toBe(400);
        expect(bad.body.message).toBe("the Subscribe with Google account id (the path's last part) must be 1 to 128 letters, digits, '.', '_', ':' or '-'");
      }
      // The refused ids did not use the token up.
      expect((await relink(second.accessToken, token, 'swg-second')).status).toBe(200);
    });

    it("an account's deletion removes its SwG links", async () => {
      const email = newEmail();
      const reader = await signUpAndLogin(api, email);
      await api.mailer.next(email); // the sign-up's verification mail
      expect((await relink(reader.accessToken, await accessToken(reader.accessToken), 'swg-deleted')).status).toBe(200);
      expect((await api.call('DELETE', '/user/anonymize', { token: reader.accessToken })).status).toBe(202);
      const nonce = linkToken(await api.mailer.next(email));
      expect((await api.call('PUT', `/user/anonymize/approve/${nonce}`, { token: reader.accessToken, body: {} })).status).toBe(200);
      expect(await linksOf(reader.uuid)).toEqual([]);
    });
  });
}
