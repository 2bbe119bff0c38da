/**
 * The card's three fields as checkout and the account's card update ask for them (the test provider's card data),
 * worded from the sales phrases (common/sales/phrases.json, laid under a block's own by withSalesPhrases).
 */
import { usePhrases } from '../../engine/index.ts';
import { InputField } from '../identity/input-field.tsx';

export function CardFields() {
  const t = usePhrases();
  return (
    <>
      <InputField name="cardNumber" label={t('card-number')} required pattern="[0-9 \-]{12,23}" autoComplete="cc-number" validationErrorMessage={t('card-number-error')} />
      <InputField name="expiry" label={t('expiry')} required pattern="[0-9]{1,2} ?/ ?([0-9]{2}|[0-9]{4})" autoComplete="cc-exp" validationErrorMessage={t('expiry-error')} />
      <InputField name="cvc" label={t('cvc')} required pattern="[0-9]{3,4}" autoComplete="cc-csc" validationErrorMessage={t('cvc-error')} />
    </>
  );
}
