/**
 * What every sales route shares: its collaborators and who the caller is. A caller is a signed-in reader (the
 * identity service's access token in Authorization, with or without "Bearer", checked by the identity service's own
 * verifier) and/or an anonymous visitor's cart cookie (random 256 bits, HttpOnly, kept only as its SHA-256;
 * `__Host-sales_cart`, Secure and SameSite=None on an https site, SameSite=Lax on plain http). `identifyCaller`
 * works it out once per request; routes read it with `callerOf` / `requireReader`.
 */
import { randomBytes } from 'node:crypto';
import type { CookieOptions, Request, RequestHandler, Response } from 'express';
import type { Kysely } from 'kysely';
import type { Body } from '../identity/body.ts';
import type { ReaderVerifier } from '../identity/index.ts';
import type { CaptchaVerifier } from '../identity/ports.ts';
import { digest } from '../identity/tokens.ts';
import type { Catalogue } from './catalogue.ts';
import { siteConfig, type SalesConfig } from './config.ts';
import { errors } from './errors.ts';
import type { OrderItem, SalesDb } from './migrations.ts';
import type { PaymentProvider } from './payments/provider.ts';
import { adoptAnonymous } from './adopt.ts';
import type { RetailerVerifier } from './routes-swg.ts';

export interface PaidOrder {
  orderNumber: string;
  ownerUuid: string | null;
  email: string;
  billingAddress: Record<string, unknown>;
  paymentMethodId: string | null;
}

export interface SalesContext {
  db: Kysely<SalesDb>;
  /** The clock (ms): terms start and end by it; tests move it. */
  now: () => number;
  provider: PaymentProvider;
  catalogue: Catalogue;
  auth: { readerOf: ReaderVerifier };
  captcha: CaptchaVerifier;
  config: SalesConfig;
  /** Confirms Subscribe with Google purchases; none by default (POST /swg/purchase is then refused). */
  retailer?: RetailerVerifier;
  /** Called once per gift line of an order just paid (after its subscriptions are stored); nothing by default. */
  onGiftPaid: (order: PaidOrder, item: OrderItem) => Promise<void>;
}

export const CART_COOKIE = 'sales_cart';
/**
 * The cart cookie's name when the site is served over https (PUBLIC_ORIGIN): `__Host-` makes the browser refuse it
 * unless it is Secure, Path=/ and has no Domain, so neither a sibling subdomain nor a plain-http page can plant a
 * cookie of its choosing (a visitor's cart and anonymous orders, with their address, keyed by the attacker's value).
 * It costs Path=/ (the cookie rides on page requests too, HttpOnly as before). On plain http (`npm start` on
 * http://localhost) the old name and Path=/sales stay: a prefixed cookie needs a secure page, and Safari does not
 * count http://localhost as one.
 */
export const HOST_CART_COOKIE = `__Host-${CART_COOKIE}`;
const COOKIE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
const COOKIE_VALUE = /^[A-Za-z0-9_-]{43}$/;

/**
 * SameSite=None on https: a shop on another site the API allows (ALLOWED_ORIGINS) sends the cart cookie with
 * `credentials: 'include'`, as Arc's SDK does. Cross-site pages not allowed still cannot use it: salesCors refuses
 * their preflights and the API reads JSON bodies only (router.ts). On plain http browsers refuse SameSite=None
 * without Secure, so there the cookie stays Lax: a development shop must be same-site with the API (any port of
 * localhost is), or served over https.
 */
const HOST_OPTIONS: CookieOptions = { httpOnly: true, sameSite: 'none', secure: true, path: '/' };
/** The old name's attributes (clearing a cookie needs its path). */
const LEGACY_OPTIONS: CookieOptions = { httpOnly: true, sameSite: 'lax', path: '/sales' };

