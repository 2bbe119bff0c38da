/**
 * Orders, the cart and the retailer calls of spec section 7. The cart is an anonymous visitor's too (the API knows
 * it by its cookie); the order history and nothing else here needs a signed-in reader.
 */
import type { Deps } from './client.ts';
import { expectMarker } from './markers.ts';
import { PATHS } from './paths.ts';
import type { Address, Cart, Product, CartItem, Order, OrderHistoryPage, OrderHistoryQuery, SwgLoginCheck } from './types.ts';

/** Spec section 9: the order history's first page. */
export const HISTORY_START = 0;
export const HISTORY_PAGE_SIZE = 10;

export function commerceCalls({ request, cache }: Deps) {
  /** Every cart call answers the cart (it carries `items`), which is kept as the current cart. */
  const cartCall = async (method: string, path: string, body?: unknown) => {
    const write = cache.writer();
    const cart = expectMarker<Cart>('items', await request('anyone', method, path, { body }));
    write.cart(cart);
    return cart;
  };

  return {
    /** An order (the reader's, or the one this browser's cookie placed). */
    getOrderDetails: async (orderNumber: string) => {
      const write = cache.writer();
      const order = expectMarker<Order>('orderNumber', await request('anyone', 'GET', PATHS.orderDetail(orderNumber)));
      write.orders([order]);
      return order;
    },

    /** A page of the reader's orders: from `start` (0), `pageSize` (10) long, optionally of one status. */
    getOrderHistory: async ({ start = HISTORY_START, pageSize = HISTORY_PAGE_SIZE, status }: OrderHistoryQuery = {}) => {
      const write = cache.writer();
      const query = { start: String(start), pageSize: String(pageSize), status };
      const page = expectMarker<OrderHistoryPage>('orders', await request('reader', 'GET', PATHS.orderHistory, { query }));
      write.orders(page.orders);
      return page;
    },

    /** The products on sale (not in the spec: this service's offer-page call). */
    getCatalogue: async () => expectMarker<{ products: Product[] }>('products', await request('anyone', 'GET', PATHS.catalogue)).products,

    getCart: () => cartCall('GET', PATHS.cart),

    /** Adds items (sku or price code and quantity) with the billing address their taxes depend on. */
    addItemToCart: (items: CartItem[], billingAddress?: Address) => cartCall('POST', PATHS.cartItem, { items, billingAddress }),

    removeItemFromCart: (itemId: string) => cartCall('DELETE', PATHS.cartItemById(itemId)),

    clearCart: () => cartCall('DELETE', PATHS.cartClear),

    /** The cart item call whose method and body the caller chooses (spec section 7); it answers the cart. */
    cartItem: (method: string, body?: unknown) => cartCall(method.toUpperCase(), PATHS.cartItem, body),

    /** Hands a retailer's (Subscribe with Google) purchase to the API as it came. */
    swgPurchase: (raw: unknown) => request('anyone', 'POST', PATHS.swgPurchase, { body: raw }),

    /** Whether a login exists for the retailer token's fields (`findOrCreate` makes one); answers the boolean. */
    swgLoginExists: async (fields: Omit<SwgLoginCheck, 'findOrCreate'>, findOrCreate = false) => {
      const answer = expectMarker<{ exists: boolean }>('exists', await request('anyone', 'POST', PATHS.swgLoginExists, { body: { ...fields, findOrCreate } }));
      return answer.exists;
    },
  };
}
