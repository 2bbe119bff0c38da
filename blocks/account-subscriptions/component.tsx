import { useEffect, useState } from 'react';
import { useAppContext, usePhrases, type FeatureProps, type FieldValues } from '../../engine/index.ts';
import { FormAlert } from '../../common/identity/form-alert.tsx';
import { useSalesClient } from '../../common/sales/client.ts';
import { useSignedInReader } from '../../common/sales/signed-in.ts';
import type { Subscription } from '../../sdk/sales/index.ts';
import type { accountSubscriptionsFields } from './index.ts';
import { SubscriptionItem } from './subscription-item.tsx';
import { resumeCardChallenge } from './payment-section.tsx';
import '../../common/sales/account.css';

type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; list: Subscription[] };

/** A sample subscription for an editor's preview (no reader, no service call). */
const previewList = (name: string): Subscription[] => [
  { subscriptionID: 0, status: 1, productName: name, priceCents: 1499, currency: 'NZD', currentTermStart: '2026-11-01T00:00:00Z', currentTermEnd: '2026-12-01T00:00:00Z' },
];

export default function AccountSubscriptions({ customFields }: FeatureProps<FieldValues<typeof accountSubscriptionsFields>>) {
  const t = usePhrases();
  const { lang } = useAppContext();
  const gate = useSignedInReader(customFields.redirectURL);
  const client = useSalesClient();
  const [state, setState] = useState<State>(gate === 'preview' ? { status: 'ready', list: previewList(t('preview-product')) } : { status: 'loading' });
  const [notice, setNotice] = useState<string>();

  const load = async () => {
    if (!client) return;
    try {
      setState({ status: 'ready', list: await client.getAllSubscriptions() });
    } catch {
      setState({ status: 'error' });
    }
  };

  useEffect(() => {
    if (gate !== 'signedIn' || !client) return;
    // Back from the bank's 3-D Secure page for a card update: finish it first, so the list shows the new card.
    void resumeCardChallenge(client).then((outcome) => {
      if (outcome) setNotice(outcome === 'ok' ? t('payment-saved') : t('action-error'));
      return load();
    });
  }, [gate, client]);

  // One subscription changed (cancel, rescue, plan, address): its row is replaced in place, shown at once.
  const onChange = (next: Subscription) => setState((s) => (s.status === 'ready' ? { status: 'ready', list: s.list.map((x) => (x.subscriptionID === next.subscriptionID ? next : x)) } : s));

  return (
    <div className="sales-account" data-state={state.status} aria-busy={state.status === 'loading'}>
      <h1 className="sales-account__heading">{t('heading')}</h1>
      {notice && <p role="status" className="sales-account__status">{notice}</p>}
      {state.status === 'loading' && <p className="sales-account__loading">{t('loading')}</p>}
      {state.status === 'error' && <FormAlert>{t('load-error')}</FormAlert>}
      {state.status === 'ready' && state.list.length === 0 && <p>{t('none')}</p>}
      {state.status === 'ready' && state.list.length > 0 && (
        <ul className="sales-account__list">
          {state.list.map((s) => (
            <li key={s.subscriptionID}>
              <SubscriptionItem subscription={s} client={gate === 'preview' ? undefined : client} lang={lang} t={t} priceCodes={customFields.priceCodes} onChange={onChange} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
