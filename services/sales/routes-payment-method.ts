/** Payment-method updates (spec section 7): initialize, finalize (captcha rule of section 5) and finalize3ds. */
import type { Request, Router } from 'express';
import { objectBody, type Body } from '../identity/body.ts';
import { IdentityError } from '../identity/errors.ts';
import { requireReader, type SalesContext } from './context.ts';
import { finalize3dsUpdate, finalizeUpdate, initializeUpdate } from './payment-method.ts';
import { json, subsDb } from './routes-subscriptions.ts';

/** Spec section 5: with checkoutRecaptchaEnabled, finalising a payment-method update needs a captcha token (130001). */
async function checkCaptcha(ctx: SalesContext, body: Body) {
  if (!ctx.config.checkoutRecaptchaEnabled) return;
  const token = body['recaptcha-token'] ?? body.recaptchaToken;
  if (!(await ctx.captcha.verify(typeof token === 'string' ? token : undefined, 'checkout'))) throw new IdentityError(400, '130001', 'Captcha token invalid');
}

export function paymentMethodRoutes(r: Router, ctx: SalesContext): void {
  const c = () => ({ db: subsDb(ctx), provider: ctx.provider, now: ctx.now });
  const params = (req: Request) => ({ reader: requireReader(req), id: String(req.params.id), providerId: String(req.params.providerId) });
  r.put('/public/v1/paymentmethod/:id/provider/:providerId', json(async (req) => {
    const { reader, id, providerId } = params(req);
    return initializeUpdate(c(), reader, id, providerId);
  }));
  r.put('/public/v1/paymentmethod/:id/provider/:providerId/finalize', json(async (req) => {
    const { reader, id, providerId } = params(req);
    const body = objectBody(req.body);
    await checkCaptcha(ctx, body);
    return finalizeUpdate(c(), reader, id, providerId, body.cardNumber);
  }));
  r.put('/public/v1/paymentmethod/:id/provider/:providerId/finalize3ds', json(async (req) => {
    const { reader, id, providerId } = params(req);
    return finalize3dsUpdate(c(), reader, id, providerId);
  }));
}
