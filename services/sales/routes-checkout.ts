/**
 * Checkout (spec section 7): order creation from the cart, payment options, stored addresses, and the payment steps.
 * `{paymentId}` in the payment paths is a payment option's id (GET /checkout/payment/options), as the spec's SDK
 * passes it; the service keeps one payment per order and option.
 */
import type { Request, Router } from 'express';
import { email, objectBody, optionalText, text } from '../identity/body.ts';
import { readAddress } from './address.ts';
import { price, type Priced } from './catalogue.ts';
import { findCart, saveCart, type CartRow } from './carts.ts';
import { checkCheckoutCaptcha, ownerOf, requireReader, type Owner, type SalesContext } from './context.ts';
import { errors } from './errors.ts';
import { giftRecipientOf } from './gifts.ts';
import { langOf } from './subscription-mails.ts';
import { createOrder, orderView, ownedOrder, type Contact, type OrderRow } from './orders.ts';
import { finalize3ds, finalizePayment, initializePayment, type StepResult } from './payments.ts';
import { readCardToken, refuseCard, returnPath } from './payment-input.ts';

export function checkoutRoutes(router: Router, ctx: SalesContext): void {
  router.post('/public/v1/checkout/order', async (req, res) => {
    const body = objectBody(req.body);
    await checkCheckoutCaptcha(ctx, req, body);
    const owner = ownerOf(req);
    const cart = await findCart(ctx.db, owner);
    const billing = readAddress(body, 'billingAddress', { optional: true }) ?? (cart?.billing_address ? readAddress({ b: cart.billing_address }, 'b') : undefined);
    const contact = {
      email: email(body, 'email'),
      phone: optionalText(body, 'phone', 40),
      firstName: text(body, 'firstName', { max: 100 }),
      lastName: text(body, 'lastName', { max: 100 }),
      secondLastName: optionalText(body, 'secondLastName', 100),
      billingAddress: billing ?? readAddress(body, 'billingAddress'),
      shippingAddress: readAddress(body, 'shippingAddress', { optional: true }),
    };
    if (!owner || !cart) throw errors.emptyCart();
    const priced = await price(ctx.catalogue, cart.items);
    const recipient = giftRecipientOf(body, langOf(req));
    if (recipient && priced.items.length > 0) {
      if (!priced.items.some((item) => item.kind === 'gift')) throw errors.badRequest('giftRecipient is only for an order with a gift in the cart');
      priced.items = priced.items.map((item) => (item.kind === 'gift' ? { ...item, recipient: { ...recipient } } : item));
    }
    const { order, retried } = await orderFromCart(ctx, owner, cart, contact, priced);
    res.status(retried ? 200 : 201).json(await orderView(ctx.db, order));
  });

  router.get('/public/v1/checkout/payment/options', (_req, res) => {
    // paymentMethodID / paymentMethodType as Arc's SDK types them (numbers; its initializePayment puts the id in the
    // path); `id` / `paymentId`, the option's name, stay for our own clients. Both name the option in the paths.
    const p = ctx.provider;
    res.json([{ id: p.name, paymentId: p.name, paymentMethodID: p.methodId, paymentMethodType: p.methodType, name: p.label, type: 'card' }]);
  });

  router.get('/public/v1/checkout/addresses', async (req, res) => {
    const uuid = requireReader(req);
    const rows = await ctx.db.selectFrom('sales_orders').select('billing_address').where('owner_uuid', '=', uuid).orderBy('created_at', 'desc').limit(50).execute();
    const seen = new Set<string>();
    const addresses = rows.map((r) => r.billing_address).filter((a) => {
      const key = JSON.stringify(a);
      return !seen.has(key) && seen.add(key);
    });
    res.json(addresses);
  });

  const PAYMENT = '/public/v1/checkout/order/:orderNumber/payment/:paymentId';

  router.get(PAYMENT, async (req, res) => {
    const order = await orderOf(ctx, req);
    const { payment, clientData } = await initializePayment(ctx, order);
    res.json({ orderNumber: order.order_number, paymentId: ctx.provider.name, id: payment.id, status: payment.status, amountCents: payment.amount_cents, currency: payment.currency, clientData });
  });

  router.put(PAYMENT, async (req, res) => {
    const body = objectBody(req.body);
    await checkCheckoutCaptcha(ctx, req, body);
    const order = await orderOf(ctx, req);
    const result = await finalizePayment(ctx, order, readCardToken(body), returnPath(ctx, body));
    res.json(await answer(ctx, req, result));
  });

  router.put('/public/v1/checkout/3ds/order/:orderNumber/payment/:paymentId', async (req, res) => {
    if (req.body !== undefined) refuseCard(objectBody(req.body));
    const order = await orderOf(ctx, req);
    res.json(await answer(ctx, req, await finalize3ds(ctx, order)));
  });
}

