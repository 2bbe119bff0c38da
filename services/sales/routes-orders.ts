/** Order detail (its owner: reader or cookie) and the signed-in reader's history, paged (spec: start 0, pageSize 10). */
import type { Router } from 'express';
import { ownerOf, requireReader, type SalesContext } from './context.ts';
import { errors } from './errors.ts';
import { statusFilter } from './arc-shapes.ts';
import { ORDER_STATUSES, history, historyEntry, orderView, ownedOrder } from './orders.ts';

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
    // Ours (pending, paid, failed) or Arc's (Pending, PartiallyPaid, Paid, Cancelled): the SDK sends its own.
    const statuses = status === undefined || status === '' ? undefined : typeof status === 'string' ? statusFilter(status) : undefined;
    if (status !== undefined && status !== '' && !statuses) {
      throw errors.badRequest(`status must be one of ${ORDER_STATUSES.join(', ')} (or Arc's Pending, PartiallyPaid, Paid, Cancelled)`);
    }
    const page = await history(ctx.db, uuid, { start, pageSize, status: statuses });
    const orders = await Promise.all(page.rows.map(async (row) => historyEntry(await orderView(ctx.db, row), row)));
    // maxResults is Arc's name for the count of every page (PaginatedOrders); total is ours.
    res.json({ start, pageSize, total: page.total, maxResults: page.total, orders });
  });
}
