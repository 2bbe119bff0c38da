import { useEffect, useState, type FormEvent } from 'react';
import type { IdentityClient, UserProfile } from '../../sdk/identity/index.ts';
import { FormAlert } from '../../common/identity/form-alert.tsx';
import { CurrentPasswordField, ReauthAlert, currentPasswordOf } from './reauth-fields.tsx';
import { forgetLinkNonce, hasPassword, linkNonce, reportFile, sensitiveChangeError, validValues, type AccountError } from './account.ts';
import type { T } from './section.tsx';

/** The query parameter of the deletion link the service mails (its `accountDeletion` link path). */
export const DELETE_NONCE = 'delete_nonce';
/** Stored with a deletion the reader cancelled from the mailed link. */
const KEPT_REASON = 'Kept from the account page';

type Deletion =
  | { step: 'idle' }
  | { step: 'asking' }
  | { step: 'mailed' }
  | { step: 'confirming'; nonce: string }
  | { step: 'kept' };

/**
 * What readers of a real account system expect beyond the spec: a copy of everything kept about them (the
 * service's GDPR report, as a JSON file) and deleting the account. Deleting is a sensitive change: asked for with the
 * current password (a social-only account relies on a recent sign-in), it is confirmed from the link the service
 * mails to the account's address, which brings the reader back here to delete for good or keep the account.
 */
export function PrivacySection({ client, profile, t, afterDeletion, onSignInAgain }: {
  client?: IdentityClient;
  profile: UserProfile;
  t: T;
  afterDeletion: () => void;
  /** Ends this session and sends the reader to sign in, back here after: the service asks for a recent sign-in. */
  onSignInAgain: () => void;
}) {
  const withPassword = hasPassword(profile);
  const [download, setDownload] = useState<string>();
  const [preparing, setPreparing] = useState(false);
  const [deletion, setDeletion] = useState<Deletion>({ step: 'idle' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AccountError>();

  useEffect(() => () => void (download && URL.revokeObjectURL(download)), [download]);
  // Opened from the mailed link: the last confirmation, on this page.
  useEffect(() => {
    if (!client) return;
    const nonce = linkNonce(DELETE_NONCE, window.location.href);
    if (nonce) setDeletion({ step: 'confirming', nonce });
  }, [client]);

  const prepare = async () => {
    if (!client) return;
    setPreparing(true);
    setError(undefined);
    try {
      const { id } = await client.requestGDPRReport();
      setDownload(URL.createObjectURL(reportFile(await client.getGDPRReport(id))));
    } catch {
      setError({ key: 'error-something-went-wrong', at: 'form' });
    } finally {
      setPreparing(false);
    }
  };

  const ask = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const values = validValues(e.currentTarget);
    if (!values || !client) return;
    setBusy(true);
    setError(undefined);
    try {
      await client.requestDeleteAccount({ currentPassword: currentPasswordOf(values, withPassword) });
      setDeletion({ step: 'mailed' });
    } catch (failure) {
      setError(sensitiveChangeError(failure, 'error-something-went-wrong'));
    } finally {
      setBusy(false);
    }
  };

  const decide = async (nonce: string, approve: boolean) => {
    if (!client) return;
    setBusy(true);
    setError(undefined);
    try {
      if (approve) await client.approveDeleteAccount(nonce);
      else await client.declineDeleteAccount(nonce, KEPT_REASON);
      forgetLinkNonce(DELETE_NONCE, window);
      if (approve) {
        afterDeletion();
        return;
      }
      setDeletion({ step: 'kept' });
    } catch (failure) {
      // A used, expired or superseded link: the reader asks again from the start.
      const code = String((failure as { code?: unknown } | null)?.code ?? '');
      if (code === '400005') {
        forgetLinkNonce(DELETE_NONCE, window);
        setDeletion({ step: 'idle' });
        setError({ key: 'delete-link-invalid', at: 'form' });
      } else {
        setError({ key: 'error-something-went-wrong', at: 'form' });
      }
    }
    setBusy(false);
  };

  return (
    <section className="account-section" aria-labelledby="account-privacy-title">
      <h2 id="account-privacy-title" className="account-section__title">{t('privacy-heading')}</h2>
      {deletion.step !== 'asking' && <FormAlert>{error ? t(error.key) : undefined}</FormAlert>}
      <div className="account-section__view">
        {download ? (
          <p className="account-section__value" role="status">
            {t('data-ready')} <a href={download} download="my-account-data.json">{t('download-link')}</a>
          </p>
        ) : (
          <button type="button" className="identity-button identity-button--secondary" disabled={preparing} onClick={() => void prepare()}>
            {preparing ? t('preparing-data') : t('download-data')}
          </button>
        )}
      </div>
      {deletion.step === 'asking' && (
        <form className="account-delete identity-form account-section__form" noValidate aria-labelledby="account-delete-warning" onSubmit={(e) => void ask(e)}>
          <p id="account-delete-warning" className="account-delete__warning">{t('delete-warning')}</p>
          <p className="account-delete__warning">{t('delete-request-text')}</p>
          <ReauthAlert error={error} onSignInAgain={onSignInAgain} t={t} />
          <CurrentPasswordField withPassword={withPassword} t={t} />
          <div className="account-section__buttons">
            <button type="submit" className="identity-button" disabled={busy}>{busy ? t('submitting') : t('delete-request')}</button>
            <button type="button" className="identity-button identity-button--secondary" onClick={() => (setError(undefined), setDeletion({ step: 'idle' }))}>{t('delete-keep')}</button>
          </div>
        </form>
      )}
      {deletion.step === 'mailed' && <p className="account-section__status" role="status">{t('delete-check-inbox', { email: profile.email })}</p>}
      {deletion.step === 'kept' && <p className="account-section__status" role="status">{t('delete-kept')}</p>}
      {deletion.step === 'confirming' && (
        <div className="account-delete" role="group" aria-labelledby="account-delete-final">
          <p id="account-delete-final" className="account-delete__warning">{t('delete-final')}</p>
          <div className="account-section__buttons">
            <button type="button" className="identity-button" disabled={busy} onClick={() => void decide(deletion.nonce, true)}>{busy ? t('submitting') : t('delete-confirm')}</button>
            <button type="button" className="identity-button identity-button--secondary" disabled={busy} onClick={() => void decide(deletion.nonce, false)}>{t('delete-keep')}</button>
          </div>
        </div>
      )}
      {(deletion.step === 'idle' || deletion.step === 'mailed' || deletion.step === 'kept') && (
        <div className="account-section__view">
          <button type="button" className="identity-button identity-button--secondary" onClick={() => (setError(undefined), setDeletion({ step: 'asking' }))}>{t('delete-account')}</button>
        </div>
      )}
    </section>
  );
}
