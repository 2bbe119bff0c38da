import { useEffect, useId, useState } from 'react';
import { useAppContext, usePhrases, type FeatureProps, type FieldValues } from '../../engine/index.ts';
import { CaptchaSection, captchaText, FormAlert, formText, InputField, loginError, rememberPreviousPage, signInTarget, useIdentityForm } from '../../common/identity/kit.ts';
import type { IdentityClient } from '../../sdk/identity/index.ts';
import { isFailedSocialReturn, isOidcMode, isSignInAgain, isSilentOidc, isSocialReturn, loginHooks, wantsNewSignIn } from './hooks.ts';
import type { loginFields } from './index.ts';

type Fields = FieldValues<typeof loginFields>;

/**
 * Where the reader goes once signed in: the OIDC flow in OIDC mode (when wired), else the checked target. A refused
 * OIDC request (unknown client, an address not registered) keeps the reader here, told so: never a redirect.
 */
async function goOn(client: IdentityClient, fields: Fields, onOidcFailure: (error: unknown) => void) {
  const query = new URLSearchParams(window.location.search);
  if (isOidcMode(query) && loginHooks.continueOidcLogin) return loginHooks.continueOidcLogin(client, query).catch(onOidcFailure);
  window.location.assign(signInTarget({ search: window.location.search, origin: window.location.origin, store: window.sessionStorage, loggedInPage: fields.loggedInPageLocation }));
}

export default function Login({ customFields }: FeatureProps<Fields>) {
  const t = usePhrases();
  const { isAdmin } = useAppContext();
  const form = useIdentityForm('signin', { disabled: isAdmin });
  const { client } = form;
  const [resetDone, setResetDone] = useState(false);
  // A failed OIDC continuation or social completion: the phrase key of the alert.
  const [flowError, setFlowError] = useState<string>();
  // The client asking for a newer sign-in than the reader's is no refusal: the form is there for it.
  const oidcFailed = (error: unknown) => setFlowError(isSignInAgain(error) ? 'oidc-sign-in-again' : 'oidc-error');
  const headingId = useId();

  // A reader who is already signed in has nothing to do here (editors previewing the page stay).
  useEffect(() => {
    if (!client || isAdmin) return;
    const query = new URLSearchParams(window.location.search);
    setResetDone(query.get('reset_password') === 'true');
    if (customFields.redirectToPreviousPage && !query.has('reset_password') && !document.referrer.startsWith(window.location.href.split('?')[0])) {
      rememberPreviousPage({ referrer: document.referrer, origin: window.location.origin, store: window.sessionStorage, defaultRedirect: customFields.loggedInPageLocation });
    }
    if (isSocialReturn(query) && loginHooks.completeSocialSignIn) {
      const target = signInTarget({ search: window.location.search, origin: window.location.origin, store: window.sessionStorage, loggedInPage: customFields.loggedInPageLocation });
      loginHooks.completeSocialSignIn(client, query, target).catch(() => setFlowError('social-error'));
      return;
    }
    // A provider's answer without a code (the reader cancelled, or the provider refused) is a failed sign-in too.
    if (isFailedSocialReturn(query)) setFlowError('social-error');
    // prompt=none: the client is answered at once, whatever the session; prompt=login: the form, even when signed in.
    if (isSilentOidc(query) && loginHooks.continueOidcLogin) return void loginHooks.continueOidcLogin(client, query).catch(oidcFailed);
    if (wantsNewSignIn(query)) return;
    void client.isLoggedIn().then((signedIn) => (signedIn ? goOn(client, customFields, oidcFailed) : undefined), () => undefined);
  }, [client, isAdmin]);

  const onSubmit = form.submit(async (c, data, recaptchaToken) => {
    await c.login(formText(data, 'email'), formText(data, 'password'), { rememberMe: data.get('rememberMe') === 'on', recaptchaToken });
    await goOn(c, customFields, oidcFailed);
  }, loginError);

  return (
    <form className="identity-form" onSubmit={onSubmit} aria-labelledby={headingId}>
      <h1 id={headingId} className="identity-form__heading">{t('heading')}</h1>
      {resetDone && <FormAlert kind="success">{t('password-reset-done')}</FormAlert>}
      <FormAlert>{form.error?.at === 'form' ? t(form.error.key) : flowError ? t(flowError) : undefined}</FormAlert>
      <InputField name="email" type="email" label={t('email-label')} required autoComplete="email" validationErrorMessage={t('email-error')} />
      <InputField name="password" type="password" label={t('password-label')} required autoComplete="current-password" validationErrorMessage={t('password-required')} />
      <label className="identity-check">
        <input type="checkbox" name="rememberMe" /> {t('remember-me')}
      </label>
      <CaptchaSection captcha={form.captcha} error={form.error?.at === 'captcha' ? t(form.error.key) : undefined} text={captchaText(t)} />
      <button type="submit" className="identity-button" disabled={!form.ready || form.busy}>{form.busy ? t('submitting') : t('submit')}</button>
      <p className="identity-form__links">
        <a href={customFields.forgotPasswordURL}>{t('forgot-password')}</a>
        <a href={customFields.oneTimeLoginURL}>{t('one-time-link')}</a>
        <a href={customFields.signUpURL}>{t('sign-up')}</a>
      </p>
    </form>
  );
}
