/** Payment-method updates (spec section 7): initialize, finalize (captcha rule of section 5) and finalize3ds. */
import type { Request, Router } from 'express';
import { objectBody } from '../identity/body.ts';
import { checkCheckoutCaptcha, requireReader, type SalesContext } from './context.ts';
import { readCardToken, refuseCard, returnPath } from './payment-input.ts';
import { finalize3dsUpdate, finalizeUpdate, initializeUpdate } from './payment-method.ts';
import { json, subsDb } from './routes-subscriptions.ts';

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
    // Spec section 5: with checkoutRecaptchaEnabled, finalising a payment-method update needs a captcha token.
    await checkCheckoutCaptcha(ctx, req, body);
    return finalizeUpdate(c(), reader, id, providerId, readCardToken(body), returnPath(ctx, body));
  }));
  r.put('/public/v1/paymentmethod/:id/provider/:providerId/finalize3ds', json(async (req) => {
    const { reader, id, providerId } = params(req);
    if (req.body !== undefined) refuseCard(objectBody(req.body));
    return finalize3dsUpdate(c(), reader, id, providerId);
  }));
}
