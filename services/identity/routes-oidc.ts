/**
 * Social and OpenID sign-in (spec section 7): starting and completing a sign-in with an outside provider, Apple's
 * address, unlinking an OpenID identity, and the site as an OpenID provider (code, token, discovery, keys).
 */
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import { objectBody, text } from './body.ts';
import { authenticate, clientAddress, limit, userIdentity, verifiedReader, type IdentityContext } from './context.ts';
import { errors, IdentityError } from './errors.ts';
import { accountForExternal } from './oidc-link.ts';
import { OAuthError, RedirectedError } from './oidc-authorize.ts';
import { readTokenForm } from './oidc-form.ts';
import type { ExternalIdentity } from './oidc-rp.ts';

const V2 = '/public/v2/oidc';
const MAX_PARAM = 2048;

/**
 * Signs the reader of a verified outside identity in: a session on the linked, matched or new account. A request
 * with a valid bearer token connects the identity to that reader's account (the account page's social section).
 */
export async function signInExternal(ctx: IdentityContext, req: Request, identity: ExternalIdentity) {
  // A stale token (the SDK sends what it holds) is no reason to refuse a sign-in: it just connects nothing.
  const signedIn = req.get('authorization') ? await authenticate(ctx, req).then((r) => r.userId, () => undefined) : undefined;
  const userId = await accountForExternal(ctx.oidc.db, identity, signedIn);
  const user = await ctx.accounts.byId(userId);
  if (!user) throw errors.invalidCredentials();
  if (user.status !== 'active') throw errors.accountDisabled();
  if (ctx.config.requireVerifiedEmail && !user.emailVerified) throw errors.emailUnverified();
  const session = await ctx.sessions.start(user.id, false);
  await ctx.accounts.recordLogin(user.id, identity.provider.type);
  return userIdentity(ctx, user, session);
}

/** The SDK asks for "name email"; providers know "profile" and "email", and OpenID needs "openid". */
export function providerScope(requested: unknown): string {
  const asked = typeof requested === 'string' ? requested.split(/[\s,]+/) : [];
  return ['openid', 'email', ...(asked.some((s) => s === 'name' || s === 'profile') || asked.length === 0 ? ['profile'] : [])].join(' ');
}

const query = (req: Request, name: string, required = true): string | undefined => {
  const value = req.query[name];
  if (value === undefined && !required) return undefined;
  if (typeof value !== 'string' || !value) throw errors.badRequest(`${name} is required in the query string`);
  if (value.length > MAX_PARAM) throw errors.badRequest(`${name} must be at most ${MAX_PARAM} characters`);
  return value;
};

/** `challenge`: what a 401 asks for: the token endpoint's client authentication, or userinfo's bearer token. */
const oauthError = (res: Response, error: unknown, challenge = 'Basic realm="token"') => {
  if (!(error instanceof OAuthError)) throw error;
  if (error.status === 401) res.set('WWW-Authenticate', challenge);
  res.status(error.status).json({ error: error.error, error_description: error.message });
};

/**
 * The provider's discovery, keys and token endpoint serve browser clients of any origin (a single-page app with
 * PKCE), without credentials; provider/login, which takes the reader's session, stays under the API's own CORS.
 */
export const providerCors: RequestHandler = (req, res, next) => {
  if (req.path === '/login') return next();
  res.set('Access-Control-Allow-Origin', '*');
  if (req.method !== 'OPTIONS' || !req.get('access-control-request-method')) return next();
  res.set({ 'Access-Control-Allow-Methods': 'GET, POST', 'Access-Control-Allow-Headers': 'Authorization, Content-Type', 'Access-Control-Max-Age': '600' }).status(204).end();
};

/** The provider login's answer: the address the browser goes to next, with no `code` (that pair is an error). */
const goTo = (url: string) => ({ message: url });

