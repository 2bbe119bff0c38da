/** The cart as the service priced it: each line with its price, remove, empty the cart, and the total. */
import { useAppContext, usePhrases } from '../../engine/index.ts';
import { formatMoney } from '../../common/sales/money.ts';
import { nameIn } from '../../common/sales/format.ts';
import type { Cart } from '../../sdk/sales/index.ts';

interface Line {
  id?: string;
  sku?: string;
  names?: Record<string, string>;
  quantity?: number;
  totalCents?: number;
}

export function CartSummary({ cart, busy, onRemove, onClear, offersURL }: { cart: Cart | undefined; busy: boolean; onRemove: (id: string) => void; onClear: () => void; offersURL: string }) {
  const t = usePhrases();
  const { lang } = useAppContext();
  if (!cart) return null;
  const lines = cart.items as Line[];
  const currency = typeof cart.currency === 'string' ? cart.currency : 'NZD';
  if (lines.length === 0) {
    return (
      <section className="sales-cart" aria-label={t('cart-heading')}>
        <p>{t('cart-empty')} <a href={offersURL}>{t('offers-link')}</a></p>
      </section>
    );
  }
  return (
    <section className="sales-cart" aria-labelledby="sales-cart-heading">
      <h2 id="sales-cart-heading" className="sales-cart__heading">{t('cart-heading')}</h2>
      <ul className="sales-cart__lines">
        {lines.map((line) => {
          const id = String(line.id ?? line.sku);
          return (
            <li key={id} className="sales-cart__line">
              <span>{nameIn(line.names, lang, id)}{line.quantity && line.quantity > 1 ? ` × ${line.quantity}` : ''}</span>
              <span>{formatMoney(line.totalCents ?? 0, currency, lang)}</span>
              <button type="button" className="sales-link-button" disabled={busy} onClick={() => onRemove(id)}>{t('cart-remove')}</button>
            </li>
          );
        })}
      </ul>
      <p className="sales-cart__total">
        <span>{t('cart-total')}</span> <strong data-testid="cart-total">{formatMoney(Number(cart.totalCents ?? 0), currency, lang)}</strong>
      </p>
      <button type="button" className="sales-link-button" disabled={busy} onClick={onClear}>{t('cart-clear')}</button>
    </section>
  );
}
