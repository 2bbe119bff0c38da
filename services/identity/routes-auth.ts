/** Signing in and out: password login, refresh-token rotation, logout and magic links (spec section 7). */
import type { Router } from 'express';
import { normaliseEmail } from './accounts.ts';
import { LINK_TOKEN, email, flag, objectBody, text } from './body.ts';
import { authenticate, checkCaptcha, clientAddress, limit, userIdentity, type IdentityContext } from './context.ts';
import { errors } from './errors.ts';
import { linkMail, mailLang, sendInBackground } from './mails.ts';
import { MAX_PASSWORD_LENGTH, spendVerifyTime, verifyPassword } from './passwords.ts';
import { signInExternal } from './routes-oidc.ts';
import { MAX_REFRESH_TOKEN_LENGTH } from './tokens.ts';

const REFRESH_GRANTS = new Set(['refresh-token', 'refresh_token']);

export function authRoutes(router: Router, ctx: IdentityContext): void {
  const refresh = async (token: string) => {
    // The site's own app trades its provider refresh token (opaque; the site's own are JWTs) for a session of the
    // reader it names, dated from their sign-in at the provider (Arc's signInWithOIDCPKCE).
    const traded = token.includes('.') ? undefined : await ctx.oidc.op.redeemForSession(token);
    if (traded) {
      const user = await ctx.accounts.byId(traded.userId);
      if (user?.status !== 'active') throw errors.noRefreshToken();
      const session = await ctx.sessions.start(user.id, true, traded.signedInAt);
      await ctx.accounts.recordLogin(user.id);
      return userIdentity(ctx, user, session);
    }
    const next = await ctx.sessions.rotate(token);
    const user = await ctx.accounts.byId(next.userId);
    if (!user) throw errors.noRefreshToken();
    return userIdentity(ctx, user, next);
  };

  router.post('/public/v1/auth/login', async (req, res) => {
    const body = objectBody(req.body);
    const grantType = body.grantType ?? 'password';
    if (typeof grantType === 'string' && REFRESH_GRANTS.has(grantType)) {
      res.json(await refresh(text(body, 'credentials', { max: MAX_REFRESH_TOKEN_LENGTH })));
      return;
    }
    if (typeof grantType === 'string' && ctx.oidc.rp.providers.some((p) => p.name === grantType)) {
      // Social login: credentials is the provider's id token, checked against the provider's keys.
      await limit(ctx, 'login-address', clientAddress(req));
      await checkCaptcha(ctx, 'signin', body);
      const identity = await ctx.oidc.rp.verifyIdToken(grantType, text(body, 'credentials', { max: 8192 }));
      res.json(await signInExternal(ctx, req, identity));
      return;
    }
    if (grantType !== 'password') {
      const social = ctx.oidc.rp.providers.map((p) => `"${p.name}"`);
      throw errors.badRequest(`grantType ${JSON.stringify(grantType)} is not supported: use ${['"password"', '"refresh-token"', ...social].join(', ')}`);
    }
    const userName = email(body, 'userName');
    const password = text(body, 'credentials', { max: MAX_PASSWORD_LENGTH });
    const rememberMe = flag(body, 'rememberMe');
    await limit(ctx, 'login-address', clientAddress(req));
    await limit(ctx, 'login-account', normaliseEmail(userName));
    await checkCaptcha(ctx, 'signin', body);

    const user = await ctx.accounts.byEmail(userName);
    if (!user?.passwordHash) {
      await spendVerifyTime(password);
      throw errors.invalidCredentials();
    }
    if (!(await verifyPassword(user.passwordHash, password))) throw errors.invalidCredentials();
    // Only a caller who knows the password learns the account's state.
    if (user.status !== 'active') throw errors.accountDisabled();
    if (ctx.config.requireVerifiedEmail && !user.emailVerified) throw errors.emailUnverified();
    await ctx.rateLimits.reset('login-account', user.email);
    const session = await ctx.sessions.start(user.id, rememberMe);
    await ctx.accounts.recordLogin(user.id, 'Password');
    res.json(await userIdentity(ctx, user, session));
  });

  // auth/extend: the SDK's extendSession (paths not shown in the spec), the same refresh grant as auth/token.
  router.post(['/public/v1/auth/token', '/public/v1/auth/extend'], async (req, res) => {
    const body = objectBody(req.body);
    if (body.grantType !== undefined && !(typeof body.grantType === 'string' && REFRESH_GRANTS.has(body.grantType))) {
      throw errors.badRequest('grantType must be "refresh-token"');
    }
    res.json(await refresh(text(body, 'token', { max: MAX_REFRESH_TOKEN_LENGTH })));
  });

  router.delete('/public/v1/auth/token', async (req, res) => {
    const { sessionId } = await authenticate(ctx, req);
    await ctx.sessions.end(sessionId);
    res.status(204).end();
  });

  router.post('/public/v1/auth/magiclink', async (req, res) => {
    const body = objectBody(req.body);
    const address = email(body, 'email');
    await checkCaptcha(ctx, 'magicLink', body);
    await limit(ctx, 'magic-link', normaliseEmail(address));
    const user = await ctx.accounts.byEmail(address);
    // The same answer whether or not the address has an account; only an active one gets a mail.
    if (user?.status === 'active') {
      const token = await ctx.nonces.issue('magic-link', user.id, user.email);
      sendInBackground(ctx.mailer, linkMail(ctx.links, 'magic-link', mailLang(req, body.lang), user.email, token));
    }
    res.json(true);
  });

  router.get('/public/v1/auth/magiclink/:token', async (req, res) => {
    const token = String(req.params.token);
    const used = LINK_TOKEN.test(token) ? await ctx.nonces.redeem('magic-link', token) : undefined;
    if (!used) throw errors.invalidLink();
    const user = await ctx.accounts.byId(used.userId);
    if (!user || user.email !== used.email) throw errors.invalidLink();
    if (user.status !== 'active') throw errors.accountDisabled();
    // Opening the mailed link proves the address.
    if (!user.emailVerified) await ctx.accounts.markVerified(user.id, used.email);
    const session = await ctx.sessions.start(user.id, false);
    await ctx.accounts.recordLogin(user.id);
    res.json(await userIdentity(ctx, { ...user, emailVerified: true }, session));
  });
}
