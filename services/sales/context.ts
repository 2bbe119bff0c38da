/**
 * What every sales route shares: its collaborators and who the caller is. A caller is a signed-in reader (the
 * identity service's access token in Authorization, with or without "Bearer", checked by the identity service's own
 * verifier) and/or an anonymous visitor's cart cookie (random 256 bits, HttpOnly, SameSite=Lax, kept only as its
 * SHA-256). `identifyCaller` works it out once per request; routes read it with `callerOf` / `requireReader`.
 */
import { randomBytes } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
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

export interface Caller {
  uuid?: string;
  /** The anonymous cart cookie's value, as sent. */
  cartCookie?: string;
}

export const CART_COOKIE = 'sales_cart';
const COOKIE_DAYS = 30;
const COOKIE_VALUE = /^[A-Za-z0-9_-]{43}$/;

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** Header values an SDK sends when it has no token: anonymous, not a bad token. */
const NO_TOKEN = /^(?:Bearer\s*)?(?:undefined|null)?\s*$/i;

/** Works out the caller; a token that is sent but not valid is the spec's 401, never a silent anonymous call. */
export function identifyCaller(ctx: SalesContext): RequestHandler {
  return async (req, res, next) => {
    try {
      const authorization = req.get('authorization');
      const cookie = cookieValue(req.get('cookie'), CART_COOKIE);
      const caller: Caller = { cartCookie: cookie && COOKIE_VALUE.test(cookie) ? cookie : undefined };
      if (authorization !== undefined && !NO_TOKEN.test(authorization)) {
        caller.uuid = await ctx.auth.readerOf(authorization);
        if (!caller.uuid) throw errors.invalidJwt();
      }
      res.locals.salesCaller = caller;
      // Signed in with an anonymous cart cookie: what the visitor did before signing in becomes the reader's.
      if (caller.uuid && caller.cartCookie) {
        await adoptAnonymous(ctx.db, digest(caller.cartCookie), caller.uuid);
        clearCartCookie(ctx, res);
        caller.cartCookie = undefined;
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
  res.cookie(CART_COOKIE, value, {
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.publicOrigin.startsWith('https:'),
    path: '/sales',
    maxAge: COOKIE_DAYS * 24 * 60 * 60 * 1000,
  });
  callerOf(req).cartCookie = value;
  return { cookieHash: digest(value) };
}

function clearCartCookie(ctx: SalesContext, res: Response) {
  res.clearCookie(CART_COOKIE, { httpOnly: true, sameSite: 'lax', secure: ctx.config.publicOrigin.startsWith('https:'), path: '/sales' });
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
