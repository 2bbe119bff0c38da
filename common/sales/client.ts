/**
 * The page's one sales client, shared by every sales block (offers, cart, checkout, confirmation, the account's
 * subscriptions...), so they agree on the cart and the current order and one payment step is never run twice.
 * The API's origin is the site property `salesApiOrigin` (an external Arc-compatible sales service) or, by
 * default, the page's own origin; the reader is the page's one identity client, whose token the sales calls carry.
 */
import { useEffect, useState } from 'react';
import { useAppContext } from '../../engine/index.ts';
import { createSales, type SalesClient } from '../../sdk/sales/index.ts';
import { identityApiOrigin, identityClient } from '../identity/client.ts';

const clients = new Map<string, SalesClient>();

/** The client for a pair of API origins, created once per page. Browser only: it reads localStorage. */
export function salesClient(apiOrigin: string, identityOrigin: string): SalesClient {
  const key = `${apiOrigin} ${identityOrigin}`;
  let client = clients.get(key);
  if (!client) {
    client = createSales({ apiOrigin, identity: identityClient(identityOrigin) });
    clients.set(key, client);
  }
  return client;
}

/** The configured sales API origin, or '' (same origin) when the site names none. */
export function salesApiOrigin(siteProperties: Record<string, unknown>): string {
  const origin = siteProperties.salesApiOrigin;
  return typeof origin === 'string' ? origin.replace(/\/+$/, '') : '';
}

/**
 * The client once the block runs in a browser; undefined on the server and during hydration's first render, so
 * the server's HTML and the first client render agree (buttons stay disabled until it exists).
 */
export function useSalesClient(): SalesClient | undefined {
  const { siteProperties } = useAppContext();
  const origin = salesApiOrigin(siteProperties);
  const idOrigin = identityApiOrigin(siteProperties);
  const [client, setClient] = useState<SalesClient>();
  useEffect(() => {
    const page = window.location.origin;
    setClient(salesClient(origin === '' ? page : origin, idOrigin === '' ? page : idOrigin));
  }, [origin, idOrigin]);
  return client;
}

/** Test seam: forget the clients, so each test starts with a fresh one. */
export function resetSalesClients(): void {
  for (const client of clients.values()) client.close();
  clients.clear();
}
