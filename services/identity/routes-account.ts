/** The account: sign-up, profile, password change and reset, email verification (spec section 7). */
import type { Router } from 'express';
import { PROFILE_FIELDS, normaliseEmail, type ProfileData } from './accounts.ts';
import { LINK_TOKEN, email, nested, objectBody, text, type Body } from './body.ts';
import { authenticate, checkCaptcha, clientAddress, limit, verifiedReader, type IdentityContext } from './context.ts';
import { errors } from './errors.ts';
import { emailChangeNotice, linkMail, mailLang, sendInBackground } from './mails.ts';
import { MAX_PASSWORD_LENGTH, hashPassword, policyViolations, verifyPassword } from './passwords.ts';
import { CURRENT_PASSWORD, RECENT_SIGN_IN_MS, requireFreshAuth, signedInRecently } from './reauth.ts';

const PROFILE_FIELD_MAX = 256;
/**
 * What GET /profile serves besides the settable fields. Arc's SDK writes back the profile it read (updateUserProfile
 * deletes only uuid), so PATCH takes these and ignores them: the account's state changes by its own flows, never here.
 */
const READ_ONLY_PROFILE_FIELDS = new Set(['emailVerified', 'status', 'createdOn', 'identities', 'pendingEmail']);

/**
 * The settable profile fields of a body (strings; null clears one); uuid and unknown names are refused, `readOnly`
 * names ignored. `email` and, where allowed, `currentPassword` (the re-authentication of an email change) are read
 * apart: never stored here.
 */
function profileFields(body: Body, allowed: readonly string[], readOnly: ReadonlySet<string> = new Set()): ProfileData {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(body)) {
    if (name === 'uuid') throw errors.badRequest('uuid cannot be changed');
    if (readOnly.has(name)) continue;
    if (!allowed.includes(name)) throw errors.badRequest(`unknown profile field "${name.slice(0, 40)}": settable fields are ${allowed.filter((f) => f !== CURRENT_PASSWORD).join(', ')}`);
    if (name === 'email' || name === CURRENT_PASSWORD) continue;
    if (value === null) fields[name] = '';
    else if (typeof value !== 'string' || value.length > PROFILE_FIELD_MAX) throw errors.badRequest(`${name} must be a string of at most ${PROFILE_FIELD_MAX} characters`);
    else fields[name] = value;
  }
  return fields;
}

