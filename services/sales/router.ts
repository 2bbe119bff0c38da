// STAND-IN until i-sales-core merges: the sales API's router with the neighbours' routes registered through it.
import express, { type Router } from 'express';
import { identityErrors } from '../identity/errors.ts';
import { identifyCaller, type SalesContext } from './context.ts';

export function createSalesApi(ctx: SalesContext, extraRoutes: Array<(r: Router, ctx: SalesContext) => void>): Router {
  const router = express.Router();
  router.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  router.use(express.json({ limit: '16kb', type: ['application/json', 'application/*+json'], strict: false }));
  router.use((req, _res, next) => void identifyCaller(ctx, req).then(() => next(), next));
  for (const add of extraRoutes) add(router, ctx);
  router.use((req, res) => void res.status(404).json({ code: '400404', message: `no sales route ${req.method} ${req.path.slice(0, 200)}` }));
  router.use(identityErrors);
  return router;
}
