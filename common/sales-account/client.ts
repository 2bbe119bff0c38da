// replace with common/sales/client.ts useSalesClient at merge
/**
 * The page's sales client for the account pages, on the page's one identity client (so its calls carry the signed-in
 * reader's token and its cache is cleared at logout). The API origin is the site property `salesApiOrigin` (an
 * external Arc-compatible sales service), else the identity's origin, else the page's own.
 */
import { useEffect, useState } from 'react';
import { useAppContext } from '../../engine/index.ts';
import { identityApiOrigin, identityClient } from '../identity/client.ts';
import { createSales, type SalesClient } from '../../sdk/sales/index.ts';

const clients = new Map<string, SalesClient>();

export function salesApiOrigin(siteProperties: Record<string, unknown>): string {
  const origin = siteProperties.salesApiOrigin;
  return typeof origin === 'string' ? origin.replace(/\/+$/, '') : identityApiOrigin(siteProperties);
}

/** Undefined on the server and in hydration's first render, so both renders agree; then the page's one client. */
export function useSalesClient(): SalesClient | undefined {
  const { siteProperties } = useAppContext();
  const salesOrigin = salesApiOrigin(siteProperties);
  const idOrigin = identityApiOrigin(siteProperties);
  const [client, setClient] = useState<SalesClient>();
  useEffect(() => {
    const apiOrigin = salesOrigin || window.location.origin;
    const key = `${apiOrigin} ${idOrigin}`;
    let sales = clients.get(key);
    if (!sales) {
      sales = createSales({ apiOrigin, identity: identityClient(idOrigin || window.location.origin) });
      clients.set(key, sales);
    }
    setClient(sales);
  }, [salesOrigin, idOrigin]);
  return client;
}
