/**
 * What the redeem page redeems, from its address or the reader's choice: a share code (`?token=`, the sharing
 * mail's link), a gift code (`?gift=`, or `?token=` on the gift mail's /gift/ path) or an enterprise nonce
 * (`?nonce=`). The sales service mails `/account/subscriptions/redeem/?token=` and `/account/gift/redeem/?token=`
 * (services/sales subscription-mails.ts); both paths are this page too.
 */
import type { SalesClient, SubscriptionAnswer } from '../../sdk/sales/index.ts';

export const REDEEM_KINDS = ['share', 'gift', 'enterprise'] as const;
export type RedeemKind = (typeof REDEEM_KINDS)[number];

export interface Redeemable {
  kind: RedeemKind;
  code: string;
}

/** Codes are opaque to the page: only an empty or absurdly long one is refused before the call. */
export const MAX_CODE_LENGTH = 512;
const usable = (code: string | null) => (code && code.trim() && code.length <= MAX_CODE_LENGTH ? code.trim() : undefined);

export function fromAddress(pathname: string, search: string): Redeemable | undefined {
  const query = new URLSearchParams(search);
  const nonce = usable(query.get('nonce'));
  if (nonce) return { kind: 'enterprise', code: nonce };
  const gift = usable(query.get('gift'));
  if (gift) return { kind: 'gift', code: gift };
  const token = usable(query.get('token'));
  if (token) return { kind: /\/gift\//.test(pathname) ? 'gift' : 'share', code: token };
  return undefined;
}

/** The address without the code, so a reload or a shared screenshot never carries it. */
export function withoutCode(href: string): string {
  const url = new URL(href);
  for (const name of ['token', 'gift', 'nonce']) url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}

export function redeem(client: Pick<SalesClient, 'redeemSubscription' | 'redeemGift' | 'redeemEnterprise'>, { kind, code }: Redeemable): Promise<SubscriptionAnswer> {
  if (kind === 'gift') return client.redeemGift(code);
  if (kind === 'enterprise') return client.redeemEnterprise(code);
  return client.redeemSubscription(code);
}

export const isKind = (value: unknown): value is RedeemKind => REDEEM_KINDS.includes(value as RedeemKind);
