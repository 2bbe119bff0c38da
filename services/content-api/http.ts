/** HTTP plumbing shared by the routes: bearer auth, JSON bodies, and errors answered as JSON. */
import { timingSafeEqual, createHash } from 'node:crypto';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { ContentApiError } from './types.ts';
import { isBackendUnavailable, requestError, UNAVAILABLE_MESSAGE, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../request-errors.ts';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** With a token, every request needs `Authorization: Bearer <token>`; without one the API is open (dev). */
export function bearerAuth(token: string | undefined): RequestHandler {
  if (!token) return (_req, _res, next) => next();
  const expected = digest(token);
  return (req, res, next) => {
    const m = /^Bearer\s+(\S+)\s*$/i.exec(req.get('authorization') ?? '');
    // Compare digests so the comparison takes the same time whatever the length.
    if (m && timingSafeEqual(digest(m[1]), expected)) return next();
    res.set('WWW-Authenticate', 'Bearer').status(401).json({ error: m ? 'bearer token is not valid' : 'Authorization: Bearer <token> header is required' });
  };
}

/**
 * Writes are closed unless authorised: with a token, the bearer must carry it; without one, only an explicit
 * `open` (development, or the operator's CONTENT_API_OPEN_WRITES=true) lets them through. Every write route of
 * every service uses this guard, so nothing publishes by default.
 */
export function writeAuth(token: string | undefined, open: boolean): RequestHandler {
  if (token) return bearerAuth(token);
  if (open) return (_req, _res, next) => next();
  return (_req, res) => {
    res.set('WWW-Authenticate', 'Bearer').status(401).json({ error: 'writes are closed: configure ARC_ACCESS_TOKEN and send Authorization: Bearer <token> (or set CONTENT_API_OPEN_WRITES=true on a development machine)' });
  };
}

export function jsonBody(limit: string): RequestHandler[] {
  const parse = express.json({ limit, type: ['application/json', 'application/*+json'], strict: false });
  const requireJson: RequestHandler = (req, res, next) => {
    if (req.body === undefined) {
      res.status(415).json({ error: 'body must be JSON sent with Content-Type: application/json' });
      return;
    }
    next();
  };
  return [parse, requireJson];
}

/** Last handler of every route: known errors become 4xx JSON; anything else is logged and a bare 500. */
export const jsonErrors: ErrorRequestHandler = (err, req, res, next) => {
  if (res.headersSent) return next(err);
  if (err instanceof ContentApiError) {
    res.status(err.status).json(err.path ? { error: err.message, path: err.path } : { error: err.message });
    return;
  }
  const mistake = requestError(err);
  if (mistake) {
    res.status(mistake.status).json({ error: mistake.message });
    return;
  }
  // The database is away: a 503 the page engine treats as an outage (stale pages), and a client retries later.
  if (isBackendUnavailable(err)) {
    console.error(`content-api: ${req.method} ${req.originalUrl}: database unavailable: ${(err as Error).message}`);
    res.set('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS)).status(503).json({ error: UNAVAILABLE_MESSAGE, code: 'unavailable', message: UNAVAILABLE_MESSAGE });
    return;
  }
  console.error(`content-api: ${req.method} ${req.originalUrl} failed:`, err);
  res.status(500).json({ error: 'internal error' });
};
