import { useState, type FormEvent } from 'react';
import type { IdentityClient, UserProfile } from '../../sdk/identity/index.ts';
import { CaptchaSection, useCaptcha } from '../../common/identity/captcha-section.tsx';
import { FormAlert } from '../../common/identity/form-alert.tsx';
import { InputField } from '../../common/identity/input-field.tsx';
import { NewPasswordFields } from '../../common/identity/new-password-fields.tsx';
import { policyOf } from '../../common/identity/password.ts';
import { captchaConfigOf, type ConfigState } from '../../common/identity/use-config.ts';
import { accountError, hasPassword, validValues, type AccountError } from './account.ts';
import { FormButtons, Section, focusFirstField, type T } from './section.tsx';

const NEW = 'newPassword';

/**
 * The password section (spec section 4): a reader with a password changes it, giving the current one; a reader
 * who signs in only with a social account creates one, by sign-up with a captcha.
 */
export function PasswordSection({ client, profile, config, onProfile, onSignInAgain, t }: {
  client?: IdentityClient;
  profile: UserProfile;
  config: ConfigState;
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
  // Creating a password is a sign-up, with its captcha; changing one is not.
  const captcha = useCaptcha(captchaConfigOf(config), !withPassword && editing ? 'signup' : undefined);
  // The policy's pattern and tip once the config is read; a config that fails to load leaves the default message.
  const policy = config.status === 'ready' ? policyOf(config.config) : undefined;

  // A captcha error shows at the captcha; with no captcha section on the page, above the form.
  const atCaptcha = error?.at === 'captcha' && captcha.kind.kind !== 'none';
  const close = () => {
    setError(undefined);
    setEditing(false);
  };
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const values = validValues(e.currentTarget);
    if (!values || !client || !captcha.ready) return;
    const newPassword = String(values.get(NEW));
    setBusy(true);
    try {
      if (withPassword) {
        await client.updatePassword(String(values.get('oldPassword')), newPassword);
      } else {
        await client.signUp({ userName: profile.email, credentials: newPassword }, {}, { recaptchaToken: await captcha.token() });
        onProfile(await client.getUserProfile({ forceRefresh: true }));
      }
      setStatus(t(withPassword ? 'password-saved' : 'password-created'));
      close();
    } catch (failure) {
      setError(accountError(failure, withPassword ? 'update-password-error' : 'error-something-went-wrong'));
      // A captcha token is single use: the refused call spent it.
      captcha.reset();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section
      title={t('password-heading')}
      editing={editing}
      editLabel={t(withPassword ? 'edit-password' : 'add-password')}
      onEdit={() => (setStatus(undefined), setEditing(true))}
      status={status}
      view={<p className="account-section__value">{t(withPassword ? 'password-set' : 'no-password')}</p>}
      edit={
        <form ref={focusFirstField} className="identity-form account-section__form" noValidate onSubmit={(e) => void submit(e)}>
          <FormAlert>
            {error && !atCaptcha ? t(error.key) : undefined}
            {error?.key === 'sign-in-again' && (
              <>
                {' '}
                <button type="button" className="identity-button identity-button--secondary" onClick={onSignInAgain}>{t('sign-in-again-button')}</button>
              </>
            )}
          </FormAlert>
          {withPassword && (
            <InputField name="oldPassword" type="password" label={t('current-password-label')} required autoComplete="current-password" validationErrorMessage={t('password-required')} />
          )}
          <NewPasswordFields name={NEW} label={t('new-password-label')} policy={policy} t={t} />
          {!withPassword && (
            <CaptchaSection
              captcha={captcha}
              error={error && atCaptcha ? t(error.key) : undefined}
              text={{ label: t('captcha-label'), solving: t('captcha-solving'), verified: t('captcha-verified'), failed: t('captcha-failed'), retry: t('captcha-retry') }}
            />
          )}
          <FormButtons t={t} busy={busy} waiting={!captcha.ready} onCancel={close} />
        </form>
      }
    />
  );
}
