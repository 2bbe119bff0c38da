import { useEffect, useState } from 'react';
import { useAppContext, usePhrases, type FeatureProps, type FieldValues } from '../../engine/index.ts';
import { FormAlert, useIdentityClient } from '../../common/identity/kit.ts';
import { useSalesClient } from '../../common/sales/client.ts';
import { formatMoney } from '../../common/sales/money.ts';
import { nameIn } from '../../common/sales/format.ts';
import type { Order } from '../../sdk/sales/index.ts';
import type { confirmationFields } from './index.ts';

type Fields = FieldValues<typeof confirmationFields>;

interface Line {
  sku: string;
  names?: Record<string, string>;
  quantity?: number;
}

interface Gift {
  giftId: number;
  sentTo?: string | null;
  toRecipient?: boolean;
  redeemed?: boolean;
}

type State = { kind: 'loading' } | { kind: 'error'; key: string } | { kind: 'ready'; order: Order };

export default function OrderConfirmation({ customFields }: FeatureProps<Fields>) {
  const t = usePhrases();
  const { lang, isAdmin } = useAppContext();
  const client = useSalesClient();
  const identity = useIdentityClient();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [signedOut, setSignedOut] = useState(false);

  useEffect(() => {
    if (!client || isAdmin) return;
    const orderNumber = new URLSearchParams(window.location.search).get('order');
    if (!orderNumber) return setState({ kind: 'error', key: 'not-found' });
    client.getOrderDetails(orderNumber).then(
      (order) => setState(order.status === 'paid' ? { kind: 'ready', order } : { kind: 'error', key: 'unpaid' }),
      () => setState({ kind: 'error', key: 'not-found' }),
    );
  }, [client, isAdmin]);

  useEffect(() => {
    if (!identity) return;
    identity.isLoggedIn().then((inside) => setSignedOut(!inside), () => setSignedOut(true));
  }, [identity]);

  // The editor's preview has no order to show: it says what the page will hold.
  if (isAdmin) return <p className="sales-confirmation" data-state="admin">{t('admin-preview')}</p>;
  if (state.kind === 'loading') return <p className="sales-confirmation" role="status">{t('loading')}</p>;
  if (state.kind === 'error') return <FormAlert>{t(state.key)}</FormAlert>;
  const { order } = state;
  const items = (Array.isArray(order.items) ? order.items : []) as Line[];
  const gifts = (Array.isArray(order.gifts) ? order.gifts : []) as Gift[];
  const signUp = `${customFields.signUpURL}?${new URLSearchParams({ redirect: `${window.location.pathname}${window.location.search}` })}`;
  return (
    <section className="identity-form sales-confirmation" aria-labelledby="sales-confirmation-heading">
      <h1 id="sales-confirmation-heading" className="identity-form__heading">{t('heading')}</h1>
      <dl>
        <dt>{t('order-number')}</dt>
        <dd data-testid="order-number">{order.orderNumber}</dd>
        {items.map((item) => (
          <dd key={item.sku}>{nameIn(item.names, lang, item.sku)}{item.quantity && item.quantity > 1 ? ` × ${item.quantity}` : ''}</dd>
        ))}
        <dt>{t('total')}</dt>
        <dd data-testid="order-total">{formatMoney(Number(order.totalCents ?? 0), typeof order.currency === 'string' ? order.currency : 'NZD', lang)}</dd>
      </dl>
      {gifts.map((gift) => (
        <p key={gift.giftId} data-gift={gift.giftId}>
          {t(gift.redeemed ? 'gift-redeemed' : gift.toRecipient ? 'gift-sent' : 'gift-sent-to-you', { email: gift.sentTo ?? '' })}
        </p>
      ))}
      {signedOut && (
        <p>
          {t('sign-up-offer')} <a href={signUp}>{t('sign-up')}</a>
        </p>
      )}
    </section>
  );
}
