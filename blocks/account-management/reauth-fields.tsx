import { FormAlert } from '../../common/identity/form-alert.tsx';
import { InputField } from '../../common/identity/input-field.tsx';
import type { AccountError } from './account.ts';
import type { T } from './section.tsx';

/** The form field of the current password (never sent anywhere but the change it confirms). */
const CURRENT = 'currentPassword';

/** The current password a sensitive change's form was given; undefined for an account without one. */
export const currentPasswordOf = (values: FormData, withPassword: boolean) => (withPassword ? String(values.get(CURRENT)) : undefined);

/**
 * The alert of a sensitive change's form (the email, the account's deletion), with a way to sign in again when the
 * service asks for a recent sign-in.
 */
export function ReauthAlert({ error, onSignInAgain, t }: { error?: AccountError; onSignInAgain: () => void; t: T }) {
  return (
    <FormAlert>
      {error ? t(error.key) : undefined}
      {error?.key === 'change-sign-in-again' && (
        <>
          {' '}
          <button type="button" className="identity-button identity-button--secondary" onClick={onSignInAgain}>{t('sign-in-again-button')}</button>
        </>
      )}
    </FormAlert>
  );
}

/** The current password that confirms a sensitive change, for an account that has one (a social-only account relies on its recent sign-in). */
export function CurrentPasswordField({ withPassword, t }: { withPassword: boolean; t: T }) {
  return withPassword ? <InputField name={CURRENT} type="password" label={t('current-password-label')} required autoComplete="current-password" validationErrorMessage={t('password-required')} /> : null;
}
