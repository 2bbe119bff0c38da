import { useState, type FormEvent } from 'react';
import type { IdentityClient, UserProfile } from '../../sdk/identity/index.ts';
import { FormAlert } from '../../common/identity/form-alert.tsx';
import { InputField } from '../../common/identity/input-field.tsx';
import { CurrentPasswordField, ReauthAlert, currentPasswordOf } from './reauth-fields.tsx';
import { hasPassword, sensitiveChangeError, validValues, type AccountError } from './account.ts';
import { FormButtons, Section, focusFirstField, type T } from './section.tsx';


/**
 * The email section: the address (and a new one waiting for confirmation), and a form to change it. The change is a
 * sensitive one: an account with a password gives it (a social-only account relies on a recent sign-in, else the
 * reader is asked to sign in again); the service then mails the new address a link, and the address changes only
 * once it is opened (the verify-email page).
 */
export function EmailSection({ client, profile, onProfile, onSignInAgain, t }: {
  client?: IdentityClient;
  profile: UserProfile;
  onProfile: (p: UserProfile) => void;
  /** Ends this session and sends the reader to sign in, back here after: the service asks for a recent sign-in. */
  onSignInAgain: () => void;
  t: T;
}) {
  const withPassword = hasPassword(profile);
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AccountError>();
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
      const currentPassword = currentPasswordOf(values, withPassword);
      const updated = await client.updateUserProfile({ email: String(values.get('email')) }, { currentPassword });
      onProfile(updated);
      setStatus(updated.pendingEmail ? t('email-change-sent', { email: updated.pendingEmail }) : undefined);
      close();
    } catch (failure) {
      setError(sensitiveChangeError(failure, 'update-email-error'));
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
          {profile.pendingEmail && <p className="account-section__pending" data-field="pending-email">{t('email-pending', { email: profile.pendingEmail })}</p>}
          {profile.emailVerified === false && <VerifyReminder client={client} email={profile.email} t={t} />}
        </div>
      }
      edit={
        <form ref={focusFirstField} className="identity-form account-section__form" noValidate onSubmit={(e) => void submit(e)}>
          <ReauthAlert error={error} onSignInAgain={onSignInAgain} t={t} />
          <InputField name="email" type="email" label={t('new-email-label')} required defaultValue={profile.email} autoComplete="email" validationErrorMessage={t('email-error')} />
          <CurrentPasswordField withPassword={withPassword} t={t} />
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
