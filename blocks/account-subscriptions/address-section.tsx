import { useState, type FormEvent } from 'react';
import { FormAlert } from '../../common/identity/form-alert.tsx';
import { InputField } from '../../common/identity/input-field.tsx';
import type { T } from '../../common/sales/format.ts';
import { useAction } from '../../common/sales/use-action.ts';
import type { Address, SalesClient } from '../../sdk/sales/index.ts';

/** The billing address form fields (spec section 3: an address has a country, which is required). */
export const ADDRESS_FIELDS = [
  { name: 'line1', required: true },
  { name: 'line2', required: false },
  { name: 'locality', required: true },
  { name: 'region', required: false },
  { name: 'postal', required: false },
] as const;

/** A submitted address: blank optional fields left out, the country code upper-cased. */
export function addressOf(form: FormData): Address {
  const address: Address = { country: String(form.get('country') ?? '').trim().toUpperCase() };
  for (const { name } of ADDRESS_FIELDS) {
    const value = String(form.get(name) ?? '').trim();
    if (value) address[name] = value;
  }
  return address;
}

/** The billing address: view, then a form (country required) that saves it with the address update call. */
export function AddressSection({ client, subscriptionID, address, t, onSaved }: { client: SalesClient; subscriptionID: number; address?: unknown; t: T; onSaved: (a: Address) => void }) {
  const [editing, setEditing] = useState(false);
  const action = useAction(t('action-error'));
  const current = (address && typeof address === 'object' ? address : {}) as Record<string, string | undefined>;

  const save = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!e.currentTarget.checkValidity()) return;
    const billingAddress = addressOf(new FormData(e.currentTarget));
    void action.run(async () => {
      const saved = await client.updateAddress({ billingAddress, subscriptionID });
      const { subscriptionID: _id, ...rest } = saved;
      onSaved(rest as Address);
      setEditing(false);
      return t('address-saved');
    });
  };

  return (
    <section className="sales-card__section" data-section="address">
      <h3>{t('address-label')}</h3>
      {action.status && <p role="status" className="sales-account__status">{action.status}</p>}
      {!editing ? (
        <button type="button" className="identity-button identity-button--secondary" onClick={() => (action.clear(), setEditing(true))}>{t('edit-address')}</button>
      ) : (
        <form className="identity-form" noValidate onSubmit={save}>
          <FormAlert>{action.error}</FormAlert>
          {ADDRESS_FIELDS.map(({ name, required }) => (
            <InputField key={name} name={name} label={t(`${name}-label`)} required={required} defaultValue={current[name] ?? ''} validationErrorMessage={t('required-error')} />
          ))}
          <InputField name="country" label={t('country-label')} required pattern="[A-Za-z]{2}" defaultValue={current.country ?? 'NZ'} validationErrorMessage={t('country-error')} autoComplete="country" />
          <div className="sales-card__actions">
            <button type="submit" className="identity-button" disabled={action.busy}>{t('save')}</button>
            <button type="button" className="identity-button identity-button--secondary" onClick={() => (action.clear(), setEditing(false))}>{t('cancel')}</button>
          </div>
        </form>
      )}
    </section>
  );
}