export function accountRoutes(router: Router, ctx: IdentityContext): void {
  const checkPolicy = (password: string) => {
    const broken = policyViolations(password, ctx.config);
    if (broken.length) throw errors.weakPassword(broken);
  };
  const mailLink = async (req: Parameters<typeof mailLang>[0], body: Body, kind: 'password-reset' | 'email-verify', user: { id: string; email: string }) => {
    const token = await ctx.nonces.issue(kind, user.id, user.email);
    sendInBackground(ctx.mailer, linkMail(ctx.links, kind, mailLang(req, body.lang), user.email, token));
  };
  /** The profile as answered: with `pendingEmail` while a change of address waits for its link to be opened. */
  const profileOf = async (userId: string) => {
    const profile = (await ctx.accounts.profile(userId))!;
    const pendingEmail = await ctx.nonces.pending('email-change', userId);
    return pendingEmail ? { ...profile, pendingEmail } : profile;
  };
  // A changed password ends the pending sensitive changes as well as the other sessions: the reset a notice of an
  // email change recommends must leave that change's link (in the hands of whoever asked for it) void.
  const cancelPendingChanges = (userId: string) => ctx.nonces.revoke(userId, ['email-change', 'account-deletion']);

  router.post('/public/v1/signup', async (req, res) => {
    const body = objectBody(req.body);
    const identity = nested(body, 'identity');
    const userName = email(identity, 'userName');
    const password = text(identity, 'credentials', { max: MAX_PASSWORD_LENGTH });
    const profileBody = body.profile === undefined ? {} : nested(body, 'profile');
    const profile = profileFields(profileBody, [...PROFILE_FIELDS, 'email']);
    if (profileBody.email !== undefined && normaliseEmail(email(profileBody, 'email')) !== normaliseEmail(userName)) {
      throw errors.badRequest('profile.email must be the same address as identity.userName');
    }
    checkPolicy(password);
    await limit(ctx, 'signup', clientAddress(req));
    await checkCaptcha(ctx, 'signup', body);
    // A signed-in reader without a password (a social account) creates one by signing up with their own address
    // (spec section 4: the account page's password section); a stale token is just an anonymous sign-up.
    const caller = req.get('authorization') ? await authenticate(ctx, req).catch(() => undefined) : undefined;
    if (caller) {
      await addPassword(ctx, caller, userName, password);
      const { identities, ...rest } = (await ctx.accounts.profile(caller.userId))!;
      res.status(201).json({ uuid: caller.userId, identities, profile: rest });
      return;
    }
    const id = await ctx.accounts.create(userName, await hashPassword(password), profile);
    await mailLink(req, body, 'email-verify', { id, email: normaliseEmail(userName) });
    const { identities, ...rest } = (await ctx.accounts.profile(id))!;
    res.status(201).json({ uuid: id, identities, profile: rest });
  });

  router.get('/public/v1/profile', async (req, res) => {
    const { userId } = await authenticate(ctx, req);
    res.set('Cache-Control', 'no-store').json(await profileOf(userId));
  });

  /**
   * The profile's fields change at once. A new `email` does not (ASVS 7.5.1): after a fresh re-authentication (the
   * body's `currentPassword`, or a recent sign-in) it becomes pending, the new address gets the link that confirms it
   * and the current one is told; the answer is still the profile with the current address (and `pendingEmail`).
   */
  router.patch('/public/v1/profile', async (req, res) => {
    const caller = await authenticate(ctx, req);
    const { userId } = caller;
    const body = objectBody(req.body);
    const fields = profileFields(body, [...PROFILE_FIELDS, 'email', CURRENT_PASSWORD], READ_ONLY_PROFILE_FIELDS);
    const user = await ctx.accounts.byId(userId);
    if (!user) throw errors.invalidJwt();
    const asked = body.email === undefined ? undefined : normaliseEmail(email(body, 'email'));
    const newEmail = asked !== undefined && asked !== user.email ? asked : undefined;
    if (newEmail !== undefined) {
      // Before anything is written: a refused change leaves the whole request undone.
      await requireFreshAuth(ctx, caller, body);
      if (await ctx.accounts.byEmail(newEmail)) throw errors.identityExists();
      // The budget of mails to one address (as for a verification link): no way to flood someone else's inbox.
      await limit(ctx, 'magic-link', newEmail);
    }
    if (Object.keys(fields).length) await ctx.accounts.updateProfile(userId, fields);
    if (newEmail !== undefined) {
      // A newer change voids the older one's link (issue does that for the kind).
      const token = await ctx.nonces.issue('email-change', userId, newEmail);
      const lang = mailLang(req, body.lang);
      sendInBackground(ctx.mailer, linkMail(ctx.links, 'email-change', lang, newEmail, token, newEmail));
      sendInBackground(ctx.mailer, emailChangeNotice(ctx.links, 'asked', lang, user.email, newEmail));
    }
    res.set('Cache-Control', 'no-store').json(await profileOf(userId));
  });

  /**
   * Opening the link mailed to a new address makes it the account's (verified). The account's other sessions end;
   * the caller's own stays when it sends its token. The old address is told.
   */
  router.get('/public/v1/email/change/:token', async (req, res) => {
    const token = String(req.params.token);
    const used = LINK_TOKEN.test(token) ? await ctx.nonces.redeem('email-change', token) : undefined;
    if (!used) throw errors.invalidLink();
    const user = await ctx.accounts.byId(used.userId);
    if (!user) throw errors.invalidLink();
    if (user.status !== 'active') throw errors.accountDisabled();
    await ctx.accounts.changeEmail(user.id, used.email);
    const caller = await verifiedReader(ctx, req.get('authorization'));
    await ctx.sessions.endAll(user.id, caller?.userId === user.id ? caller.sessionId : undefined);
    await ctx.oidc.op.revokeGrantsOf(user.id);
    sendInBackground(ctx.mailer, emailChangeNotice(ctx.links, 'done', mailLang(req, undefined), user.email, used.email));
    res.json({ success: true, email: used.email });
  });

  router.put('/public/v1/password', async (req, res) => {
    const { userId, sessionId } = await authenticate(ctx, req);
    const body = objectBody(req.body);
    const oldPassword = text(body, 'oldPassword', { max: MAX_PASSWORD_LENGTH });
    const newPassword = text(body, 'newPassword', { max: MAX_PASSWORD_LENGTH });
    checkPolicy(newPassword);
    const user = await ctx.accounts.byId(userId);
    if (!user) throw errors.invalidJwt();
    // A stolen access token must not be a way to guess the password: the account's login budget applies.
    await limit(ctx, 'login-account', user.email);
    if (!user.passwordHash || !(await verifyPassword(user.passwordHash, oldPassword))) throw errors.wrongPassword();
    await ctx.accounts.setPassword(userId, await hashPassword(newPassword));
    await ctx.sessions.endAll(userId, sessionId);
    await ctx.oidc.op.revokeGrantsOf(userId);
    await cancelPendingChanges(userId);
    res.json({ userName: user.email });
  });

  router.post('/public/v1/password/reset', async (req, res) => {
    const body = objectBody(req.body);
    const address = email(body, 'userName');
    await checkCaptcha(ctx, 'resetPassword', body);
    await limit(ctx, 'password-reset', normaliseEmail(address));
    const user = await ctx.accounts.byEmail(address);
    if (user?.status === 'active') await mailLink(req, body, 'password-reset', user);
    // Arc's SDK (requestResetPassword) tests `success`; the same answer whether or not the address has an account.
    res.json({ success: true });
  });

  router.put('/public/v1/password/reset/:token', async (req, res) => {
    const body = objectBody(req.body);
    const newPassword = text(body, 'newPassword', { max: MAX_PASSWORD_LENGTH });
    // Checked before the link is used, so a refused password leaves the link working for a second try.
    checkPolicy(newPassword);
    const token = String(req.params.token);
    const used = LINK_TOKEN.test(token) ? await ctx.nonces.redeem('password-reset', token) : undefined;
    if (!used) throw errors.invalidLink();
    const user = await ctx.accounts.byId(used.userId);
    if (!user || user.email !== used.email) throw errors.invalidLink();
    if (user.status !== 'active') throw errors.accountDisabled();
    await ctx.accounts.setPassword(user.id, await hashPassword(newPassword));
    await ctx.accounts.markVerified(user.id, used.email);
    await ctx.sessions.endAll(user.id);
    await ctx.oidc.op.revokeGrantsOf(user.id);
    await cancelPendingChanges(user.id);
    res.json({ userName: user.email });
  });

  router.post('/public/v1/email/verify', async (req, res) => {
    const body = objectBody(req.body);
    const address = email(body, 'email');
    await limit(ctx, 'magic-link', normaliseEmail(address));
    const user = await ctx.accounts.byEmail(address);
    if (user?.status === 'active' && !user.emailVerified) await mailLink(req, body, 'email-verify', user);
    // Arc's SDK (requestVerifyEmail) tests `success`; the same answer whatever the address's state.
    res.json({ success: true });
  });

  router.get('/public/v1/email/verify/:token', async (req, res) => {
    const token = String(req.params.token);
    const used = LINK_TOKEN.test(token) ? await ctx.nonces.redeem('email-verify', token) : undefined;
    if (!used || !(await ctx.accounts.markVerified(used.userId, used.email))) throw errors.invalidLink();
    res.json({ success: true });
  });
}

/**
 * The caller's account gains a Password identity: only for its own address, only when it has none yet, and only
 * from a session signed in within RECENT_SIGN_IN_MS (a new way to sign in is a sensitive change, reauth.ts).
 */
async function addPassword(ctx: IdentityContext, caller: { userId: string; sessionId: string }, userName: string, password: string): Promise<void> {
  const { userId } = caller;
  const user = await ctx.accounts.byId(userId);
  if (!user) throw errors.invalidJwt();
  if (!(await signedInRecently(ctx, caller.sessionId))) throw errors.signInAgain(RECENT_SIGN_IN_MS / 60_000);
  if (normaliseEmail(userName) !== user.email) throw errors.badRequest("identity.userName must be your account's address to add a password to it");
  if (user.passwordHash) throw errors.identityExists();
  await ctx.accounts.setPassword(userId, await hashPassword(password));
}
