import { describe, expect, it } from 'vitest';
import { forgotPasswordError, loginError, oneTimeRequestError, resetPasswordError, signUpError } from './errors.ts';

describe('login error codes', () => {
  it.each([
    ['100015', 'error-account-disabled', 'form'],
    ['130001', 'error-captcha-invalid', 'captcha'],
    ['130051', 'error-unverified-email', 'form'],
    ['100013', 'error-max-devices', 'form'],
    ['300040', 'error-invalid-email-password', 'form'],
    [undefined, 'error-invalid-email-password', 'form'],
  ])('code %s shows %s at the %s', (code, key, at) => {
    expect(loginError(code === undefined ? new Error('network') : { code, message: 'x' })).toEqual({ key, at });
  });

  it('reads a numeric code as its digits', () => {
    expect(loginError({ code: 100015, message: 'x' }).key).toBe('error-account-disabled');
  });
});

describe('sign-up error codes', () => {
  it('300039 is identity-already-exists, 010122 the captcha, anything else invalid email or password', () => {
    expect(signUpError({ code: '300039', message: '' })).toEqual({ key: 'error-identity-exists', at: 'form' });
    expect(signUpError({ code: '010122', message: '' })).toEqual({ key: 'error-captcha-invalid', at: 'captcha' });
    expect(signUpError({ code: 10122, message: '' })).toEqual({ key: 'error-captcha-invalid', at: 'captcha' });
    expect(signUpError({ code: '100015', message: '' })).toEqual({ key: 'error-invalid-email-password', at: 'form' });
  });
});

describe('one-time link, forgot and reset password error codes', () => {
  it('a captcha failure shows at the captcha, anything else as the form\'s own error', () => {
    expect(oneTimeRequestError({ code: '130001', message: '' }).at).toBe('captcha');
    expect(oneTimeRequestError({ code: '1', message: '' })).toEqual({ key: 'error-something-went-wrong', at: 'form' });
    expect(forgotPasswordError(null)).toEqual({ key: 'error-forgot-password', at: 'form' });
    expect(resetPasswordError({ code: '300000', message: '' })).toEqual({ key: 'error-reset-password', at: 'form' });
  });
});

describe('a password the service refuses as too common', () => {
  it('400006 shows "too common" on sign-up and reset, not invalid email or password', () => {
    expect(signUpError({ code: '400006', message: 'Password does not meet the policy: this password is too common' })).toEqual({ key: 'error-password-too-common', at: 'form' });
    expect(resetPasswordError({ code: '400006', message: '' })).toEqual({ key: 'error-password-too-common', at: 'form' });
  });
});
