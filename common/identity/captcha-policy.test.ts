import { describe, expect, it } from 'vitest';
import { captchaPolicyOrigins } from './captcha-policy.ts';

describe("the captcha's place in the page's security policy", () => {
  it("no site allows Google's captcha frames unless it says it uses reCAPTCHA", () => {
    expect(captchaPolicyOrigins({})).toBeUndefined();
    expect(captchaPolicyOrigins({ identityRecaptcha: 'yes' })).toBeUndefined();
    expect(captchaPolicyOrigins({ identityRecaptcha: true })?.['frame-src']).toEqual(['https://www.google.com', 'https://recaptcha.google.com']);
  });
});
