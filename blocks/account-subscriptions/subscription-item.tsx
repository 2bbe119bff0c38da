import { useState, type FormEvent } from 'react';
import { FormAlert } from '../../common/identity/form-alert.tsx';
import { InputField } from '../../common/identity/input-field.tsx';
import { day, money, nameIn, statusKey, type T } from '../../common/sales/format.ts';
import { useAction } from '../../common/sales/use-action.ts';
import { CANCELLED, ACTIVE, type SalesClient, type Subscription } from '../../sdk/sales/index.ts';
import { AddressSection } from './address-section.tsx';
import { PaymentSection } from './payment-section.tsx';
import { CANCEL_REASON_CODES, canCancel, canRescue, isOwn } from './rules.ts';
import { ShareSection } from './share-section.tsx';
import { UpgradeSection } from './upgrade-section.tsx';

export interface ItemProps {
  subscription: Subscription;
  client?: SalesClient;
  lang: string;
  t: T;
  onChange: (next: Subscription) => void;
}

/** One subscription: what it is, its status in words, term and price; its details and what the owner can do. */
export function SubscriptionItem({ subscription: s, client, lang, t, priceCodes, onChange }: ItemProps & { priceCodes?: string }) {
  const [details, setDetails] = useState<Subscription>();
  const [open, setOpen] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const action = useAction(t('action-error'));
  const name = nameIn(s.productNames ?? s.productName, lang, String(s.sku ?? s.subscriptionID));

  const toggleDetails = async () => {
    if (open) return setOpen(false);
    setOpen(true);
    if (client) await action.run(async () => (setDetails(await client.getSubscriptionDetails(s.subscriptionID)), undefined));
  };
  const cancel = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    if (!client) return;
    void action.run(async () => {
      await client.cancelSubscription(s.subscriptionID, { reasonCode: String(form.get('reasonCode') ?? ''), reason: String(form.get('reason') ?? '') || undefined });
      onChange({ ...s, status: CANCELLED, statusID: CANCELLED });
      setCancelling(false);
      return t('cancelled');
    });
  };
  const rescue = () => client && void action.run(async () => {
    await client.rescueSubscription(s.subscriptionID);
    onChange({ ...s, status: ACTIVE, statusID: ACTIVE });
    return t('rescued');
  });
  const shown = { ...s, ...details };

  return (
    <article className="sales-card" data-subscription={s.subscriptionID} data-status={s.status}>
      <h2 className="sales-card__title">{name}</h2>
      <dl className="sales-card__facts">
        <dt>{t('status-label')}</dt>
        <dd data-field="status">{t(statusKey(s.status))}{s.shared === true ? ` · ${t('shared-with-you')}` : ''}</dd>
        <dt>{t('term-label')}</dt>
        <dd>{t('term', { start: day(s.currentTermStart, lang), end: day(s.currentTermEnd, lang) })}</dd>
        <dt>{t('price-label')}</dt>
        <dd data-field="price">{money(s.priceCents, s.currency, lang)}</dd>
        {open && details && isOwn(s) && (
          <>
            <dt>{t('order-label')}</dt>
            <dd>{String(shown.orderNumber ?? '')}</dd>
            <dt>{t('card-label')}</dt>
            <dd>{cardText(shown.paymentMethod, t)}</dd>
            <dt>{t('address-label')}</dt>
            <dd>{addressText(shown.billingAddress) || t('no-address')}</dd>
          </>
        )}
      </dl>
      {action.status && <p role="status" className="sales-account__status">{action.status}</p>}
      <FormAlert>{action.error}</FormAlert>
      <div className="sales-card__actions">
        <button type="button" className="identity-button identity-button--secondary" aria-expanded={open} onClick={() => void toggleDetails()}>{open ? t('hide-details') : t('details')}</button>
        {canCancel(s) && !cancelling && <button type="button" className="identity-button identity-button--secondary" onClick={() => setCancelling(true)}>{t('cancel-subscription')}</button>}
        {canRescue(s) && <button type="button" className="identity-button" disabled={action.busy} onClick={rescue}>{t('rescue')}</button>}
      </div>
      {cancelling && (
        <form className="identity-form sales-card__section" noValidate onSubmit={cancel} aria-label={t('cancel-heading')}>
          <h3>{t('cancel-heading')}</h3>
          <InputField name="reasonCode" type="select" label={t('reason-code-label')} required options={CANCEL_REASON_CODES.map((code) => ({ value: code, label: t(`reason-${code}`) }))} />
          <InputField name="reason" label={t('reason-label')} />
          <div className="sales-card__actions">
            <button type="submit" className="identity-button" disabled={action.busy}>{t('confirm-cancel')}</button>
            <button type="button" className="identity-button identity-button--secondary" onClick={() => setCancelling(false)}>{t('cancel')}</button>
          </div>
        </form>
      )}
      {open && isOwn(s) && client && (
        <>
          <ShareSection client={client} subscriptionID={s.subscriptionID} t={t} />
          <AddressSection client={client} subscriptionID={s.subscriptionID} address={shown.billingAddress} t={t} onSaved={(billingAddress) => setDetails({ ...shown, billingAddress })} />
          <PaymentSection client={client} method={shown.paymentMethod} t={t} onSaved={async () => setDetails(await client.getSubscriptionDetails(s.subscriptionID))} />
          {s.status === ACTIVE && <UpgradeSection client={client} subscription={s} lang={lang} t={t} priceCodes={priceCodes} onChange={onChange} />}
        </>
      )}
    </article>
  );
}

function cardText(method: unknown, t: T): string {
  const m = method as { cardLast4?: unknown } | null | undefined;
  return typeof m?.cardLast4 === 'string' ? t('card-ending', { last4: m.cardLast4 }) : '';
}

/** The address on one line, the fields in their usual order. */
export function addressText(address: unknown): string {
  if (!address || typeof address !== 'object') return '';
  const a = address as Record<string, unknown>;
  return ['line1', 'line2', 'locality', 'region', 'postal', 'country'].map((k) => a[k]).filter((v) => typeof v === 'string' && v).join(', ');
}
