import { useState } from 'react';
import { day, money, nameIn, type T } from '../../common/sales/format.ts';
import type { Order, SalesClient } from '../../sdk/sales/index.ts';

interface Line { quantity?: unknown; names?: unknown; sku?: unknown }

/** One order: number, date, status and total; its details (items, tax, card) read afresh on request. */
export function OrderItem({ order, client, lang, t }: { order: Order; client?: SalesClient; lang: string; t: T }) {
  const [open, setOpen] = useState(false);
  const [details, setDetails] = useState<Order>(order);
  const toggle = async () => {
    if (open) return setOpen(false);
    setOpen(true);
    if (client) setDetails(await client.getOrderDetails(order.orderNumber).catch(() => order));
  };
  const items = Array.isArray(details.items) ? (details.items as Line[]) : [];
  const payments = Array.isArray(details.payments) ? (details.payments as { cardLast4?: unknown; status?: unknown }[]) : [];
  const card = payments.find((p) => p.status === 'succeeded' && typeof p.cardLast4 === 'string')?.cardLast4;

  return (
    <article className="sales-card" data-order={order.orderNumber}>
      <h2 className="sales-card__title">{t('order-heading', { number: order.orderNumber })}</h2>
      <dl className="sales-card__facts">
        <dt>{t('date-label')}</dt>
        <dd>{day(order.createdAt, lang)}</dd>
        <dt>{t('status-label')}</dt>
        <dd data-field="status">{typeof order.status === 'string' ? t(`order-status-${order.status}`) : ''}</dd>
        <dt>{t('total-label')}</dt>
        <dd>{money(order.totalCents, order.currency, lang)}</dd>
        {open && (
          <>
            <dt>{t('items-label')}</dt>
            <dd><ul>{items.map((i, n) => <li key={n}>{t('item-line', { quantity: Number(i.quantity ?? 1), name: nameIn(i.names, lang, String(i.sku ?? '')) })}</li>)}</ul></dd>
            <dt>{t('tax-label')}</dt>
            <dd>{money(details.taxCents, details.currency, lang)}</dd>
            {typeof card === 'string' && (<><dt>{t('card-label')}</dt><dd>{t('card-ending', { last4: card })}</dd></>)}
          </>
        )}
      </dl>
      <div className="sales-card__actions">
        <button type="button" className="identity-button identity-button--secondary" aria-expanded={open} onClick={() => void toggle()}>{open ? t('hide-details') : t('details')}</button>
      </div>
    </article>
  );
}
