import { useEffect, useRef, useState } from 'react';
import { nothing, useAppContext, useComponentContext, useNonce, usePhrases, type FeatureProps, type FieldValues } from '../../engine/index.ts';
import { hasStoredIdentity, USER_INFO_KEY } from '../../sdk/identity/presence.ts';
import type { accountHeaderFields } from './index.ts';
import { Dropdown } from './dropdown.tsx';
import type { HeaderSession } from './session.ts';
import { ACCOUNT_HEADER_DEFAULTS, INITIALISING, SIGNED_OUT, sitePath, type AccountView } from './view.ts';
import './styles.css';

/** The root element's attribute that makes the engine's `interaction-or-flag` strategy hydrate this block when idle. */
const FLAG = 'data-hydrate-account-header';
/** hasStoredIdentity's test, inline: it must run before first paint, before any module has loaded. */
const FLAG_SCRIPT = `try{var u=JSON.parse(localStorage.getItem(${JSON.stringify(USER_INFO_KEY)}));if(u&&(u.accessToken||u.refreshToken))document.documentElement.setAttribute(${JSON.stringify(FLAG)},'')}catch(e){}`;

/** The script's markup with the response's nonce (base64 from the server; escaped all the same). */
const flagScript = (nonce = '') => `<script nonce="${nonce.replace(/[^A-Za-z0-9+/=_-]/g, '')}">${FLAG_SCRIPT}</script>`;

/** Output types without scripts (as the navigation header's list). */
export const SCRIPTLESS_OUTPUT_TYPES = ['amp'];

export default function AccountHeader({ customFields }: FeatureProps<FieldValues<typeof accountHeaderFields>>) {
  const { isAdmin, siteProperties, outputType } = useAppContext();
  // Before the hooks: an output without scripts (AMP) could never say who is signed in, and the output type is fixed
  // for the life of a page, so the hook order never changes.
  if (SCRIPTLESS_OUTPUT_TYPES.includes(outputType)) return nothing(`the account header needs scripts, which ${outputType} output has none of`);
  const { id: blockId } = useComponentContext();
  const t = usePhrases();
  const nonce = useNonce();
  // The server cannot know who is signed in (the session is in localStorage), so it sends the signed-out bar, which
  // most readers keep without downloading anything (the island hydrates on interaction). The inline script below
  // runs before first paint: with a stored session it hides that bar (styles.css) and flags the island to hydrate
  // when idle, so a signed-in reader sees nothing until identity is initialised, then their Account menu.
  const [view, setView] = useState<AccountView>(SIGNED_OUT);
  const session = useRef<Promise<HeaderSession>>(undefined);
  const id = `account-${blockId}`;
  const paths = {
    signUp: sitePath(customFields.signUpURL, ACCOUNT_HEADER_DEFAULTS.signUpURL),
    logIn: sitePath(customFields.loginURL, ACCOUNT_HEADER_DEFAULTS.loginURL),
    manage: sitePath(customFields.manageAccountURL, ACCOUNT_HEADER_DEFAULTS.manageAccountURL),
    logOut: sitePath(customFields.logoutURL, ACCOUNT_HEADER_DEFAULTS.logoutURL),
  };
  const loadSession = () => (session.current ??= import('./session.ts').then((m) => m.headerSession(siteProperties)));

  useEffect(() => {
    let live = true;
    let unsubscribe: (() => void) | undefined;
    const settled = () => document.documentElement.removeAttribute(FLAG);
    const refresh = () => {
      // No stored session: signed out, decided without the SDK.
      if (!hasStoredIdentity()) {
        setView(SIGNED_OUT);
        return settled();
      }
      setView((current) => (current.kind === 'signedIn' ? current : INITIALISING));
      void loadSession()
        .then((s) => {
          // Another block on this page (the account page) may sign the reader out.
          unsubscribe ??= s.onLogout(() => live && setView(SIGNED_OUT));
          return s.read();
        })
        .then((next) => live && setView(next), () => live && setView(SIGNED_OUT))
        .finally(settled);
    };
    refresh();
    // A sign-in on this page (ARC_LOGIN_SUCCESS) or in another tab (storage) changes who is signed in.
    const onMessage = (e: MessageEvent) => {
      if (e.origin === window.location.origin && (e.data as { type?: unknown } | null)?.type === 'ARC_LOGIN_SUCCESS') refresh();
    };
    const onStorage = (e: StorageEvent) => {
      if (e.key === null || e.key.endsWith('userInfo')) refresh();
    };
    window.addEventListener('message', onMessage);
    window.addEventListener('storage', onStorage);
    return () => {
      live = false;
      unsubscribe?.();
      window.removeEventListener('message', onMessage);
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  const logOut = async () => {
    // In an editor's preview the session on this origin is the editor's own: the preview's menu signs nobody out.
    if (isAdmin) return;
    await (await loadSession()).logOut();
    window.location.assign(paths.logOut);
  };

  return (
    <div className="account-header" data-state={view.kind}>
      {/* Written as markup, not as a React <script> element: React's handling of script elements in a document
          render costs far more per page (npm run bench, render) than this one line of HTML. */}
      {/* Editors' previews too: the island hydrates there as for readers (the preview is the reader's page). */}
      <span hidden dangerouslySetInnerHTML={{ __html: flagScript(nonce) }} />
      <div className="account-header__bar page-container" role="region" aria-label={t('region')}>
        {view.kind === 'signedIn' && (
          <Dropdown id={`${id}-menu`} className="account-header__account" label={t('account')}>
            {view.email && <p className="account-header__who">{t('signedInAs', { email: view.email })}</p>}
            <a className="account-header__item" href={paths.manage}>{t('manageAccount')}</a>
            <button type="button" className="account-header__item" onClick={() => void logOut()}>{t('logOut')}</button>
          </Dropdown>
        )}
        {view.kind === 'signedOut' && (
          <>
            <div className="account-header__buttons">
              <a className="account-header__button account-header__button--primary" href={paths.signUp}>{t('signUp')}</a>
              <a className="account-header__button" href={paths.logIn}>{t('logIn')}</a>
            </div>
            <Dropdown id={`${id}-options`} className="account-header__options" label={t('loginOptions')}>
              <a className="account-header__item" href={paths.signUp}>{t('signUp')}</a>
              <a className="account-header__item" href={paths.logIn}>{t('logIn')}</a>
            </Dropdown>
          </>
        )}
      </div>
    </div>
  );
}
