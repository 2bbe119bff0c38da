// STAND-IN until i-sales-core merges: the core's migration 001-core (only the columns the subscription side
// reads) and the runner that appends the subscription side's migrations. Core's real file replaces this one.
import { sql, type Generated, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { migrateToLatest } from '../migrate.ts';
import { subscriptionMigrations } from './migrations-subscriptions.ts';

export interface SalesDb {
  sales_products: { sku: string; kind: 'subscription' | 'gift'; names: { en: string; mi: string }; price_code: string; amount_cents: number; currency: string; term_months: number };
  sales_orders: { order_number: string; owner_uuid: string | null; status: 'pending' | 'paid' | 'failed'; email: string | null; items: unknown; total_cents: number; created_at: Generated<Date> };
  sales_payment_methods: { id: string; owner_uuid: string; provider: string; card_last4: string; card_token_hash: string; created_at: Generated<Date> };
  sales_subscriptions: {
    id: Generated<number>;
    status: number;
    owner_uuid: string;
    sku: string;
    price_code: string;
    order_number: string | null;
    billing_address: unknown;
    payment_method_id: string | null;
    term_start: Date;
    term_end: Date;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
  };
}

const core: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.createTable('sales_products').addColumn('sku', 'text', (c) => c.primaryKey()).addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('names', 'jsonb', (c) => c.notNull()).addColumn('price_code', 'text', (c) => c.notNull().unique()).addColumn('amount_cents', 'integer', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull().defaultTo('NZD')).addColumn('term_months', 'integer', (c) => c.notNull()).execute();
    await db.schema.createTable('sales_orders').addColumn('order_number', 'text', (c) => c.primaryKey()).addColumn('owner_uuid', 'text')
      .addColumn('status', 'text', (c) => c.notNull()).addColumn('email', 'text').addColumn('items', 'jsonb', (c) => c.notNull())
      .addColumn('total_cents', 'integer', (c) => c.notNull()).addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`)).execute();
    await db.schema.createTable('sales_payment_methods').addColumn('id', 'text', (c) => c.primaryKey()).addColumn('owner_uuid', 'text', (c) => c.notNull())
      .addColumn('provider', 'text', (c) => c.notNull()).addColumn('card_last4', 'text', (c) => c.notNull()).addColumn('card_token_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`)).execute();
    await db.schema.createTable('sales_subscriptions').addColumn('id', 'bigserial', (c) => c.primaryKey()).addColumn('status', 'integer', (c) => c.notNull())
      .addColumn('owner_uuid', 'text', (c) => c.notNull()).addColumn('sku', 'text', (c) => c.notNull()).addColumn('price_code', 'text', (c) => c.notNull())
      .addColumn('order_number', 'text').addColumn('billing_address', 'jsonb').addColumn('payment_method_id', 'text')
      .addColumn('term_start', 'timestamptz', (c) => c.notNull()).addColumn('term_end', 'timestamptz', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`)).addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`)).execute();
  },
};

export function migrateSalesDb(db: Kysely<any>, schema?: string): Promise<void> {
  return migrateToLatest(db, { service: 'sales', tablePrefix: 'sales', migrations: { '001-core': core, ...subscriptionMigrations } }, schema);
}
