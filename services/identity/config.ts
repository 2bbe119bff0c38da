/** The identity config the API publishes (spec section 3) and the server-side settings beside it. */
import type { CaptchaContext } from './ports.ts';

export interface PasswordPolicy {
  pwLowercase: number;
  pwMinLength: number;
  pwNumbers: number;
  pwSpecialCharacters: number;
  pwUppercase: number;
}

export interface IdentityConfig extends PasswordPolicy {
  signinRecaptcha: boolean;
  signupRecaptcha: boolean;
  magicLinkRecaptcha: boolean;
  resetPasswordRecaptcha: boolean;
  /** When true an unverified address cannot sign in with a password (130051); by default it may. */
  requireVerifiedEmail: boolean;
}

export const DEFAULT_CONFIG: IdentityConfig = {
  signinRecaptcha: false,
  signupRecaptcha: false,
  magicLinkRecaptcha: false,
  resetPasswordRecaptcha: false,
  requireVerifiedEmail: false,
  pwLowercase: 1,
  pwMinLength: 8,
  pwNumbers: 1,
  pwSpecialCharacters: 0,
  pwUppercase: 1,
};

export const CAPTCHA_FLAG: Record<CaptchaContext, keyof IdentityConfig> = {
  signin: 'signinRecaptcha',
  signup: 'signupRecaptcha',
  magicLink: 'magicLinkRecaptcha',
  resetPassword: 'resetPasswordRecaptcha',
};

const flag = (value: string | undefined) => value !== undefined && /^(1|true|on|yes)$/i.test(value.trim());

/** IDENTITY_CAPTCHA turns every captcha flag on; IDENTITY_REQUIRE_VERIFIED_EMAIL refuses unverified sign-ins. */
export function identityConfigFromEnv(env: NodeJS.ProcessEnv = process.env): IdentityConfig {
  const captcha = flag(env.IDENTITY_CAPTCHA);
  return {
    ...DEFAULT_CONFIG,
    signinRecaptcha: captcha,
    signupRecaptcha: captcha,
    magicLinkRecaptcha: captcha,
    resetPasswordRecaptcha: captcha,
    requireVerifiedEmail: flag(env.IDENTITY_REQUIRE_VERIFIED_EMAIL),
  };
}

/** What GET /config answers: the flags and the policy (the social ids join when social sign-in exists). */
export function publicConfig(config: IdentityConfig) {
  const { requireVerifiedEmail: _server, ...published } = config;
  // One block reads the numbers count as pwPwNumbers (spec section 3): both spellings are served.
  return { ...published, pwPwNumbers: config.pwNumbers, oidcClients: [] as unknown[] };
}
