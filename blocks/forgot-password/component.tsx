import { useId, useState } from 'react';
import { useAppContext, usePhrases, type FeatureProps, type FieldValues } from '../../engine/index.ts';
import { CaptchaSection, captchaText, forgotPasswordError, FormAlert, formText, InputField, useIdentityForm } from '../../common/identity/kit.ts';
import type { forgotPasswordFields } from './index.ts';

export default function ForgotPassword({ customFields }: FeatureProps<FieldValues<typeof forgotPasswordFields>>) {
  const t = usePhrases();
  const { isAdmin } = useAppContext();
  const form = useIdentityForm('resetPassword', { disabled: isAdmin });
  const [submitted, setSubmitted] = useState<string>();
  const headingId = useId();

  const onSubmit = form.submit(async (client, data, recaptchaToken) => {
    const email = formText(data, 'email');
    await client.requestResetPassword(email, recaptchaToken);
    setSubmitted(email);
  }, forgotPasswordError);

  if (submitted !== undefined) {
    return (
      <section className="identity-form" aria-labelledby={headingId}>
        <h1 id={headingId} className="identity-form__heading">{t('submitted-heading')}</h1>
        <p role="status">{t('submitted-text', { email: submitted })}</p>
        <p className="identity-form__links"><a href={customFields.loginURL}>{t('back-to-login')}</a></p>
      </section>
    );
  }

  return (
    <form className="identity-form" onSubmit={onSubmit} aria-labelledby={headingId}>
      <h1 id={headingId} className="identity-form__heading">{t('heading')}</h1>
      <p className="identity-form__subheading">{t('subheading')}</p>
      <FormAlert>{form.error?.at === 'form' ? t(form.error.key) : undefined}</FormAlert>
      <InputField name="email" type="email" label={t('email-label')} required autoComplete="email" validationErrorMessage={t('email-error')} />
      <CaptchaSection captcha={form.captcha} error={form.error?.at === 'captcha' ? t(form.error.key) : undefined} text={captchaText(t)} />
      <button type="submit" className="identity-button" disabled={!form.ready || form.busy}>{form.busy ? t('submitting') : t('submit')}</button>
      <p className="identity-form__links"><a href={customFields.loginURL}>{t('back-to-login')}</a></p>
    </form>
  );
}
