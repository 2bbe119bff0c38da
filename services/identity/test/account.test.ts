// Account management over HTTP (spec section 7): avatar, deletion request / approve / decline, GDPR reports,
// settings, segmentation, unlink, heartbeat and extend; each on the caller's own account only.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, PASSWORD, backends, linkToken, signUpAndLogin, startIdentity, type Running } from './harness.ts';

let n = 0;
const newEmail = () => `account${++n}-${Date.now()}@example.org`;

const AUTHENTICATED: Array<[string, string]> = [
  ['PUT', '/avatar'],
  ['DELETE', '/avatar'],
  ['DELETE', '/user/anonymize'],
  ['PUT', `/user/anonymize/approve/${'x'.repeat(43)}`],
  ['PUT', `/user/anonymize/decline/${'x'.repeat(43)}`],
  ['GET', '/gdpr'],
  ['POST', '/gdpr'],
  ['GET', '/gdpr/00000000-0000-4000-8000-000000000000'],
  ['GET', '/user/settings'],
  ['DELETE', '/identity/Password'],
  ['GET', '/auth/heartbeat'],
];

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`identity account management (${backend.name})`, () => {
    let api: Running;
    let jpeg: Buffer;
    beforeAll(async () => {
      api = await startIdentity(backend);
      jpeg = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#336699' } }).jpeg().toBuffer();
    }, 120_000);
    afterAll(() => api?.close());

    const upload = (token: string | undefined, parts: Array<{ field: string; bytes: Buffer; type: string }>) => {
      const form = new FormData();
      for (const p of parts) form.append(p.field, new Blob([new Uint8Array(p.bytes)], { type: p.type }), 'picture.jpg');
      return fetch(`${api.base}/avatar`, { method: 'PUT', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
    };

    it('every account route without a valid token: 401 "Missing or invalid jwt"', async () => {
      for (const [method, path] of AUTHENTICATED) {
        const res = await api.call(method, path, { token: 'not-a-jwt' });
        expect(res.status, `${method} ${path}`).toBe(401);
        expect(res.body.message, `${method} ${path}`).toBe('Missing or invalid jwt');
      }
      const segmentation = await fetch(`${api.base.replace(/v1$/, 'v2')}/identity/segmentation`);
      expect(segmentation.status).toBe(401);
      expect((await segmentation.json()).message).toBe('Missing or invalid jwt');
    });

    it('avatar: a JPEG is stored, named as the profile picture on the public origin and served back byte for byte; DELETE removes it', async () => {
      const reader = await signUpAndLogin(api, newEmail());
      const res = await upload(reader.accessToken, [{ field: 'avatar', bytes: jpeg, type: 'image/jpeg' }]);
      expect(res.status).toBe(200);
      const picture = `${ORIGIN}/identity/public/v1/avatar/${reader.uuid}`;
      expect((await res.json()).picture).toBe(picture);
      const served = await fetch(`${api.base}/avatar/${reader.uuid}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/jpeg');
      expect(Buffer.from(await served.arrayBuffer()).equals(jpeg)).toBe(true);

      const removed = await api.call('DELETE', '/avatar', { token: reader.accessToken });
      expect(removed.status).toBe(200);
      expect(removed.body.picture).toBe('');
      expect((await fetch(`${api.base}/avatar/${reader.uuid}`)).status).toBe(404);
      expect((await api.call('DELETE', '/avatar', { token: reader.accessToken })).status).toBe(404);
    });

    it('avatar errors are 4xx with the spec codes: not JPEG (by type or by bytes) UNSUPPORTED_IMAGE_TYPE, over 3 MB IMAGE_TOO_LARGE, no file MISSING_IMAGE', async () => {
      const { accessToken } = await signUpAndLogin(api, newEmail());
      const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).png().toBuffer();
      const cases: Array<[string, Promise<Response>, number, string, string?]> = [
        ['a PNG', upload(accessToken, [{ field: 'avatar', bytes: png, type: 'image/png' }]), 415, 'UNSUPPORTED_IMAGE_TYPE', 'Image type not supported'],
        ['PNG bytes declared as JPEG', upload(accessToken, [{ field: 'avatar', bytes: png, type: 'image/jpeg' }]), 415, 'UNSUPPORTED_IMAGE_TYPE'],
        ['3 MB and one byte', upload(accessToken, [{ field: 'avatar', bytes: Buffer.concat([jpeg, Buffer.alloc(3 * 1024 * 1024 + 1 - jpeg.length)]), type: 'image/jpeg' }]), 413, 'IMAGE_TOO_LARGE', 'Image too big. Only images up to 3 MB are supported.'],
        ['a file in another field', upload(accessToken, [{ field: 'picture', bytes: jpeg, type: 'image/jpeg' }]), 400, 'MISSING_IMAGE'],
        ['an empty file', upload(accessToken, [{ field: 'avatar', bytes: Buffer.alloc(0), type: 'image/jpeg' }]), 400, 'MISSING_IMAGE'],
        ['a JSON body', fetch(`${api.base}/avatar`, { method: 'PUT', headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' }, body: '{}' }), 400, 'MISSING_IMAGE'],
      ];
      for (const [name, response, status, code, message] of cases) {
        const res = await response;
        expect(res.status, name).toBe(status);
        const body = await res.json();
        expect(body.code, name).toBe(code);
        if (message) expect(body.message, name).toBe(message);
      }
      const exactly3MB = Buffer.concat([jpeg, Buffer.alloc(3 * 1024 * 1024 - jpeg.length)]);
      expect((await upload(accessToken, [{ field: 'avatar', bytes: exactly3MB, type: 'image/jpeg' }])).status).toBe(200);
    });

    it("deletion: requested, declined with a reason, requested again and approved, each decision with the nonce mailed to the account; another reader's nonce is refused", async () => {
      const email = newEmail();
      const reader = await signUpAndLogin(api, email);
      const other = await signUpAndLogin(api, newEmail());
      await api.mailer.next(email); // the sign-up's verification mail
      const first = await api.call('DELETE', '/user/anonymize', { token: reader.accessToken });
      expect(first.status).toBe(202);
      expect(first.body).toMatchObject({ status: 'pending', reason: null });
      const firstNonce = linkToken(await api.mailer.next(email));
      // Asking again makes no second request (and mails a new nonce, the older one void).
      expect((await api.call('DELETE', '/user/anonymize', { token: reader.accessToken })).body.id).toBe(first.body.id);
      const nonce = linkToken(await api.mailer.next(email));
      expect(nonce).not.toBe(firstNonce);

      for (const path of [`/user/anonymize/approve/${nonce}`, `/user/anonymize/decline/${nonce}`]) {
        const res = await api.call('PUT', path, { token: other.accessToken, body: { reason: 'not yours' } });
        expect(res.status, path).toBe(400);
      }
      expect((await api.call('PUT', '/user/anonymize/decline/not-a-nonce', { token: reader.accessToken, body: { reason: 'x' } })).status).toBe(400);
      expect((await api.call('PUT', `/user/anonymize/decline/${firstNonce}`, { token: reader.accessToken, body: { reason: 'x' } })).status).toBe(400);
      expect((await api.call('PUT', `/user/anonymize/decline/${nonce}`, { token: reader.accessToken, body: {} })).body.message).toMatch(/^reason is required/);

      const declined = await api.call('PUT', `/user/anonymize/decline/${nonce}`, { token: reader.accessToken, body: { reason: 'changed my mind' } });
      expect(declined.body).toMatchObject({ id: first.body.id, status: 'declined', reason: 'changed my mind' });
      expect((await api.call('PUT', `/user/anonymize/approve/${nonce}`, { token: reader.accessToken })).status).toBe(400);

      const second = await api.call('DELETE', '/user/anonymize', { token: reader.accessToken });
      expect(second.body.id).not.toBe(first.body.id);
      const approved = await api.call('PUT', `/user/anonymize/approve/${linkToken(await api.mailer.next(email))}`, { token: reader.accessToken });
      expect(approved.status).toBe(200);
      expect(approved.body).toMatchObject({ id: second.body.id, status: 'approved' });

      // The session is cleared and the account is gone: token, refresh token and password all refused.
      expect((await api.call('GET', '/profile', { token: reader.accessToken })).status).toBe(401);
      expect((await api.call('POST', '/auth/token', { body: { token: reader.refreshToken } })).status).toBe(401);
      expect((await api.call('POST', '/auth/login', { body: { userName: email, credentials: PASSWORD } })).status).toBe(401);
      const kept = await api.db.selectFrom('identity_users').select(['email', 'status']).where('id', '=', reader.uuid).executeTakeFirstOrThrow();
      expect(kept).toEqual({ email: `deleted-${reader.uuid}@anonymised.invalid`, status: 'disabled' });
      expect(await api.db.selectFrom('identity_profiles').select('user_id').where('user_id', '=', reader.uuid).execute()).toEqual([]);
      // The address is free again.
      expect((await api.call('POST', '/signup', { body: { identity: { userName: email, credentials: PASSWORD } } })).status).toBe(201);
      // The other reader is untouched.
      expect((await api.call('GET', '/profile', { token: other.accessToken })).status).toBe(200);
    });

    it("GDPR: an empty list, then a report holding the user's data as JSON (no password hash); another reader's report is not found", async () => {
      const email = newEmail();
      const reader = await signUpAndLogin(api, email);
      const other = await signUpAndLogin(api, newEmail());
      expect((await api.call('GET', '/gdpr', { token: reader.accessToken })).body).toEqual([]);
      const made = await api.call('POST', '/gdpr', { token: reader.accessToken });
      expect(made.status).toBe(201);
      const list = await api.call('GET', '/gdpr', { token: reader.accessToken });
      expect(list.body).toEqual([made.body]);
      const report = await api.call('GET', `/gdpr/${made.body.id}`, { token: reader.accessToken });
      expect(report.status).toBe(200);
      expect(report.body.data.user).toMatchObject({ uuid: reader.uuid, email, emailVerified: false });
      expect(report.body.data.profile).toEqual({ firstName: 'Aroha' });
      expect(report.body.data.identities).toEqual([expect.objectContaining({ type: 'Password', userName: email })]);
      expect(JSON.stringify(report.body)).not.toMatch(/argon2|password_hash|token_hash/);
      expect((await api.call('GET', `/gdpr/${made.body.id}`, { token: other.accessToken })).status).toBe(404);
      expect((await api.call('GET', '/gdpr', { token: other.accessToken })).body).toEqual([]);
      expect((await api.call('GET', '/gdpr/nope', { token: reader.accessToken })).status).toBe(404);
    });

    it('settings and segmentation describe the caller', async () => {
      const reader = await signUpAndLogin(api, newEmail());
      expect((await api.call('GET', '/user/settings', { token: reader.accessToken })).body).toEqual({});
      const seg = await fetch(`${api.base.replace(/v1$/, 'v2')}/identity/segmentation`, { headers: { authorization: `Bearer ${reader.accessToken}` } });
      expect(seg.status).toBe(200);
      expect(await seg.json()).toEqual({ uuid: reader.uuid, segment: ['registered', 'email-unverified', 'identity:password'] });
    });

    it('unlink: the last way to sign in is 300044; a second identity can go; an unknown type 400, one not linked 404', async () => {
      const email = newEmail();
      const reader = await signUpAndLogin(api, email);
      const last = await api.call('DELETE', '/identity/Password', { token: reader.accessToken });
      expect(last.status).toBe(400);
      expect(last.body.code).toBe('300044');
      await api.db.insertInto('identity_identities').values({ user_id: reader.uuid, type: 'Google', user_name: `google-${reader.uuid}`, password_hash: null, last_login_at: null }).execute();
      const unlinked = await api.call('DELETE', '/identity/google', { token: reader.accessToken });
      expect(unlinked.status).toBe(200);
      expect(unlinked.body.identities.map((i: { type: string }) => i.type)).toEqual(['Password']);
      expect((await api.call('DELETE', '/identity/Google', { token: reader.accessToken })).status).toBe(404);
      expect((await api.call('DELETE', '/identity/Myspace', { token: reader.accessToken })).status).toBe(400);
    });

    it('heartbeat answers while the session lives (with the access token seconds left) and "Missing or invalid jwt" after logout; extend is a refresh', async () => {
      const reader = await signUpAndLogin(api, newEmail());
      const beat = await api.call('GET', '/auth/heartbeat', { token: reader.accessToken });
      expect(beat.status).toBe(200);
      expect(beat.body).toMatchObject({ uuid: reader.uuid, valid: true });
      expect(beat.body.expiresIn).toBeGreaterThan(0);
      expect(beat.body.expiresIn).toBeLessThanOrEqual(reader.expiresIn);

      const extended = await api.call('POST', '/auth/extend', { body: { token: reader.refreshToken } });
      expect(extended.status).toBe(200);
      expect(extended.body.refreshToken).not.toBe(reader.refreshToken);
      // The old refresh token used again: the family is revoked, as for auth/token.
      expect((await api.call('POST', '/auth/extend', { body: { token: reader.refreshToken } })).status).toBe(401);
      expect((await api.call('GET', '/auth/heartbeat', { token: extended.body.accessToken })).status).toBe(401);
    });

    it("heartbeat counts the access token's seconds left on the service's clock, the one its expiry was signed with", async () => {
      const reader = await signUpAndLogin(api, newEmail());
      api.advance(5 * 60 * 1000);
      const beat = await api.call('GET', '/auth/heartbeat', { token: reader.accessToken });
      expect(beat.status).toBe(200);
      expect(beat.body.expiresIn).toBeGreaterThan(0);
      expect(beat.body.expiresIn).toBeLessThanOrEqual(reader.expiresIn - 5 * 60);
    });
  });
}
