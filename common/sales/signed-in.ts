/**
 * The sales account pages' gate (spec sections 2 and 6): loading, then the reader signed in, or sent to the login
 * page with `redirect` back here. An editor's preview skips it, as the account page does.
 */
import { useEffect, useState } from 'react';
import { useAppContext } from '../../engine/index.ts';
import { useIdentityClient } from '../identity/client.ts';
import { signInRedirect } from '../identity/sign-in-redirect.ts';

export type Gate = 'loading' | 'signedIn' | 'preview';

export async function isSignedIn(client: { isLoggedIn(): Promise<boolean> }): Promise<boolean> {
  return client.isLoggedIn().catch(() => false);
}

export function useSignedInReader(redirectURL: string | undefined): Gate {
  const { isAdmin } = useAppContext();
  const identity = useIdentityClient();
  const [gate, setGate] = useState<Gate>(isAdmin ? 'preview' : 'loading');
  useEffect(() => {
    if (!identity || isAdmin) return;
    let live = true;
    // The query comes back too: a redeem link's code survives the trip through the login page.
    const here = { origin: window.location.origin, pathname: window.location.pathname + window.location.search };
    const away = () => window.location.replace(signInRedirect(redirectURL, here));
    void isSignedIn(identity).then((yes) => live && (yes ? setGate('signedIn') : away()));
    // Logged out elsewhere on the page (the account header): nothing of theirs stays on screen.
    const unsubscribe = identity.onLogout(() => live && (setGate('loading'), away()));
    return () => {
      live = false;
      unsubscribe();
    };
  }, [identity]);
  return gate;
}
