/** The order history's paging rules apart from React (spec section 9: start 0, pageSize 10 by default). */
import { HISTORY_PAGE_SIZE, HISTORY_START } from '../../sdk/sales/index.ts';

/** The statuses the service's history filters by (services/sales orders.ts ORDER_STATUSES); '' for all. */
export const ORDER_STATUS_FILTERS = ['', 'paid', 'pending', 'failed'] as const;

export interface PageState {
  start: number;
  pageSize: number;
  status: string;
}

export const firstPage = (pageSize = HISTORY_PAGE_SIZE, status = ''): PageState => ({ start: HISTORY_START, pageSize: Math.max(1, pageSize), status });

/** Next exists when the page came back full and, if the service counts, something lies beyond it. */
export function hasNext(page: PageState, shown: number, total: unknown): boolean {
  if (typeof total === 'number') return page.start + shown < total;
  return shown === page.pageSize;
}

export const hasPrevious = (page: PageState) => page.start > 0;
export const next = (page: PageState): PageState => ({ ...page, start: page.start + page.pageSize });
export const previous = (page: PageState): PageState => ({ ...page, start: Math.max(0, page.start - page.pageSize) });

/** "11–20 of 23" numbers of the page shown (1-based); none for an empty page. */
export function range(page: PageState, shown: number, total: unknown): { from: number; to: number; total: number | undefined } | undefined {
  if (shown === 0) return undefined;
  return { from: page.start + 1, to: page.start + shown, total: typeof total === 'number' ? total : undefined };
}
