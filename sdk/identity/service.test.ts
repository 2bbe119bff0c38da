// The identity SDK against the real identity service over HTTP (PGlite in memory; PostgreSQL with DATABASE_URL),
// reading the mails the service sends through the test's recording mailer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HUMAN, PASSWORD, backends, linkToken, startIdentity, type Running } from '../../services/identity/test/harness.ts';
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
    beforeAll(async () => {
      api = await startIdentity(backend, { config: { signinRecaptcha: true } });
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
      await expect(identity.verifyEmail(linkToken(await api.mailer.next(email)))).resolves.toEqual({ success: true });
      await identity.login(email, PASSWORD, { recaptchaToken: HUMAN });
      expect(await identity.getUserProfile()).toMatchObject({ email, emailVerified: true });
    });

    it('a heartbeat asks the service for a new identity, and fails once the session has ended elsewhere', async () => {
      const { identity, email } = await signedUp();
      const before = identity.userIdentity!;
      const after = await identity.heartbeat();
      expect(after.refreshToken).not.toBe(before.refreshToken);
      // A password reset ends every session: the next heartbeat is refused and the SDK signs out.
      await reader().identity.requestResetPassword(email);
      await reader().identity.resetPassword(linkToken(await api.mailer.next(email)), NEW_PASSWORD);
      await expect(identity.heartbeat()).rejects.toMatchObject({ code: expect.any(String), message: expect.any(String) });
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
  });
}
