// STAND-IN until i-sales-core merges: the shared context and the caller of a request, as the contract names them.
import type { Request } from 'express';
import type { Kysely } from 'kysely';
import { IdentityError } from '../identity/errors.ts';
import type { SalesDb } from './migrations.ts';
import type { PaymentProvider } from './payments/provider.ts';

export interface SalesContext {
  db: Kysely<SalesDb>;
  now: () => number;
  provider: PaymentProvider;
  catalogue: unknown;
  /** The reader's uuid from a valid identity access token, else undefined. */
  auth: { verify(token: string): Promise<string | undefined> };
  captcha: { verify(token: string | undefined, context: string): Promise<boolean> };
  config: { checkoutRecaptchaEnabled: boolean };
  onGiftPaid(order: { order_number: string; owner_uuid: string | null; email: string | null }, item: { sku: string; quantity?: number; recipient?: unknown }): Promise<void>;
}

const CALLER = Symbol('sales caller');
type WithCaller = Request & { [CALLER]?: { uuid?: string; cartCookie?: string } };

/** Run once per request by the router: the token in Authorization, with or without the word Bearer. */
export async function identifyCaller(ctx: SalesContext, req: Request): Promise<void> {
  const token = /^(?:Bearer\s+)?(\S+)\s*$/i.exec(req.get('authorization') ?? '')?.[1];
  (req as WithCaller)[CALLER] = { uuid: token ? await ctx.auth.verify(token) : undefined };
}

export const callerOf = (req: Request) => (req as WithCaller)[CALLER] ?? {};

export function requireReader(req: Request): string {
  const uuid = callerOf(req).uuid;
  if (!uuid) throw new IdentityError(401, '400001', 'Missing or invalid jwt', { 'WWW-Authenticate': 'Bearer' });
  return uuid;
}
