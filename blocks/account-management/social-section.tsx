import { useState } from 'react';
import type { IdentityClient, UserProfile } from '../../sdk/identity/index.ts';
import { FormAlert } from '../../common/identity/form-alert.tsx';
import { accountError, socialIdentities } from './account.ts';
import { Section, type T } from './section.tsx';

/** Connected social and OpenID accounts: listed in view mode, each with a Disconnect button in edit mode. */
export function SocialSection({ client, profile, onProfile, t }: { client?: IdentityClient; profile: UserProfile; onProfile: (p: UserProfile) => void; t: T }) {
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState<string>();
  const [error, setError] = useState<string>();
  const connected = socialIdentities(profile);

  const close = () => {
    setError(undefined);
    setEditing(false);
  };
  const unlink = async (type: string) => {
    if (!client) return;
    setBusy(type);
    setError(undefined);
    try {
      onProfile(await client.unlinkSocialIdentity(type));
    } catch (failure) {
      // 300044: the last way to sign in stays (spec section 8).
      setError(t(accountError(failure, 'error-something-went-wrong').key));
    } finally {
      setBusy(undefined);
    }
  };

  const list = (withButtons: boolean) =>
    connected.length === 0 ? (
      <p className="account-section__value">{t('no-social')}</p>
    ) : (
      <ul className="account-social">
        {connected.map((i) => (
          <li key={`${i.type}:${i.userName}`} className="account-social__item" data-identity={i.type}>
            <span className="account-social__name">{i.type}</span>
            <span className="account-social__user">{i.userName}</span>
            {withButtons && (
              <button type="button" className="identity-button identity-button--secondary" disabled={busy !== undefined} onClick={() => void unlink(i.type)}>
                {t('disconnect', { name: i.type })}
              </button>
            )}
          </li>
        ))}
      </ul>
    );

  return (
    <Section
      title={t('social-heading')}
      editing={editing}
      editLabel={t('edit-social')}
      onEdit={connected.length ? () => setEditing(true) : undefined}
      view={list(false)}
      edit={
        <div className="account-section__form">
          <FormAlert>{error}</FormAlert>
          {list(true)}
          <div className="account-section__buttons">
            <button type="button" className="identity-button identity-button--secondary" onClick={close}>{t('done')}</button>
          </div>
        </div>
      }
    />
  );
}
