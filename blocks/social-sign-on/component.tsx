import { useEffect, useState } from 'react';
import { useAppContext, usePhrases, type FeatureProps, type FieldValues } from '../../engine/index.ts';
import { useIdentityClient } from '../../common/identity/client.ts';
import type { socialSignOnFields } from './index.ts';
import { FormAlert } from '../../common/identity/form-alert.tsx';
import { afterSignIn, rememberReferrer, sessionStore, signInButtons, type SignInButton } from './providers.ts';
import { FacebookButton, GoogleButton, RedirectButton } from './provider-buttons.tsx';
import './styles.css';

export default function SocialSignOn({ customFields }: FeatureProps<FieldValues<typeof socialSignOnFields>>) {
  const t = usePhrases();
  const { isAdmin } = useAppContext();
  const client = useIdentityClient();
  // undefined until the config is read: the server's markup, and the first render in the browser.
  const [buttons, setButtons] = useState<SignInButton[]>();
  const [failed, setFailed] = useState(false);
  const [notice, setNotice] = useState<string>();

  useEffect(() => {
    if (customFields.redirectToPreviousPage === false || isAdmin) return;
    rememberReferrer({ redirectURL: customFields.redirectURL, referrer: document.referrer, location: window.location.href, store: sessionStore() });
  }, []);

  useEffect(() => {
    if (!client) return;
    let live = true;
    // A config that cannot be read shows no button: none can be known to work.
    client.getConfig().then((config) => live && setButtons(signInButtons(config)), () => live && setButtons([]));
    return () => {
      live = false;
    };
  }, [client]);

  if (!client || !buttons) return <div className="social-sign-on" data-state="pending" />;
  if (buttons.length === 0) return <div className="social-sign-on" data-state="none" />;

  // An editor's preview shows the buttons the site's config offers, inert: no provider's script loads (Google's
  // quick sign-in would prompt the editor), and a click selects the block instead of signing anyone in.
  if (isAdmin) {
    return (
      <div className="social-sign-on" data-state="preview">
        <p className="social-sign-on__heading">{t(customFields.purpose === 'connect' ? 'connectHeading' : 'heading')}</p>
        <div className="social-sign-on__buttons">
          {buttons.map((b) => (
            <button key={`${b.kind}-${b.kind === 'oidc' ? b.name : ''}`} type="button" className="social-sign-on__button" data-provider={b.kind === 'oidc' ? b.name : b.kind} aria-disabled="true">
              {b.kind === 'oidc' ? t('oidc', { name: b.name }) : t(b.kind)}
            </button>
          ))}
        </div>
      </div>
    );
  }

  const onSignedIn = () => {
    window.location.assign(afterSignIn({
      redirectURL: customFields.redirectURL,
      redirectToPreviousPage: customFields.redirectToPreviousPage,
      search: window.location.search,
      origin: window.location.origin,
      store: sessionStore(),
    }));
  };
  const onError = () => setFailed(true);
  const done = { onSignedIn, onError };

  return (
    <div className="social-sign-on" data-state="ready">
      <p className="social-sign-on__heading">{t(customFields.purpose === 'connect' ? 'connectHeading' : 'heading')}</p>
      {failed && <FormAlert>{t('loginError')}</FormAlert>}
      {notice !== undefined && <p className="social-sign-on__notice" role="alert">{t('oneTapNotice', { reason: notice || '-' })}</p>}
      <div className="social-sign-on__buttons">
        {buttons.map((b) => {
          if (b.kind === 'oidc') {
            return <RedirectButton key={`oidc-${b.name}`} provider={b.name} label={t('oidc', { name: b.name })} start={() => client.initiateOIDC(b.name, ['name', 'email'])} onError={onError} />;
          }
          if (b.kind === 'google') return <GoogleButton key="google" client={client} oneTap={customFields.googleOneTap !== false && customFields.purpose !== 'connect'} onNotice={setNotice} {...done} />;
          if (b.kind === 'facebook') return <FacebookButton key="facebook" client={client} label={t('facebook')} {...done} />;
          return <RedirectButton key="apple" provider="apple" label={t('apple')} start={() => client.initAppleSignOn()} onError={onError} />;
        })}
      </div>
    </div>
  );
}
