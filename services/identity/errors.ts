/**
 * The identity API's errors: `{ code, message }` bodies with the spec's codes and texts (section 8). Codes the
 * spec does not show are ours, in the 4000xx block, so a client can still tell the cases apart.
 */
import type { ErrorRequestHandler } from 'express';
import { isBackendUnavailable, requestError, UNAVAILABLE_MESSAGE, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../request-errors.ts';

export class IdentityError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const errors = {
  // Spec codes.
  accountDisabled: () => new IdentityError(403, '100015', 'Account is disabled'),
  captchaInvalid: () => new IdentityError(400, '130001', 'Captcha token invalid'),
  emailUnverified: () => new IdentityError(403, '130051', 'Email address is not verified'),
  identityExists: () => new IdentityError(409, '300039', 'An account with this email already exists'),
  lastIdentity: () => new IdentityError(400, '300044', 'This is the last way to sign in to the account: it cannot be unlinked'),
  // Spec codes and texts of the avatar upload (section 5).
  missingImage: (detail = 'no file in the multipart field "avatar"') => new IdentityError(400, 'MISSING_IMAGE', `Missing image: ${detail}`),
  unsupportedImage: () => new IdentityError(415, 'UNSUPPORTED_IMAGE_TYPE', 'Image type not supported'),
  imageTooLarge: () => new IdentityError(413, 'IMAGE_TOO_LARGE', 'Image too big. Only images up to 3 MB are supported.'),
  // Spec texts, our codes.
  invalidJwt: () => new IdentityError(401, '400001', 'Missing or invalid jwt', { 'WWW-Authenticate': 'Bearer' }),
  refreshExpired: () => new IdentityError(401, '400002', 'Refresh token is expired'),
  noRefreshToken: () => new IdentityError(401, '400003', 'No refresh token found for this session'),
  // Ours.
  invalidCredentials: () => new IdentityError(401, '400004', 'Invalid email or password'),
  invalidLink: () => new IdentityError(400, '400005', 'This link is invalid or has expired'),
  weakPassword: (rules: string[]) => new IdentityError(400, '400006', `Password does not meet the policy: ${rules.join('; ')}`),
  wrongPassword: () => new IdentityError(400, '400007', 'Current password is not correct'),
  signInAgain: (minutes: number) =>
    new IdentityError(403, '400008', `Sign in again to make this change: it needs a sign-in from the last ${minutes} minutes`),
  /** The same code as signInAgain (a client handles both alike); the current password is the other way through. */
  reauthenticate: (minutes: number) =>
    new IdentityError(403, '400008', `Sign in again, or give your current password as currentPassword, to make this change: it needs a sign-in from the last ${minutes} minutes`),
  badRequest: (message: string) => new IdentityError(400, '400000', message),
  notFound: (message: string) => new IdentityError(404, '400404', message),
  conflict: (message: string) => new IdentityError(409, '400409', message),
  tooManyRequests: (seconds: number) =>
    new IdentityError(429, '400029', `Too many attempts: try again in ${seconds} seconds`, { 'Retry-After': String(seconds) }),
};

/**
 * Last handler of a service's routes (identity, sales): known errors as `{ code, message }`, a client's mistakes as
 * 4xx with the service's code for them, an unreachable database or Redis a 503 with Retry-After (its code the internal
 * one ending in 503: identity 500503, sales 150503), the rest a logged 500.
 */
export function apiErrors(service: string, codes: { mistake: string; internal: string }): ErrorRequestHandler {
  return (err, req, res, next) => {
    if (res.headersSent) return next(err);
    if (err instanceof IdentityError) {
      res.set(err.headers).status(err.status).json({ code: err.code, message: err.message });
      return;
    }
    const mistake = requestError(err);
    if (mistake) {
      res.status(mistake.status).json({ code: codes.mistake, message: mistake.message });
      return;
    }
    // The database (or Redis) is away: the node reconnects by itself, so the client is told when to try again.
    if (isBackendUnavailable(err)) {
      console.error(`${service}: ${req.method} ${req.originalUrl}: back end unavailable: ${(err as Error).message}`);
      res.set('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS)).status(503).json({ code: unavailableCode(codes.internal), message: UNAVAILABLE_MESSAGE });
      return;
    }
    console.error(`${service}: ${req.method} ${req.originalUrl} failed:`, err);
    res.status(500).json({ code: codes.internal, message: 'internal error' });
  };
}

const unavailableCode = (internal: string) => `${internal.slice(0, -3)}503`;

export const identityErrors = apiErrors('identity', { mistake: '400000', internal: '500000' });
