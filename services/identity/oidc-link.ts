/**
 * Which account an outside identity signs in to: the one it is already linked to; else the account of the same
 * address, linked only when the provider says it verified the address and the account verified it too (an
 * unverified account may be someone else's claim on the address); else a new account.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { normaliseEmail } from './accounts.ts';
import { IdentityError, errors } from './errors.ts';
import type { IdentityDb } from './migrations.ts';
import type { ExternalIdentity } from './oidc-rp.ts';

/** The identity's userName: the provider's subject; a generic provider's is prefixed with its name, as subjects are per issuer. */
export const externalUserName = (identity: ExternalIdentity) =>
  identity.provider.type === 'OIDC' ? `${identity.provider.name}:${identity.subject}` : identity.subject;

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

/**
 * `signedIn`: the reader who asked is already signed in (a bearer token came with the request): the identity is
 * connected to that account, whatever its address, unless another account has it.
 */
export async function accountForExternal(db: Kysely<IdentityDb>, identity: ExternalIdentity, signedIn?: string): Promise<string> {
  const type = identity.provider.type;
  const userName = externalUserName(identity);
  try {
    return await db.transaction().execute(async (trx) => {
      const linked = await trx.selectFrom('identity_identities').select('user_id').where('type', '=', type).where('user_name', '=', userName).executeTakeFirst();
      if (linked && signedIn && linked.user_id !== signedIn) {
        throw new IdentityError(409, '300039', `This ${identity.provider.name} account is already connected to another account`);
      }
      if (linked) return linked.user_id;
      if (signedIn) {
        await trx.insertInto('identity_identities').values({ user_id: signedIn, type, user_name: userName, password_hash: null, last_login_at: null }).execute();
        return signedIn;
      }
      if (!identity.email) throw errors.badRequest(`${identity.provider.name} did not share an email address: allow it to, then sign in again`);
      const email = normaliseEmail(identity.email);
      const user = await trx.selectFrom('identity_users').select(['id', 'email_verified']).where('email', '=', email).executeTakeFirst();
      if (user) {
        if (!identity.emailVerified || !user.email_verified) {
          throw new IdentityError(409, '300039', 'An account with this email already exists: sign in to it, verify the address, then connect this provider');
        }
        await trx.insertInto('identity_identities').values({ user_id: user.id, type, user_name: userName, password_hash: null, last_login_at: null }).execute();
        return user.id;
      }
      const id = randomUUID();
      const profile = Object.fromEntries(Object.entries(identity.name ?? {}).filter(([, v]) => v));
      await trx.insertInto('identity_users').values({ id, status: 'active', email, email_verified: identity.emailVerified, last_login_at: null }).execute();
      await trx.insertInto('identity_identities').values({ user_id: id, type, user_name: userName, password_hash: null, last_login_at: null }).execute();
      await trx.insertInto('identity_profiles').values({ user_id: id, data: JSON.stringify(profile) }).execute();
      return id;
    });
  } catch (error) {
    // Two first sign-ins at once: the other one created the rows, so the identity now exists.
    if (!isUniqueViolation(error)) throw error;
    const linked = await db.selectFrom('identity_identities').select('user_id').where('type', '=', type).where('user_name', '=', userName).executeTakeFirst();
    if (linked) return linked.user_id;
    throw errors.identityExists();
  }
}

/** Whether the outside identity would sign in to an existing account: linked already, or matched by a verified address. */
export async function externalAccountExists(db: Kysely<IdentityDb>, identity: ExternalIdentity): Promise<boolean> {
  const linked = await db.selectFrom('identity_identities').select('user_id').where('type', '=', identity.provider.type).where('user_name', '=', externalUserName(identity)).executeTakeFirst();
  if (linked) return true;
  if (!identity.email || !identity.emailVerified) return false;
  const user = await db.selectFrom('identity_users').select('email_verified').where('email', '=', normaliseEmail(identity.email)).executeTakeFirst();
  return Boolean(user?.email_verified);
}
