// Request checking over HTTP: malformed bodies, the password policy, captcha, rate limits, the config, the
// profile's fields and that one reader's token never reaches another's data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HUMAN, PASSWORD, backends, linkToken, signUpAndLogin, startIdentity, type Running } from './harness.ts';

let n = 0;
const newEmail = () => `asked${++n}-${Date.now()}@example.org`;
const [pglite] = backends;

describe('identity requests: malformed bodies are 400s naming the problem, never 500s', () => {
  let api: Running;
  beforeAll(async () => {
    api = await startIdentity(pglite!);
  }, 120_000);
  afterAll(() => api?.close());

  const cases: Array<[string, string, unknown, RegExp]> = [
    ['POST', '/auth/login', '{"userName":', /^body is not valid JSON/],
    ['POST', '/auth/login', [], /^body must be a JSON object$/],
    ['POST', '/auth/login', 'null', /^body must be a JSON object$/],
    ['POST', '/auth/login', { userName: 'a@example.org' }, /^credentials is required/],
    ['POST', '/auth/login', { userName: 'not-an-email', credentials: 'x' }, /^userName must be an email address$/],
    ['POST', '/auth/login', { userName: 'a@example.org', credentials: 'x', rememberMe: 'yes' }, /^rememberMe must be true or false$/],
    ['POST', '/auth/login', { userName: 'a@example.org', credentials: 'x'.repeat(300) }, /^credentials must be at most 256 characters$/],
    ['POST', '/auth/login', { userName: 'a@example.org', credentials: 'x', grantType: 'google' }, /^grantType "google" is not supported/],
    ['POST', '/auth/token', {}, /^token is required/],
    ['POST', '/auth/token', { token: 42 }, /^token is required and must be a non-empty string$/],
    ['POST', '/auth/token', { token: 'x', grantType: 'password' }, /^grantType must be "refresh-token"$/],
    ['POST', '/signup', { profile: {} }, /^identity must be an object$/],
    ['POST', '/signup', { identity: { userName: 'b@example.org', credentials: PASSWORD }, profile: { nickname: 'x' } }, /^unknown profile field "nickname"/],
    ['POST', '/signup', { identity: { userName: 'b@example.org', credentials: PASSWORD }, profile: { email: 'c@example.org' } }, /^profile.email must be the same address/],
    ['POST', '/auth/magiclink', { email: ['a@example.org'] }, /^email is required/],
    ['POST', '/password/reset', { email: 'a@example.org' }, /^userName is required/],
    ['PUT', `/password/reset/${'x'.repeat(43)}`, {}, /^newPassword is required/],
  ];
  for (const [method, path, body, message] of cases) {
    it(`${method} ${path} with ${JSON.stringify(body).slice(0, 60)}: 400 "${message.source}"`, async () => {
      const res = await api.call(method, path, { body });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('400000');
      expect(res.body.message).toMatch(message);
    });
  }

  it('a body sent without a JSON content type is a 400 saying how to send it', async () => {
    const res = await api.call('POST', '/auth/login', { body: 'userName=a', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('body must be JSON sent with Content-Type: application/json');
  });

  it('a body over 16 kB is 413', async () => {
    const res = await api.call('POST', '/auth/login', { body: { userName: 'a@example.org', credentials: 'x'.repeat(20_000) } });
    expect(res.status).toBe(413);
  });

  it('an unknown identity route is a JSON 404', async () => {
    const res = await api.call('GET', '/nowhere');
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/no identity route GET/);
  });

  it('GET /config publishes the captcha flags and the password policy (both spellings of the numbers count), not the server settings', async () => {
    const res = await api.call('GET', '/config');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ signinRecaptcha: false, signupRecaptcha: false, magicLinkRecaptcha: false, resetPasswordRecaptcha: false, pwMinLength: 8, pwNumbers: 0, pwPwNumbers: 0, pwLowercase: 0, pwUppercase: 0, pwSpecialCharacters: 0 });
    expect(res.body).not.toHaveProperty('requireVerifiedEmail');
  });

  it('the password policy is enforced on sign-up, each broken rule named: by default the length and the common-password check', async () => {
    const email = newEmail();
    for (const [password, rule] of [['Sh0rt', 'at least 8 characters'], ['Password1', 'this password is too common'], ['password123', 'this password is too common']]) {
      const res = await api.call('POST', '/signup', { body: { identity: { userName: email, credentials: password } } });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('400006');
      expect(res.body.message).toContain(rule);
    }
    expect((await api.call('POST', '/auth/login', { body: { userName: email, credentials: 'Sh0rt' } })).status).toBe(401);
  });

  it('PATCH /profile sets the known fields, refuses uuid and unknown ones, and an address in use is 300039', async () => {
    const a = await signUpAndLogin(api, newEmail());
    const takenEmail = newEmail();
    await signUpAndLogin(api, takenEmail);
    const patched = await api.call('PATCH', '/profile', { token: a.accessToken, body: { lastName: 'Ngata', displayName: 'Aroha N.' } });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ firstName: 'Aroha', lastName: 'Ngata', displayName: 'Aroha N.' });
    expect((await api.call('PATCH', '/profile', { token: a.accessToken, body: { uuid: 'x' } })).body.message).toBe('uuid cannot be changed');
    expect((await api.call('PATCH', '/profile', { token: a.accessToken, body: { isAdmin: true } })).status).toBe(400);
    expect((await api.call('PATCH', '/profile', { token: a.accessToken, body: { lastName: 7 } })).status).toBe(400);
    const taken = await api.call('PATCH', '/profile', { token: a.accessToken, body: { email: takenEmail } });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('300039');
  });

  it('PATCH /profile takes back the profile GET /profile served (read-only fields ignored, its own address no change), as Arc\'s SDK sends it', async () => {
    const a = await signUpAndLogin(api, newEmail());
    const { uuid: _uuid, ...served } = (await api.call('GET', '/profile', { token: a.accessToken })).body;
    const forged = { ...served, lastName: 'Ngata', emailVerified: true, status: 'disabled', createdOn: '2000-01-01T00:00:00.000Z', identities: [], pendingEmail: 'x@example.org' };
    const patched = await api.call('PATCH', '/profile', { token: a.accessToken, body: forged });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ lastName: 'Ngata', email: served.email, emailVerified: false, status: 'active', createdOn: served.createdOn, identities: served.identities });
    expect(patched.body.pendingEmail).toBeUndefined();
    expect(api.mailer.mails.filter((m) => m.to === 'x@example.org')).toEqual([]);
    const unknown = await api.call('PATCH', '/profile', { token: a.accessToken, body: { ...served, isAdmin: true } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/^unknown profile field "isAdmin"/);
  });

  it('an email change waits for the link mailed to the new address; opened, the new address signs in, verified, and the old one does not', async () => {
    const email = newEmail();
    const login = await signUpAndLogin(api, email);
    const moved = newEmail();
    const res = await api.call('PATCH', '/profile', { token: login.accessToken, body: { email: moved } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email, pendingEmail: moved, identities: [{ type: 'Password', userName: email }] });
    const mail = await api.mailer.next(moved);
    expect(mail.subject).toBe('Confirm your new email address');
    expect((await api.call('POST', '/auth/login', { body: { userName: moved, credentials: PASSWORD } })).status).toBe(401);
    expect((await api.call('GET', `/email/change/${linkToken(mail)}`, { token: login.accessToken })).status).toBe(200);
    expect((await api.call('GET', '/profile', { token: login.accessToken })).body).toMatchObject({ email: moved, emailVerified: true, identities: [{ type: 'Password', userName: moved }] });
    expect((await api.call('POST', '/auth/login', { body: { userName: moved, credentials: PASSWORD } })).status).toBe(200);
    expect((await api.call('POST', '/auth/login', { body: { userName: email, credentials: PASSWORD } })).status).toBe(401);
  });

  it("a reader's token reaches only their own data: the profile is the token's user, whatever ids the request names", async () => {
    const a = await signUpAndLogin(api, newEmail());
    const b = await signUpAndLogin(api, newEmail());
    const asA = await api.call('GET', `/profile?uuid=${b.uuid}`, { token: a.accessToken });
    expect(asA.body.uuid).toBe(a.uuid);
    const patched = await api.call('PATCH', '/profile', { token: a.accessToken, body: { firstName: 'Mere' } });
    expect(patched.body.uuid).toBe(a.uuid);
    expect((await api.call('GET', '/profile', { token: b.accessToken })).body.firstName).toBe('Aroha');
    // B's refresh token cannot be turned into A's session, and A's logout ends A's session alone.
    expect((await api.call('POST', '/auth/token', { body: { token: b.refreshToken } })).body.uuid).toBe(b.uuid);
    await api.call('DELETE', '/auth/token', { token: a.accessToken });
    expect((await api.call('GET', '/profile', { token: b.accessToken })).status).toBe(200);
  });
});

