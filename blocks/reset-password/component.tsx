import { useEffect, useId, useState } from 'react';
import { useAppContext, usePhrases, type FeatureProps, type FieldValues } from '../../engine/index.ts';
import { FormAlert, formText, NewPasswordFields, policyOf, resetPasswordError, useIdentityForm } from '../../common/identity/kit.ts';
import type { resetPasswordFields } from './index.ts';
import { successAddress } from './success.ts';

export default function ResetPassword({ customFields }: FeatureProps<FieldValues<typeof resetPasswordFields>>) {
  const t = usePhrases();
  const { isAdmin } = useAppContext();
  // No captcha: the spec's reset call takes none (the emailed nonce is the proof).
  const form = useIdentityForm(undefined, { disabled: isAdmin });
  const [nonce, setNonce] = useState<string | null>();
  const [submitted, setSubmitted] = useState(false);
  const headingId = useId();

  useEffect(() => setNonce(new URLSearchParams(window.location.search).get('nonce')), []);

  const onSubmit = form.submit(async (client, data) => {
    if (!nonce) return;
    await client.resetPassword(nonce, formText(data, 'password'));
    // The nonce is spent: it leaves the address bar (and the history entry) so it is not bookmarked or shared.
    const url = new URL(window.location.href);
    url.searchParams.delete('nonce');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    setSubmitted(true);
  }, resetPasswordError);

  if (submitted) {
    return (
      <section className="identity-form" aria-labelledby={headingId}>
        <h1 id={headingId} className="identity-form__heading">{t('submitted-heading')}</h1>
        <p role="status">{t('submitted-text')}</p>
        <p><a className="identity-button" href={successAddress(customFields.successURL)}>{t('continue')}</a></p>
      </section>
    );
  }
  // The policy is the form: without it nothing further is shown (spec section 8).
  if (form.configState.status === 'error') return <FormAlert>{t('policy-error')}</FormAlert>;
  const policy = form.config ? policyOf(form.config) : undefined;
  const missingNonce = !isAdmin && nonce === null;

  return (
    <form className="identity-form" onSubmit={onSubmit} aria-labelledby={headingId}>
      <h1 id={headingId} className="identity-form__heading">{t('heading')}</h1>
      {isAdmin && <p className="identity-form__subheading">{t('preview')}</p>}
      {missingNonce && <FormAlert>{t('no-nonce')}</FormAlert>}
      <FormAlert>{form.error ? t(form.error.key) : undefined}</FormAlert>
      <NewPasswordFields name="password" label={t('new-password-label')} policy={policy} t={t} />
      <button type="submit" className="identity-button" disabled={!form.ready || !policy || !nonce || isAdmin || form.busy}>{form.busy ? t('submitting') : t('submit')}</button>
    </form>
  );
}
