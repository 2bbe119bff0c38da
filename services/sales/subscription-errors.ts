/**
 * The subscription side's errors, on the sales API's own (errors.ts: the same `{ code, message }` class and the
 * 14xxxx block). A "not found" never says whether the id exists for someone else.
 */
import { ApiError, errors } from './errors.ts';

export const subsErrors = {
  badRequest: errors.badRequest,
  notFound: errors.notFound,
  conflict: (message: string) => new ApiError(409, '140409', message),
  tooManyRequests: (seconds: number) =>
    new ApiError(429, '140029', `Too many attempts: try again in ${seconds} seconds`, { 'Retry-After': String(seconds) }),
};
