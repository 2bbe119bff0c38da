import { useEffect, useState } from 'react';
import type { IdentityClient } from '../../sdk/identity/index.ts';
import { FormAlert } from '../../common/identity/form-alert.tsx';
import { reportFile } from './account.ts';
import type { T } from './section.tsx';

/**
 * What readers of a real account system expect beyond the spec: a copy of everything kept about them (the
 * service's GDPR report, as a JSON file) and deleting the account, after a confirmation step.
 */
export function PrivacySection({ client, t, afterDeletion }: { client?: IdentityClient; t: T; afterDeletion: () => void }) {
  const [download, setDownload] = useState<string>();
  const [preparing, setPreparing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string>();

  useEffect(() => () => void (download && URL.revokeObjectURL(download)), [download]);

  const prepare = async () => {
    if (!client) return;
    setPreparing(true);
    setError(undefined);
    try {
      const { id } = await client.requestGDPRReport();
      setDownload(URL.createObjectURL(reportFile(await client.getGDPRReport(id))));
    } catch {
      setError(t('error-something-went-wrong'));
    } finally {
      setPreparing(false);
    }
  };
  const remove = async () => {
    if (!client) return;
    setDeleting(true);
    setError(undefined);
    try {
      // The reader confirmed here, so the request is approved at once (the service then ends the session).
      const request = await client.requestDeleteAccount();
      await client.approveDeleteAccount(request.id);
      afterDeletion();
    } catch {
      setError(t('error-something-went-wrong'));
      setDeleting(false);
    }
  };

  return (
    <section className="account-section" aria-labelledby="account-privacy-title">
      <h2 id="account-privacy-title" className="account-section__title">{t('privacy-heading')}</h2>
      <FormAlert>{error}</FormAlert>
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
      {confirming ? (
        <div className="account-delete" role="group" aria-labelledby="account-delete-warning">
          <p id="account-delete-warning" className="account-delete__warning">{t('delete-warning')}</p>
          <div className="account-section__buttons">
            <button type="button" className="identity-button" disabled={deleting} onClick={() => void remove()}>{deleting ? t('submitting') : t('delete-confirm')}</button>
            <button type="button" className="identity-button identity-button--secondary" onClick={() => setConfirming(false)}>{t('delete-keep')}</button>
          </div>
        </div>
      ) : (
        <div className="account-section__view">
          <button type="button" className="identity-button identity-button--secondary" onClick={() => setConfirming(true)}>{t('delete-account')}</button>
        </div>
      )}
    </section>
  );
}
