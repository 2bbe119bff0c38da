// Response headers every answer carries (pages, JSON, assets): helmet's, with a policy the site can keep today.
import type { RequestHandler } from 'express';
import helmet from 'helmet';

export interface SecurityOptions {
  /** Seconds for Strict-Transport-Security; only when the site is served over TLS (HSTS_MAX_AGE). */
  hstsMaxAge?: number;
}

// Features no block uses; fullscreen (gallery, lead art) and autoplay (video) keep the browser's default.
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), browsing-topics=()';

export function securityHeaders(opts: SecurityOptions = {}): RequestHandler[] {
  return [
    helmet({
      // Framing only by the site itself (the editor's preview); no plugins; no <base> pointing elsewhere.
      // Scripts are not restricted yet: that needs per-response nonces on the inline island payload.
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { 'default-src': helmet.contentSecurityPolicy.dangerouslyDisableDefaultSrc, 'frame-ancestors': ["'self'"], 'object-src': ["'none'"], 'base-uri': ["'self'"] },
      },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: opts.hstsMaxAge ? { maxAge: opts.hstsMaxAge, includeSubDomains: true } : false,
      // Share popups keep a reference to the window they open (to see whether a blocker stopped it).
      crossOriginOpenerPolicy: false,
      // Images and assets may be embedded by syndication partners and feed readers.
      crossOriginResourcePolicy: false,
      crossOriginEmbedderPolicy: false,
    }),
    (_req, res, next) => {
      res.setHeader('permissions-policy', PERMISSIONS_POLICY);
      next();
    },
  ];
}

/** HSTS_MAX_AGE: whole seconds, or unset. Anything else stops the start with a clear message. */
export function parseHstsMaxAge(raw: string | undefined): number | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  if (!/^\d+$/.test(raw.trim())) throw new Error(`HSTS_MAX_AGE must be a whole number of seconds (e.g. 31536000), got "${raw}"`);
  return Number(raw.trim());
}
