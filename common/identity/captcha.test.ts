import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { altchaCaptcha } from '../../services/identity/captcha-altcha.ts';
import express from 'express';
import { captchaKind, recaptchaVersion, solveAltcha } from './captcha.ts';

describe('which captcha a form shows', () => {
  it('none when the context\'s flag is off, whatever else is configured', () => {
    expect(captchaKind({ signinRecaptcha: false, recaptchaSiteKey: 'k' }, 'signin')).toEqual({ kind: 'none' });
    expect(captchaKind({ signupRecaptcha: true }, 'signin')).toEqual({ kind: 'none' });
    expect(captchaKind(undefined, 'signin')).toEqual({ kind: 'none' });
  });

  it('the embedded proof of work when the flag is on and no reCAPTCHA site key is configured', () => {
    expect(captchaKind({ magicLinkRecaptcha: true }, 'magicLink')).toEqual({ kind: 'altcha' });
    expect(captchaKind({ resetPasswordRecaptcha: true, recaptchaSiteKey: '' }, 'resetPassword')).toEqual({ kind: 'altcha' });
  });

  it('reCAPTCHA by score: -1 the checkbox (v2), 0 to 1 the invisible score version (v3)', () => {
    expect(captchaKind({ signupRecaptcha: true, recaptchaSiteKey: 'k', recaptchaScore: -1 }, 'signup')).toEqual({ kind: 'recaptcha', version: 'v2', siteKey: 'k' });
    expect(captchaKind({ signupRecaptcha: true, recaptchaSiteKey: 'k', recaptchaScore: 0.5 }, 'signup')).toEqual({ kind: 'recaptcha', version: 'v3', siteKey: 'k' });
    expect(recaptchaVersion(0)).toBe('v3');
    expect(recaptchaVersion(1)).toBe('v3');
    expect(recaptchaVersion('-1')).toBe('v2');
    expect(recaptchaVersion(1.5)).toBeUndefined();
    expect(recaptchaVersion(-0.5)).toBeUndefined();
  });
});

describe('solving the embedded proof of work', () => {
  let server: Server;
  let origin: string;
  let verify: (token: string) => Promise<boolean>;

  beforeAll(async () => {
    // Cheap challenges: the test proves the token's shape and the round trip, not the cost.
    const altcha = altchaCaptcha({ hmacKey: 'test-key', cost: 10, counter: { min: 1, max: 20 } });
    verify = (token) => altcha.verifier.verify(token, 'signin');
    const app = express();
    app.use('/identity/public/v1/captcha/challenge', altcha.challengeRouter);
    server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers a token the service accepts, once', async () => {
    const token = await solveAltcha(origin);
    expect(token).toBeTruthy();
    expect(await verify(token!)).toBe(true);
    expect(await verify(token!)).toBe(false);
  });
});
