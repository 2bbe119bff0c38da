/**
 * The test provider's tokenisation endpoint, `POST /sales/test-provider/tokens`: the provider's own endpoint, apart
 * from the sales API, as a real provider's origin would be. It takes the card (number, expMonth, expYear, cvc) and
 * answers a single-use token with what may be shown (brand, last four, expiry). CORS lets the site's own origins
 * call it from the browser, with no credentials: the provider has no business with the site's cookies. Nothing
 * here logs the body, and no answer repeats the number.
 */
import express, { type Router } from 'express';
import { checkCard, type CardVault } from './card-tokens.ts';

export function tokenRoute(vault: CardVault, origins: () => readonly string[]): Router {
  const router = express.Router();
  router.use('/tokens', (req, res, next) => {
    const origin = req.get('origin');
    if (origin && origins().includes(origin)) {
      res.set({ 'Access-Control-Allow-Origin': origin, 'Access-Control-Allow-Methods': 'POST', 'Access-Control-Allow-Headers': 'content-type', 'Access-Control-Max-Age': '600', Vary: 'Origin' });
    } else res.set('Vary', 'Origin');
    if (req.method === 'OPTIONS') return void res.status(204).end();
    next();
  });
  router.post('/tokens', express.json({ limit: '2kb', type: ['application/json'] }), (req, res) => {
    res.set('Cache-Control', 'no-store');
    const checked = checkCard(req.body);
    if ('message' in checked) return void res.status(400).json({ code: 'card_invalid', param: checked.param, message: checked.message });
    const { token, expiresAt } = vault.issue(checked.card);
    const { brand, last4, expMonth, expYear } = checked.card;
    res.status(201).json({ id: token, object: 'token', card: { brand, last4, expMonth, expYear }, expiresAt: expiresAt.toISOString() });
  });
  // A malformed JSON body is the caller's mistake, answered here rather than by the sales API's error handler.
  router.use('/tokens', ((error, _req, res, _next) => {
    const status = typeof (error as { status?: unknown }).status === 'number' && (error as { status: number }).status < 500 ? (error as { status: number }).status : 400;
    res.status(status).json({ code: 'card_invalid', param: 'card', message: 'the body must be a JSON card: number, expMonth, expYear, cvc' });
  }) as express.ErrorRequestHandler);
  return router;
}
