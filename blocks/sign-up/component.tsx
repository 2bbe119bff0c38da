import { useId, useState } from 'react';
import { useAppContext, usePhrases, type FeatureProps, type FieldValues } from '../../engine/index.ts';
import { CaptchaSection, captchaText, FormAlert, formText, InputField, loginError, NewPasswordFields, policyOf, signInTarget, signUpError, useIdentityForm } from '../../common/identity/kit.ts';
import type { signUpFields } from './index.ts';

export default function SignUp({ customFields }: FeatureProps<FieldValues<typeof signUpFields>>) {
  const t = usePhrases();
  const { isAdmin } = useAppContext();
  const form = useIdentityForm('signup', { disabled: isAdmin });
  const [created, setCreated] = useState<string>();
  const headingId = useId();
  const policy = form.config ? policyOf(form.config) : undefined;

  const onSubmit = form.submit(async (client, data, recaptchaToken) => {
    const email = formText(data, 'email');
    const credentials = formText(data, 'password');
    await client.signUp({ userName: email, credentials }, { email }, { recaptchaToken });
    const target = signInTarget({ search: window.location.search, origin: window.location.origin, store: window.sessionStorage, loggedInPage: customFields.redirectURL });
    try {
      // The account exists: sign the reader in with what they typed (a second captcha token when it is on).
      await client.login(email, credentials, { recaptchaToken: await form.captcha.token() });
    } catch (failure) {
      // A site that requires a verified address refuses the sign-in (130051) until the mailed link is opened.
      if (loginError(failure).key === 'error-unverified-email') return setCreated(email);
      // Otherwise (a captcha the reader must tick again) the login page finishes the job.
      window.location.assign(`${customFields.loginURL}?redirect=${encodeURIComponent(target)}`);
      return;
    }
    window.location.assign(target);
  }, signUpError);

  if (created !== undefined) {
    return (
      <section className="identity-form" aria-labelledby={headingId}>
        <h1 id={headingId} className="identity-form__heading">{t('created-heading')}</h1>
        <p role="status">{t('created-verify', { email: created })}</p>
        <p><a className="identity-button" href={customFields.loginURL}>{t('created-login')}</a></p>
      </section>
    );
  }

  return (
    <form className="identity-form" onSubmit={onSubmit} aria-labelledby={headingId}>
      <h1 id={headingId} className="identity-form__heading">{t('heading')}</h1>
      <FormAlert>{form.error?.at === 'form' ? t(form.error.key) : undefined}</FormAlert>
      <InputField name="email" type="email" label={t('email-label')} required autoComplete="email" validationErrorMessage={t('email-error')} />
      <NewPasswordFields name="password" label={t('password-label')} policy={policy} t={t} />
      <label className="identity-check">
        <input type="checkbox" name="terms" required /> {t('terms')}
      </label>
      <p className="identity-form__links"><a href={customFields.termsURL}>{t('terms-link')}</a></p>
      <CaptchaSection captcha={form.captcha} error={form.error?.at === 'captcha' ? t(form.error.key) : undefined} text={captchaText(t)} />
      <button type="submit" className="identity-button" disabled={!form.ready || form.busy}>{form.busy ? t('submitting') : t('submit')}</button>
      <p className="identity-form__links"><a href={customFields.loginURL}>{t('have-account')}</a></p>
    </form>
  );
}
