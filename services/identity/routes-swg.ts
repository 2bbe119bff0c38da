/**
 * Subscribe with Google (spec section 7). `swg/checkloginexists`: whether the reader Google vouches for (a Google id
 * token, checked against Google's key set as a Google sign-in is) already has an account here; only the holder of a
 * token Google signed for that reader can ask, so it tells nobody else whether an address is known.
 *
 * Account linking: `swg/accesstoken` gives the signed-in reader an opaque linking token (a one-time nonce: 256
 * random bits, stored as a digest, single use, 15 minutes, an earlier unused one revoked), which the page hands to
 * Subscribe with Google; `swg/{accessToken}/relink/{id}` then links the SwG account `id` to the reader, who must be
 * the token's own. An SwG account belongs to one reader: one linked to another is refused, never moved by a
 * browser's call (the id alone is no proof of owning that subscription).
 */
import type { Router } from 'express';
import { LINK_TOKEN, objectBody, text } from './body.ts';
import { authenticate, clientAddress, limit, type IdentityContext } from './context.ts';
import { errors, IdentityError } from './errors.ts';
import { externalAccountExists } from './oidc-link.ts';

/** Google's SwG account ids are opaque strings: this keeps them short and free of anything a path or a log mangles. */
const SWG_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export const swgErrors = {
  // One answer for unknown, expired, used and another reader's tokens: a caller learns nothing about the token.
  invalidToken: () => new IdentityError(400, '400012', 'This Subscribe with Google linking token is invalid, expired, already used or not yours'),
  linkedElsewhere: () => new IdentityError(409, '400013', 'This Subscribe with Google account is linked to another account'),
};

export function swgRoutes(router: Router, ctx: IdentityContext): void {
  const db = ctx.oidc.db;

  router.post('/public/v1/swg/checkloginexists', async (req, res) => {
    await limit(ctx, 'login-address', clientAddress(req));
    const token = text(objectBody(req.body), 'token', { max: 8192 });
    const identity = await ctx.oidc.rp.verifyIdToken('google', token);
    res.json({ identityExists: await externalAccountExists(db, identity) });
  });

  router.get('/public/v1/swg/accesstoken', async (req, res) => {
    const { userId } = await authenticate(ctx, req);
    const user = await ctx.accounts.byId(userId);
    if (!user) throw errors.invalidJwt();
    res.json({ accessToken: await ctx.nonces.issue('swg-link', userId, user.email) });
  });

  router.get('/public/v1/swg/:accessToken/relink/:id', async (req, res) => {
    const { userId } = await authenticate(ctx, req);
    const swgId = String(req.params.id);
    if (!SWG_ID.test(swgId)) throw errors.badRequest("the Subscribe with Google account id (the path's last part) must be 1 to 128 letters, digits, '.', '_', ':' or '-'");
    const token = String(req.params.accessToken);
    // Another reader's token is not used up by a refused try: its owner can still link with it.
    if (!LINK_TOKEN.test(token) || !(await ctx.nonces.redeem('swg-link', token, userId))) throw swgErrors.invalidToken();
    const linked = await db
      .insertInto('identity_swg_links')
      .values({ swg_id: swgId, user_id: userId, linked_at: new Date(ctx.now()) })
      // Linking again to the same reader only renews the date; the where keeps another reader's link as it is.
      .onConflict((oc) => oc.column('swg_id').doUpdateSet({ linked_at: new Date(ctx.now()) }).where('identity_swg_links.user_id', '=', userId))
      .returning('swg_id')
      .executeTakeFirst();
    if (!linked) throw swgErrors.linkedElsewhere();
    res.json({ uuid: userId, swgId, linked: true });
  });
}
