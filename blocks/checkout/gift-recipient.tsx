/**
 * Who receives the gift, asked only when the cart holds a gift: the service mails the gift's code to this address
 * (not the buyer's), in the language of this page, with the buyer's optional message kept on the gift.
 */
import { useId } from 'react';
import { usePhrases } from '../../engine/index.ts';
import { formText, InputField } from '../../common/identity/kit.ts';
import type { Cart, GiftRecipient } from '../../sdk/sales/index.ts';

/** The service's limit on a gift message (services/sales/gifts.ts `recipientOf`). */
export const MESSAGE_MAX = 1000;

export const holdsGift = (cart: Cart | undefined) => Boolean(cart?.items.some((item) => (item as { kind?: unknown }).kind === 'gift'));

/** The recipient as the order creation call takes it (`giftRecipient`). */
export function giftRecipientOf(data: FormData): GiftRecipient {
  return { email: formText(data, 'recipientEmail'), firstName: formText(data, 'recipientName') || undefined, message: formText(data, 'giftMessage') || undefined };
}

export function GiftRecipientFields() {
  const t = usePhrases();
  const messageId = useId();
  return (
    <fieldset className="sales-fieldset" data-section="gift-recipient">
      <legend>{t('gift-recipient')}</legend>
      <p className="identity-field__tip">{t('gift-recipient-tip')}</p>
      <InputField name="recipientName" label={t('recipient-name')} required autoComplete="off" validationErrorMessage={t('name-error')} />
      <InputField name="recipientEmail" type="email" label={t('recipient-email')} required autoComplete="off" validationErrorMessage={t('email-error')} />
      <div className="identity-field identity-field--large">
        <label htmlFor={messageId} className="identity-field__label">{t('gift-message')}</label>
        <textarea id={messageId} name="giftMessage" rows={3} maxLength={MESSAGE_MAX} />
      </div>
    </fieldset>
  );
}
