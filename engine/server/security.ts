// Response headers every answer carries (pages, JSON, assets): helmet's, and a strict Content-Security-Policy with
// a fresh nonce per response (csp.ts; page responses add their site's declared origins to it).
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import { startPolicy, type PolicyOrigins } from './csp.ts';

export interface SecurityOptions {
  /** Seconds for Strict-Transport-Security; only when the site is served over TLS (HSTS_MAX_AGE). */
  hstsMaxAge?: number;
  /** Origins the app itself needs in the policy on every response (development: the HMR socket). */
  policyOrigins?: PolicyOrigins;
}

// Features no block uses; fullscreen (gallery, lead art) and autoplay (video) keep the browser's default. Only
// features browsers know: an unknown one (bluetooth) is a console error on every page (tests/browser/axe-pages.test.ts).
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), browsing-topics=()';

export function securityHeaders(opts: SecurityOptions = {}): (req: IncomingMessage, res: ServerResponse, next: () => void) => void {
  const fixed = headersOf(
    helmet({
      // Set below: helmet's policy is fixed per app, ours needs a nonce per response.
      contentSecurityPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: opts.hstsMaxAge ? { maxAge: opts.hstsMaxAge, includeSubDomains: true } : false,
      // Share popups keep a reference to the window they open (to see whether a blocker stopped it).
      crossOriginOpenerPolicy: false,
      // Images and assets may be embedded by syndication partners and feed readers.
      crossOriginResourcePolicy: false,
      crossOriginEmbedderPolicy: false,
    }),
  );
  fixed.push(['permissions-policy', PERMISSIONS_POLICY]);
  return (_req, res, next) => {
    for (const [name, value] of fixed) res.setHeader(name, value);
    startPolicy(res, opts.policyOrigins);
    next();
  };
}

/**
 * The headers a helmet middleware sets, read once: with the options above they are the same on every response,
 * and setting them from a list skips a chain of a dozen middlewares per request.
 */
function headersOf(middleware: ReturnType<typeof helmet>): Array<[string, string]> {
  const set = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: unknown) => set.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => set.delete(name.toLowerCase()),
  };
  let done = false;
  middleware({} as never, recorder as never, (error?: unknown) => {
    if (error) throw error;
    done = true;
  });
  if (!done) throw new Error('helmet did not finish synchronously: its headers cannot be read once');
  return [...set];
}

/** HSTS_MAX_AGE: whole seconds, or unset. Anything else stops the start with a clear message. */
export function parseHstsMaxAge(raw: string | undefined): number | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  if (!/^\d+$/.test(raw.trim())) throw new Error(`HSTS_MAX_AGE must be a whole number of seconds (e.g. 31536000), got "${raw}"`);
  return Number(raw.trim());
}
