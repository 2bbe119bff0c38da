/**
 * The subscription side's tables (migration 002, after the core's 001): cancellation reasons and an upgrade credit on
 * subscriptions; shares, gifts, enterprise nonces, upgrade sessions, renewals and payment-method updates. Every
 * secret a reader holds (share, gift and enterprise tokens) is kept only as its SHA-256.
 */
import { sql, type Generated, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { SalesDb } from './migrations.ts';

export type ChangeStatus = 'open' | 'applying' | 'applied' | 'failed';
export type UpdateStatus = 'initialized' | 'finalizing' | 'requires_3ds' | 'succeeded' | 'failed';

export interface SubscriptionsDb {
  sales_subscriptions: Omit<SalesDb['sales_subscriptions'], 'order_number'> & {
    order_number: string | null;
    cancel_reason: string | null;
    cancel_reason_code: string | null;
    cancelled_at: Date | null;
    /** What a downgrade owes the reader, taken off the next renewals' charges. */
    credit_cents: Generated<number>;
  };
  sales_shares: {
    id: Generated<number>;
    subscription_id: number;
    email: string;
    token_hash: string;
    associate_uuid: string | null;
    created_at: Date;
    redeemed_at: Date | null;
    stopped_at: Date | null;
  };
  sales_gifts: {
    id: Generated<number>;
    order_number: string;
    /** The n-th gift of that product in the order: what makes a repeated onGiftPaid call create nothing new. */
    seq: number;
    buyer_uuid: string | null;
    buyer_email: string | null;
    sku: string;
    recipient: unknown;
    token_hash: string;
    subscription_id: number | null;
    redeemed_by: string | null;
    redeemed_at: Date | null;
    created_at: Date;
  };
  sales_enterprise_nonces: {
    nonce_hash: string;
    sku: string;
    label: string;
    expires_at: Date;
    redeemed_by: string | null;
    redeemed_at: Date | null;
    subscription_id: number | null;
    created_at: Date;
  };
  sales_change_sessions: {
    id: string;
    owner_uuid: string;
    subscription_id: number;
    from_price_code: string;
    to_sku: string;
    to_price_code: string;
    amount_cents: number;
    term_end: Date;
    product_changes: unknown;
    status: ChangeStatus;
    reason_code: string | null;
    expires_at: Date;
    created_at: Date;
  };
  sales_renewals: {
    id: Generated<number>;
    subscription_id: number;
    /** The term end being renewed: one renewal per subscription and term, whichever node gets there first. */
    period_end: Date;
    amount_cents: number;
    status: 'charging' | 'paid' | 'failed';
    charge_id: string | null;
    message: string | null;
    created_at: Date;
    /** When a node last took the charge on (003): a renewal charging for longer than the lease is taken over. */
    claimed_at: Date | null;
  };
  sales_payment_method_updates: {
    id: string;
    owner_uuid: string;
    payment_method_id: string;
    provider: string;
    status: UpdateStatus;
    /** The provider's pending 3-D Secure challenge, which finalize3ds asks about. */
    provider_ref: string | null;
    /** Same-origin page the challenge returns the reader to. */
    return_url: string | null;
    created_at: Date;
    updated_at: Date;
  };
}

export type SubsDb = Omit<SalesDb, 'sales_subscriptions'> & SubscriptionsDb;
export type SubsKysely = Kysely<SubsDb>;

const created = (c: any) => c.notNull().defaultTo(sql`now()`);

const subscriptions: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('sales_subscriptions').addColumn('cancel_reason', 'text').execute();
    await db.schema.alterTable('sales_subscriptions').addColumn('cancel_reason_code', 'text').execute();
    await db.schema.alterTable('sales_subscriptions').addColumn('cancelled_at', 'timestamptz').execute();
    await db.schema.alterTable('sales_subscriptions').addColumn('credit_cents', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    // An enterprise nonce's subscription comes from no order.
    await db.schema.alterTable('sales_subscriptions').alterColumn('order_number', (c) => c.dropNotNull()).execute();
    await db.schema.createIndex('sales_subscriptions_due_idx').on('sales_subscriptions').columns(['status', 'term_end']).execute();

    await db.schema.createTable('sales_shares')
      .addColumn('id', 'bigserial', (c) => c.primaryKey())
      .addColumn('subscription_id', 'integer', (c) => c.notNull().references('sales_subscriptions.id'))
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('associate_uuid', 'text')
      .addColumn('created_at', 'timestamptz', created)
      .addColumn('redeemed_at', 'timestamptz')
      .addColumn('stopped_at', 'timestamptz')
      .execute();
    await db.schema.createIndex('sales_shares_subscription_idx').on('sales_shares').column('subscription_id').execute();
    // A reader holds at most one live share of a subscription, however many tokens they are sent.
    await sql`create unique index sales_shares_associate_idx on sales_shares (subscription_id, associate_uuid) where stopped_at is null and associate_uuid is not null`.execute(db);

    await db.schema.createTable('sales_gifts')
      .addColumn('id', 'bigserial', (c) => c.primaryKey())
      .addColumn('order_number', 'text', (c) => c.notNull())
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('buyer_uuid', 'text')
      .addColumn('buyer_email', 'text')
      .addColumn('sku', 'text', (c) => c.notNull())
      .addColumn('recipient', 'jsonb')
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('subscription_id', 'integer')
      .addColumn('redeemed_by', 'text')
      .addColumn('redeemed_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', created)
      .addUniqueConstraint('sales_gifts_order_item', ['order_number', 'sku', 'seq'])
      .execute();

    await db.schema.createTable('sales_enterprise_nonces')
      .addColumn('nonce_hash', 'text', (c) => c.primaryKey())
      .addColumn('sku', 'text', (c) => c.notNull())
      .addColumn('label', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('redeemed_by', 'text')
      .addColumn('redeemed_at', 'timestamptz')
      .addColumn('subscription_id', 'integer')
      .addColumn('created_at', 'timestamptz', created)
      .execute();

    await db.schema.createTable('sales_change_sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('owner_uuid', 'text', (c) => c.notNull())
      .addColumn('subscription_id', 'integer', (c) => c.notNull())
      .addColumn('from_price_code', 'text', (c) => c.notNull())
      .addColumn('to_sku', 'text', (c) => c.notNull())
      .addColumn('to_price_code', 'text', (c) => c.notNull())
      .addColumn('amount_cents', 'integer', (c) => c.notNull())
      .addColumn('term_end', 'timestamptz', (c) => c.notNull())
      .addColumn('product_changes', 'jsonb')
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('reason_code', 'text')
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', created)
      .execute();

    await db.schema.createTable('sales_renewals')
      .addColumn('id', 'bigserial', (c) => c.primaryKey())
      .addColumn('subscription_id', 'integer', (c) => c.notNull())
      .addColumn('period_end', 'timestamptz', (c) => c.notNull())
      .addColumn('amount_cents', 'integer', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('charge_id', 'text')
      .addColumn('message', 'text')
      .addColumn('created_at', 'timestamptz', created)
      .addUniqueConstraint('sales_renewals_once', ['subscription_id', 'period_end'])
      .execute();

    await db.schema.createTable('sales_payment_method_updates')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('owner_uuid', 'text', (c) => c.notNull())
      .addColumn('payment_method_id', 'text', (c) => c.notNull())
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('provider_ref', 'text')
      .addColumn('return_url', 'text')
      .addColumn('created_at', 'timestamptz', created)
      .addColumn('updated_at', 'timestamptz', created)
      .execute();
  },
};

/** A renewal's claim time, so one left charging by a node that stopped is taken over (renewals.ts RENEWAL_LEASE_MS). */
const renewalClaims: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('sales_renewals').addColumn('claimed_at', 'timestamptz').execute();
  },
};

/** After the core's `001-core` in migrations.ts. */
export const subscriptionMigrations: Record<string, Migration> = { '002-subscriptions': subscriptions, '003-renewal-claims': renewalClaims };