export function oidcRoutes(router: Router, ctx: IdentityContext): void {
  const { rp, op } = ctx.oidc;

  router.get(`${V2}/provider/.well-known/openid-configuration`, (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').json(op.discovery());
  });
  router.get(`${V2}/provider/jwks`, (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').json(op.jwks());
  });

  // Called by the login page in OIDC mode, with the reader's bearer token when signed in. The answer's `message` is
  // where the browser goes next (a code, or a refusal the client may see), as the spec and Arc's SDK read it (its
  // loginWithArcIdentityAsOIDCProvider navigates to `message`); a 401 or 403 400008 asks the page for a sign-in.
  router.get(`${V2}/provider/login`, async (req, res) => {
    let request;
    try {
      request = op.checkRequest(req.query);
    } catch (error) {
      if (error instanceof RedirectedError) return void res.json(goTo(op.errorRedirect(error)));
      if (!(error instanceof OAuthError)) throw error;
      // Never a redirect: the client or its address is not trusted, and the reader's page shows the reason.
      throw errors.badRequest(`${error.error}: ${error.message}`);
    }
    const reader = await verifiedReader(ctx, req.get('authorization'));
    const signedInAt = reader && (await ctx.sessions.signedInAt(reader.sessionId));
    let verdict;
    try {
      verdict = op.signInVerdict(request, signedInAt);
    } catch (error) {
      if (error instanceof RedirectedError) return void res.json(goTo(op.errorRedirect(error)));
      throw error;
    }
    if (!reader || !signedInAt) throw errors.invalidJwt();
    if (verdict === 'sign-in') throw new IdentityError(403, '400008', 'Sign in again: the app asks for a newer sign-in than this session\'s');
    res.json(goTo(await op.issueCode(request, reader.userId, signedInAt)));
  });

  // The spec's form (RFC 6749 3.2), or the same fields as multipart/form-data (Arc's SDK sends a FormData).
  router.post(`${V2}/provider/token`, async (req, res) => {
    res.set({ 'Cache-Control': 'no-store', Pragma: 'no-cache' });
    try {
      const form = await readTokenForm(req, res);
      const client = op.client(form, req.get('authorization'));
      res.json(await op.exchange(client, form));
    } catch (error) {
      oauthError(res, error);
    }
  });

  // OpenID Connect Core 5.3, by GET or POST with the client's bearer access token.
  router.all(`${V2}/provider/userinfo`, async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'POST') throw errors.notFound('userinfo answers GET and POST');
    res.set('Cache-Control', 'no-store');
    try {
      const token = /^Bearer\s+(\S+)\s*$/i.exec(req.get('authorization') ?? '')?.[1];
      res.json(await op.userInfo(token));
    } catch (error) {
      oauthError(res, error, 'Bearer error="invalid_token"');
    }
  });

  router.get(`${V2}/signin`, async (req, res) => {
    const code = query(req, 'code')!;
    const state = query(req, 'state')!;
    await limit(ctx, 'login-address', clientAddress(req));
    const identity = await rp.complete({ code, state, iss: query(req, 'iss', false) });
    res.json(await signInExternal(ctx, req, identity));
  });

  // Each start stores a flow row: counted as a sign-in attempt of the address, so no one fills the table.
  router.get(`${V2}/:provider/initiate`, async (req, res) => {
    await limit(ctx, 'login-address', clientAddress(req));
    const url = await rp.initiate(String(req.params.provider), providerScope(req.query.scope));
    res.json({ url });
  });

  router.get('/public/v1/apple/authurl', async (req, res) => {
    await limit(ctx, 'login-address', clientAddress(req));
    // Apple shares the address (in its id token) and the name only when asked by scope, and then answers by a
    // form post: to the callback below.
    res.json({ url: await rp.initiate('apple', 'openid name email', { response_mode: 'form_post' }) });
  });

  // A provider's form post (Apple's): the browser is sent on to the login page with the answer in its address,
  // where the page completes it as any other. Only ever to that configured page.
  router.post(`${V2}/:provider/callback`, express.urlencoded({ extended: false, limit: '16kb' }), (req, res) => {
    const page = rp.provider(String(req.params.provider)).formPostPage;
    if (!page) throw errors.notFound('this provider does not answer by form post');
    const form = (req.body ?? {}) as Record<string, unknown>;
    const target = new URL(page);
    for (const name of ['code', 'state', 'error']) {
      const value = form[name];
      if (typeof value === 'string' && value.length <= MAX_PARAM) target.searchParams.set(name, value);
    }
    res.redirect(303, target.href);
  });

  router.put(`${V2}/unlink`, async (req, res) => {
    const { userId } = await authenticate(ctx, req);
    const identifier = text(objectBody(req.body), 'identifier', { max: 300 });
    // The identity's userName (`provider:subject`), or a provider's name for every identity it gave.
    await ctx.data.unlink(userId, 'OIDC', (name) => name === identifier || name.startsWith(`${identifier}:`));
    res.json(await ctx.accounts.profile(userId));
  });
}
