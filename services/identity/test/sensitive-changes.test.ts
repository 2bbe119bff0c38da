// Changing the email address and deleting the account over HTTP (ASVS 5.0 7.5.1): a stolen access token is not
// enough. Each needs a fresh re-authentication (the current password, or a sign-in from the last 10 minutes); a new
// address counts only once the link mailed to it is opened, and the old address is told; a deletion is approved only
// with the nonce mailed to the account's address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, backends, linkToken, signUpAndLogin, startIdentity, type Running } from './harness.ts';

const MINUTE = 60 * 1000;
/** Past RECENT_SIGN_IN_MS (10 minutes) and still inside the access token's 15. */
const STALE = 11 * MINUTE;
let n = 0;
const newEmail = () => `sensitive${++n}-${Date.now()}@example.org`;
const tick = () => new Promise((resolve) => setTimeout(resolve, 150));

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`sensitive account changes need a fresh re-authentication (${backend.name})`, () => {
    let api: Running;
    beforeAll(async () => {
      api = await startIdentity(backend);
    }, 120_000);
    afterAll(() => api?.close());

    /** A signed-up, signed-in reader whose sign-up verification mail is already taken. */
    async function reader(email = newEmail()) {
      const login = await signUpAndLogin(api, email);
      await api.mailer.next(email);
      return { ...login, email };
    }
    /** Mails to `to` sent after `mark` (the outbox's length then): a reader's sign-up mail is sent before. */
    const mailsTo = (to: string, mark = 0) => api.mailer.mails.slice(mark).filter((m) => m.to === to);
    const profile = async (token: string) => (await api.call('GET', '/profile', { token })).body;
    const signsIn = async (userName: string) => (await api.call('POST', '/auth/login', { body: { userName, credentials: PASSWORD } })).status === 200;

    describe('email change', () => {
      it('from a session signed in more than 10 minutes ago, without the password: 403 asking to sign in again or give it; nothing changes, nothing is mailed', async () => {
        const { accessToken, email } = await reader();
        const moved = newEmail();
        api.advance(STALE);
        const mark = api.mailer.mails.length;
        const res = await api.call('PATCH', '/profile', { token: accessToken, body: { email: moved, firstName: 'Mere' } });
        expect(res.status).toBe(403);
        expect(res.body.code).toBe('400008');
        expect(res.body.message).toMatch(/sign in again/i);
        expect(res.body.message).toMatch(/currentPassword/);
        const after = await profile(accessToken);
        expect(after.email).toBe(email);
        // The whole request is refused: the other fields too.
        expect(after.firstName).toBe('Aroha');
        await tick();
        expect(mailsTo(moved)).toEqual([]);
        expect(mailsTo(email, mark)).toEqual([]);
      });

      it('with a wrong current password: refused, counted against the login budget, nothing changes', async () => {
        const { accessToken, email } = await reader();
        const moved = newEmail();
        api.advance(STALE);
        const before = api.limits.counts.get(`login-account:${email}`) ?? 0;
        const res = await api.call('PATCH', '/profile', { token: accessToken, body: { email: moved, currentPassword: 'Wrong-pass-1' } });
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('400007');
        expect(api.limits.counts.get(`login-account:${email}`)).toBe(before + 1);
        expect((await profile(accessToken)).email).toBe(email);
        await tick();
        expect(mailsTo(moved)).toEqual([]);
      });

      it('with the right password: pending until the mailed link is opened; the old address is told; then the new address signs in and the old does not', async () => {
        const { accessToken, email, uuid } = await reader();
        const moved = newEmail();
        api.advance(STALE);
        const res = await api.call('PATCH', '/profile', { token: accessToken, body: { email: moved, currentPassword: PASSWORD, lastName: 'Ngata' } });
        expect(res.status).toBe(200);
        // What the Arc SDK needs (a uuid), the address still the old one, the pending one named.
        expect(res.body).toMatchObject({ uuid, email, pendingEmail: moved, lastName: 'Ngata' });
        expect(res.body).not.toHaveProperty('currentPassword');
        expect((await profile(accessToken)).email).toBe(email);
        expect(await signsIn(email)).toBe(true);
        expect(await signsIn(moved)).toBe(false);

        const notice = await api.mailer.next(email);
        expect(notice.subject).toBe('Your email address is being changed');
        expect(notice.text).toContain(moved);
        const link = await api.mailer.next(moved);
        expect(link.subject).toBe('Confirm your new email address');
        expect(link.text).toContain('/account/verify-email/?change_nonce=');
        expect(link.text).toContain('10 minutes');
        const token = linkToken(link);

        const confirmed = await api.call('GET', `/email/change/${token}`);
        expect(confirmed.status).toBe(200);
        expect(confirmed.body).toEqual({ success: true, email: moved });
        expect(await signsIn(moved)).toBe(true);
        expect(await signsIn(email)).toBe(false);
        const told = await api.mailer.next(email);
        expect(told.subject).toBe('Your email address has been changed');
        expect(told.text).toContain(moved);
        // The change ended the account's sessions (the link was opened signed out): the old token is refused.
        expect((await api.call('GET', '/profile', { token: accessToken })).status).toBe(401);
        const login = await api.call('POST', '/auth/login', { body: { userName: moved, credentials: PASSWORD } });
        expect(await profile(login.body.accessToken)).toMatchObject({ uuid, email: moved, emailVerified: true, identities: [{ type: 'Password', userName: moved }] });
        expect((await profile(login.body.accessToken)).pendingEmail).toBeUndefined();
        // Used once.
        expect((await api.call('GET', `/email/change/${token}`)).status).toBe(400);
      });

      it('the stored profile never holds currentPassword', async () => {
        const { accessToken, uuid } = await reader();
        const res = await api.call('PATCH', '/profile', { token: accessToken, body: { firstName: 'Hēmi', currentPassword: PASSWORD } });
        expect(res.status).toBe(200);
        expect(res.body).not.toHaveProperty('currentPassword');
        const row = await api.db.selectFrom('identity_profiles').select('data').where('user_id', '=', uuid).executeTakeFirstOrThrow();
        expect(JSON.stringify(row.data)).not.toContain('currentPassword');
        expect(JSON.stringify(row.data)).not.toContain(PASSWORD);
      });

      it('a recent sign-in is enough without the password; a second change replaces the pending one and the older link stops working', async () => {
        const { accessToken, email } = await reader();
        const first = newEmail();
        const second = newEmail();
        expect((await api.call('PATCH', '/profile', { token: accessToken, body: { email: first } })).status).toBe(200);
        const firstToken = linkToken(await api.mailer.next(first));
        const res = await api.call('PATCH', '/profile', { token: accessToken, body: { email: second } });
        expect(res.body).toMatchObject({ email, pendingEmail: second });
        const secondToken = linkToken(await api.mailer.next(second));
        expect((await api.call('GET', `/email/change/${firstToken}`)).status).toBe(400);
        expect(await signsIn(first)).toBe(false);
        // Opened by the signed-in reader: this session stays, the address moves.
        expect((await api.call('GET', `/email/change/${secondToken}`, { token: accessToken })).status).toBe(200);
        expect((await profile(accessToken)).email).toBe(second);
      });

      it('the changing session stays when it opens the link; the account\'s other sessions end', async () => {
        const { accessToken, email } = await reader();
        const other = await api.call('POST', '/auth/login', { body: { userName: email, credentials: PASSWORD } });
        const moved = newEmail();
        await api.call('PATCH', '/profile', { token: accessToken, body: { email: moved } });
        await api.call('GET', `/email/change/${linkToken(await api.mailer.next(moved))}`, { token: accessToken });
        expect((await api.call('GET', '/profile', { token: accessToken })).status).toBe(200);
        expect((await api.call('GET', '/profile', { token: other.body.accessToken })).status).toBe(401);
      });

      it('a password reset asked for while the change is pending goes to the current address, never the pending one, and cancels the change', async () => {
        const { accessToken, email } = await reader();
        const moved = newEmail();
        await api.call('PATCH', '/profile', { token: accessToken, body: { email: moved } });
        const changeToken = linkToken(await api.mailer.next(moved));
        await api.mailer.next(email); // the notice

        expect((await api.call('POST', '/password/reset', { body: { userName: moved } })).status).toBe(200);
        expect((await api.call('POST', '/password/reset', { body: { userName: email } })).status).toBe(200);
        const reset = await api.mailer.next(email);
        expect(reset.subject).toBe('Reset your password');
        await tick();
        expect(mailsTo(moved).map((m) => m.subject)).toEqual(['Confirm your new email address']);

        expect((await api.call('PUT', `/password/reset/${linkToken(reset)}`, { body: { newPassword: 'Hou-kupu-2027' } })).status).toBe(200);
        // Resetting is what the notice tells a reader who did not ask for the change to do: the link is void.
        expect((await api.call('GET', `/email/change/${changeToken}`)).status).toBe(400);
        expect((await api.call('POST', '/auth/login', { body: { userName: email, credentials: 'Hou-kupu-2027' } })).status).toBe(200);
      });

      it('an address taken while the change was pending: the link answers a clear 409 and the account keeps its address', async () => {
        const { accessToken, email } = await reader();
        const moved = newEmail();
        await api.call('PATCH', '/profile', { token: accessToken, body: { email: moved } });
        const token = linkToken(await api.mailer.next(moved));
        await signUpAndLogin(api, moved);
        const res = await api.call('GET', `/email/change/${token}`);
        expect(res.status).toBe(409);
        expect(res.body.code).toBe('300039');
        expect((await profile(accessToken)).email).toBe(email);
      });

      it('a link that is not one of ours, or of another kind, is refused', async () => {
        const { email } = await reader();
        await api.call('POST', '/password/reset', { body: { userName: email } });
        const reset = linkToken(await api.mailer.next(email));
        expect((await api.call('GET', `/email/change/${reset}`)).status).toBe(400);
        expect((await api.call('GET', '/email/change/not-a-token')).status).toBe(400);
      });

      it('the same address again is no change: no re-authentication asked, nothing mailed', async () => {
        const { accessToken, email } = await reader();
        api.advance(STALE);
        const mark = api.mailer.mails.length;
        const res = await api.call('PATCH', '/profile', { token: accessToken, body: { email: email.toUpperCase(), firstName: 'Mere' } });
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ email, firstName: 'Mere' });
        expect(res.body.pendingEmail).toBeUndefined();
        await tick();
        expect(mailsTo(email, mark)).toEqual([]);
      });
    });

    describe('account deletion', () => {
      it('from a session signed in more than 10 minutes ago: refused without the password and with a wrong one', async () => {
        const { accessToken, email, uuid } = await reader();
        api.advance(STALE);
        const mark = api.mailer.mails.length;
        const bare = await api.call('DELETE', '/user/anonymize', { token: accessToken });
        expect(bare.status).toBe(403);
        expect(bare.body.code).toBe('400008');
        const wrong = await api.call('DELETE', '/user/anonymize', { token: accessToken, body: { currentPassword: 'Wrong-pass-1' } });
        expect(wrong.status).toBe(400);
        expect(wrong.body.code).toBe('400007');
        expect(await api.db.selectFrom('identity_deletion_requests').select('id').where('user_id', '=', uuid).execute()).toEqual([]);
        await tick();
        expect(mailsTo(email, mark)).toEqual([]);
      });

      it('with the password: 202, the approval mailed to the account; only that nonce approves, for its owner alone, once', async () => {
        const { accessToken, refreshToken, email, uuid } = await reader();
        const other = await reader();
        api.advance(STALE);
        const requested = await api.call('DELETE', '/user/anonymize', { token: accessToken, body: { currentPassword: PASSWORD } });
        expect(requested.status).toBe(202);
        expect(requested.body).toMatchObject({ status: 'pending', reason: null });
        expect(requested.body).not.toHaveProperty('code');
        const mail = await api.mailer.next(email);
        expect(mail.subject).toBe('Confirm the deletion of your account');
        expect(mail.text).toContain('/account/?delete_nonce=');
        const nonce = linkToken(mail);

        // What the request answered does not approve it, nor does anything but the mailed nonce.
        for (const id of [requested.body.id, 'x'.repeat(43), 'not-a-nonce']) {
          const res = await api.call('PUT', `/user/anonymize/approve/${id}`, { token: accessToken, body: {} });
          expect(res.status, id).toBe(400);
          expect(res.body.code, id).toBe('400005');
        }
        // Another reader holding the nonce: refused, and the nonce still works for its owner.
        expect((await api.call('PUT', `/user/anonymize/approve/${nonce}`, { token: other.accessToken, body: {} })).status).toBe(400);
        expect((await api.call('GET', '/profile', { token: accessToken })).status).toBe(200);

        const approved = await api.call('PUT', `/user/anonymize/approve/${nonce}`, { token: accessToken, body: {} });
        expect(approved.status).toBe(200);
        expect(approved.body).toMatchObject({ id: requested.body.id, status: 'approved' });
        expect((await api.call('GET', '/profile', { token: accessToken })).status).toBe(401);
        expect((await api.call('POST', '/auth/token', { body: { token: refreshToken } })).status).toBe(401);
        expect(await signsIn(email)).toBe(false);
        const kept = await api.db.selectFrom('identity_users').select(['email', 'status']).where('id', '=', uuid).executeTakeFirstOrThrow();
        expect(kept).toEqual({ email: `deleted-${uuid}@anonymised.invalid`, status: 'disabled' });
        expect((await api.call('GET', '/profile', { token: other.accessToken })).status).toBe(200);
      });

      it("a recent sign-in is enough without a body (the Arc SDK's call); declining takes the mailed nonce and a reason, and spends it", async () => {
        const { accessToken, email } = await reader();
        const requested = await api.call('DELETE', '/user/anonymize', { token: accessToken });
        expect(requested.status).toBe(202);
        const nonce = linkToken(await api.mailer.next(email));
        expect((await api.call('PUT', `/user/anonymize/decline/${requested.body.id}`, { token: accessToken, body: { reason: 'x' } })).status).toBe(400);
        expect((await api.call('PUT', `/user/anonymize/decline/${nonce}`, { token: accessToken, body: {} })).body.message).toMatch(/^reason is required/);
        const declined = await api.call('PUT', `/user/anonymize/decline/${nonce}`, { token: accessToken, body: { reason: 'changed my mind' } });
        expect(declined.status).toBe(200);
        expect(declined.body).toMatchObject({ id: requested.body.id, status: 'declined', reason: 'changed my mind' });
        expect((await api.call('PUT', `/user/anonymize/approve/${nonce}`, { token: accessToken, body: {} })).status).toBe(400);
        expect(await signsIn(email)).toBe(true);
      });

      it('asking again mails a new nonce: the older one stops working', async () => {
        const { accessToken, email } = await reader();
        const first = await api.call('DELETE', '/user/anonymize', { token: accessToken });
        const older = linkToken(await api.mailer.next(email));
        const second = await api.call('DELETE', '/user/anonymize', { token: accessToken });
        expect(second.body.id).toBe(first.body.id);
        const newer = linkToken(await api.mailer.next(email));
        expect((await api.call('PUT', `/user/anonymize/approve/${older}`, { token: accessToken, body: {} })).status).toBe(400);
        expect((await api.call('PUT', `/user/anonymize/approve/${newer}`, { token: accessToken, body: {} })).status).toBe(200);
      });

      it('a mailed nonce expires after 10 minutes', async () => {
        const { accessToken, email } = await reader();
        await api.call('DELETE', '/user/anonymize', { token: accessToken });
        const nonce = linkToken(await api.mailer.next(email));
        api.advance(10 * MINUTE + 1000);
        const res = await api.call('PUT', `/user/anonymize/approve/${nonce}`, { token: accessToken, body: {} });
        expect(res.status).toBe(400);
        expect(await signsIn(email)).toBe(true);
      });
    });
  });
}
