import { useEffect, useState, type FormEvent } from 'react';
import { FormAlert } from '../../common/identity/form-alert.tsx';
import { InputField } from '../../common/identity/input-field.tsx';
import type { T } from '../../common/sales/format.ts';
import { useAction } from '../../common/sales/use-action.ts';
import type { SalesClient, SharedSubscription } from '../../sdk/sales/index.ts';

/**
 * Sharing with associates by email: the current list (GET sharing), a form that shares and shows the redeem code
 * (the service mails it too), and stop sharing.
 */
export function ShareSection({ client, subscriptionID, t }: { client: SalesClient; subscriptionID: number; t: T }) {
  const [associates, setAssociates] = useState<SharedSubscription[]>([]);
  const action = useAction(t('action-error'));
  const refresh = async () => setAssociates(await client.getSharedSubscriptions(subscriptionID));

  useEffect(() => {
    void action.run(async () => (await refresh(), undefined));
  }, [subscriptionID]);

  const share = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    if (!form.checkValidity()) return;
    const email = String(new FormData(form).get('email'));
    void action.run(async () => {
      const answer = await client.shareSubscription(subscriptionID, email);
      form.reset();
      await refresh();
      return t('shared-code', { email, code: answer.redeemCode });
    });
  };
  const stop = () => void action.run(async () => (await client.stopSharing(subscriptionID), await refresh(), t('stopped-sharing')));

  return (
    <section className="sales-card__section" data-section="sharing">
      <h3>{t('share-heading')}</h3>
      {action.status && <p role="status" className="sales-account__status" data-field="share-status">{action.status}</p>}
      <FormAlert>{action.error}</FormAlert>
      {associates.length === 0 ? <p>{t('sharing-none')}</p> : (
        <ul data-field="associates">{associates.map((a, i) => <li key={i}>{String(a.email ?? '')}</li>)}</ul>
      )}
      {associates.length > 0 && <button type="button" className="identity-button identity-button--secondary" disabled={action.busy} onClick={stop}>{t('stop-sharing')}</button>}
      <form className="identity-form" noValidate onSubmit={share}>
        <InputField name="email" type="email" label={t('share-email-label')} required validationErrorMessage={t('email-error')} autoComplete="off" />
        <button type="submit" className="identity-button" disabled={action.busy}>{t('share')}</button>
      </form>
    </section>
  );
}
