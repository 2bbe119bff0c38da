/**
 * The SDK's own failures, with the spec's texts (section 8). They carry a code and a message, like the API's errors,
 * so a caller handles both the same way; the codes are the spec's where it has one, else named `sdk.*`.
 */

export const TEXTS = {
  captchaInvalid: 'Captcha token invalid',
  invalidJwt: 'Missing or invalid jwt',
  refreshExpired: 'Refresh token is expired',
  noRefreshToken: 'No refresh token found for this session',
  unsupportedService: 'Unsupported third party service requested.',
  facebookAppIdMissing: 'Facebook App ID not found...',
  facebookCancelled: 'User canceled login, did not fully authorize, or is not logged in to Facebook',
  facebookStatus: 'Error getting login status. Please try again.',
  googleCredential: 'Error getting google jwt credential',
  facebookSdk: 'Error loading Facebook SDK',
  noUser: 'no logged in user found',
  alreadyLoggedOut: 'No access token found, user is already logged out',
  googleClientIdMissing: 'Google Client ID not found…',
  noGoogleUser: 'No google user logged in.',
  appleNotConfigured: 'Apple sign-in is not configured (teamId, keyId and urlToReceiveAuthToken)',
  oidcNotConfigured: 'OpenID Connect sign-in is not configured for this provider',
  oidcStateMismatch: 'This sign-in was not started in this browser: start it again',
} as const;

export interface IdentityError {
  code: string;
  message: string;
}

export class IdentitySdkError extends Error implements IdentityError {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'IdentitySdkError';
  }
}

export const sdkErrors = {
  captchaInvalid: () => new IdentitySdkError('130001', TEXTS.captchaInvalid),
  invalidJwt: () => new IdentitySdkError('sdk.invalid-jwt', TEXTS.invalidJwt),
  refreshExpired: () => new IdentitySdkError('sdk.refresh-expired', TEXTS.refreshExpired),
  noRefreshToken: () => new IdentitySdkError('sdk.no-refresh-token', TEXTS.noRefreshToken),
  noUser: () => new IdentitySdkError('sdk.no-user', TEXTS.noUser),
  alreadyLoggedOut: () => new IdentitySdkError('sdk.logged-out', TEXTS.alreadyLoggedOut),
  notConfigured: (text: string) => new IdentitySdkError('sdk.not-configured', text),
  oidcState: () => new IdentitySdkError('sdk.oidc-state', TEXTS.oidcStateMismatch),
};

/** An API error, as the spec recognises one: an object with both a code and a message. */
export function isApiError(value: unknown): value is IdentityError {
  return typeof value === 'object' && value !== null && 'code' in value && 'message' in value;
}
