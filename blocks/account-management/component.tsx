import { useEffect, useState } from 'react';
import { useAppContext, usePhrases, type FeatureProps, type FieldValues } from '../../engine/index.ts';
import { useIdentityClient } from '../../common/identity/client.ts';
import { FormAlert } from '../../common/identity/form-alert.tsx';
import { useIdentityConfig } from '../../common/identity/use-config.ts';
import type { UserProfile } from '../../sdk/identity/index.ts';
import type { accountManagementFields } from './index.ts';
import { loadAccount, signInRedirect, type AccountState } from './account.ts';
import { EmailSection } from './email-section.tsx';
import { PasswordSection } from './password-section.tsx';
import { PrivacySection } from './privacy-section.tsx';
import { SocialSection } from './social-section.tsx';
import './styles.css';

/** This page for the sign-in to bring the reader back to: its path and query. */
const here = () => ({ origin: window.location.origin, pathname: `${window.location.pathname}${window.location.search}` });

export default function AccountManagement({ customFields }: FeatureProps<FieldValues<typeof accountManagementFields>>) {
  const { isAdmin } = useAppContext();
  const t = usePhrases();
  const client = useIdentityClient();
  const config = useIdentityConfig(client);
  // Editors' previews skip the login check (spec section 6): the sections show, in view mode, for a sample reader.
  const [state, setState] = useState<AccountState>(
    isAdmin ? { status: 'ready', profile: { uuid: 'preview', email: t('preview-email'), identities: [{ type: 'Password', userName: t('preview-email') }] } } : { status: 'loading' },
  );

  useEffect(() => {
    if (!client || isAdmin) return;
    let live = true;
    void loadAccount(client).then((next) => {
      if (!live) return;
      // The page's query comes back too: a mailed deletion link's nonce must survive the sign-in.
      if (next.status === 'signedOut') window.location.replace(signInRedirect(customFields.redirectURL, here()));
      else setState(next);
    });
    // Signed out elsewhere on the page (the account header): this page is no longer theirs to see.
    const unsubscribe = client.onLogout(() => live && setState({ status: 'signedOut' }));
    return () => {
      live = false;
      unsubscribe();
    };
  }, [client]);

  const onProfile = (profile: UserProfile) => setState({ status: 'ready', profile });
  // Signed out first: the login page sends a signed-in visitor straight on, without a new sign-in.
  const signInAgain = async () => {
    if (isAdmin) return;
    await client?.logout().catch(() => undefined);
    window.location.assign(signInRedirect(customFields.redirectURL, here()));
  };
  const sections = state.status === 'ready' ? state.profile : undefined;
  // An editor's preview shows the sections for a sample reader and acts on no account: on this origin the client is
  // signed in as the editor, whose own account a click in the preview must never change (or delete).
  const actor = isAdmin ? undefined : client;

  return (
    <div className="account-management" data-state={state.status} aria-busy={state.status === 'loading'}>
      <h1 className="account-management__heading">{t('heading')}</h1>
      {state.status === 'loading' && <p className="account-management__loading">{t('loading')}</p>}
      {state.status === 'error' && <FormAlert>{t('error-something-went-wrong')}</FormAlert>}
      {sections && (
        <>
          {customFields.showEmail && <EmailSection client={actor} profile={sections} onProfile={onProfile} onSignInAgain={() => void signInAgain()} t={t} />}
          {customFields.showPassword && <PasswordSection client={actor} profile={sections} config={config} onProfile={onProfile} onSignInAgain={() => void signInAgain()} t={t} />}
          {customFields.showSocialProfile && <SocialSection client={actor} profile={sections} onProfile={onProfile} t={t} />}
          {customFields.showPrivacy !== false && <PrivacySection client={actor} profile={sections} t={t} afterDeletion={() => window.location.assign('/')} onSignInAgain={() => void signInAgain()} />}
        </>
      )}
    </div>
  );
}
