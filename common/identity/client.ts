/**
 * The page's one identity client, shared by every identity block (login form, account header, account page...),
 * so they agree on who is signed in and one operation is never run twice. The API's origin is the site property
 * `identityApiOrigin` (an external Arc-compatible identity service) or, by default, the page's own origin.
 */
import { useEffect, useState } from 'react';
import { useAppContext } from '../../engine/index.ts';
import { createIdentity, type IdentityClient } from '../../sdk/identity/index.ts';

const clients = new Map<string, IdentityClient>();

/** The client for an API origin, created once per page (per origin). Browser only: it reads localStorage. */
export function identityClient(apiOrigin: string): IdentityClient {
  let client = clients.get(apiOrigin);
  if (!client) {
    client = createIdentity({ apiOrigin });
    clients.set(apiOrigin, client);
  }
  return client;
}

/** The configured API origin, or '' (same origin) when the site names none. */
export function identityApiOrigin(siteProperties: Record<string, unknown>): string {
  const origin = siteProperties.identityApiOrigin;
  return typeof origin === 'string' ? origin.replace(/\/+$/, '') : '';
}

/**
 * The client once the block runs in a browser; undefined on the server and during hydration's first render, so
 * the server's HTML and the first client render agree ("nothing shows until identity is initialised").
 */
export function useIdentityClient(): IdentityClient | undefined {
  const { siteProperties } = useAppContext();
  const origin = identityApiOrigin(siteProperties);
  const [client, setClient] = useState<IdentityClient>();
  useEffect(() => {
    setClient(identityClient(origin === '' ? window.location.origin : origin));
  }, [origin]);
  return client;
}

/** Test seam: forget the clients, so each test starts with a fresh one. */
export function resetIdentityClients(): void {
  clients.clear();
}
