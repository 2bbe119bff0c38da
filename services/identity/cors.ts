// Cross-origin access to the identity API, for an SDK on another of the publisher's origins: only the configured
// origins (and the site's own) get CORS headers, with credentials; any other origin gets none, so its pages cannot
// read an answer. The session travels as a bearer header, so credentials matter only for cookies such as `lang`.
import type { RequestHandler } from 'express';

const METHODS = 'GET, POST, PUT, PATCH, DELETE';
const HEADERS = 'Authorization, Content-Type, Accept-Language';
/** What a cross-origin caller may read beyond the simple headers: the 429's wait. */
const EXPOSED = 'Retry-After';

/** A bare http(s) origin (scheme, host, port), lower-cased as browsers send it; anything else is refused. */
export function parseOrigin(value: string, name: string): string {
  const trimmed = value.trim();
  let url: URL | undefined;
  try {
    url = new URL(trimmed);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== trimmed.replace(/\/$/, '').toLowerCase() || url.username || url.password) {
    throw new Error(`${name}: ${JSON.stringify(trimmed)} is not a bare http(s) origin such as https://www.example.com (no path, no user)`);
  }
  return url.origin;
}

/** IDENTITY_ALLOWED_ORIGINS: comma-separated origins; a malformed one is a start-up error naming the variable. */
export function allowedOriginsFromEnv(env: NodeJS.ProcessEnv): string[] {
  return (env.IDENTITY_ALLOWED_ORIGINS ?? '')
    .split(',')
    .filter((o) => o.trim())
    .map((o) => parseOrigin(o, 'IDENTITY_ALLOWED_ORIGINS'));
}

export function identityCors(allowed: Iterable<string>): RequestHandler {
  const origins = new Set(allowed);
  return (req, res, next) => {
    res.vary('Origin');
    const origin = req.get('origin');
    const ok = origin !== undefined && origins.has(origin);
    const preflight = req.method === 'OPTIONS' && req.get('access-control-request-method') !== undefined;
    if (ok) {
      res.set({ 'Access-Control-Allow-Origin': origin, 'Access-Control-Allow-Credentials': 'true', 'Access-Control-Expose-Headers': EXPOSED });
    }
    if (!preflight) return next();
    if (!ok) {
      res.status(403).json({ code: '400403', message: 'this origin may not call the identity API (IDENTITY_ALLOWED_ORIGINS)' });
      return;
    }
    res.set({ 'Access-Control-Allow-Methods': METHODS, 'Access-Control-Allow-Headers': HEADERS, 'Access-Control-Max-Age': '600' }).status(204).end();
  };
}
