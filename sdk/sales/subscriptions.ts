/**
 * The subscription calls of spec section 7 (lists, details, cancel, rescue, sharing, redemption, enterprise,
 * gifts, billing address, upgrade and downgrade), all for a signed-in reader.
 */
import type { Deps } from './client.ts';
import { expectList, expectMarker } from './markers.ts';
import { PATHS } from './paths.ts';
import type {
  AddressUpdate,
  Address,
  CancelReason,
  GiftAnswer,
  GiftRecipient,
  ShareAnswer,
  SharedSubscription,
  Subscription,
  SubscriptionAnswer,
  UpgradeDowngradeFinish,
  UpgradeDowngradeStart,
} from './types.ts';

/** Spec sections 4 and 9: the status a subscription has after a successful cancel, and after a rescue. */
export const CANCELLED = 3;
export const ACTIVE = 1;

/** In list answers the status is taken from `statusID` (spec section 3). */
const fromList = (item: Subscription): Subscription => (typeof item.statusID === 'number' ? { ...item, status: item.statusID } : item);

export function subscriptionCalls({ request, cache }: Deps) {
  const list = async (path: string) => expectList<Subscription>(await request('reader', 'GET', path)).map(fromList);

  /** A call whose answer carries `subscriptionID` (cancel, rescue, stop sharing, redeem, enterprise, gift redeem). */
  const subscriptionAnswer = async (method: string, path: string, body?: unknown) =>
    expectMarker<SubscriptionAnswer>('subscriptionID', await request('reader', method, path, { body }));

  return {
    getAllActiveSubscriptions: async () => {
      const write = cache.writer();
      const subscriptions = await list(PATHS.activeSubscriptions);
      write.activeSubscriptions(subscriptions);
      return subscriptions;
    },

    getAllSubscriptions: async () => {
      const write = cache.writer();
      const subscriptions = await list(PATHS.allSubscriptions);
      write.subscriptions(subscriptions);
      return subscriptions;
    },

    getSubscriptionDetails: async (subscriptionID: number) => {
      const write = cache.writer();
      const details = (await request('reader', 'GET', PATHS.subscriptionDetails(subscriptionID))) as Subscription;
      write.details(subscriptionID, details);
      return details;
    },

    /** Cancels with the reader's reason; the cached subscription's status becomes 3. */
    cancelSubscription: async (subscriptionID: number, { reason, reasonCode }: CancelReason = {}) => {
      const write = cache.writer();
      const answer = await subscriptionAnswer('PUT', PATHS.cancel(subscriptionID), { reason, reasonCode });
      write.status(subscriptionID, CANCELLED);
      return answer;
    },

    /** Takes back a cancellation; the cached subscription's status becomes 1. */
    rescueSubscription: async (subscriptionID: number) => {
      const write = cache.writer();
      const answer = await subscriptionAnswer('PUT', PATHS.rescue(subscriptionID));
      write.status(subscriptionID, ACTIVE);
      return answer;
    },

    /** Who a subscription is shared with: the answer's `sharedSubscriptions` (spec section 3, Arc's SharingDetails). */
    getSharedSubscriptions: async (subscriptionID: number) => {
      const write = cache.writer();
      const answer = (await request('reader', 'GET', PATHS.sharing(subscriptionID))) as { sharedSubscriptions?: unknown } | null;
      if (!answer || !Array.isArray(answer.sharedSubscriptions)) throw answer;
      const shared = answer.sharedSubscriptions as SharedSubscription[];
      write.shared(subscriptionID, shared);
      return shared;
    },

    /** Shares with an associate by email; the answer's `redeemCode` is what the associate redeems. */
    shareSubscription: async (subscriptionID: number, email: string) =>
      expectMarker<ShareAnswer>('redeemCode', await request('reader', 'PUT', PATHS.share(subscriptionID), { body: { email } })),

    /** Stops sharing; the subscription leaves the cached shared list. */
    stopSharing: async (subscriptionID: number) => {
      const write = cache.writer();
      const answer = await subscriptionAnswer('PUT', PATHS.stopShare(subscriptionID));
      write.stopSharing(subscriptionID);
      return answer;
    },

    /** Redeems a share token. */
    redeemSubscription: (token: string) => subscriptionAnswer('POST', PATHS.redeem, { token }),

    /** Redeems an enterprise nonce (the v2 call); like every redemption, the answer carries `subscriptionID`. */
    redeemEnterprise: (nonce: string) => subscriptionAnswer('POST', PATHS.enterprise, { nonce }),

    /** Changes a subscription's billing address; the answer is the address (it carries `country`). */
    updateAddress: async ({ billingAddress, subscriptionID }: AddressUpdate) =>
      expectMarker<Address>('country', await request('reader', 'PUT', PATHS.address, { body: { billingAddress, subscriptionID } })),

    /** Gives a subscription to a recipient; the answer carries `subscriptionID` and the `redeemCode` they redeem. */
    giftSubscription: async (subscriptionID: number, recipient: GiftRecipient) =>
      expectMarker<GiftAnswer>('gift', await request('reader', 'PUT', PATHS.gift(subscriptionID), { body: recipient })),

    /** Redeems a gift token into a subscription of the reader's. */
    redeemGift: (token: string) => subscriptionAnswer('POST', PATHS.giftRedeem, { token }),

    /** Starts a change of price code; the answer (the service's change session) is returned as it came. */
    startUpgradeDowngrade: async ({ subscriptionId, newPriceCode, productChanges, currentTerm }: UpgradeDowngradeStart) =>
      request('reader', 'POST', PATHS.upgradeDowngrade, { body: { subscriptionId, newPriceCode, productChanges, currentTerm } }),

    finalizeUpgradeDowngrade: async ({ sessionId, reasonCode }: UpgradeDowngradeFinish) =>
      request('reader', 'PUT', PATHS.upgradeDowngrade, { body: { sessionId, reasonCode } }),
  };
}
