import { useEffect, useState } from 'react';
import { useAppContext, useComponentContext, usePhrases, type FeatureProps, type FieldValues } from '../../engine/index.ts';
import { useIdentityClient } from '../../common/identity/client.ts';
import type { accountHeaderFields } from './index.ts';
import { Dropdown } from './dropdown.tsx';
import { ACCOUNT_HEADER_DEFAULTS, INITIALISING, SIGNED_OUT, readAccountView, sitePath, type AccountView } from './view.ts';
import './styles.css';

export default function AccountHeader({ customFields }: FeatureProps<FieldValues<typeof accountHeaderFields>>) {
  const { isAdmin } = useAppContext();
  const { id: blockId } = useComponentContext();
  const t = usePhrases();
  const client = useIdentityClient();
  // Editors' previews never hydrate: they see the signed-out bar, what most readers see first.
  const [view, setView] = useState<AccountView>(isAdmin ? SIGNED_OUT : INITIALISING);
  const id = `account-${blockId}`;
  const paths = {
    signUp: sitePath(customFields.signUpURL, ACCOUNT_HEADER_DEFAULTS.signUpURL),
    logIn: sitePath(customFields.loginURL, ACCOUNT_HEADER_DEFAULTS.loginURL),
    manage: sitePath(customFields.manageAccountURL, ACCOUNT_HEADER_DEFAULTS.manageAccountURL),
    logOut: sitePath(customFields.logoutURL, ACCOUNT_HEADER_DEFAULTS.logoutURL),
  };

  useEffect(() => {
    if (!client) return;
    let live = true;
    void readAccountView(client).then((next) => live && setView(next));
    // Another block (the account page, a login form) may sign the reader out or in on this page.
    const unsubscribe = client.onLogout(() => live && setView(SIGNED_OUT));
    const onMessage = (e: MessageEvent) => {
      if (e.origin === window.location.origin && (e.data as { type?: unknown } | null)?.type === 'ARC_LOGIN_SUCCESS') {
        void readAccountView(client).then((next) => live && setView(next));
      }
    };
    window.addEventListener('message', onMessage);
    return () => {
      live = false;
      unsubscribe();
      window.removeEventListener('message', onMessage);
    };
  }, [client]);

  const logOut = async () => {
    // The reader leaves either way: a session the API no longer knows is already over.
    await client?.logout().catch(() => undefined);
    window.location.assign(paths.logOut);
  };

  return (
    <div className="account-header" data-state={view.kind}>
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
