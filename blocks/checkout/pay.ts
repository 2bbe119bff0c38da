/**
 * The payment sequence of the checkout, as plain functions over the sales client: create the order (once: a
 * declined card is retried on the same order, since creating it emptied the cart), initialise the payment, have the
 * payment provider tokenise the card (the sales API never sees its number) and finalise with the token; a card needing 3-D Secure answers the provider's challenge page, which sends the reader back to
 * `returnUrl` where `completeChallenge` finalises with finalize3DSPayment.
 */
import type { CardDetails, OrderPayload, SalesClient } from '../../sdk/sales/index.ts';
export { parseExpiry } from '../../common/sales/card.ts';

export type PayOutcome = { kind: 'paid'; orderNumber: string } | { kind: 'challenge'; orderNumber: string; url: string };

/** The return address's parameters: the order and option being paid. */
export const RETURN_ORDER = 'order';
export const RETURN_PAYMENT = 'payment';

interface PaymentAnswer {
  status?: string;
  payment?: { status?: string; challengeUrl?: string };
}

/** The option to pay with: the first the service offers (the test provider's card, `test-card`). */
async function paymentOption(client: SalesClient): Promise<string> {
  const [first] = await client.getPaymentOptions();
  const id = first?.paymentId ?? first?.id;
  if (typeof id !== 'string' && typeof id !== 'number') throw { code: '140003', message: 'no payment option' };
  return String(id);
}

export async function pay(
  client: SalesClient,
  { existingOrder, order, card, captchaToken, returnPath }: {
    existingOrder?: string;
    order: OrderPayload;
    /** The card as typed: it goes to the provider's tokenisation endpoint only. */
    card: CardDetails;
    /** A fresh captcha token per call that needs one (a token is single use: order creation spends the first). */
    captchaToken: () => Promise<string | undefined>;
    returnPath: string;
  },
): Promise<PayOutcome> {
  const orderNumber = existingOrder ?? (await client.createOrder({ ...order, 'recaptcha-token': await captchaToken() })).orderNumber;
  const paymentId = await paymentOption(client);
  const initialized = await client.initializePayment(orderNumber, paymentId);
  // A fresh token per attempt: a token is single use, and a declined attempt spent it.
  const token = await client.tokenizeCard(initialized, card);
  const back = new URLSearchParams({ [RETURN_ORDER]: orderNumber, [RETURN_PAYMENT]: paymentId });
  const answer = (await client.finalizePayment(orderNumber, paymentId, { token, returnUrl: `${returnPath}?${back}` }, await captchaToken())) as PaymentAnswer;
  const url = answer.payment?.challengeUrl;
  if (answer.payment?.status !== 'succeeded' && answer.status !== 'paid' && typeof url === 'string') return { kind: 'challenge', orderNumber, url };
  return { kind: 'paid', orderNumber };
}

/** Back from the challenge page: the order is paid, or the card declined when the reader failed the challenge. */
export async function completeChallenge(client: SalesClient, orderNumber: string, paymentId: string): Promise<string> {
  await client.finalize3DSPayment(orderNumber, paymentId, {});
  return orderNumber;
}
