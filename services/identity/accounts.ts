/** Users, their password identity and profile: the rows behind sign-up, sign-in and the profile routes. */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { errors } from './errors.ts';
import type { IdentityDb, IdentityType, UserStatus } from './migrations.ts';

/** The profile fields a reader may set (strings, as the Arc profile carries them); email is handled apart. */
export const PROFILE_FIELDS = ['firstName', 'lastName', 'secondLastName', 'displayName', 'gender', 'picture', 'birthYear', 'birthMonth', 'birthDay'] as const;
export type ProfileData = Partial<Record<(typeof PROFILE_FIELDS)[number], string>>;

export interface UserRow {
  id: string;
  status: UserStatus;
  email: string;
  emailVerified: boolean;
  passwordHash: string | null;
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

export function accounts(db: Kysely<IdentityDb>, now: () => number) {
  const userQuery = () =>
    db
      .selectFrom('identity_users as u')
      .leftJoin('identity_identities as i', (join) => join.onRef('i.user_id', '=', 'u.id').on('i.type', '=', 'Password'))
      .select(['u.id', 'u.status', 'u.email', 'u.email_verified as emailVerified', 'i.password_hash as passwordHash']);

  return {
    byEmail: (email: string): Promise<UserRow | undefined> => userQuery().where('u.email', '=', normaliseEmail(email)).executeTakeFirst(),
    byId: (id: string): Promise<UserRow | undefined> => userQuery().where('u.id', '=', id).executeTakeFirst(),

    /** A new active user with a password identity named by its email; 300039 when the address is taken. */
    async create(email: string, passwordHash: string, profile: ProfileData): Promise<string> {
      const id = randomUUID();
      const address = normaliseEmail(email);
      try {
        await db.transaction().execute(async (trx) => {
          await trx.insertInto('identity_users').values({ id, status: 'active', email: address, email_verified: false, last_login_at: null }).execute();
          await trx.insertInto('identity_identities').values({ user_id: id, type: 'Password', user_name: address, password_hash: passwordHash, last_login_at: null }).execute();
          await trx.insertInto('identity_profiles').values({ user_id: id, data: JSON.stringify(profile) }).execute();
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw errors.identityExists();
        throw error;
      }
      return id;
    },

    async profile(id: string) {
      const user = await db.selectFrom('identity_users').selectAll().where('id', '=', id).executeTakeFirst();
      if (!user) return undefined;
      const identities = await db.selectFrom('identity_identities').select(['type', 'user_name', 'last_login_at']).where('user_id', '=', id).orderBy('id').execute();
      const profile = await db.selectFrom('identity_profiles').select('data').where('user_id', '=', id).executeTakeFirst();
      return {
        ...((profile?.data ?? {}) as ProfileData),
        uuid: user.id,
        email: user.email,
        emailVerified: user.email_verified,
        status: user.status,
        createdOn: user.created_at.toISOString(),
        identities: identities.map((i) => ({ type: i.type, userName: i.user_name, lastLoginDate: i.last_login_at?.toISOString() ?? null })),
      };
    },

    /** Merges fields into the profile (the address is not a profile field: changeEmail moves it, once confirmed). */
    async updateProfile(id: string, fields: ProfileData): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('identity_profiles').select('data').where('user_id', '=', id).executeTakeFirst();
        const data = JSON.stringify({ ...((row?.data ?? {}) as ProfileData), ...fields });
        await trx
          .insertInto('identity_profiles')
          .values({ user_id: id, data })
          .onConflict((oc) => oc.column('user_id').doUpdateSet({ data, updated_at: new Date(now()) }))
          .execute();
      });
    },

    /**
     * Makes a confirmed address the user's (verified: the link mailed there proves it) and the password identity's
     * name; 300039 when another account has taken it meanwhile. Links mailed to the old address stop working.
     */
    async changeEmail(id: string, email: string): Promise<void> {
      const address = normaliseEmail(email);
      try {
        await db.transaction().execute(async (trx) => {
          await trx.updateTable('identity_users').set({ email: address, email_verified: true }).where('id', '=', id).execute();
          await trx.updateTable('identity_identities').set({ user_name: address }).where('user_id', '=', id).where('type', '=', 'Password').execute();
          await trx.updateTable('identity_nonces').set({ used_at: new Date(now()) }).where('user_id', '=', id).where('used_at', 'is', null).execute();
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw errors.identityExists();
        throw error;
      }
    },

    /** Sets the password, creating the password identity for a user who had none (a social account). */
    async setPassword(id: string, passwordHash: string): Promise<void> {
      const user = await db.selectFrom('identity_users').select('email').where('id', '=', id).executeTakeFirstOrThrow();
      await db
        .insertInto('identity_identities')
        .values({ user_id: id, type: 'Password', user_name: user.email, password_hash: passwordHash, last_login_at: null })
        .onConflict((oc) => oc.columns(['type', 'user_name']).doUpdateSet({ password_hash: passwordHash }))
        .execute();
    },

    /** Marks the address verified, only if it is still the user's address (the link proves that one alone). */
    async markVerified(id: string, email: string): Promise<boolean> {
      const result = await db.updateTable('identity_users').set({ email_verified: true }).where('id', '=', id).where('email', '=', email).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** The user's last login, and the identity's when one was used (a magic link uses none). */
    async recordLogin(id: string, type?: IdentityType): Promise<void> {
      const at = new Date(now());
      await db.updateTable('identity_users').set({ last_login_at: at }).where('id', '=', id).execute();
      if (type) await db.updateTable('identity_identities').set({ last_login_at: at }).where('user_id', '=', id).where('type', '=', type).execute();
    },
  };
}

export type Accounts = ReturnType<typeof accounts>;
