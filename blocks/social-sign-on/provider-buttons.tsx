/**
 * One button per provider. Google draws its own button (its identity script, loaded by the SDK only when a client
 * id is configured); Facebook's SDK is loaded the same way; Apple and OpenID providers are redirects the SDK starts.
 */
import { useEffect, useRef } from 'react';
import type { IdentityClient } from '../../sdk/identity/index.ts';

/** The parts of Google's and Facebook's globals used here. */
interface PromptNotification {
  isNotDisplayed?(): boolean;
  isSkippedMoment?(): boolean;
  getNotDisplayedReason?(): string;
  getSkippedReason?(): string;
}
interface GoogleId {
  initialize(options: { client_id: string; callback: (answer: { credential?: string }) => void }): void;
  renderButton(el: HTMLElement, options: Record<string, unknown>): void;
  prompt(listener?: (notification: PromptNotification) => void): void;
}
interface FacebookSdk {
  init(options: Record<string, unknown>): void;
  login(callback: (answer: { authResponse?: { accessToken?: string } | null }) => void, options?: Record<string, unknown>): void;
}
const googleId = () => (window as { google?: { accounts?: { id?: GoogleId } } }).google?.accounts?.id;
const facebook = () => (window as { FB?: FacebookSdk }).FB;

/** Spec sections 4 and 9: the wait after Facebook reports the reader connected, before the login is checked. */
export const FACEBOOK_REDIRECT_DELAY_MS = 1500;

type Done = { onSignedIn: () => void; onError: (error: unknown) => void };

/**
 * Google's one-tap prompt (spec section 4): when it is not displayed or skipped, the reader is told (its reason in
 * the notice), Google's g_state cookie (which holds a dismissal back) is cleared and the prompt is tried once more.
 */
function promptOneTap(id: GoogleId, onNotice: (reason: string) => void, retry = true) {
  id.prompt((n) => {
    if (!(n.isNotDisplayed?.() || n.isSkippedMoment?.())) return;
    onNotice((n.isNotDisplayed?.() ? n.getNotDisplayedReason?.() : n.getSkippedReason?.()) ?? '');
    document.cookie = 'g_state=; Max-Age=0; Path=/';
    if (retry) promptOneTap(id, onNotice, false);
  });
}

export function GoogleButton({ client, oneTap, onNotice, onSignedIn, onError }: { client: IdentityClient; oneTap: boolean; onNotice: (reason: string) => void } & Done) {
  const slot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let live = true;
    client.initGoogleSignOn().then(({ clientId }) => {
      const id = googleId();
      if (!live || !id || !slot.current) return;
      id.initialize({
        client_id: clientId,
        callback: ({ credential }) => void client.loginWithSocialToken('google', credential ?? '').then(onSignedIn, onError),
      });
      // Spec section 7: the sign-in button 400 px wide, outline theme, large.
      id.renderButton(slot.current, { type: 'standard', theme: 'outline', size: 'large', width: 400 });
      if (oneTap) promptOneTap(id, onNotice);
    }, (error: unknown) => live && onError(error));
    return () => {
      live = false;
    };
  }, [client]);
  return <div ref={slot} className="social-sign-on__google" data-provider="google" />;
}

export function FacebookButton({ client, label, onSignedIn, onError }: { client: IdentityClient; label: string } & Done) {
  const ready = useRef<Promise<FacebookSdk | undefined>>(undefined);
  useEffect(() => {
    ready.current = client.initFacebookLogin().then(({ appId, version }) => {
      const fb = facebook();
      fb?.init({ appId, version, cookie: true, xfbml: false });
      return fb;
    });
    ready.current.catch(onError);
  }, [client]);
  const signIn = async () => {
    const fb = await ready.current?.catch(() => undefined);
    if (!fb) return;
    fb.login(({ authResponse }) => {
      // No token: the reader cancelled; the SDK refuses with the spec's text, shown as the login error.
      void client.loginWithSocialToken('facebook', authResponse?.accessToken ?? '').then(
        // Spec section 4: once connected, wait 1500 ms, then check the login before going on.
        () => setTimeout(() => void client.isLoggedIn().then((ok) => (ok ? onSignedIn() : onError(new Error('not signed in'))), onError), FACEBOOK_REDIRECT_DELAY_MS),
        onError,
      );
    }, { scope: 'email' });
  };
  return <button type="button" className="social-sign-on__button" data-provider="facebook" onClick={() => void signIn()}>{label}</button>;
}

/** Apple and OpenID providers: the SDK asks the API for the provider's address and sends the browser there. */
export function RedirectButton({ provider, label, start, onError }: { provider: string; label: string; start: () => Promise<unknown>; onError: (error: unknown) => void }) {
  return <button type="button" className="social-sign-on__button" data-provider={provider} onClick={() => void start().catch(onError)}>{label}</button>;
}
