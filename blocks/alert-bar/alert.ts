// Rules of the alert bar (spec: "Alert bar" and section 9 timing), kept apart from the component to test alone.
export const ALERT_SOURCE = 'alert-bar-collections';
export const ALERT_REFRESH_MS = 120_000;
export const DISMISS_COOKIE = 'alert-bar-dismissed';
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
  return `${DISMISS_COOKIE}=${encodeURIComponent(headline)}; Max-Age=${DISMISS_MAX_AGE_S}; Path=/; SameSite=Lax${https ? '; Secure' : ''}`;
}
