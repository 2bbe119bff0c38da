import { useEffect, useState } from 'react';
import { useAppContext, usePhrases, type FeatureProps, type FieldValues } from '../../engine/index.ts';
import { FormAlert } from '../../common/identity/kit.ts';
import { useSalesClient } from '../../common/sales/client.ts';
import { salesError } from '../../common/sales/errors.ts';
import { formatMoney } from '../../common/sales/money.ts';
import { nameIn } from '../../common/sales/format.ts';
import { termText } from '../../common/sales/term.ts';
import type { Product } from '../../sdk/sales/index.ts';
import type { offerFields } from './index.ts';
import './offers.css';

type Fields = FieldValues<typeof offerFields>;

export default function SubscriptionOffers({ customFields }: FeatureProps<Fields>) {
  const t = usePhrases();
  const { lang, isAdmin } = useAppContext();
  const client = useSalesClient();
  const [products, setProducts] = useState<Product[]>();
  const [error, setError] = useState<string>();
  const [adding, setAdding] = useState<string>();

  useEffect(() => {
    if (!client) return;
    client.getCatalogue().then(setProducts, () => setError('load-error'));
  }, [client]);

  const choose = async (product: Product) => {
    if (!client || adding || isAdmin) return;
    setAdding(product.sku);
    setError(undefined);
    try {
      await client.addItemToCart([{ sku: product.sku, quantity: 1 }]);
      // Checkout reads the cart: a gift in it makes checkout ask who the gift is for.
      const target = new URL(customFields.checkoutURL, window.location.origin);
      window.location.assign(`${target.pathname}${target.search}`);
    } catch (failure) {
      setError(salesError(failure).key);
      setAdding(undefined);
    }
  };

  return (
    <section className="sales-offers" aria-labelledby="sales-offers-heading">
      <h1 id="sales-offers-heading" className="identity-form__heading">{t('heading')}</h1>
      <FormAlert>{error ? t(error) : undefined}</FormAlert>
      {!products && !error && <p className="sales-offers__loading">{t('loading')}</p>}
      <ul className="sales-offers__list">
        {products?.map((p) => (
          <li key={p.sku} className="sales-offer">
            <h2 className="sales-offer__name">{nameIn(p.names, lang, p.sku)}</h2>
            <p className="sales-offer__price">{t('per-term', { price: formatMoney(p.amountCents, p.currency, lang), term: termText(t, p.termMonths) })}</p>
            <button type="button" className="identity-button" disabled={!client || adding !== undefined} onClick={() => void choose(p)}>
              {adding === p.sku ? t('adding') : p.kind === 'gift' ? t('give') : t('subscribe')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
