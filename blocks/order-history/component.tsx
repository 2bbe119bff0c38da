import { useEffect, useState } from 'react';
import { useAppContext, usePhrases, type FeatureProps, type FieldValues } from '../../engine/index.ts';
import { FormAlert } from '../../common/identity/form-alert.tsx';
import { useSalesClient } from '../../common/sales/client.ts';
import { useSignedInReader } from '../../common/sales/signed-in.ts';
import type { Order } from '../../sdk/sales/index.ts';
import type { orderHistoryFields } from './index.ts';
import { firstPage, hasNext, hasPrevious, next, ORDER_STATUS_FILTERS, previous, range, type PageState } from './history.ts';
import { OrderItem } from './order-item.tsx';
import '../../common/identity/forms.css';
import '../../common/sales/account.css';

type Loaded = { status: 'loading' } | { status: 'error' } | { status: 'ready'; orders: Order[]; total: unknown };

const previewOrders: Order[] = [
  { orderNumber: 'PREVIEW-1', status: 'paid', createdAt: '2026-11-01T00:00:00Z', totalCents: 1499, taxCents: 196, currency: 'NZD', items: [{ quantity: 1, names: { en: 'Digital, monthly', mi: 'Matihiko, ia marama' } }] },
];

export default function OrderHistory({ customFields }: FeatureProps<FieldValues<typeof orderHistoryFields>>) {
  const t = usePhrases();
  const { lang } = useAppContext();
  const gate = useSignedInReader(customFields.redirectURL);
  const client = useSalesClient();
  const [page, setPage] = useState<PageState>(() => firstPage(customFields.pageSize));
  const [loaded, setLoaded] = useState<Loaded>(gate === 'preview' ? { status: 'ready', orders: previewOrders, total: 1 } : { status: 'loading' });

  useEffect(() => {
    if (gate !== 'signedIn' || !client) return;
    let live = true;
    setLoaded({ status: 'loading' });
    client.getOrderHistory({ start: page.start, pageSize: page.pageSize, status: page.status || undefined }).then(
      (answer) => live && setLoaded({ status: 'ready', orders: answer.orders, total: answer.total }),
      () => live && setLoaded({ status: 'error' }),
    );
    return () => void (live = false);
  }, [gate, client, page]);

  const shown = loaded.status === 'ready' ? loaded.orders.length : 0;
  const total = loaded.status === 'ready' ? loaded.total : undefined;
  const span = range(page, shown, total);

  return (
    <div className="sales-account" data-state={loaded.status} aria-busy={loaded.status === 'loading'}>
      <h1 className="sales-account__heading">{t('heading')}</h1>
      <label className="identity-field">
        <span className="identity-field__label">{t('filter-label')}</span>
        <select name="status" value={page.status} onChange={(e) => setPage(firstPage(page.pageSize, e.target.value))}>
          {ORDER_STATUS_FILTERS.map((s) => <option key={s} value={s}>{t(`filter-${s}`)}</option>)}
        </select>
      </label>
      {loaded.status === 'loading' && <p className="sales-account__loading">{t('loading')}</p>}
      {loaded.status === 'error' && <FormAlert>{t('load-error')}</FormAlert>}
      {loaded.status === 'ready' && shown === 0 && <p>{t('none')}</p>}
      {loaded.status === 'ready' && shown > 0 && (
        <ul className="sales-account__list" data-field="orders">
          {loaded.orders.map((o) => <li key={o.orderNumber}><OrderItem order={o} client={gate === 'preview' ? undefined : client} lang={lang} t={t} /></li>)}
        </ul>
      )}
      <nav className="sales-pager" aria-label={t('heading')}>
        {span && <span data-field="range">{span.total === undefined ? t('range', { from: span.from, to: span.to }) : t('range-of', { ...span, total: span.total })}</span>}
        <button type="button" className="identity-button identity-button--secondary" disabled={!hasPrevious(page) || loaded.status === 'loading'} onClick={() => setPage(previous(page))}>{t('previous')}</button>
        <button type="button" className="identity-button identity-button--secondary" disabled={!hasNext(page, shown, total) || loaded.status === 'loading'} onClick={() => setPage(next(page))}>{t('next')}</button>
      </nav>
    </div>
  );
}
