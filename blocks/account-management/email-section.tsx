import { useState, type FormEvent } from 'react';
import type { IdentityClient, UserProfile } from '../../sdk/identity/index.ts';
import { FormAlert } from '../../common/identity/form-alert.tsx';
import { InputField } from '../../common/identity/input-field.tsx';
import { accountError, validValues } from './account.ts';
import { FormButtons, Section, focusFirstField, type T } from './section.tsx';

/** The email section: the address, and a form to change it (the service mails the new address a verification link). */
export function EmailSection({ client, profile, onProfile, t }: { client?: IdentityClient; profile: UserProfile; onProfile: (p: UserProfile) => void; t: T }) {
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState<string>();

  const close = () => {
    setError(undefined);
    setEditing(false);
  };
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const values = validValues(e.currentTarget);
    if (!values || !client) return;
    setBusy(true);
    try {
      const updated = await client.updateUserProfile({ email: String(values.get('email')) });
      onProfile(updated);
      setStatus(t('email-saved', { email: updated.email }));
      close();
    } catch (failure) {
      setError(t(accountError(failure, 'update-email-error').key));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section
      title={t('email-heading')}
      editing={editing}
      editLabel={t('edit-email')}
      onEdit={() => (setStatus(undefined), setEditing(true))}
      status={status}
      view={
        <div className="account-section__email">
          <p className="account-section__value" data-field="email">{profile.email}</p>
          {profile.emailVerified === false && <VerifyReminder client={client} email={profile.email} t={t} />}
        </div>
      }
      edit={
        <form ref={focusFirstField} className="identity-form account-section__form" noValidate onSubmit={(e) => void submit(e)}>
          <FormAlert>{error}</FormAlert>
          <InputField name="email" type="email" label={t('new-email-label')} required defaultValue={profile.email} autoComplete="email" validationErrorMessage={t('email-error')} />
          <FormButtons t={t} busy={busy} onCancel={close} />
        </form>
      }
    />
  );
}

/**
 * An address not verified yet (the service may still let it sign in): the reminder, and the link sent again on
 * request.
 */
function VerifyReminder({ client, email, t }: { client?: IdentityClient; email: string; t: T }) {
  const [sent, setSent] = useState<'idle' | 'busy' | 'sent' | 'failed'>('idle');
  const resend = async () => {
    if (!client) return;
    setSent('busy');
    try {
      await client.requestVerifyEmail(email);
      setSent('sent');
    } catch {
      setSent('failed');
    }
  };
  return (
    <div className="account-verify">
      <p className="account-verify__text">{t('verify-reminder')}</p>
      {sent === 'sent' ? (
        <p role="status">{t('verify-sent', { email })}</p>
      ) : (
        <button type="button" className="identity-button identity-button--secondary" disabled={sent === 'busy'} onClick={() => void resend()}>{t('verify-resend')}</button>
      )}
      {sent === 'failed' && <FormAlert>{t('error-something-went-wrong')}</FormAlert>}
    </div>
  );
}
