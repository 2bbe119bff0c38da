/** The identity config the API publishes (spec section 3) and the server-side settings beside it. */
import type { ProviderClient, RelyingPartyProvider } from './oidc-settings.ts';
import type { IdentityCaptchaContext } from './ports.ts';

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
  /** With reCAPTCHA (RECAPTCHA_SITE_KEY): the key the forms load it with, and -1 (checkbox, v2) or a least v3 score. */
  recaptchaSiteKey?: string;
  recaptchaScore?: number;
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

export const CAPTCHA_FLAG: Record<IdentityCaptchaContext, keyof IdentityConfig> = {
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

/**
 * What GET /config answers: the flags, the policy and the social ids (spec section 3): Google's client ids and
 * Facebook's app ids comma-separated, Apple's team and key ids with the address its answer goes to, the generic
 * OpenID providers a reader may sign in with (`oidcProviders`) and the clients the site is the provider for
 * (`oidcClients`: their ids only, never their addresses or secrets).
 */
export function publicConfig(config: IdentityConfig, providers: RelyingPartyProvider[] = [], clients: ProviderClient[] = []) {
  const { requireVerifiedEmail: _server, ...published } = config;
  const named = (name: string) => providers.find((p) => p.name === name);
  const apple = named('apple');
  // One block reads the numbers count as pwPwNumbers (spec section 3): both spellings are served.
  return {
    ...published,
    pwPwNumbers: config.pwNumbers,
    googleClientId: named('google')?.clientIds.join(',') ?? '',
    facebookAppId: named('facebook')?.clientIds.join(',') ?? '',
    teamId: apple?.apple?.teamId ?? '',
    keyId: apple?.apple?.keyId ?? '',
    urlToReceiveAuthToken: apple?.redirectUri ?? '',
    oidcProviders: providers.filter((p) => p.type === 'OIDC').map((p) => ({ name: p.name })),
    oidcClients: clients.map((c) => ({ clientId: c.clientId })),
  };
}
