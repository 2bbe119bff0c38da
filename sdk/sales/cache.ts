/**
 * What the sales client remembers of the reader (spec section 4): subscriptions, shared subscriptions, orders and
 * addresses for the page's life, the cart and the current order in browser storage (they outlive the page: the
 * checkout goes on after a 3-D Secure challenge sends the reader away and back). The logout event clears it all.
 */
import { jsonStore } from '../identity/storage.ts';
import type { StorageLike } from '../identity/types.ts';
import type { Address, Cart, Order, SharedSubscription, Subscription } from './types.ts';

export const DEFAULT_PREFIX = 'sales.';

const KEYS = { cart: 'cart', currentOrder: 'currentOrder' } as const;

interface Stored {
  cart: Cart;
  currentOrder: Order;
}

/** A read-only view of the cache, as `sales.cached` shows it. */
export interface SalesCacheView {
  subscriptions: readonly Subscription[] | undefined;
  activeSubscriptions: readonly Subscription[] | undefined;
  /** Each subscription's details as last read (with its status after a cancel or rescue), by subscription id. */
  subscriptionDetails: Readonly<Record<number, Subscription>>;
  /** The sharing list of each subscription read, by subscription id. */
  sharedSubscriptions: Readonly<Record<number, readonly SharedSubscription[]>>;
  /** Orders read (details and history pages), by order number. */
  orders: Readonly<Record<string, Order>>;
  addresses: readonly Address[] | undefined;
  currentOrder: Order | undefined;
  cart: Cart | undefined;
}

interface Memory {
  subscriptions?: Subscription[];
  activeSubscriptions?: Subscription[];
  details: Map<number, Subscription>;
  shared: Map<number, SharedSubscription[]>;
  orders: Map<string, Order>;
  addresses?: Address[];
}

const empty = (): Memory => ({ details: new Map(), shared: new Map(), orders: new Map() });

export type SalesCache = ReturnType<typeof salesCache>;

export function salesCache(storage: StorageLike, prefix = DEFAULT_PREFIX) {
  const stored = jsonStore<Stored>(storage, prefix, KEYS);
  let memory = empty();
  // Each logout starts a new generation: an answer to a call made before it is never cached after it.
  let generation = 0;

  const withStatus = (list: Subscription[] | undefined, subscriptionID: number, status: number) =>
    list?.map((s) => (s.subscriptionID === subscriptionID ? { ...s, status } : s));

  const writes = {
    subscriptions: (list: Subscription[]) => void (memory.subscriptions = list),
    activeSubscriptions: (list: Subscription[]) => void (memory.activeSubscriptions = list),
    details: (subscriptionID: number, subscription: Subscription) => void memory.details.set(subscriptionID, subscription),
    /** A cancelled (3) or rescued (1) subscription's status, wherever it is cached. */
    status(subscriptionID: number, status: number) {
      memory.subscriptions = withStatus(memory.subscriptions, subscriptionID, status);
      memory.activeSubscriptions = withStatus(memory.activeSubscriptions, subscriptionID, status);
      const detail = memory.details.get(subscriptionID);
      if (detail) memory.details.set(subscriptionID, { ...detail, status });
    },
    shared: (subscriptionID: number, list: SharedSubscription[]) => void memory.shared.set(subscriptionID, list),
    stopSharing: (subscriptionID: number) => void memory.shared.delete(subscriptionID),
    orders(orders: Order[]) {
      for (const order of orders) memory.orders.set(String(order.orderNumber), order);
      // The current order follows what the API last said of it.
      const current = stored.get('currentOrder');
      const fresher = current && orders.find((o) => String(o.orderNumber) === String(current.orderNumber));
      if (fresher) stored.set('currentOrder', fresher);
    },
    currentOrder: (order: Order) => stored.set('currentOrder', order),
    addresses: (list: Address[]) => void (memory.addresses = list),
    cart: (cart: Cart) => stored.set('cart', cart),
  };

  return {
    /**
     * The cache's writers for one call, taken as the call starts: once a logout has cleared the cache, they do
     * nothing, so the previous reader's answer arriving late is not kept for the next reader.
     */
    writer(): typeof writes {
      const at = generation;
      const guarded = Object.entries(writes).map(([name, write]) => [
        name,
        (...args: unknown[]) => {
          if (at === generation) (write as (...a: unknown[]) => void)(...args);
        },
      ]);
      return Object.fromEntries(guarded) as typeof writes;
    },
    clear() {
      generation++;
      memory = empty();
      stored.remove('cart', 'currentOrder');
    },
    view(): SalesCacheView {
      return {
        subscriptions: memory.subscriptions,
        activeSubscriptions: memory.activeSubscriptions,
        subscriptionDetails: Object.fromEntries(memory.details),
        sharedSubscriptions: Object.fromEntries(memory.shared),
        orders: Object.fromEntries(memory.orders),
        addresses: memory.addresses,
        currentOrder: stored.get('currentOrder'),
        cart: stored.get('cart'),
      };
    },
  };
}
