/**
 * The subscription side's errors: the identity service's `{ code, message }` shape (the router's error handler
 * answers it), codes in the same 4000xx block. A "not found" never says whether the id exists for someone else.
 */
import { IdentityError } from '../identity/errors.ts';

export const subsErrors = {
  badRequest: (message: string) => new IdentityError(400, '400000', message),
  notFound: (what: string) => new IdentityError(404, '400404', `${what} not found`),
  conflict: (message: string) => new IdentityError(409, '400409', message),
  paymentFailed: (message: string) => new IdentityError(402, '400402', message),
  tooManyRequests: (seconds: number) =>
    new IdentityError(429, '400029', `Too many attempts: try again in ${seconds} seconds`, { 'Retry-After': String(seconds) }),
};
