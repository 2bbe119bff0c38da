// Cross-origin access to the identity and sales APIs, for an SDK (ours or Arc's) on another of the publisher's
// origins: ONE setting, ALLOWED_ORIGINS (IDENTITY_ALLOWED_ORIGINS its older name), read by both. Only those origins
// and the site's own get CORS headers, with credentials (the sales API's anonymous cart cookie travels with them);
// any other origin gets none, so its pages cannot read an answer, and its preflight is a 403, so it cannot send
// JSON, DELETE or an Authorization header at all.
import type { RequestHandler } from 'express';

const METHODS = 'GET, POST, PUT, PATCH, DELETE';
const HEADERS = 'Authorization, Content-Type, Accept-Language';
/** What a cross-origin caller may read beyond the simple headers: the 429's and 503's wait. */
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

/**
 * ALLOWED_ORIGINS, else IDENTITY_ALLOWED_ORIGINS (kept working as an alias): comma-separated origins; a malformed
 * one is a start-up error naming the variable it came from.
 */
export function allowedOriginsFromEnv(env: NodeJS.ProcessEnv): string[] {
  const name = env.ALLOWED_ORIGINS !== undefined ? 'ALLOWED_ORIGINS' : 'IDENTITY_ALLOWED_ORIGINS';
  return (env[name] ?? '')
    .split(',')
    .filter((o) => o.trim())
    .map((o) => parseOrigin(o, name));
}

/** CORS for one API: `api` names it in the 403 of a refused preflight, `code` is that answer's error code. */
export function apiCors(allowed: Iterable<string>, api: { name: string; code: string }): RequestHandler {
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
      res.status(403).json({ code: api.code, message: `this origin may not call the ${api.name} API (ALLOWED_ORIGINS)` });
      return;
    }
    res.set({ 'Access-Control-Allow-Methods': METHODS, 'Access-Control-Allow-Headers': HEADERS, 'Access-Control-Max-Age': '600' }).status(204).end();
  };
}
