// The identity SDK against the real identity service over HTTP (PGlite in memory; PostgreSQL with DATABASE_URL),
// reading the mails the service sends through the test's recording mailer.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HUMAN, ORIGIN, PASSWORD, backends, linkToken, startIdentity, type Running } from '../../services/identity/test/harness.ts';
import { createIdentity, LOGIN_SUCCESS_MESSAGE } from './client.ts';
import { memoryStorage } from './storage.ts';

const MINUTE = 60 * 1000;
const NEW_PASSWORD = 'Hou-kupu-2027';
let n = 0;
const newEmail = () => `sdk${++n}-${Date.now()}@example.org`;

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`the identity SDK against the identity service (${backend.name})`, () => {
    let api: Running;
    // The SDK's clock moves with the service's, so a token the service sees as expired is expired to the SDK too.
    let offset = 0;
    let jpeg: Buffer;
    beforeAll(async () => {
      api = await startIdentity(backend, { config: { signinRecaptcha: true } });
      jpeg = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#2a7a4b' } }).jpeg().toBuffer();
    }, 120_000);
    afterAll(() => api?.close());

    function reader() {
      const messages: unknown[] = [];
      const storage = memoryStorage();
      const identity = createIdentity({
        apiOrigin: new URL(api.base).origin,
        storage,
        now: () => Date.now() + offset,
        window: { postMessage: (message) => void messages.push(message) },
      });
      return { identity, storage, messages };
    }

    async function signedUp(email = newEmail()) {
      const r = reader();
      const created = await r.identity.signUp({ userName: email, credentials: PASSWORD }, { firstName: 'Aroha' });
      expect(created.profile).toMatchObject({ firstName: 'Aroha', email });
      await api.mailer.next(email); // the verification mail
      await r.identity.login(email, PASSWORD, { recaptchaToken: HUMAN });
      return { ...r, email };
    }

    it('sign up, log in (with the captcha the site asks for), read and update the profile', async () => {
      const { identity, email, messages } = await signedUp();
      expect(await identity.isLoggedIn()).toBe(true);
      expect(messages).toEqual([{ type: LOGIN_SUCCESS_MESSAGE, grantType: 'password' }]);
      expect(await identity.getUserProfile()).toMatchObject({ email, firstName: 'Aroha', identities: [{ type: 'Password', userName: email }] });
      const updated = await identity.updateUserProfile({ firstName: 'Hēmi', uuid: 'ignored' });
      expect(updated.firstName).toBe('Hēmi');
      expect((await identity.getUserProfile()).firstName).toBe('Hēmi');
    });

    it('with the sign-in captcha on, a login without a token fails with 130001 before reaching the service', async () => {
      const email = newEmail();
      const { identity } = reader();
      await identity.signUp({ userName: email, credentials: PASSWORD });
      await expect(identity.login(email, PASSWORD)).rejects.toMatchObject({ code: '130001', message: 'Captcha token invalid' });
      expect([...api.limits.counts.keys()].some((k) => k.startsWith('login-account:') && k.includes(email))).toBe(false);
      // A wrong token reaches the service, whose refusal is thrown unchanged.
      await expect(identity.login(email, PASSWORD, { recaptchaToken: 'robot' })).rejects.toEqual({ code: '130001', message: 'Captcha token invalid' });
    });

    it("the service's errors reach the caller unchanged: a wrong password, a taken address", async () => {
      const { identity, email } = await signedUp();
      const other = reader().identity;
      await expect(other.login(email, 'Wrong-pass-1', { recaptchaToken: HUMAN })).rejects.toEqual({ code: '400004', message: 'Invalid email or password' });
      await expect(other.signUp({ userName: email, credentials: PASSWORD })).rejects.toMatchObject({ code: '300039' });
      expect(await identity.isLoggedIn()).toBe(true);
    });

    it("signed in, signUp sends the session's token: it can only add a password to the reader's own account", async () => {
      const { identity, email } = await signedUp();
      // Anonymous, a new address would be a new account; with the session it is refused as not the reader's.
      await expect(identity.signUp({ userName: newEmail(), credentials: PASSWORD }, {}, { recaptchaToken: HUMAN })).rejects.toEqual({
        code: '400000',
        message: "identity.userName must be your account's address to add a password to it",
      });
      await expect(identity.signUp({ userName: email, credentials: PASSWORD }, {}, { recaptchaToken: HUMAN })).rejects.toMatchObject({ code: '300039' });
    });

    it('a password change: the old password no longer signs in, the new one does', async () => {
      const { identity, email } = await signedUp();
      await expect(identity.updatePassword(PASSWORD, NEW_PASSWORD)).resolves.toEqual({ userName: email });
      const other = reader().identity;
      await expect(other.login(email, PASSWORD, { recaptchaToken: HUMAN })).rejects.toMatchObject({ code: '400004' });
      await expect(other.login(email, NEW_PASSWORD, { recaptchaToken: HUMAN })).resolves.toMatchObject({ uuid: expect.any(String) });
    });

    it('an expired access token is refreshed through the refresh token before an authenticated call', async () => {
      const { identity } = await signedUp();
      const before = identity.userIdentity!;
      offset += 16 * MINUTE;
      api.advance(16 * MINUTE);
      expect((await api.call('GET', '/profile', { token: before.accessToken })).status).toBe(401);
      await expect(identity.getUserProfile({ forceRefresh: true })).resolves.toMatchObject({ uuid: before.uuid });
      expect(identity.userIdentity!.refreshToken).not.toBe(before.refreshToken);
      expect(identity.userIdentity!.accessToken).not.toBe(before.accessToken);
    });

    it('logout ends the session at the service: its tokens are refused and the SDK is signed out', async () => {
      const { identity, storage } = await signedUp();
      const tokens = identity.userIdentity!;
      let events = 0;
      identity.onLogout(() => events++);
      await identity.logout();
      expect(events).toBe(1);
      expect(await identity.isLoggedIn()).toBe(false);
      expect(storage.size).toBe(0);
      expect((await api.call('GET', '/profile', { token: tokens.accessToken })).status).toBe(401);
      expect((await api.call('POST', '/auth/token', { body: { token: tokens.refreshToken } })).status).toBe(401);
      await expect(identity.getUserProfile()).rejects.toMatchObject({ message: 'Missing or invalid jwt' });
    });

    it('a password reset through the mailed link', async () => {
      const { email } = await signedUp();
      const { identity } = reader();
      await expect(identity.requestResetPassword(email)).resolves.toBe(true);
      const nonce = linkToken(await api.mailer.next(email));
      await expect(identity.resetPassword(nonce, NEW_PASSWORD)).resolves.toEqual({ userName: email });
      await expect(identity.resetPassword(nonce, 'Another-pass-3')).rejects.toEqual({ code: '400005', message: 'This link is invalid or has expired' });
      await expect(identity.login(email, NEW_PASSWORD, { recaptchaToken: HUMAN })).resolves.toMatchObject({ uuid: expect.any(String) });
    });

    it('the verification link mailed at sign-up verifies the address', async () => {
      const email = newEmail();
      const { identity } = reader();
      await identity.signUp({ userName: email, credentials: PASSWORD });
      await expect(identity.verifyEmail(linkToken(await api.mailer.next(email)))).resolves.toBe(true);
      await identity.login(email, PASSWORD, { recaptchaToken: HUMAN });
      expect(await identity.getUserProfile()).toMatchObject({ email, emailVerified: true });
    });

    it('extendSession trades the refresh token at auth/extend: new tokens, and the old refresh token is spent', async () => {
      const { identity } = await signedUp();
      const before = identity.userIdentity!;
      const after = await identity.extendSession();
      expect(after).toMatchObject({ uuid: before.uuid });
      expect(after.refreshToken).not.toBe(before.refreshToken);
      expect(identity.userIdentity!.accessToken).toBe(after.accessToken);
      expect(await identity.isLoggedIn()).toBe(true);
      // A spent refresh token used again ends the whole session (spec section 4's single use).
      expect((await api.call('POST', '/auth/extend', { body: { token: before.refreshToken, grantType: 'refresh-token' } })).status).toBe(401);
      await expect(identity.heartbeat()).rejects.toEqual({ code: '400001', message: 'Missing or invalid jwt' });
    });

    it('a heartbeat answers how long the access token has left, and once the session has ended elsewhere is refused and signs out', async () => {
      const { identity, email } = await signedUp();
      const beat = await identity.heartbeat();
      expect(beat).toMatchObject({ uuid: identity.userIdentity!.uuid, valid: true });
      expect(beat.expiresIn).toBeGreaterThan(0);
      expect(beat.expiresIn).toBeLessThanOrEqual(15 * 60);
      // A password reset ends every session: the next heartbeat is refused and the SDK signs out.
      await reader().identity.requestResetPassword(email);
      await reader().identity.resetPassword(linkToken(await api.mailer.next(email)), NEW_PASSWORD);
      await expect(identity.heartbeat()).rejects.toEqual({ code: '400001', message: 'Missing or invalid jwt' });
      expect(identity.userIdentity).toBeUndefined();
      expect(await identity.isLoggedIn()).toBe(false);
    });

    it('a magic link signs in: the identity is stored and ARC_LOGIN_SUCCESS posted', async () => {
      const { email } = await signedUp();
      const { identity, messages } = reader();
      await expect(identity.requestOTALink(email)).resolves.toBe(true);
      const nonce = linkToken(await api.mailer.next(email));
      await identity.redeemOTALink(nonce);
      expect(await identity.isLoggedIn()).toBe(true);
      expect(messages).toEqual([{ type: LOGIN_SUCCESS_MESSAGE, grantType: 'magicLink' }]);
      expect((await identity.getUserProfile()).email).toBe(email);
    });

    it('an avatar goes up as a small JPEG, becomes the profile picture and is served back; deleting it clears the picture', async () => {
      const { identity } = await signedUp();
      const uuid = identity.userIdentity!.uuid;
      await identity.getUserProfile(); // cached, so the upload must make it stale
      const uploaded = await identity.updateUserAvatar(new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }));
      const picture = `${ORIGIN}/identity/public/v1/avatar/${uuid}`;
      expect(uploaded).toMatchObject({ uuid, picture });
      expect((await identity.getUserProfile()).picture).toBe(picture);
      const served = await fetch(`${api.base}/avatar/${uuid}`);
      expect(served.headers.get('content-type')).toBe('image/jpeg');
      expect(Buffer.from(await served.arrayBuffer()).equals(jpeg)).toBe(true);

      await expect(identity.updateUserAvatar(new Blob(['not a picture'], { type: 'text/plain' }))).rejects.toEqual({ code: 'UNSUPPORTED_IMAGE_TYPE', message: 'Image type not supported' });
      expect((await identity.deleteUserAvatar()).picture).toBe('');
      expect((await identity.getUserProfile()).picture).toBe('');
      expect((await fetch(`${api.base}/avatar/${uuid}`)).status).toBe(404);
      await expect(identity.deleteUserAvatar()).rejects.toMatchObject({ code: '400404' });
    });

    it('a deletion request mails its nonce; declined with it and a reason, the account and its session stay', async () => {
      const { identity, email } = await signedUp();
      const requested = await identity.requestDeleteAccount();
      expect(requested).toMatchObject({ id: expect.any(String), status: 'pending', reason: null, decidedOn: null });
      // The request's id approves nothing: only the nonce mailed to the account's address does.
      await expect(identity.approveDeleteAccount(requested.id)).rejects.toMatchObject({ code: '400005' });
      expect(identity.userIdentity).toBeDefined();
      const nonce = linkToken(await api.mailer.next(email));
      const declined = await identity.declineDeleteAccount(nonce, 'I changed my mind');
      expect(declined).toMatchObject({ id: requested.id, status: 'declined', reason: 'I changed my mind', decidedOn: expect.any(String) });
      await expect(identity.approveDeleteAccount(nonce)).rejects.toMatchObject({ code: '400005' });
      expect(await identity.isLoggedIn()).toBe(true);
      expect((await identity.getUserProfile({ forceRefresh: true })).email).toBe(email);
    });

    it('a deletion request, approved with the mailed nonce: the account is anonymised, the SDK signed out and the password no longer signs in', async () => {
      const { identity, email } = await signedUp();
      const tokens = identity.userIdentity!;
      const requested = await identity.requestDeleteAccount();
      const nonce = linkToken(await api.mailer.next(email));
      await expect(identity.approveDeleteAccount(nonce)).resolves.toMatchObject({ id: requested.id, status: 'approved' });
      expect(identity.userIdentity).toBeUndefined();
      expect(await identity.isLoggedIn()).toBe(false);
      expect((await api.call('GET', '/profile', { token: tokens.accessToken })).status).toBe(401);
      await expect(reader().identity.login(email, PASSWORD, { recaptchaToken: HUMAN })).rejects.toMatchObject({ code: '400004' });
    });

    it('a sign-in more than 10 minutes old: a deletion request or an email change needs the current password (403 400008 without it)', async () => {
      const { identity, email } = await signedUp();
      offset += 11 * MINUTE;
      api.advance(11 * MINUTE);
      await expect(identity.requestDeleteAccount()).rejects.toMatchObject({ code: '400008' });
      await expect(identity.updateUserProfile({ email: newEmail() })).rejects.toMatchObject({ code: '400008' });
      await expect(identity.requestDeleteAccount({ currentPassword: 'Wrong-pass-1' })).rejects.toMatchObject({ code: '400007' });
      await expect(identity.requestDeleteAccount({ currentPassword: PASSWORD })).resolves.toMatchObject({ status: 'pending' });
      expect((await api.mailer.next(email)).subject).toBe('Confirm the deletion of your account');
    });

    it('an email change with the current password: pending (the old address kept, the new one answered as pendingEmail) until confirmEmailChange with the mailed nonce', async () => {
      const { identity, email } = await signedUp();
      const moved = newEmail();
      offset += 11 * MINUTE;
      api.advance(11 * MINUTE);
      const pending = await identity.updateUserProfile({ email: moved, firstName: 'Mere' }, { currentPassword: PASSWORD });
      expect(pending).toMatchObject({ email, pendingEmail: moved, firstName: 'Mere' });
      expect((await identity.getUserProfile()).pendingEmail).toBe(moved);
      expect((await api.mailer.next(email)).subject).toBe('Your email address is being changed');
      const nonce = linkToken(await api.mailer.next(moved));
      await expect(identity.confirmEmailChange(nonce)).resolves.toEqual({ success: true, email: moved });
      // This session stays; the cached profile was dropped, so the next read has the new address.
      expect(await identity.getUserProfile()).toMatchObject({ email: moved, emailVerified: true });
      await expect(identity.confirmEmailChange(nonce)).rejects.toMatchObject({ code: '400005' });
    });

    it('GDPR: the list is an array, a requested report is listed and its detail holds the data kept about the reader', async () => {
      const { identity, email } = await signedUp();
      await expect(identity.getGDPRReports()).resolves.toEqual([]);
      const made = await identity.requestGDPRReport();
      expect(made).toEqual({ id: expect.any(String), createdOn: expect.any(String) });
      await expect(identity.getGDPRReports()).resolves.toEqual([made]);
      const report = await identity.getGDPRReport(made.id);
      expect(report).toMatchObject({ id: made.id, data: { user: { email }, identities: [{ type: 'Password', userName: email }], profile: { firstName: 'Aroha' } } });
      expect(JSON.stringify(report)).not.toMatch(/argon2|passwordHash|password_hash/);
      // Another reader's report is not found.
      const other = await signedUp();
      await expect(other.identity.getGDPRReport(made.id)).rejects.toMatchObject({ code: '400404' });
    });

    it('settings and segmentation come from the service and are kept under the identity prefix', async () => {
      const { identity, storage } = await signedUp();
      const uuid = identity.userIdentity!.uuid;
      await expect(identity.getUserSettings()).resolves.toEqual({});
      // No route writes settings: the row an administrator's tool would keep.
      await api.db.insertInto('identity_settings').values({ user_id: uuid, data: JSON.stringify({ disqus: { ssoKey: 'sso-1' } }) }).execute();
      await expect(identity.getUserSettings()).resolves.toEqual({ disqus: { ssoKey: 'sso-1' } });
      expect(JSON.parse(storage.getItem('identity.userSettings')!)).toEqual({ disqus: { ssoKey: 'sso-1' } });

      const segments = { uuid, segment: ['registered', 'email-unverified', 'identity:password'] };
      await expect(identity.getUserSegments()).resolves.toEqual(segments);
      expect(JSON.parse(storage.getItem('identity.userSegments')!)).toEqual(segments);
    });

    it('unlinking: the last way to sign in is refused with 300044; a second identity is removed and the cached profile goes stale', async () => {
      const { identity, email } = await signedUp();
      await expect(identity.unlinkSocialIdentity('password')).rejects.toMatchObject({ code: '300044' });
      await expect(identity.unlinkSocialIdentity('google')).rejects.toMatchObject({ code: '400404' });
      // The service has no Google sign-in yet: the identity row a linked Google account leaves.
      const uuid = identity.userIdentity!.uuid;
      await api.db.insertInto('identity_identities').values({ user_id: uuid, type: 'Google', user_name: `google-${uuid}`, password_hash: null, last_login_at: null }).execute();
      expect((await identity.getUserProfile({ forceRefresh: true })).identities.map((i) => i.type).sort()).toEqual(['Google', 'Password']);
      const unlinked = await identity.unlinkSocialIdentity('google');
      expect(unlinked.identities).toEqual([expect.objectContaining({ type: 'Password', userName: email })]);
      expect((await identity.getUserProfile()).identities.map((i) => i.type)).toEqual(['Password']);
      await expect(identity.unlinkSocialIdentity('password')).rejects.toMatchObject({ code: '300044' });
    });

    it('Subscribe with Google: a linking token for the reader links an SwG account once; a used token is thrown as the service answered it', async () => {
      const { identity } = await signedUp();
      const { accessToken } = await identity.getSwgAccessToken();
      expect(accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      await expect(identity.relinkSwgAccount(accessToken, 'swg-sdk-1')).resolves.toEqual({ uuid: identity.userIdentity!.uuid, swgId: 'swg-sdk-1', linked: true });
      await expect(identity.relinkSwgAccount(accessToken, 'swg-sdk-1')).rejects.toEqual({ code: '400012', message: 'This Subscribe with Google linking token is invalid, expired, already used or not yours' });
    });
  });
}
