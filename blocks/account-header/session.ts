/**
 * The header's part that needs the SDK, loaded only for a reader whose browser holds a session: a reader who never
 * signed in (most readers of an article) downloads none of it.
 */
import { identityApiOrigin, identityClient } from '../../common/identity/client.ts';
import type { IdentityClient } from '../../sdk/identity/index.ts';
import type { AccountView } from './view.ts';

const SIGNED_OUT: AccountView = { kind: 'signedOut' };

/** Signed in with a profile that loads, else signed out (a failed profile load included). */
export async function readAccountView(client: Pick<IdentityClient, 'isLoggedIn' | 'getUserProfile'>): Promise<AccountView> {
  try {
    if (!(await client.isLoggedIn())) return SIGNED_OUT;
    const profile = await client.getUserProfile();
    return { kind: 'signedIn', email: typeof profile?.email === 'string' ? profile.email : '' };
  } catch {
    return SIGNED_OUT;
  }
}

export function headerSession(siteProperties: Record<string, unknown>) {
  const origin = identityApiOrigin(siteProperties);
  const client = identityClient(origin === '' ? window.location.origin : origin);
  return {
    read: () => readAccountView(client),
    // The reader leaves either way: a session the API no longer knows is already over.
    logOut: () => client.logout().catch(() => undefined),
    onLogout: (listener: () => void) => client.onLogout(listener),
  };
}

export type HeaderSession = ReturnType<typeof headerSession>;
