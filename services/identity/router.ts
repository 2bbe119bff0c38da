/** The identity API's Express router (relative paths: mounted at /identity), JSON in and `{ code, message }` out. */
import express, { type Router } from 'express';
import { publicConfig } from './config.ts';
import type { IdentityContext } from './context.ts';
import { identityCors } from './cors.ts';
import { identityErrors } from './errors.ts';
import { accountRoutes } from './routes-account.ts';
import { authRoutes } from './routes-auth.ts';
import { oidcRoutes, providerCors } from './routes-oidc.ts';
import { swgRoutes } from './routes-swg.ts';
import { userRoutes } from './routes-user.ts';

export function createIdentityApi(ctx: IdentityContext): Router {
  const router = express.Router();
  router.use('/public/v2/oidc/provider', providerCors);
  router.use(identityCors(ctx.allowedOrigins));
  // Tokens and profiles must never sit in a shared cache.
  router.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  // JSON bodies only: a cross-site form cannot send application/json without a CORS preflight, so state-changing
  // calls need no CSRF token (and the session travels as a bearer header, never a cookie).
  router.use(express.json({ limit: '16kb', type: ['application/json', 'application/*+json'], strict: false }));

  router.get('/public/v1/config', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').json(publicConfig(ctx.config, ctx.oidc.rp.providers, ctx.oidc.op.clients));
  });
  if (ctx.captchaChallenge) router.use('/public/v1/captcha/challenge', ctx.captchaChallenge);
  authRoutes(router, ctx);
  accountRoutes(router, ctx);
  userRoutes(router, ctx);
  oidcRoutes(router, ctx);
  swgRoutes(router, ctx);

  router.use((req, res) => {
    res.status(404).json({ code: '400404', message: `no identity route ${req.method} ${req.path.slice(0, 200)}` });
  });
  router.use(identityErrors);
  return router;
}
