/** What every identity route shares: its collaborators, the bearer check, captcha and rate-limit gates. */
import type { Request, Router } from 'express';
import type { AccountData } from './account-data.ts';
import type { Accounts } from './accounts.ts';
import type { Body } from './body.ts';
import { CAPTCHA_FLAG, type IdentityConfig } from './config.ts';
import { errors } from './errors.ts';
import type { LinkPages } from './mails.ts';
import type { Nonces } from './nonces.ts';
import type { Kysely } from 'kysely';
import type { IdentityDb } from './migrations.ts';
import type { OpenIdProvider } from './oidc-op.ts';
import type { RelyingParty } from './oidc-rp.ts';
import type { IdentityCaptchaContext, CaptchaVerifier, Mailer, RateLimitKind, RateLimits } from './ports.ts';
import type { Sessions } from './sessions.ts';
import { ACCESS_TOKEN_SECONDS, type TokenSigner } from './tokens.ts';

export interface IdentityContext {
  accounts: Accounts;
  data: AccountData;
  sessions: Sessions;
  nonces: Nonces;
  signer: TokenSigner;
  config: IdentityConfig;
  mailer: Mailer;
  captcha: CaptchaVerifier;
  rateLimits: RateLimits;
  links: LinkPages;
  captchaChallenge?: Router;
  /** Origins answered with CORS headers. */
  allowedOrigins: string[];
  /** The clock tokens are signed with, so times answered agree with their claims. */
  now: () => number;
  /** Outside providers readers sign in with, and the site as a provider for its clients. */
  oidc: { db: Kysely<IdentityDb>; rp: RelyingParty; op: OpenIdProvider };
}

/** The signed-in reader of a request: a valid access token whose session is still live, else "Missing or invalid jwt". */
export async function authenticate(ctx: IdentityContext, req: Request): Promise<{ userId: string; sessionId: string }> {
  const reader = await verifiedReader(ctx, req.get('authorization'));
  if (!reader) throw errors.invalidJwt();
  return reader;
}

/**
 * The reader an Authorization header names, when its access token is valid and its session live; undefined otherwise.
 * `bare` also takes the token without the "Bearer" word, as the sales SDK may send it (spec section 7).
 */
export async function verifiedReader(
  ctx: Pick<IdentityContext, 'signer' | 'sessions'>,
  authorization: string | undefined,
  opts: { bare?: boolean } = {},
): Promise<{ userId: string; sessionId: string } | undefined> {
  const token = (opts.bare ? /^(?:Bearer\s+)?(\S+)\s*$/i : /^Bearer\s+(\S+)\s*$/i).exec(authorization ?? '')?.[1];
  const claims = token ? await ctx.signer.verifyAccess(token) : undefined;
  if (!claims || !(await ctx.sessions.isLive(claims.sid, claims.sub))) return undefined;
  return { userId: claims.sub, sessionId: claims.sid };
}

/** The spec's user identity: what login, refresh and a magic link answer. */
export async function userIdentity(ctx: IdentityContext, user: { id: string; email: string; emailVerified: boolean }, session: { sessionId: string; refreshToken: string }) {
  const [accessToken, idToken] = await Promise.all([
    ctx.signer.access({ sub: user.id, sid: session.sessionId }),
    ctx.signer.id({ sub: user.id, email: user.email, emailVerified: user.emailVerified }),
  ]);
  return { uuid: user.id, accessToken, refreshToken: session.refreshToken, idToken, expiresIn: ACCESS_TOKEN_SECONDS };
}

/** When the context's flag is on, the body's recaptchaToken must convince the verifier (130001 otherwise). */
export async function checkCaptcha(ctx: IdentityContext, context: IdentityCaptchaContext, body: Body): Promise<void> {
  if (!ctx.config[CAPTCHA_FLAG[context]]) return;
  const token = typeof body.recaptchaToken === 'string' ? body.recaptchaToken : undefined;
  if (!(await ctx.captcha.verify(token, context))) throw errors.captchaInvalid();
}

export async function limit(ctx: IdentityContext, kind: RateLimitKind, key: string): Promise<void> {
  const verdict = await ctx.rateLimits.consume(kind, key);
  if (!verdict.ok) throw errors.tooManyRequests(Math.max(1, Math.ceil(verdict.retryAfterSeconds)));
}

/** The client's address as Express sees it (behind a proxy, the app's `trust proxy` setting decides). */
export const clientAddress = (req: Request) => req.ip ?? req.socket.remoteAddress ?? 'unknown';
