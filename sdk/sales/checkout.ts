/**
 * Checkout (order creation, payment options, stored addresses), the payment steps and the payment-method updates
 * of spec section 7. Each payment step runs one call at a time (section 4); order creation and the finalising of
 * a payment or a payment-method update need a captcha token when the config says so (section 5).
 */
import type { Deps } from './client.ts';
import { expectList, expectMarker } from './markers.ts';
import { PATHS } from './paths.ts';
import type { Address, Order, OrderPayload, PaymentData, PaymentOption, ThreeDSOptions } from './types.ts';

type Id = string | number;

const withCaptcha = <T extends object>(body: T, token: string | undefined) => (token ? { ...body, 'recaptcha-token': token } : body);
const with3DS = (data: PaymentData, { cardProviderSuccess }: ThreeDSOptions) => (cardProviderSuccess ? { ...data, cardProviderSuccess: true } : data);

export function checkoutCalls({ request, cache, step, captcha }: Deps) {
  /** A payment step's answer; one that carries an order number is the order as it now stands. */
  const paymentStep = async (write: ReturnType<typeof cache.writer>, answer: Promise<unknown>) => {
    const settled = await answer;
    if (typeof settled === 'object' && settled !== null && 'orderNumber' in settled) write.orders([settled as Order]);
    return settled;
  };

  return {
    /** Creates the order from the cart; it becomes the current order. Needs a captcha token when configured. */
    createOrder: async (payload: OrderPayload) => {
      const write = cache.writer();
      const { 'recaptcha-token': given, ...order } = payload;
      const body = withCaptcha(order, await captcha(given));
      const created = expectMarker<Order>('orderNumber', await request('anyone', 'POST', PATHS.order, { body }));
      write.currentOrder(created);
      write.orders([created]);
      return created;
    },

    getPaymentOptions: async () => expectList<PaymentOption>(await request('anyone', 'GET', PATHS.paymentOptions)),

    /** The reader's stored addresses. */
    getAddresses: async () => {
      const write = cache.writer();
      const addresses = expectList<Address>(await request('reader', 'GET', PATHS.addresses));
      write.addresses(addresses);
      return addresses;
    },

    /** Starts paying an order with a payment option; `validationURL` is a wallet's merchant validation address. */
    initializePayment: (orderNumber: string, paymentId: Id, { validationURL }: { validationURL?: string } = {}) =>
      step('initializePayment', () => request('anyone', 'GET', PATHS.payment(orderNumber, paymentId), { query: { validationURL } })),

    /** Pays: the provider's payment data (its `token`) and the captcha token when configured. */
    finalizePayment: (orderNumber: string, paymentId: Id, data: PaymentData, recaptchaToken?: string) =>
      step('finalizePayment', async () => {
        const write = cache.writer();
        const body = withCaptcha(data, await captcha(recaptchaToken));
        return paymentStep(write, request('anyone', 'PUT', PATHS.payment(orderNumber, paymentId), { body }));
      }),

    /** Completes a payment after a 3-D Secure challenge; `cardProviderSuccess` when the card provider passed it. */
    finalize3DSPayment: (orderNumber: string, paymentId: Id, data: PaymentData, options: ThreeDSOptions = {}) =>
      step('finalize3DSPayment', async () => {
        const write = cache.writer();
        return paymentStep(write, request('anyone', 'PUT', PATHS.payment3ds(orderNumber, paymentId), { body: with3DS(data, options) }));
      }),

    /** Starts replacing a stored payment method with one of a provider. */
    initializePaymentUpdate: (paymentMethodId: Id, providerId: Id) =>
      step('initializePaymentUpdate', () => request('reader', 'PUT', PATHS.paymentUpdate(paymentMethodId, providerId))),

    finalizePaymentUpdate: (paymentMethodId: Id, providerId: Id, data: PaymentData, recaptchaToken?: string) =>
      step('finalizePaymentUpdate', async () => {
        const body = withCaptcha(data, await captcha(recaptchaToken));
        return request('reader', 'PUT', PATHS.paymentUpdateFinalize(paymentMethodId, providerId), { body });
      }),

    finalize3DSPaymentUpdate: (paymentMethodId: Id, providerId: Id, data: PaymentData, options: ThreeDSOptions = {}) =>
      step('finalize3DSPaymentUpdate', () => request('reader', 'PUT', PATHS.paymentUpdateFinalize3ds(paymentMethodId, providerId), { body: with3DS(data, options) })),
  };
}
