// A new password and its confirmation, as every form that sets one asks for them: the policy's pattern and tip on
// the first, the `{name}-confirmation` field matching exactly what was typed in it (spec section 5).
import { useState } from 'react';
import { InputField } from './input-field.tsx';
import { confirmationName, escapePattern, passwordPattern, passwordTip, type Policy } from './password.ts';

export interface NewPasswordFieldsProps {
  name: string;
  label: string;
  /** The service's policy, once read; until then the field only requires a value. */
  policy?: Policy;
  /** The form's phrases (withFormPhrases): the tip's, the errors' and the confirmation's words. */
  t: (key: string, vars?: Record<string, number>) => string;
}

export function NewPasswordFields({ name, label, policy, t }: NewPasswordFieldsProps) {
  const [typed, setTyped] = useState('');
  return (
    <>
      <InputField
        name={name}
        type="password"
        label={label}
        required
        autoComplete="new-password"
        pattern={policy ? passwordPattern(policy) : undefined}
        tip={policy ? passwordTip(policy, t) : undefined}
        validationErrorMessage={t('password-error')}
        onChange={setTyped}
      />
      <InputField
        name={confirmationName(name)}
        type="password"
        label={t('confirm-password-label')}
        required
        autoComplete="new-password"
        pattern={escapePattern(typed)}
        validationErrorMessage={t('confirm-password-error')}
      />
    </>
  );
}