describe('identity requests with the captcha flags on and rate limits spent', () => {
  let api: Running;
  beforeAll(async () => {
    api = await startIdentity(pglite!, {
      config: { signinRecaptcha: true, signupRecaptcha: true, magicLinkRecaptcha: true, resetPasswordRecaptcha: true },
      budgets: { 'login-account': 3, 'password-reset': 1 },
    });
  }, 120_000);
  afterAll(() => api?.close());

  it('each flagged context refuses a missing or failing captcha token with 130001 "Captcha token invalid" and accepts a good one', async () => {
    const email = newEmail();
    const signupBody = { identity: { userName: email, credentials: PASSWORD } };
    const attempts: Array<[string, Record<string, unknown>]> = [
      ['/signup', signupBody],
      ['/auth/login', { userName: email, credentials: PASSWORD }],
      ['/auth/magiclink', { email }],
      ['/password/reset', { userName: email }],
    ];
    for (const [path, body] of attempts) {
      for (const recaptchaToken of [undefined, 'bot']) {
        const res = await api.call('POST', path, { body: { ...body, recaptchaToken } });
        expect(res.status, path).toBe(400);
        expect(res.body).toEqual({ code: '130001', message: 'Captcha token invalid' });
      }
      expect((await api.call('POST', path, { body: { ...body, recaptchaToken: HUMAN } })).status, path).toBeLessThan(300);
    }
  });

  it('login is limited per account: past the budget, 429 with Retry-After, even with the right password', async () => {
    const email = newEmail();
    await api.call('POST', '/signup', { body: { identity: { userName: email, credentials: PASSWORD }, recaptchaToken: HUMAN } });
    for (let i = 0; i < 3; i++) {
      expect((await api.call('POST', '/auth/login', { body: { userName: email, credentials: 'Wrong-pass-1', recaptchaToken: HUMAN } })).status).toBe(401);
    }
    const limited = await api.call('POST', '/auth/login', { body: { userName: email, credentials: PASSWORD, recaptchaToken: HUMAN } });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('42');
    expect(limited.body.message).toMatch(/try again in 42 seconds/);
  });

  it('a successful login forgets the account\'s failed attempts', async () => {
    const email = newEmail();
    await api.call('POST', '/signup', { body: { identity: { userName: email, credentials: PASSWORD }, recaptchaToken: HUMAN } });
    await api.call('POST', '/auth/login', { body: { userName: email, credentials: 'Wrong-pass-1', recaptchaToken: HUMAN } });
    expect((await api.call('POST', '/auth/login', { body: { userName: email, credentials: PASSWORD, recaptchaToken: HUMAN } })).status).toBe(200);
    expect(api.limits.counts.get(`login-account:${email}`)).toBeUndefined();
  });

  it('reset requests are limited per address, with the same 429 for known and unknown emails', async () => {
    const email = newEmail();
    await api.call('POST', '/signup', { body: { identity: { userName: email, credentials: PASSWORD }, recaptchaToken: HUMAN } });
    const unknown = newEmail();
    for (const address of [email, unknown]) {
      expect((await api.call('POST', '/password/reset', { body: { userName: address, recaptchaToken: HUMAN } })).status).toBe(200);
    }
    const known = await api.call('POST', '/password/reset', { body: { userName: email, recaptchaToken: HUMAN } });
    const missing = await api.call('POST', '/password/reset', { body: { userName: unknown, recaptchaToken: HUMAN } });
    expect(known.status).toBe(429);
    expect(missing.status).toBe(429);
    expect(missing.body).toEqual(known.body);
  });
});
