/**
 * Fresh re-authentication before a sensitive change (ASVS 5.0 7.5.1: the email address, the account's deletion; a
 * new way to sign in): a stolen access token, or a device left signed in, must not be enough.
 */
import { text, type Body } from './body.ts';
import { limit, type IdentityContext } from './context.ts';
import { errors } from './errors.ts';
import { MAX_PASSWORD_LENGTH, verifyPassword } from './passwords.ts';

/** How recent the session's sign-in must be; refreshing the access token does not renew it (sessions.signedInAt). */
export const RECENT_SIGN_IN_MS = 10 * 60 * 1000;

/** The body field that carries the account's current password. */
export const CURRENT_PASSWORD = 'currentPassword';

/** True when the session's sign-in (password, magic link or provider) is within RECENT_SIGN_IN_MS. */
export async function signedInRecently(ctx: IdentityContext, sessionId: string): Promise<boolean> {
  const signedInAt = await ctx.sessions.signedInAt(sessionId);
  return signedInAt !== undefined && ctx.now() - signedInAt.getTime() <= RECENT_SIGN_IN_MS;
}

/**
 * Passes when the body's `currentPassword` is the account's password, or, without one, when the session signed in
 * within RECENT_SIGN_IN_MS. A password given is checked whatever the session's age: a wrong one is refused (400007)
 * and, as for PUT /password, counts against the account's login budget, so a stolen token is no way to guess it.
 * Neither: 403 400008, saying to sign in again or give the password.
 */
export async function requireFreshAuth(ctx: IdentityContext, caller: { userId: string; sessionId: string }, body: Body): Promise<void> {
  if (body[CURRENT_PASSWORD] !== undefined) {
    const password = text(body, CURRENT_PASSWORD, { max: MAX_PASSWORD_LENGTH });
    const user = await ctx.accounts.byId(caller.userId);
    if (!user) throw errors.invalidJwt();
    await limit(ctx, 'login-account', user.email);
    if (!user.passwordHash || !(await verifyPassword(user.passwordHash, password))) throw errors.wrongPassword();
    return;
  }
  if (!(await signedInRecently(ctx, caller.sessionId))) throw errors.reauthenticate(RECENT_SIGN_IN_MS / 60_000);
}
