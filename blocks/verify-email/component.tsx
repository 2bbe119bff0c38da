import { useEffect, useId, useState } from 'react';
import { useAppContext, usePhrases, type FeatureProps, type FieldValues } from '../../engine/index.ts';
import { FormAlert, formText, InputField, useIdentityForm } from '../../common/identity/kit.ts';
import type { verifyEmailFields } from './index.ts';

type State = 'form' | 'verifying' | 'verified' | 'invalid' | 'changing' | 'changed' | 'change-invalid' | 'change-taken';

/** The query parameter of the link mailed to a new address (the identity service's `emailChange` link path). */
const CHANGE_NONCE = 'change_nonce';

export default function VerifyEmail({ customFields }: FeatureProps<FieldValues<typeof verifyEmailFields>>) {
  const t = usePhrases();
  const { isAdmin } = useAppContext();
  const form = useIdentityForm(undefined, { disabled: isAdmin });
  const { client } = form;
  const [state, setState] = useState<State>('form');
  const [sentTo, setSentTo] = useState<string>();
  const [changedTo, setChangedTo] = useState<string>();
  const headingId = useId();

  useEffect(() => {
    if (!client || isAdmin) return;
    const url = new URL(window.location.href);
    // Spent either way: out of the address bar, so a reload does not report a used link as invalid.
    const forget = (param: string) => {
      url.searchParams.delete(param);
      window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    };
    const change = url.searchParams.get(CHANGE_NONCE);
    if (change) {
      // The link mailed to a new address: opening it makes that address the account's.
      setState('changing');
      client.confirmEmailChange(change).then(
        ({ email }) => {
          forget(CHANGE_NONCE);
          setChangedTo(email);
          setState('changed');
        },
        (error: unknown) => {
          forget(CHANGE_NONCE);
          setState((error as { code?: unknown } | null)?.code === '300039' ? 'change-taken' : 'change-invalid');
        },
      );
      return;
    }
    const nonce = url.searchParams.get('nonce');
    if (!nonce) return;
    setState('verifying');
    client.verifyEmail(nonce).then(
      () => {
        // Spent: out of the address bar, so a reload does not report a used link as invalid.
        url.searchParams.delete('nonce');
        window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
        setState('verified');
      },
      () => setState('invalid'),
    );
  }, [client, isAdmin]);

  const onSubmit = form.submit(async (c, data) => {
    const email = formText(data, 'email');
    await c.requestVerifyEmail(email);
    setSentTo(email);
  }, () => ({ key: 'error-something-went-wrong', at: 'form' }));

  if (state === 'verifying') return <p className="identity-form" role="status">{t('verifying')}</p>;
  if (state === 'changing') return <p className="identity-form" role="status">{t('changing')}</p>;
  if (state === 'changed' || state === 'change-invalid' || state === 'change-taken') {
    const [heading, text] = state === 'changed' ? ['changed-heading', 'changed-text'] : state === 'change-taken' ? ['change-taken-heading', 'change-taken-text'] : ['change-invalid-heading', 'change-invalid-text'];
    return (
      <section className="identity-form" aria-labelledby={headingId}>
        <h1 id={headingId} className="identity-form__heading">{t(heading)}</h1>
        <p role="status">{t(text, { email: changedTo ?? '' })}</p>
        <p><a className="identity-button" href={customFields.accountURL}>{t('to-account')}</a></p>
      </section>
    );
  }
  if (state === 'verified') {
    return (
      <section className="identity-form" aria-labelledby={headingId}>
        <h1 id={headingId} className="identity-form__heading">{t('verified-heading')}</h1>
        <p role="status">{t('verified-text')}</p>
        <p><a className="identity-button" href={customFields.loginURL}>{t('continue')}</a></p>
      </section>
    );
  }
  if (sentTo !== undefined) {
    return (
      <section className="identity-form" aria-labelledby={headingId}>
        <h1 id={headingId} className="identity-form__heading">{t('sent-heading')}</h1>
        <p role="status">{t('sent-text', { email: sentTo })}</p>
      </section>
    );
  }
  return (
    <form className="identity-form" onSubmit={onSubmit} aria-labelledby={headingId}>
      <h1 id={headingId} className="identity-form__heading">{t(state === 'invalid' ? 'invalid-heading' : 'heading')}</h1>
      <p className="identity-form__subheading">{t(state === 'invalid' ? 'invalid-subheadline' : 'subheading')}</p>
      <FormAlert>{form.error ? t(form.error.key) : undefined}</FormAlert>
      <InputField name="email" type="email" label={t('email-label')} required autoComplete="email" validationErrorMessage={t('email-error')} />
      <button type="submit" className="identity-button" disabled={!form.ready || form.busy}>{form.busy ? t('submitting') : t('submit')}</button>
    </form>
  );
}
