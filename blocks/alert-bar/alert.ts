// Rules of the alert bar (spec: "Alert bar" and section 9 timing), kept apart from the component to test alone.
export const ALERT_SOURCE = 'alert-bar-collections';
export const ALERT_REFRESH_MS = 120_000;
export const DISMISS_COOKIE = 'alert-bar-dismissed';
/**
 * The name on an https page: `__Host-` makes the browser refuse the cookie unless Secure, Path=/ and without Domain,
 * so a sibling subdomain or a plain-http page cannot plant one that hides a breaking alert. The cookie already has
 * Path=/ and no Domain, so the prefix costs nothing. Plain http (`npm start` on http://localhost) keeps the old name:
 * a browser drops a prefixed cookie there (Safari does not count http://localhost as secure).
 */
export const HOST_DISMISS_COOKIE = `__Host-${DISMISS_COOKIE}`;
export const DISMISS_MAX_AGE_S = 172_800; // 2 days

/** spec section 7: alert-bar-collections with site, from 0, size 1. */
export const alertQuery = (site: string) => ({ site, from: 0, size: 1 });

export interface Alert { headline: string; url?: string }

/** The first item of the alert list, if it has a headline. */
export function latestAlert(list: any, site: string): Alert | undefined {
  const item = list?.content_elements?.[0];
  const headline = item?.headlines?.basic;
  if (!headline) return undefined;
  return { headline, url: item.websites?.[site]?.website_url };
}

/** Visible only when there is an alert and its headline differs from the one the reader dismissed. */
export function isVisible(alert: Alert | undefined, dismissed: string | undefined): alert is Alert {
  return !!alert && alert.headline !== dismissed;
}

export function dismissCookie(headline: string, https: boolean): string {
  return `${https ? HOST_DISMISS_COOKIE : DISMISS_COOKIE}=${encodeURIComponent(headline)}; Max-Age=${DISMISS_MAX_AGE_S}; Path=/; SameSite=Lax${https ? '; Secure' : ''}`;
}

/** The dismissed headline from the request's cookies: the prefixed name first, the old one while it lives (2 days). */
export const dismissedHeadline = (prefixed: string | undefined, old: string | undefined) => prefixed ?? old;
