/**
 * Subscribe with Google's login check (spec section 7, `swg/checkloginexists`): whether the reader Google vouches for
 * (a Google id token, checked against Google's key set as a Google sign-in is) already has an account here. Only the
 * holder of a token Google signed for that reader can ask, so it tells nobody else whether an address is known.
 */
import type { Router } from 'express';
import { objectBody, text } from './body.ts';
import { clientAddress, limit, type IdentityContext } from './context.ts';
import { externalAccountExists } from './oidc-link.ts';

export function swgRoutes(router: Router, ctx: IdentityContext): void {
  router.post('/public/v1/swg/checkloginexists', async (req, res) => {
    await limit(ctx, 'login-address', clientAddress(req));
    const token = text(objectBody(req.body), 'token', { max: 8192 });
    const identity = await ctx.oidc.rp.verifyIdToken('google', token);
    res.json({ identityExists: await externalAccountExists(ctx.oidc.db, identity) });
  });
}
