import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useAppContext, usePhrases, type FeatureProps, type FieldValues } from '../../engine/index.ts';
import { CaptchaSection, captchaText, FormAlert, formText, InputField, useCaptcha, type FormError } from '../../common/identity/kit.ts';
import type { IdentityConfig } from '../../sdk/identity/index.ts';
import { CardFields } from '../../common/sales/card-fields.tsx';
import { useSalesClient } from '../../common/sales/client.ts';
import { challengeError, salesError } from '../../common/sales/errors.ts';
import { formatMoney } from '../../common/sales/money.ts';
import type { Cart, SalesConfig } from '../../sdk/sales/index.ts';
import { CartSummary } from './cart-summary.tsx';
import { GiftRecipientFields, giftRecipientOf, holdsGift } from './gift-recipient.tsx';
import { COUNTRIES } from './countries.ts';
import { completeChallenge, parseExpiry, pay, RETURN_ORDER, RETURN_PAYMENT } from './pay.ts';
import type { checkoutFields } from './index.ts';
import './checkout.css';

type Fields = FieldValues<typeof checkoutFields>;

const confirmationOf = (base: string, orderNumber: string) => `${base}?${new URLSearchParams({ order: orderNumber })}`;

export default function Checkout({ customFields }: FeatureProps<Fields>) {
  const t = usePhrases();
  const { lang, isAdmin } = useAppContext();
  const client = useSalesClient();
  const headingId = useId();
  const [cart, setCart] = useState<Cart>();
  // undefined while it loads, null if it failed (useCaptcha: Pay waits until then).
  const [config, setConfig] = useState<SalesConfig | null>();
  const [error, setError] = useState<FormError>();
  const [busy, setBusy] = useState(false);
  const [completing, setCompleting] = useState(false);
  // The order a declined card leaves unpaid: the next attempt pays it (creating it emptied the cart).
  const pending = useRef<string | undefined>(undefined);
  const captcha = useCaptcha(config as IdentityConfig | null | undefined, 'checkout');

  useEffect(() => {
    if (!client || isAdmin) return;
    const query = new URLSearchParams(window.location.search);
    const orderNumber = query.get(RETURN_ORDER);
    const paymentId = query.get(RETURN_PAYMENT);
    if (orderNumber && paymentId) {
      // Back from the 3-D Secure challenge: finalise once, then the confirmation or the challenge's error.
      setCompleting(true);
      window.history.replaceState(null, '', window.location.pathname);
      completeChallenge(client, orderNumber, paymentId).then(
        (paid) => window.location.assign(confirmationOf(customFields.confirmationURL, paid)),
        (failure) => {
          pending.current = orderNumber;
          setError(challengeError(failure));
          setCompleting(false);
        },
      );
    }
    client.getCart().then(setCart, (failure) => setError(salesError(failure)));
    client.getConfig().then(setConfig, () => setConfig(null));
  }, [client, isAdmin]);

  const cartCall = (call: () => Promise<Cart>) => {
    setBusy(true);
    call().then(setCart, (failure) => setError(salesError(failure))).finally(() => setBusy(false));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!client || !captcha.ready || busy || isAdmin) return;
    const data = new FormData(event.currentTarget);
    const expiry = parseExpiry(formText(data, 'expiry'));
    if (!expiry) return setError({ key: 'expiry-error', at: 'form' });
    setBusy(true);
    setError(undefined);
    const order = {
      email: formText(data, 'email'),
      firstName: formText(data, 'firstName'),
      lastName: formText(data, 'lastName'),
      phone: formText(data, 'phone') || undefined,
      billingAddress: { country: formText(data, 'country'), line1: formText(data, 'line1'), locality: formText(data, 'locality') || undefined, postal: formText(data, 'postal') || undefined },
      ...(data.has('recipientEmail') ? { giftRecipient: giftRecipientOf(data) } : {}),
    };
    const card = { number: formText(data, 'cardNumber'), cvc: formText(data, 'cvc'), ...expiry };
    pay(client, { existingOrder: pending.current, order, card, captchaToken: captcha.token, returnPath: window.location.pathname })
      .then((outcome) => {
        pending.current = outcome.orderNumber;
        // Busy stays on: the page is leaving, for the bank's challenge or the confirmation.
        window.location.assign(outcome.kind === 'challenge' ? outcome.url : confirmationOf(customFields.confirmationURL, outcome.orderNumber));
      })
      .catch((failure) => {
        const current = client.cached.currentOrder?.orderNumber;
        if (typeof current === 'string') pending.current = current;
        setError(salesError(failure));
        captcha.reset();
        setBusy(false);
      });
  };

  const total = cart ? formatMoney(Number(cart.totalCents ?? 0), typeof cart.currency === 'string' ? cart.currency : 'NZD', lang) : '';
  const nothingToPay = !pending.current && (!cart || cart.items.length === 0);

  return (
    <form className="identity-form sales-checkout" onSubmit={onSubmit} aria-labelledby={headingId} aria-busy={busy || completing}>
      <h1 id={headingId} className="identity-form__heading">{t('heading')}</h1>
      <FormAlert>{error?.at === 'form' ? t(error.key) : undefined}</FormAlert>
      {completing && <p role="status">{t('completing')}</p>}
      {!pending.current && (
        <CartSummary cart={cart} busy={busy} offersURL={customFields.offersURL} onRemove={(id) => client && cartCall(() => client.removeItemFromCart(id))} onClear={() => client && cartCall(() => client.clearCart())} />
      )}
      <fieldset className="sales-fieldset">
        <legend>{t('contact')}</legend>
        <InputField name="email" type="email" label={t('email-label')} required autoComplete="email" validationErrorMessage={t('email-error')} />
        <InputField name="firstName" label={t('first-name')} required autoComplete="given-name" validationErrorMessage={t('name-error')} />
        <InputField name="lastName" label={t('last-name')} required autoComplete="family-name" validationErrorMessage={t('name-error')} />
        <InputField name="phone" label={t('phone')} autoComplete="tel" />
      </fieldset>
      {!pending.current && holdsGift(cart) && <GiftRecipientFields />}
      <fieldset className="sales-fieldset">
        <legend>{t('billing')}</legend>
        <InputField name="line1" label={t('line1')} required autoComplete="address-line1" validationErrorMessage={t('line1-error')} />
        <InputField name="locality" label={t('locality')} autoComplete="address-level2" />
        <InputField name="postal" label={t('postal')} autoComplete="postal-code" />
        <InputField name="country" type="select" label={t('country')} required defaultValue="NZ" options={COUNTRIES[lang === 'mi' ? 'mi' : 'en']} validationErrorMessage={t('country-error')} />
      </fieldset>
      <fieldset className="sales-fieldset">
        <legend>{t('payment')}</legend>
        <CardFields />
      </fieldset>
      <CaptchaSection captcha={captcha} error={error?.at === 'captcha' ? t(error.key) : undefined} text={captchaText(t)} />
      <button type="submit" className="identity-button" disabled={!client || !captcha.ready || busy || completing || nothingToPay}>
        {busy ? t('paying') : t('pay', { total })}
      </button>
    </form>
  );
}
