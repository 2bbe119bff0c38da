import { useEffect, useId, useState } from 'react';
import { useAppContext, usePhrases, type FeatureProps, type FieldValues } from '../../engine/index.ts';
import { CaptchaSection, captchaText, FormAlert, formText, InputField, oneTimeRequestError, safeTarget, useIdentityForm } from '../../common/identity/kit.ts';
import type { oneTimeLoginFields } from './index.ts';

type Redeem = 'none' | 'redeeming' | 'invalid';

export default function OneTimeLogin({ customFields }: FeatureProps<FieldValues<typeof oneTimeLoginFields>>) {
  const t = usePhrases();
  const { isAdmin } = useAppContext();
  // A link being redeemed needs no captcha: only the request form does (read once; the captcha shows only after
  // the config has loaded, so the server's HTML and the first render agree either way).
  const [redeeming] = useState(() => typeof window !== 'undefined' && new URLSearchParams(window.location.search).has('ota_nonce'));
  const form = useIdentityForm(redeeming ? undefined : 'magicLink', { disabled: isAdmin });
  const { client } = form;
  const [redeem, setRedeem] = useState<Redeem>('none');
  const [sentTo, setSentTo] = useState<string>();
  const headingId = useId();

  // A link from the mail carries ota_nonce: it is redeemed at once, without the reader doing anything.
  useEffect(() => {
    if (!client || isAdmin) return;
    const nonce = new URLSearchParams(window.location.search).get('ota_nonce');
    if (!nonce) return;
    setRedeem('redeeming');
    client.redeemOTALink(nonce).then(
      () => window.location.assign(safeTarget(customFields.loggedInPageLocation, window.location.origin)),
      () => setRedeem('invalid'),
    );
  }, [client, isAdmin]);

  const getNewLink = () => {
    const url = new URL(window.location.href);
    url.searchParams.delete('ota_nonce');
    window.location.assign(`${url.pathname}${url.search}${url.hash}`);
  };

  if (redeem === 'redeeming') return <p className="identity-form" role="status">{t('redeeming')}</p>;
  if (redeem === 'invalid') {
    return (
      <section className="identity-form" aria-labelledby={headingId}>
        <h1 id={headingId} className="identity-form__heading">{t('invalid-heading')}</h1>
        <p className="identity-form__subheading">{t('invalid-subheadline')}</p>
        <p><button type="button" className="identity-button" onClick={getNewLink}>{t('get-new-link')}</button></p>
      </section>
    );
  }
  if (sentTo !== undefined) {
    return (
      <section className="identity-form" aria-labelledby={headingId}>
        <h1 id={headingId} className="identity-form__heading">{t('success-heading')}</h1>
        <p role="status">{t('success-text', { email: sentTo })}</p>
      </section>
    );
  }

  const onSubmit = form.submit(async (c, data, recaptchaToken) => {
    const email = formText(data, 'email');
    await c.requestOTALink(email, recaptchaToken);
    setSentTo(email);
  }, oneTimeRequestError);

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
