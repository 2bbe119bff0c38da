/**
 * Account management beyond the profile (spec section 7): avatar, deletion request and its decision, GDPR reports,
 * settings, segmentation, unlinking an identity and the session heartbeat. Every route acts on the caller's own
 * account, named by the access token: an id of another reader's is answered as not found (a deletion nonce of
 * another reader's, as an invalid link).
 */
import type { Router } from 'express';
import { decodeJwt } from 'jose';
import { isUuid } from './account-data.ts';
import { readAvatar } from './avatar-upload.ts';
import { LINK_TOKEN, objectBody, text } from './body.ts';
import { authenticate, type IdentityContext } from './context.ts';
import { errors } from './errors.ts';
import { linkMail, mailLang, sendInBackground } from './mails.ts';
import { requireFreshAuth } from './reauth.ts';
import type { IdentityType } from './migrations.ts';

const IDENTITY_TYPES: readonly IdentityType[] = ['Password', 'Google', 'Facebook', 'Apple', 'OIDC'];
const REASON_MAX = 1000;

export function userRoutes(router: Router, ctx: IdentityContext): void {
  const avatarUrl = (userId: string) => `${ctx.links.origin.replace(/\/$/, '')}/identity/public/v1/avatar/${userId}`;

  router.put('/public/v1/avatar', async (req, res) => {
    const { userId } = await authenticate(ctx, req);
    const bytes = await readAvatar(req);
    await ctx.data.putAvatar(userId, bytes);
    await ctx.accounts.updateProfile(userId, { picture: avatarUrl(userId) });
    res.json(await ctx.accounts.profile(userId));
  });

  router.delete('/public/v1/avatar', async (req, res) => {
    const { userId } = await authenticate(ctx, req);
    if (!(await ctx.data.deleteAvatar(userId))) throw errors.notFound('this account has no avatar');
    await ctx.accounts.updateProfile(userId, { picture: '' });
    res.json(await ctx.accounts.profile(userId));
  });

  // Public, as a picture on the page is: the uuid is random and the file holds nothing but the picture.
  router.get('/public/v1/avatar/:uuid', async (req, res) => {
    const id = String(req.params.uuid);
    const avatar = isUuid(id) ? await ctx.data.avatar(id) : undefined;
    if (!avatar) throw errors.notFound('no avatar for this user');
    res.set({ 'Cache-Control': 'public, max-age=300', 'Last-Modified': avatar.updatedAt.toUTCString(), 'X-Content-Type-Options': 'nosniff' });
    res.type('image/jpeg').send(avatar.bytes);
  });

  /**
   * A deletion request needs a fresh re-authentication (the body's `currentPassword`, or a recent sign-in; the Arc
   * SDK sends no body). The answer is the pending request, which approves nothing by itself: the nonce that approves
   * or declines it is mailed to the account's address (asking again mails a new one, the older stops working).
   */
  router.delete('/public/v1/user/anonymize', async (req, res) => {
    const caller = await authenticate(ctx, req);
    const body = req.body === undefined ? {} : objectBody(req.body);
    await requireFreshAuth(ctx, caller, body);
    const user = await ctx.accounts.byId(caller.userId);
    if (!user) throw errors.invalidJwt();
    const request = await ctx.data.requestDeletion(caller.userId);
    const nonce = await ctx.nonces.issue('account-deletion', user.id, user.email);
    sendInBackground(ctx.mailer, linkMail(ctx.links, 'account-deletion', mailLang(req, body.lang), user.email, nonce));
    res.status(202).json(request);
  });

  /** The mailed nonce, redeemed once and only by its own signed-in reader: anything else is an invalid link. */
  const mailedNonce = async (userId: string, nonce: string) => {
    const used = LINK_TOKEN.test(nonce) ? await ctx.nonces.redeem('account-deletion', nonce, userId) : undefined;
    if (!used) throw errors.invalidLink();
    const user = await ctx.accounts.byId(userId);
    if (!user || user.email !== used.email) throw errors.invalidLink();
  };

  router.put('/public/v1/user/anonymize/approve/:nonce', async (req, res) => {
    const { userId } = await authenticate(ctx, req);
    await mailedNonce(userId, String(req.params.nonce));
    const decided = await ctx.data.decideDeletion(userId, { approve: true });
    // The anonymisation deleted every session, this one too: the caller is signed out.
    res.json(decided);
  });

  router.put('/public/v1/user/anonymize/decline/:nonce', async (req, res) => {
    const { userId } = await authenticate(ctx, req);
    // Checked before the nonce is spent, so a missing reason leaves it working for a second try.
    const reason = text(objectBody(req.body), 'reason', { max: REASON_MAX });
    await mailedNonce(userId, String(req.params.nonce));
    res.json(await ctx.data.decideDeletion(userId, { approve: false, reason }));
  });

  router.get('/public/v1/gdpr', async (req, res) => {
    const { userId } = await authenticate(ctx, req);
    res.json(await ctx.data.reports(userId));
  });

  router.post('/public/v1/gdpr', async (req, res) => {
    const { userId } = await authenticate(ctx, req);
    res.status(201).json(await ctx.data.createReport(userId));
  });

  router.get('/public/v1/gdpr/:id', async (req, res) => {
    const { userId } = await authenticate(ctx, req);
    const report = await ctx.data.report(userId, String(req.params.id));
    if (!report) throw errors.notFound('no such GDPR report');
    res.json(report);
  });

  router.get('/public/v1/user/settings', async (req, res) => {
    const { userId } = await authenticate(ctx, req);
    res.json(await ctx.data.settings(userId));
  });

  router.get('/public/v2/identity/segmentation', async (req, res) => {
    const { userId } = await authenticate(ctx, req);
    const profile = (await ctx.accounts.profile(userId))!;
    // What the account system knows of a reader, for a page to choose content by: the sales issue adds subscribers.
    const segments = ['registered', profile.emailVerified ? 'email-verified' : 'email-unverified', ...profile.identities.map((i) => `identity:${i.type.toLowerCase()}`)];
    // `segment`, singular: the name Arc's SDK recognises a segmentation answer by (getUserSegments, isUserSegment).
    res.json({ uuid: userId, segment: [...new Set(segments)] });
  });

  router.delete('/public/v1/identity/:type', async (req, res) => {
    const { userId } = await authenticate(ctx, req);
    const type = IDENTITY_TYPES.find((t) => t.toLowerCase() === String(req.params.type).toLowerCase());
    if (!type) throw errors.badRequest(`identity type must be one of ${IDENTITY_TYPES.join(', ')}`);
    await ctx.data.unlink(userId, type);
    res.json(await ctx.accounts.profile(userId));
  });

  // Heartbeat: is this session still signed in, and for how long is its access token good (the SDK extends it
  // with POST auth/extend, the refresh grant, before it runs out).
  router.get('/public/v1/auth/heartbeat', async (req, res) => {
    const { userId } = await authenticate(ctx, req);
    const exp = decodeJwt(req.get('authorization')!.replace(/^Bearer\s+/i, '').trim()).exp ?? 0;
    res.json({ uuid: userId, valid: true, expiresIn: Math.max(0, exp - Math.floor(ctx.now() / 1000)) });
  });
}
