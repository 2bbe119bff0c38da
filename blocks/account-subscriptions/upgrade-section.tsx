import { useState, type FormEvent } from 'react';
import { FormAlert } from '../../common/identity/form-alert.tsx';
import { InputField } from '../../common/identity/input-field.tsx';
import { money, nameIn, type T } from '../../common/sales/format.ts';
import { useAction } from '../../common/sales/use-action.ts';
import type { SalesClient, Subscription } from '../../sdk/sales/index.ts';
import { otherPriceCodes, quoteKey, quoteOf, type Quote } from './rules.ts';

/**
 * Upgrade or downgrade: the reader picks another price code, the service quotes the difference for the rest of
 * the term (its change session), and only a confirmation finalizes it. The amount is the service's, never ours.
 */
export function UpgradeSection({ client, subscription, lang, t, priceCodes, onChange }: {
  client: SalesClient; subscription: Subscription; lang: string; t: T; priceCodes?: string; onChange: (s: Subscription) => void;
}) {
  const [quote, setQuote] = useState<Quote>();
  const action = useAction(t('action-error'));
  const codes = otherPriceCodes(priceCodes, subscription.priceCode);
  const newName = quote ? nameIn(quote.newProductName, lang, quote.newPriceCode ?? '') : '';

  const ask = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const newPriceCode = String(new FormData(e.currentTarget).get('priceCode') ?? '');
    void action.run(async () => {
      const answer = quoteOf(await client.startUpgradeDowngrade({ subscriptionId: subscription.subscriptionID, newPriceCode }));
      if (!answer) throw new Error('no quote');
      setQuote(answer);
      return undefined;
    });
  };
  const confirm = () => quote && void action.run(async () => {
    await client.finalizeUpgradeDowngrade({ sessionId: quote.sessionId });
    onChange({ ...subscription, priceCode: quote.newPriceCode, productNames: quote.newProductName ?? subscription.productNames, productName: nameIn(quote.newProductName, 'en', String(subscription.productName ?? '')) });
    setQuote(undefined);
    return t('upgraded', { name: newName });
  });

  if (codes.length === 0) return null;
  return (
    <section className="sales-card__section" data-section="upgrade">
      <h3>{t('upgrade-heading')}</h3>
      {action.status && <p role="status" className="sales-account__status">{action.status}</p>}
      <FormAlert>{action.error}</FormAlert>
      <form className="identity-form" noValidate onSubmit={ask}>
        <InputField name="priceCode" type="select" label={t('price-code-label')} required options={codes.map((c) => ({ value: c, label: c }))} onChange={() => setQuote(undefined)} />
        <button type="submit" className="identity-button identity-button--secondary" disabled={action.busy}>{t('get-quote')}</button>
      </form>
      {quote && (
        <div data-field="quote">
          <p>{t(quoteKey(quote.amountCents), { name: newName, amount: money(Math.abs(quote.amountCents), quote.currency, lang) })}</p>
          <button type="button" className="identity-button" disabled={action.busy} onClick={confirm}>{t('confirm-upgrade')}</button>
        </div>
      )}
    </section>
  );
}
