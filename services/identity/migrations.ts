/**
 * The identity service's tables, as Kysely migrations in code, in the content API's database (its own bookkeeping
 * tables, `identity_migration`). Every table is prefixed `identity_` so it never meets the content store's names.
 */
import { sql, type Generated, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { migrateToLatest } from '../migrate.ts';

export type UserStatus = 'active' | 'disabled';
export type IdentityType = 'Password' | 'Google' | 'Facebook' | 'Apple' | 'OIDC';
/**
 * `email-change`: mailed to a new address, its `email` the address to move to; `account-deletion`: mailed to the
 * account's address, the one key that approves or declines its pending deletion request.
 */
export type NonceKind = 'magic-link' | 'password-reset' | 'email-verify' | 'swg-link' | 'email-change' | 'account-deletion';
export type DeletionStatus = 'pending' | 'approved' | 'declined';

export interface IdentityDb {
  identity_users: {
    id: string;
    status: UserStatus;
    /** Lower-cased: the account's key for sign-in, reset and magic links. */
    email: string;
    email_verified: boolean;
    created_at: Generated<Date>;
    last_login_at: Date | null;
  };
  identity_identities: {
    id: Generated<number>;
    user_id: string;
    type: IdentityType;
    user_name: string;
    password_hash: string | null;
    created_at: Generated<Date>;
    last_login_at: Date | null;
  };
  identity_profiles: { user_id: string; data: unknown; updated_at: Generated<Date> };
  identity_settings: { user_id: string; data: unknown; updated_at: Generated<Date> };
  /** One row per signed-in session: a refresh-token family. Its access tokens carry its id as `sid`. */
  identity_sessions: {
    id: string;
    user_id: string;
    remember_me: boolean;
    created_at: Generated<Date>;
    revoked_at: Date | null;
  };
  /** Refresh tokens by SHA-256 of the opaque token; a used one keeps its row (rotated_at) to detect reuse. */
  identity_refresh_tokens: {
    token_hash: string;
    session_id: string;
    expires_at: Date;
    rotated_at: Date | null;
    created_at: Generated<Date>;
  };
  identity_nonces: {
    token_hash: string;
    kind: NonceKind;
    user_id: string;
    /** The address the link was sent to: a verification link proves only that one. */
    email: string;
    expires_at: Date;
    used_at: Date | null;
    created_at: Generated<Date>;
  };
  /** The reader's uploaded picture (JPEG), served back by the API. */
  identity_avatars: { user_id: string; bytes: Uint8Array; updated_at: Generated<Date> };
  /** Account deletion: requested by the reader, then approved (the account is anonymised) or declined with a reason. */
  identity_deletion_requests: {
    id: string;
    user_id: string;
    status: DeletionStatus;
    reason: string | null;
    created_at: Generated<Date>;
    decided_at: Date | null;
  };
  /** A GDPR report: the user's data as JSON, as it stood when requested. */
  identity_gdpr_reports: { id: string; user_id: string; data: unknown; created_at: Generated<Date> };
  /** A Subscribe with Google account linked to a reader: one reader per SwG account id. */
  identity_swg_links: { swg_id: string; user_id: string; linked_at: Date };
  /** A sign-in begun with an outside OpenID provider: its state (digest), nonce and PKCE verifier, used once. */
  identity_oidc_flows: {
    state_hash: string;
    provider: string;
    nonce: string;
    code_verifier: string;
    redirect_uri: string;
    expires_at: Date;
    used_at: Date | null;
  };
  /** A code this site issued as an OpenID provider, bound to its client, redirect_uri, PKCE challenge and nonce. */
  identity_oidc_codes: {
    code_hash: string;
    client_id: string;
    redirect_uri: string;
    code_challenge: string;
    nonce: string | null;
    scope: string;
    user_id: string;
    expires_at: Date;
    used_at: Date | null;
    /** The reader's sign-in the code was issued from (its session's): the id token's auth_time. */
    auth_time: Date | null;
  };
  /**
   * A client's offline grant (scope offline_access): its refresh-token family. The id is the digest of the code it
   * came from, which the access tokens name (`jti`), so a reused code ends it too.
   */
  identity_oidc_grants: {
    id: string;
    client_id: string;
    user_id: string;
    scope: string;
    auth_time: Date;
    created_at: Date;
    revoked_at: Date | null;
  };
  /** An offline grant's refresh tokens by SHA-256; a used one keeps its row (rotated_at) to detect reuse. */
  identity_oidc_refresh_tokens: {
    token_hash: string;
    grant_id: string;
    expires_at: Date;
    rotated_at: Date | null;
  };
}

const migrations: Record<string, Migration> = {
  '2026_11_001_identity': {
    async up(db) {
      await db.schema
        .createTable('identity_users')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('active', 'disabled')`))
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('email_verified', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('last_login_at', 'timestamptz')
        .execute();
      await db.schema
        .createTable('identity_identities')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('user_id', 'uuid', (c) => c.notNull().references('identity_users.id').onDelete('cascade'))
        .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('Password', 'Google', 'Facebook', 'Apple', 'OIDC')`))
        .addColumn('user_name', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('last_login_at', 'timestamptz')
        .addUniqueConstraint('identity_identities_type_name', ['type', 'user_name'])
        .execute();
      await db.schema.createIndex('identity_identities_user_idx').on('identity_identities').column('user_id').execute();
      for (const table of ['identity_profiles', 'identity_settings']) {
        await db.schema
          .createTable(table)
          .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('identity_users.id').onDelete('cascade'))
          .addColumn('data', 'jsonb', (c) => c.notNull())
          .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
          .execute();
      }
      await db.schema
        .createTable('identity_sessions')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('user_id', 'uuid', (c) => c.notNull().references('identity_users.id').onDelete('cascade'))
        .addColumn('remember_me', 'boolean', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('revoked_at', 'timestamptz')
        .execute();
      await db.schema.createIndex('identity_sessions_user_idx').on('identity_sessions').column('user_id').execute();
      await db.schema
        .createTable('identity_refresh_tokens')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('session_id', 'uuid', (c) => c.notNull().references('identity_sessions.id').onDelete('cascade'))
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('rotated_at', 'timestamptz')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('identity_refresh_tokens_session_idx').on('identity_refresh_tokens').column('session_id').execute();
      await db.schema
        .createTable('identity_nonces')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('magic-link', 'password-reset', 'email-verify')`))
        .addColumn('user_id', 'uuid', (c) => c.notNull().references('identity_users.id').onDelete('cascade'))
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('used_at', 'timestamptz')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('identity_nonces_user_idx').on('identity_nonces').columns(['user_id', 'kind']).execute();
    },
    async down(db) {
      for (const table of ['identity_nonces', 'identity_refresh_tokens', 'identity_sessions', 'identity_settings', 'identity_profiles', 'identity_identities', 'identity_users']) {
        await db.schema.dropTable(table).execute();
      }
    },
  },
  '2026_11_002_account_data': {
    async up(db) {
      await db.schema
        .createTable('identity_avatars')
        .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('identity_users.id').onDelete('cascade'))
        .addColumn('bytes', 'bytea', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createTable('identity_deletion_requests')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('user_id', 'uuid', (c) => c.notNull().references('identity_users.id').onDelete('cascade'))
        .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'approved', 'declined')`))
        .addColumn('reason', 'text')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('decided_at', 'timestamptz')
        .execute();
      await db.schema.createIndex('identity_deletion_requests_user_idx').on('identity_deletion_requests').column('user_id').execute();
      await db.schema
        .createTable('identity_gdpr_reports')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('user_id', 'uuid', (c) => c.notNull().references('identity_users.id').onDelete('cascade'))
        .addColumn('data', 'jsonb', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('identity_gdpr_reports_user_idx').on('identity_gdpr_reports').column('user_id').execute();
    },
    async down(db) {
      for (const table of ['identity_gdpr_reports', 'identity_deletion_requests', 'identity_avatars']) await db.schema.dropTable(table).execute();
    },
  },
  '2026_11_003_oidc': {
    async up(db) {
      await db.schema
        .createTable('identity_oidc_flows')
        .addColumn('state_hash', 'text', (c) => c.primaryKey())
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('nonce', 'text', (c) => c.notNull())
        .addColumn('code_verifier', 'text', (c) => c.notNull())
        .addColumn('redirect_uri', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('used_at', 'timestamptz')
        .execute();
      await db.schema
        .createTable('identity_oidc_codes')
        .addColumn('code_hash', 'text', (c) => c.primaryKey())
        .addColumn('client_id', 'text', (c) => c.notNull())
        .addColumn('redirect_uri', 'text', (c) => c.notNull())
        .addColumn('code_challenge', 'text', (c) => c.notNull())
        .addColumn('nonce', 'text')
        .addColumn('scope', 'text', (c) => c.notNull())
        .addColumn('user_id', 'uuid', (c) => c.notNull().references('identity_users.id').onDelete('cascade'))
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('used_at', 'timestamptz')
        .execute();
    },
    async down(db) {
      for (const table of ['identity_oidc_codes', 'identity_oidc_flows']) await db.schema.dropTable(table).execute();
    },
  },
  '2026_11_004_swg': {
    async up(db) {
      // The one-time tokens a reader hands Subscribe with Google to link its account are nonces of a new kind.
      await db.schema.alterTable('identity_nonces').dropConstraint('identity_nonces_kind_check').execute();
      await db.schema
        .alterTable('identity_nonces')
        .addCheckConstraint('identity_nonces_kind_check', sql`kind in ('magic-link', 'password-reset', 'email-verify', 'swg-link')`)
        .execute();
      await db.schema
        .createTable('identity_swg_links')
        .addColumn('swg_id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'uuid', (c) => c.notNull().references('identity_users.id').onDelete('cascade'))
        .addColumn('linked_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('identity_swg_links_user_idx').on('identity_swg_links').column('user_id').execute();
    },
    async down(db) {
      await db.schema.dropTable('identity_swg_links').execute();
      await db.deleteFrom('identity_nonces').where('kind', '=', 'swg-link').execute();
      await db.schema.alterTable('identity_nonces').dropConstraint('identity_nonces_kind_check').execute();
      await db.schema.alterTable('identity_nonces').addCheckConstraint('identity_nonces_kind_check', sql`kind in ('magic-link', 'password-reset', 'email-verify')`).execute();
    },
  },
  '2026_11_005_email_change_and_deletion_nonces': {
    async up(db) {
      // A new address is confirmed from a link before it counts, and a deletion from a link to the account's address.
      await db.schema.alterTable('identity_nonces').dropConstraint('identity_nonces_kind_check').execute();
      await db.schema
        .alterTable('identity_nonces')
        .addCheckConstraint('identity_nonces_kind_check', sql`kind in ('magic-link', 'password-reset', 'email-verify', 'swg-link', 'email-change', 'account-deletion')`)
        .execute();
    },
    async down(db) {
      await db.deleteFrom('identity_nonces').where('kind', 'in', ['email-change', 'account-deletion']).execute();
      await db.schema.alterTable('identity_nonces').dropConstraint('identity_nonces_kind_check').execute();
      await db.schema
        .alterTable('identity_nonces')
        .addCheckConstraint('identity_nonces_kind_check', sql`kind in ('magic-link', 'password-reset', 'email-verify', 'swg-link')`)
        .execute();
    },
  },
  '2026_11_006_oidc_provider_grants': {
    async up(db) {
      // auth_time is the sign-in's, not the exchange's: the code keeps it. Null for codes issued before this.
      await db.schema.alterTable('identity_oidc_codes').addColumn('auth_time', 'timestamptz').execute();
      await db.schema
        .createTable('identity_oidc_grants')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('client_id', 'text', (c) => c.notNull())
        .addColumn('user_id', 'uuid', (c) => c.notNull().references('identity_users.id').onDelete('cascade'))
        .addColumn('scope', 'text', (c) => c.notNull())
        .addColumn('auth_time', 'timestamptz', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('revoked_at', 'timestamptz')
        .execute();
      await db.schema.createIndex('identity_oidc_grants_user_idx').on('identity_oidc_grants').column('user_id').execute();
      await db.schema
        .createTable('identity_oidc_refresh_tokens')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('grant_id', 'text', (c) => c.notNull().references('identity_oidc_grants.id').onDelete('cascade'))
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('rotated_at', 'timestamptz')
        .execute();
      await db.schema.createIndex('identity_oidc_refresh_tokens_grant_idx').on('identity_oidc_refresh_tokens').column('grant_id').execute();
    },
    async down(db) {
      for (const table of ['identity_oidc_refresh_tokens', 'identity_oidc_grants']) await db.schema.dropTable(table).execute();
      await db.schema.alterTable('identity_oidc_codes').dropColumn('auth_time').execute();
    },
  },
};

export function migrateIdentityDb(db: Kysely<any>, schema?: string): Promise<void> {
  return migrateToLatest(db, { service: 'identity', tablePrefix: 'identity', migrations }, schema);
}
