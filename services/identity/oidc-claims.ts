/**
 * The reader's claims a client gets, by scope (OpenID Connect Core 5.4): `email` gives email and email_verified,
 * `profile` the standard profile claims the account's profile has (accounts.ts PROFILE_FIELDS), mapped to their
 * OpenID names. The id token and UserInfo carry the same ones.
 */
import type { Kysely } from 'kysely';
import type { ProfileData } from './accounts.ts';
import type { IdentityDb } from './migrations.ts';

export const CLAIMS_SUPPORTED = [
  'sub', 'iss', 'aud', 'exp', 'iat', 'auth_time', 'nonce', 'email', 'email_verified',
  'name', 'given_name', 'family_name', 'nickname', 'picture', 'gender', 'birthdate', 'updated_at',
];

const pad = (value: string, length: number) => value.padStart(length, '0');

/** OpenID's birthdate: YYYY-MM-DD, 0000-MM-DD without a year, YYYY with the year alone (Core 5.1). */
function birthdate(p: ProfileData): string | undefined {
  const [year, month, day] = [p.birthYear, p.birthMonth, p.birthDay].map((v) => (v && /^\d{1,4}$/.test(v) ? v : undefined));
  if (month && day) return `${year ? pad(year, 4) : '0000'}-${pad(month, 2)}-${pad(day, 2)}`;
  return year ? pad(year, 4) : undefined;
}

/** The profile scope's claims: only those the reader's profile has. */
export function profileClaims(p: ProfileData, updatedAt: Date | undefined): Record<string, string | number> {
  const family = [p.lastName, p.secondLastName].filter(Boolean).join(' ');
  const full = [p.firstName, family].filter(Boolean).join(' ');
  const claims: Record<string, string | number | undefined> = {
    name: p.displayName || full || undefined,
    given_name: p.firstName || undefined,
    family_name: family || undefined,
    nickname: p.displayName || undefined,
    picture: p.picture || undefined,
    gender: p.gender || undefined,
    birthdate: birthdate(p),
    updated_at: updatedAt ? Math.floor(updatedAt.getTime() / 1000) : undefined,
  };
  return Object.fromEntries(Object.entries(claims).filter(([, v]) => v !== undefined)) as Record<string, string | number>;
}

/** The reader's claims for the scope, or undefined when the account is gone or disabled. */
export async function readerClaims(db: Kysely<IdentityDb>, userId: string, scope: string): Promise<Record<string, unknown> | undefined> {
  const user = await db
    .selectFrom('identity_users as u')
    .leftJoin('identity_profiles as p', 'p.user_id', 'u.id')
    .select(['u.id', 'u.email', 'u.email_verified', 'u.status', 'p.data', 'p.updated_at'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!user || user.status !== 'active') return undefined;
  const scopes = scope.split(' ');
  return {
    sub: user.id,
    ...(scopes.includes('email') ? { email: user.email, email_verified: user.email_verified } : {}),
    ...(scopes.includes('profile') ? profileClaims((user.data ?? {}) as ProfileData, user.updated_at ?? undefined) : {}),
  };
}
