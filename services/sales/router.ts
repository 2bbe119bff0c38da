/**
 * The sales API's Express router (relative paths: mounted at /sales), JSON in and `{ code, message }` out. Other
 * parts of the service (subscriptions) register their routes through `extraRoutes`, after the caller is known.
 */
import express, { type Router } from 'express';
import { identifyCaller, type SalesContext } from './context.ts';
import { salesCors } from './cors.ts';
import { salesErrors } from './errors.ts';
import { cartRoutes } from './routes-cart.ts';
import { catalogueRoutes } from './routes-catalogue.ts';
import { checkoutRoutes } from './routes-checkout.ts';
import { configRoutes } from './routes-config.ts';
import { orderRoutes } from './routes-orders.ts';
import { swgRoutes } from './routes-swg.ts';

export type SalesRoutes = (router: Router, ctx: SalesContext) => void;

export function createSalesApi(ctx: SalesContext, extraRoutes: SalesRoutes[] = [], allowedOrigins: string[] = []): Router {
  const router = express.Router();
  // First: preflights are answered (or refused) before anything else, and every answer, errors too, carries the
  // allowed origin's headers so its page can read why a call failed.
  router.use(salesCors(allowedOrigins));
  // Carts, orders and payments are per reader: never in a shared cache.
  router.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  // The provider's own pages (the test provider's 3-D Secure challenge), before the JSON API and its caller check.
  const pages = (ctx.provider as { pages?: Router }).pages;
  if (pages) router.use('/test-provider', pages);
  // JSON bodies only, so the cookie-keyed calls need no CSRF token: the cart cookie is SameSite=None on https (an
  // allowed shop on another site sends it), but a page of any origin not allowed can send JSON (or DELETE) only
  // after a preflight, which salesCors refuses, and cannot read an answer (no CORS headers); a form's or simple
  // request's body is not parsed, so it changes nothing.
  router.use('/public', express.json({ limit: '16kb', type: ['application/json', 'application/*+json'], strict: false }));
  router.use('/public', identifyCaller(ctx));
  configRoutes(router, ctx);
  catalogueRoutes(router, ctx);
  cartRoutes(router, ctx);
  checkoutRoutes(router, ctx);
  orderRoutes(router, ctx);
  swgRoutes(router, ctx);
  for (const routes of extraRoutes) routes(router, ctx);

  router.use((req, res) => {
    res.status(404).json({ code: '140404', message: `no sales route ${req.method} ${req.path.slice(0, 200)}` });
  });
  router.use(salesErrors);
  return router;
}
