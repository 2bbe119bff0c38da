/**
 * `createSales`: the browser client of the sales API (spec section 7) with the client rules of sections 4, 5 and 8.
 * Plain TypeScript and web APIs only (fetch, Storage), like the identity SDK whose session it borrows: a signed-in
 * reader's calls carry the identity's access token, and every call carries the API origin's cookies, which is how
 * an anonymous reader's cart and order are known.
 */
import { createHttp, type RequestOptions } from '../identity/http.ts';
import { defaultStorage } from '../identity/storage.ts';
import type { FetchLike, StorageLike } from '../identity/types.ts';
import { DEFAULT_PREFIX, salesCache, type SalesCache, type SalesCacheView } from './cache.ts';
import { cardTokenizer } from './card-tokens.ts';
import { checkoutCalls } from './checkout.ts';
import { commerceCalls } from './commerce.ts';
import { TEXTS, salesErrors, type PaymentStep } from './errors.ts';
import { oneAtATime } from './one-at-a-time.ts';
import { PATHS } from './paths.ts';
import { subscriptionCalls } from './subscriptions.ts';
import type { SalesConfig, SalesIdentity } from './types.ts';

export interface SalesOptions {
  /** The sales API's origin, e.g. the site's own or an external Arc-compatible service. */
  apiOrigin: string;
  /** The identity client (sdk/identity `createIdentity`) whose reader the authenticated calls are made for. */
  identity?: SalesIdentity;
  fetch?: FetchLike;
  /** Where the cart and the current order are kept: localStorage in a browser, an in-memory store elsewhere. */
  storage?: StorageLike;
  /** Every stored key starts with it (default `sales.`). */
  storagePrefix?: string;
  /** Where the missing-identity warning goes (the console by default). */
  warn?: (message: string) => void;
}

/**
 * Who may make a call: `reader` needs a signed-in reader (refused before any request otherwise); `anyone` is made
 * for an anonymous visitor too, with the token added when a reader is signed in.
 */
export type Access = 'reader' | 'anyone';

/** What the calls of each module share. */
export interface Deps {
  request: (access: Access, method: string, path: string, opts?: Omit<RequestOptions, 'token'>) => Promise<unknown>;
  cache: SalesCache;
  step: <T>(name: PaymentStep, run: () => Promise<T>) => Promise<T>;
  /** The captcha token to send, or 130001 before the call when the config requires one and none is given. */
  captcha: (given: string | undefined) => Promise<string | undefined>;
  getConfig: () => Promise<SalesConfig>;
}

export function createSales(options: SalesOptions) {
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const http = createHttp(options.apiOrigin, fetchImpl, { credentials: 'include' });
  const cache = salesCache(options.storage ?? defaultStorage(), options.storagePrefix ?? DEFAULT_PREFIX);
  const { identity } = options;
  if (!identity) (options.warn ?? ((message) => console.warn(message)))(TEXTS.noIdentity);
  const stopListening = identity?.onLogout(() => cache.clear());

  const tokenFor = async (access: Access): Promise<string | undefined> => {
    if (access === 'reader') {
      if (!identity) throw salesErrors.missingLogin();
      return identity.getAccessToken();
    }
    // Signed out is fine here: the call goes without a token, as an anonymous visitor's.
    return identity?.getAccessToken().catch(() => undefined);
  };

  const request: Deps['request'] = async (access, method, path, opts = {}) => http(method, path, { ...opts, token: await tokenFor(access) });

  /** Read anew on every call: the captcha rule and the shop's settings may change while a page is open. */
  const getConfig = async () => (await request('anyone', 'GET', PATHS.config, { cache: 'no-store' })) as SalesConfig;

  const captcha = async (given: string | undefined) => {
    if (given) return given;
    if ((await getConfig()).checkoutRecaptchaEnabled) throw salesErrors.captchaInvalid();
    return undefined;
  };

  const deps: Deps = { request, cache, step: oneAtATime(salesErrors.stepPending), captcha, getConfig };

  return {
    getConfig,
    ...subscriptionCalls(deps),
    ...commerceCalls(deps),
    ...checkoutCalls(deps),
    /** The card's single-use token from the payment provider (card-tokens.ts): what finalizePayment/Update sends. */
    tokenizeCard: cardTokenizer(options.apiOrigin, fetchImpl),

    /** What the client remembers: subscriptions, shared subscriptions, orders, addresses, current order, cart. */
    get cached(): SalesCacheView {
      return cache.view();
    },

    /** Stops listening to the identity's logout (a page that drops this client). */
    close(): void {
      stopListening?.();
    },
  };
}

export type SalesClient = ReturnType<typeof createSales>;