/** How long after its order an emptied cart's checkout, retried, answers that order again. */
export const RETRY_WINDOW_MS = 10 * 60 * 1000;

/**
 * One cart, one order (ASVS 2.3.3): the order is made, the cart emptied and marked with it in one transaction
 * holding the cart row's lock. Concurrent checkouts of one cart (a double click, a retried request whose answer was
 * lost, a script) queue on that lock; each one after the first finds the cart emptied into a pending order and
 * answers that order (200, `retried`) as the spec's SDK expects of order creation, never a second order. Later
 * than RETRY_WINDOW_MS, once that order is paid, or once the cart changed, an empty cart is the 400 it always was.
 * The cart was priced before the lock (the catalogue reads through `ctx.db`, which PGlite's one connection cannot
 * serve inside the transaction), so a cart whose lines changed meanwhile is refused (409), not ordered at old lines.
 */
async function orderFromCart(ctx: SalesContext, owner: Owner, read: CartRow, contact: Contact, priced: Priced): Promise<{ order: OrderRow; retried: boolean }> {
  return ctx.db.transaction().execute(async (trx) => {
    const locked = await findCart(trx, owner, { lock: true });
    if (!locked || locked.items.length === 0) {
      const order = locked?.ordered_as ? await ownedOrder(trx, owner, locked.ordered_as).catch(() => undefined) : undefined;
      if (order?.status === 'pending' && Date.now() - new Date(order.created_at).getTime() < RETRY_WINDOW_MS) return { order, retried: true };
      throw errors.emptyCart();
    }
    if (JSON.stringify(locked.items) !== JSON.stringify(read.items)) throw errors.cartChanged();
    if (priced.items.length === 0) throw errors.emptyCart();
    const order = await createOrder(trx, owner, contact, priced);
    // The cart became the order: a new purchase starts from an empty cart.
    await saveCart(trx, owner, { items: [], billingAddress: contact.billingAddress, orderedAs: order.order_number }, locked);
    return { order, retried: false };
  });
}

/** A payment option's name or its number (`paymentMethodID`, what Arc's SDK puts in the path). */
export const isOption = (ctx: Pick<SalesContext, 'provider'>, id: string) => id === ctx.provider.name || id === String(ctx.provider.methodId);

/** The caller's order named in the path, with a payment option this service has (404 for anything else). */
async function orderOf(ctx: SalesContext, req: Request) {
  if (!isOption(ctx, String(req.params.paymentId))) throw errors.notFound('payment option');
  return ownedOrder(ctx.db, ownerOf(req), String(req.params.orderNumber));
}

async function answer(ctx: SalesContext, req: Request, result: StepResult) {
  const order = await ownedOrder(ctx.db, ownerOf(req), String(req.params.orderNumber));
  return {
    ...(await orderView(ctx.db, order)),
    payment: { paymentId: ctx.provider.name, id: result.payment.id, status: result.payment.status, cardLast4: result.payment.card_last4, challengeUrl: result.challengeUrl },
  };
}
