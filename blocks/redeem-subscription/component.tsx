import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useAppContext, usePhrases, type FeatureProps, type FieldValues } from '../../engine/index.ts';
import { FormAlert } from '../../common/identity/form-alert.tsx';
import { InputField } from '../../common/identity/input-field.tsx';
import { useSalesClient } from '../../common/sales/client.ts';
import { day, nameIn, statusKey } from '../../common/sales/format.ts';
import { useSignedInReader } from '../../common/sales/signed-in.ts';
import { useAction } from '../../common/sales/use-action.ts';
import type { Subscription } from '../../sdk/sales/index.ts';
import type { redeemSubscriptionFields } from './index.ts';
import { fromAddress, isKind, redeem, REDEEM_KINDS, withoutCode, type Redeemable } from './redeem.ts';
import '../../common/sales/account.css';

export default function RedeemSubscription({ customFields }: FeatureProps<FieldValues<typeof redeemSubscriptionFields>>) {
  const t = usePhrases();
  const { lang } = useAppContext();
  const gate = useSignedInReader(customFields.redirectURL);
  const client = useSalesClient();
  const action = useAction(t('redeem-error'));
  const [redeemed, setRedeemed] = useState<Subscription>();
  const fromLink = useRef(false);

  // An editor's preview redeems nothing: the sales client there acts for the editor.
  const run = (what: Redeemable) => client && gate !== 'preview' && void action.run(async () => {
    const answer = await redeem(client, what);
    // The code is spent: it leaves the address bar so a reload does not try it again.
    window.history.replaceState(null, '', withoutCode(window.location.href));
    setRedeemed(await client.getSubscriptionDetails(answer.subscriptionID).catch(() => ({ subscriptionID: answer.subscriptionID, status: 1 })));
    return t('success');
  });

  // A mailed link redeems at once, once, as the one-time login link does.
  useEffect(() => {
    if (gate !== 'signedIn' || !client || fromLink.current) return;
    fromLink.current = true;
    const linked = fromAddress(window.location.pathname, window.location.search);
    if (linked) run(linked);
  }, [gate, client]);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!e.currentTarget.checkValidity()) return;
    const form = new FormData(e.currentTarget);
    const kind = form.get('kind');
    run({ kind: isKind(kind) ? kind : 'share', code: String(form.get('code')).trim() });
  };

  if (gate === 'loading') {
    return (
      <div className="sales-account" data-state="loading" aria-busy>
        <h1 className="sales-account__heading">{t('heading')}</h1>
        <p className="sales-account__loading">{t('loading')}</p>
      </div>
    );
  }
  return (
    <div className="sales-account" data-state={redeemed ? 'redeemed' : 'ready'}>
      <h1 className="sales-account__heading">{t('heading')}</h1>
      {action.status && <p role="status" className="sales-account__status">{action.status}</p>}
      {redeemed ? (
        <article className="sales-card" data-subscription={redeemed.subscriptionID}>
          <h2 className="sales-card__title">{nameIn(redeemed.productNames ?? redeemed.productName, lang, String(redeemed.sku ?? redeemed.subscriptionID))}</h2>
          <p data-field="status">{t(statusKey(redeemed.status))}</p>
          {typeof redeemed.currentTermEnd === 'string' && <p>{t('term', { start: day(redeemed.currentTermStart, lang), end: day(redeemed.currentTermEnd, lang) })}</p>}
          <a className="identity-button" href={customFields.subscriptionsURL || '/account/subscriptions/'}>{t('to-subscriptions')}</a>
        </article>
      ) : (
        <form className="identity-form" noValidate onSubmit={submit} aria-busy={action.busy}>
          <p>{t('intro')}</p>
          <FormAlert>{action.error}</FormAlert>
          <InputField name="kind" type="radio" label={t('kind-label')} options={REDEEM_KINDS.map((k) => ({ value: k, label: t(`kind-${k}`) }))} defaultValue="share" />
          <InputField name="code" label={t('code-label')} required validationErrorMessage={t('code-error')} autoComplete="off" />
          <button type="submit" className="identity-button" disabled={action.busy || !client || gate === 'preview'}>{action.busy ? t('redeeming') : t('redeem')}</button>
        </form>
      )}
    </div>
  );
}
