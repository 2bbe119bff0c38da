/** Order detail (its owner: reader or cookie) and the signed-in reader's history, paged (spec: start 0, pageSize 10). */
import type { Router } from 'express';
import { ownerOf, requireReader, type SalesContext } from './context.ts';
import { errors } from './errors.ts';
import type { OrderStatus } from './migrations.ts';
import { ORDER_STATUSES, history, orderView, ownedOrder } from './orders.ts';

export const DEFAULT_PAGE = { start: 0, pageSize: 10 };
const MAX_PAGE_SIZE = 100;

function whole(value: unknown, name: string, fallback: number, min: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  const n = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(n) || n < min || n > max) throw errors.badRequest(`${name} must be a whole number from ${min} to ${max}`);
  return n;
}

export function orderRoutes(router: Router, ctx: SalesContext): void {
  router.get('/public/v1/order/detail/:orderNumber', async (req, res) => {
    res.json(await orderView(ctx.db, await ownedOrder(ctx.db, ownerOf(req), req.params.orderNumber)));
  });

  router.get('/public/v1/order/history', async (req, res) => {
    const uuid = requireReader(req);
    const start = whole(req.query.start, 'start', DEFAULT_PAGE.start, 0, 1_000_000);
    const pageSize = whole(req.query.pageSize, 'pageSize', DEFAULT_PAGE.pageSize, 1, MAX_PAGE_SIZE);
    const status = req.query.status;
    if (status !== undefined && status !== '' && !ORDER_STATUSES.includes(status as OrderStatus)) {
      throw errors.badRequest(`status must be one of ${ORDER_STATUSES.join(', ')}`);
    }
    const page = await history(ctx.db, uuid, { start, pageSize, status: (status || undefined) as OrderStatus | undefined });
    res.json({ start, pageSize, total: page.total, orders: await Promise.all(page.rows.map((row) => orderView(ctx.db, row))) });
  });
}
