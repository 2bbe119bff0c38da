/**
 * Account management beyond the profile (spec section 7): avatar, deletion request and its decision, GDPR reports,
 * settings, segmentation, unlinking an identity and the session heartbeat. Every route acts on the caller's own
 * account, named by the access token: an id of another reader's is answered as not found.
 */
import type { Router } from 'express';
import { decodeJwt } from 'jose';
import { isUuid } from './account-data.ts';
import { readAvatar } from './avatar-upload.ts';
import { objectBody, text } from './body.ts';
import { authenticate, type IdentityContext } from './context.ts';
import { errors } from './errors.ts';
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

  router.delete('/public/v1/user/anonymize', async (req, res) => {
    const { userId } = await authenticate(ctx, req);
    res.status(202).json(await ctx.data.requestDeletion(userId));
  });

  router.put('/public/v1/user/anonymize/approve/:id', async (req, res) => {
    const { userId } = await authenticate(ctx, req);
    const decided = await ctx.data.decideDeletion(userId, String(req.params.id), { approve: true });
    // The anonymisation deleted every session, this one too: the caller is signed out.
    res.json(decided);
  });

  router.put('/public/v1/user/anonymize/decline/:id', async (req, res) => {
    const { userId } = await authenticate(ctx, req);
    const reason = text(objectBody(req.body), 'reason', { max: REASON_MAX });
    res.json(await ctx.data.decideDeletion(userId, String(req.params.id), { approve: false, reason }));
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
    res.json({ uuid: userId, segments: [...new Set(segments)] });
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
