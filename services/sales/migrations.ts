/**
 * The sales service's tables, as Kysely migrations in code, in the content API's database with their own bookkeeping
 * table (`sales_migration`). Every table is prefixed `sales_`. Money is integer cents; `001-core` creates every table
 * the service's parts share, and later migrations (`002-...`) add what subscription operations need.
 */
import { sql, type Generated, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { migrateToLatest } from '../migrate.ts';
import { subscriptionMigrations } from './migrations-subscriptions.ts';

export type ProductKind = 'subscription' | 'gift';
export type OrderStatus = 'pending' | 'paid' | 'failed';
export type PaymentStatus = 'initialized' | 'requires_3ds' | 'succeeded' | 'declined' | 'failed';
/** Spec section 4: 1 active (or rescued), 3 cancelled; 2 is ours, the grace state of a failed renewal. */
export const SUBSCRIPTION_STATUS = { active: 1, grace: 2, cancelled: 3 } as const;

export interface Bilingual {
  en: string;
  mi: string;
}

/** A cart or order line as kept: what the reader chose. Prices are looked up (cart) or fixed at order time (order). */
export interface StoredItem {
  sku: string;
  quantity: number;
}

/** An order line: the price the catalogue had when the order was made, so a later price change alters no order. */
export interface OrderItem extends StoredItem {
  kind: ProductKind;
  names: Bilingual;
  priceCode: string;
  unitCents: number;
  totalCents: number;
  termMonths: number;
  /** A gift line's recipient, named at checkout (gifts.ts `giftRecipientOf`): where its token is mailed. */
  recipient?: Record<string, unknown>;
}

export interface SalesDb {
  sales_products: {
    sku: string;
    kind: ProductKind;
    names: Bilingual;
    price_code: string;
    amount_cents: number;
    currency: string;
    term_months: number;
  };
  sales_carts: {
    id: string;
    owner_uuid: string | null;
    cookie_id_hash: string | null;
    items: StoredItem[];
    billing_address: Record<string, unknown> | null;
    updated_at: Date;
    /** The order the cart last became (migration 004): a retried checkout of the emptied cart answers it again. */
    ordered_as: Generated<string | null>;
  };
  sales_orders: {
    order_number: string;
    owner_uuid: string | null;
    cookie_id_hash: string | null;
    status: OrderStatus;
    email: string;
    phone: string | null;
    first_name: string;
    last_name: string;
    second_last_name: string | null;
    billing_address: Record<string, unknown>;
    shipping_address: Record<string, unknown> | null;
    items: OrderItem[];
    total_cents: number;
    currency: string;
    created_at: Date;
  };
  sales_payments: {
    id: string;
    order_number: string;
    provider: string;
    status: PaymentStatus;
    amount_cents: number;
    currency: string;
    card_last4: string | null;
    payment_method_id: string | null;
    /** The provider's own reference of the charge (or of the pending 3-D Secure challenge). */
    provider_ref: string | null;
    /** Same-origin page the 3-D Secure challenge returns the reader to. */
    return_url: string | null;
    /** Set while one finalise call owns the payment: a second one finds it taken and charges nothing. */
    locked_at: Date | null;
    /** The provider's last refusal, shown to the reader again when asked. */
    failure: string | null;
    /** Finalise attempts that reached the provider: bounded, so the payment cannot be used to test stolen cards. */
    attempts: Generated<number>;
    created_at: Date;
    updated_at: Date;
  };
  sales_payment_methods: {
    id: string;
    owner_uuid: string | null;
    provider: string;
    card_last4: string;
    /** SHA-256 of the provider's fingerprint of the card: the same card stored twice is recognised. */
    card_token_hash: string;
    /** The provider's reference to charge the stored card with (never the card number). */
    provider_ref: string;
    created_at: Date;
  };
  sales_subscriptions: {
    id: Generated<number>;
    status: number;
    owner_uuid: string | null;
    sku: string;
    price_code: string;
    order_number: string;
    billing_address: Record<string, unknown> | null;
    payment_method_id: string | null;
    term_start: Date;
    term_end: Date;
    created_at: Date;
    updated_at: Date;
  };
}

const migrations: Record<string, Migration> = {
  '001-core': {
    async up(db) {
      await db.schema
        .createTable('sales_products')
        .addColumn('sku', 'text', (c) => c.primaryKey())
        .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('subscription', 'gift')`))
        .addColumn('names', 'jsonb', (c) => c.notNull())
        .addColumn('price_code', 'text', (c) => c.notNull().unique())
        .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents >= 0`))
        .addColumn('currency', 'text', (c) => c.notNull().defaultTo('NZD'))
        .addColumn('term_months', 'integer', (c) => c.notNull().check(sql`term_months > 0`))
        .execute();
      await db.schema
        .createTable('sales_carts')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('owner_uuid', 'text', (c) => c.unique())
        .addColumn('cookie_id_hash', 'text', (c) => c.unique())
        .addColumn('items', 'jsonb', (c) => c.notNull())
        .addColumn('billing_address', 'jsonb')
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createTable('sales_orders')
        .addColumn('order_number', 'text', (c) => c.primaryKey())
        .addColumn('owner_uuid', 'text')
        .addColumn('cookie_id_hash', 'text')
        .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'paid', 'failed')`))
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('phone', 'text')
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text', (c) => c.notNull())
        .addColumn('second_last_name', 'text')
        .addColumn('billing_address', 'jsonb', (c) => c.notNull())
        .addColumn('shipping_address', 'jsonb')
        .addColumn('items', 'jsonb', (c) => c.notNull())
        .addColumn('total_cents', 'integer', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('sales_orders_owner').on('sales_orders').columns(['owner_uuid', 'created_at']).execute();
      await db.schema.createIndex('sales_orders_cookie').on('sales_orders').column('cookie_id_hash').execute();
      await db.schema
        .createTable('sales_payment_methods')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('owner_uuid', 'text')
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('card_last4', 'text', (c) => c.notNull())
        .addColumn('card_token_hash', 'text', (c) => c.notNull())
        .addColumn('provider_ref', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createTable('sales_payments')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('order_number', 'text', (c) => c.notNull().references('sales_orders.order_number').onDelete('cascade'))
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('initialized', 'requires_3ds', 'succeeded', 'declined', 'failed')`))
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('card_last4', 'text')
        .addColumn('payment_method_id', 'text', (c) => c.references('sales_payment_methods.id'))
        .addColumn('provider_ref', 'text')
        .addColumn('return_url', 'text')
        .addColumn('locked_at', 'timestamptz')
        .addColumn('failure', 'text')
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addUniqueConstraint('sales_payments_order_provider', ['order_number', 'provider'])
        .execute();
      // A provider's charge is recorded once: a retailer's purchase token replayed finds the order it made.
      await db.schema
        .createIndex('sales_payments_provider_ref')
        .on('sales_payments')
        .columns(['provider', 'provider_ref'])
        .unique()
        .where(sql.ref('provider_ref'), 'is not', null)
        .execute();
      await db.schema
        .createTable('sales_subscriptions')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('owner_uuid', 'text')
        .addColumn('sku', 'text', (c) => c.notNull())
        .addColumn('price_code', 'text', (c) => c.notNull())
        .addColumn('order_number', 'text', (c) => c.notNull().references('sales_orders.order_number'))
        .addColumn('billing_address', 'jsonb')
        .addColumn('payment_method_id', 'text', (c) => c.references('sales_payment_methods.id'))
        .addColumn('term_start', 'timestamptz', (c) => c.notNull())
        .addColumn('term_end', 'timestamptz', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('sales_subscriptions_owner').on('sales_subscriptions').column('owner_uuid').execute();
      // The spec's SDK takes 0 as a valid subscription id: the sequence starts there.
      await sql`alter sequence sales_subscriptions_id_seq minvalue 0 restart with 0`.execute(db);
    },
    async down(db) {
      for (const table of ['sales_subscriptions', 'sales_payments', 'sales_payment_methods', 'sales_orders', 'sales_carts', 'sales_products']) {
        await db.schema.dropTable(table).execute();
      }
    },
  },
  ...subscriptionMigrations,
  // The order each cart became: checkout retried (a double click, a lost answer) finds it instead of a second order.
  '004-cart-ordered-as': {
    async up(db) {
      await db.schema.alterTable('sales_carts').addColumn('ordered_as', 'text').execute();
    },
  },
};

export function migrateSalesDb(db: Kysely<any>, schema?: string): Promise<void> {
  return migrateToLatest(db, { service: 'sales', tablePrefix: 'sales', migrations }, schema);
}

/** A value for a jsonb column: node-postgres would send a JS array as a PostgreSQL array, so everything goes as JSON text. */
export const jsonb = (value: unknown) => JSON.stringify(value) as never;