/** The cart cookie's name and attributes for this site's scheme. */
function cartCookie(ctx: SalesContext): { name: string; options: CookieOptions } {
  return ctx.config.publicOrigin.startsWith('https:') ? { name: HOST_CART_COOKIE, options: HOST_OPTIONS } : { name: CART_COOKIE, options: LEGACY_OPTIONS };
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

export interface Caller {
  uuid?: string;
  /** The anonymous cart cookie's value, as sent. */
  cartCookie?: string;
  /** The names the request sent it under (both during the move to the prefixed name). */
  cartCookieNames?: string[];
}

/**
 * The cart cookie as sent: the prefixed name first (a planted old-name cookie cannot shadow it), else the old one,
 * still read during the move to https (it lives 30 days at most, so this fallback can go 30 days after the move).
 */
function sentCartCookie(req: Request): Pick<Caller, 'cartCookie' | 'cartCookieNames'> {
  const header = req.get('cookie');
  const names = [HOST_CART_COOKIE, CART_COOKIE].filter((name) => cookieValue(header, name) !== undefined);
  return { cartCookie: names.map((name) => cookieValue(header, name)!).find((v) => COOKIE_VALUE.test(v)), cartCookieNames: names };
}

/** On an https site, a cart cookie sent only under the old name is set again under the prefixed one, same value. */
function moveCartCookie(ctx: SalesContext, req: Request, res: Response, value: string) {
  const { name, options } = cartCookie(ctx);
  if (name !== HOST_CART_COOKIE || cookieValue(req.get('cookie'), HOST_CART_COOKIE) === value) return;
  res.cookie(HOST_CART_COOKIE, value, { ...options, maxAge: COOKIE_MAX_AGE_MS });
  res.clearCookie(CART_COOKIE, LEGACY_OPTIONS);
}

/** Header values an SDK sends when it has no token: anonymous, not a bad token. */
const NO_TOKEN = /^(?:Bearer\s*)?(?:undefined|null)?\s*$/i;

/** Works out the caller; a token that is sent but not valid is the spec's 401, never a silent anonymous call. */
export function identifyCaller(ctx: SalesContext): RequestHandler {
  return async (req, res, next) => {
    try {
      const authorization = req.get('authorization');
      const caller: Caller = sentCartCookie(req);
      if (authorization !== undefined && !NO_TOKEN.test(authorization)) {
        caller.uuid = await ctx.auth.readerOf(authorization);
        if (!caller.uuid) throw errors.invalidJwt();
      }
      res.locals.salesCaller = caller;
      // Signed in with an anonymous cart cookie: what the visitor did before signing in becomes the reader's.
      if (caller.uuid && caller.cartCookie) {
        await adoptAnonymous(ctx.db, digest(caller.cartCookie), caller.uuid);
        clearCartCookies(res, caller.cartCookieNames ?? []);
        caller.cartCookie = undefined;
      } else if (caller.cartCookie) {
        moveCartCookie(ctx, req, res, caller.cartCookie);
      }
      next();
    } catch (error) {
      next(error);
    }
  };
}

export function callerOf(req: Request): Caller {
  const caller = req.res?.locals.salesCaller as Caller | undefined;
  if (!caller) throw new Error('sales: identifyCaller did not run before this route');
  return caller;
}

/** The signed-in reader's uuid, else "Missing or invalid jwt" (401). */
export function requireReader(req: Request): string {
  const { uuid } = callerOf(req);
  if (!uuid) throw errors.invalidJwt();
  return uuid;
}

/** Who owns what a request touches: the reader, else the cookie's hash; nobody when neither is there. */
export type Owner = { uuid: string } | { cookieHash: string };

export function ownerOf(req: Request): Owner | undefined {
  const { uuid, cartCookie } = callerOf(req);
  if (uuid) return { uuid };
  return cartCookie ? { cookieHash: digest(cartCookie) } : undefined;
}

/** The caller as an owner, giving an anonymous visitor without a cookie a new one. */
export function ownerOrNewCookie(ctx: SalesContext, req: Request, res: Response): Owner {
  const owner = ownerOf(req);
  if (owner) return owner;
  const value = randomBytes(32).toString('base64url');
  const { name, options } = cartCookie(ctx);
  res.cookie(name, value, { ...options, maxAge: COOKIE_MAX_AGE_MS });
  callerOf(req).cartCookie = value;
  return { cookieHash: digest(value) };
}

/** Expires the cart cookie under each name the request sent it by (the prefixed one at Path=/, Secure). */
function clearCartCookies(res: Response, names: string[]) {
  for (const name of names) res.clearCookie(name, name === HOST_CART_COOKIE ? HOST_OPTIONS : LEGACY_OPTIONS);
}

/** Where the owner's rows are: `owner_uuid` for a reader, `cookie_id_hash` (and no owner) for a cookie. */
export function ownerColumns(owner: Owner): { owner_uuid: string | null; cookie_id_hash: string | null } {
  return 'uuid' in owner ? { owner_uuid: owner.uuid, cookie_id_hash: null } : { owner_uuid: null, cookie_id_hash: owner.cookieHash };
}

/** When the site's config asks for it, the body's captcha token ("recaptcha-token" or recaptchaToken) must pass (130001). */
export async function checkCheckoutCaptcha(ctx: SalesContext, req: Request, body: Body): Promise<void> {
  if (!siteConfig(ctx.config, req.query._website ?? req.query.site).checkoutRecaptchaEnabled) return;
  const token = body['recaptcha-token'] ?? body.recaptchaToken;
  if (!(await ctx.captcha.verify(typeof token === 'string' ? token : undefined, 'checkout'))) throw errors.captchaInvalid();
}
