/** The cart (spec section 7): read, add items (POST /cart/item), remove a line, clear. Anonymous carts live by cookie. */
import type { Router } from 'express';
import { objectBody } from '../identity/body.ts';
import { readAddress } from './address.ts';
import { mergeItems, readItems } from './catalogue.ts';
import { cartView, findCart, saveCart } from './carts.ts';
import { ownerOf, ownerOrNewCookie, type SalesContext } from './context.ts';
import { errors } from './errors.ts';

export function cartRoutes(router: Router, ctx: SalesContext): void {
  router.get('/public/v1/cart', async (req, res) => {
    res.json(await cartView(ctx.catalogue, await findCart(ctx.db, ownerOf(req))));
  });

  // The spec leaves the add-item call's path open: POST /cart/item with { items: [{ sku | priceCode, quantity }], billingAddress? }.
  router.post('/public/v1/cart/item', async (req, res) => {
    const body = objectBody(req.body);
    const items = await readItems(ctx.catalogue, body);
    const billingAddress = readAddress(body, 'billingAddress', { optional: true });
    const owner = ownerOrNewCookie(ctx, req, res);
    const cart = await findCart(ctx.db, owner);
    res.json(await cartView(ctx.catalogue, await saveCart(ctx.db, owner, { items: mergeItems(cart?.items ?? [], items), billingAddress }, cart)));
  });

  router.delete('/public/v1/cart/item/:id', async (req, res) => {
    const owner = ownerOf(req);
    const cart = await findCart(ctx.db, owner);
    if (!owner || !cart || !cart.items.some((i) => i.sku === req.params.id)) throw errors.notFound('cart item');
    res.json(await cartView(ctx.catalogue, await saveCart(ctx.db, owner, { items: cart.items.filter((i) => i.sku !== req.params.id) }, cart)));
  });

  router.delete('/public/v1/cart/clear', async (req, res) => {
    const owner = ownerOf(req);
    const cart = await findCart(ctx.db, owner);
    res.json(await cartView(ctx.catalogue, owner && cart ? await saveCart(ctx.db, owner, { items: [], billingAddress: null }, cart) : undefined));
  });
}
