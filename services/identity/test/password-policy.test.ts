// The password policy over HTTP (ASVS 6.2.4, 6.2.5): by default no composition rules and a check against the most
// common passwords, on sign-up, password change and reset; the spec's policy fields still bind when an operator
// sets them, and GET /config publishes what is enforced.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, backends, linkToken, signUpAndLogin, startIdentity, type Running } from './harness.ts';

let n = 0;
const newEmail = () => `policy${++n}-${Date.now()}@example.org`;
const [pglite] = backends;
const signUp = (api: Running, userName: string, credentials: string) => api.call('POST', '/signup', { body: { identity: { userName, credentials } } });

describe('the default password policy', () => {
  let api: Running;
  beforeAll(async () => {
    api = await startIdentity(pglite!);
  }, 120_000);
  afterAll(() => api?.close());

  it('a passphrase without capitals or digits signs up and signs in', async () => {
    const email = newEmail();
    const passphrase = 'correct horse battery staple';
    expect((await signUp(api, email, passphrase)).status).toBe(201);
    expect((await api.call('POST', '/auth/login', { body: { userName: email, credentials: passphrase } })).status).toBe(200);
  });

  it('a common password is refused with "this password is too common" though it has a capital and a digit', async () => {
    const res = await signUp(api, newEmail(), 'Password1');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: '400006', message: 'Password does not meet the policy: this password is too common' });
  });

  it('a password change and a reset refuse a common password as well', async () => {
    const email = newEmail();
    const reader = await signUpAndLogin(api, email);
    const change = await api.call('PUT', '/password', { token: reader.accessToken, body: { oldPassword: PASSWORD, newPassword: 'iloveyou1' } });
    expect(change.status).toBe(400);
    expect(change.body.message).toContain('this password is too common');
    await api.mailer.next(email); // the verification mail
    await api.call('POST', '/password/reset', { body: { userName: email } });
    const token = linkToken(await api.mailer.next(email));
    const reset = await api.call('PUT', `/password/reset/${token}`, { body: { newPassword: 'qwertyuiop' } });
    expect(reset.status).toBe(400);
    expect(reset.body.message).toContain('this password is too common');
  });
});

describe('a password policy the operator sets', () => {
  let api: Running;
  beforeAll(async () => {
    api = await startIdentity(pglite!, { config: { pwMinLength: 10, pwUppercase: 1, pwNumbers: 1 } });
  }, 120_000);
  afterAll(() => api?.close());

  it('is published by GET /config and enforced, each broken rule named, the common-password check still on', async () => {
    const config = await api.call('GET', '/config');
    expect(config.body).toMatchObject({ pwMinLength: 10, pwUppercase: 1, pwNumbers: 1, pwPwNumbers: 1, pwSpecialCharacters: 0, pwLowercase: 0 });
    const plain = await signUp(api, newEmail(), 'correct horse battery staple');
    expect(plain.status).toBe(400);
    expect(plain.body.message).toBe('Password does not meet the policy: at least 1 upper-case letters; at least 1 digits');
    const common = await signUp(api, newEmail(), 'Password123');
    expect(common.status).toBe(400);
    expect(common.body.message).toContain('this password is too common');
    expect((await signUp(api, newEmail(), 'Correct horse battery 9')).status).toBe(201);
  });
});
