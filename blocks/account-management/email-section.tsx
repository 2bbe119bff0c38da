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
      view={<p className="account-section__value" data-field="email">{profile.email}</p>}
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
