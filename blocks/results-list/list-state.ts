/**
 * Results list state ("Results lists"; "Results: page size 10, offset 0, first load twice page
 * size"). Pure: the component dispatches, these rules decide.
 *
 * The server renders the first page from the planned content config (the seed). Infinite scroll then follows
 * the spec literally: its offset starts at the configured offset and its first load asks for two pages, which
 * re-reads the seed's page (the server copy may be up to a cache TTL old) plus the next one; de-duplication by
 * _id drops the repeats. The button variant treats the seed as its first page and loads one page at a time.
 */
import { appendUnique, type PromoItem } from '../../common/promo/index.ts';

export type Variant = 'button' | 'infinite';

/** A feed response ("Feed response: count, next, content_elements"). */
export interface FeedPage {
  content_elements?: PromoItem[];
  count?: number;
  next?: number | null;
}

export interface PageRequest { offset: number; size: number }

export interface ListState {
  variant: Variant;
  pageSize: number;
  /** Stories so far, de-duplicated by _id, in feed order (not yet filtered by site). */
  items: PromoItem[];
  /** Offset of the next request. */
  nextOffset: number;
  /** Loads made from the browser (the seed is not one). */
  loads: number;
  /** Button variant: how many stories the window shows. */
  visible: number;
  /** What the feed last reported. */
  count?: number;
  next?: number;
  /** A load brought nothing new: stop asking. */
  exhausted: boolean;
  loading: boolean;
  failed: boolean;
}

export type ListAction =
  | { type: 'loadStart' }
  | { type: 'loaded'; request: PageRequest; page: FeedPage | null | undefined }
  | { type: 'loadFailed' }
  | { type: 'seeMore' };

function report(page: FeedPage | null | undefined): { count?: number; next?: number } {
  const count = typeof page?.count === 'number' ? page.count : undefined;
  const next = typeof page?.next === 'number' ? page.next : undefined;
  return { count, next };
}

export function initialListState(o: { seed: FeedPage | null | undefined; offset: number; pageSize: number; variant: Variant }): ListState {
  return {
    variant: o.variant,
    pageSize: o.pageSize,
    items: appendUnique([], o.seed?.content_elements),
    // Infinite scroll restarts from the configured offset; the button variant continues after the seed's page.
    nextOffset: o.variant === 'infinite' ? o.offset : o.offset + o.pageSize,
    loads: 0,
    visible: o.pageSize,
    ...report(o.seed),
    exhausted: false,
    loading: false,
    failed: false,
  };
}

/** The next request: infinite scroll's first load asks for twice the page size, every other load one page. */
export function nextRequest(s: ListState): PageRequest {
  const size = s.variant === 'infinite' && s.loads === 0 ? 2 * s.pageSize : s.pageSize;
  return { offset: s.nextOffset, size };
}

/** More stories exist: the feed reports a next offset, or the next offset is still below its total count. */
export function feedHasMore(s: ListState): boolean {
  if (s.exhausted) return false;
  return s.next !== undefined || (s.count !== undefined && s.nextOffset < s.count);
}

/** The stories on screen: all of them for infinite scroll, the window for the button variant. */
export function shownItems(s: ListState): PromoItem[] {
  return s.variant === 'infinite' ? s.items : s.items.slice(0, s.visible);
}

/** 'See more' shows while stories are loaded but hidden, or the feed has more (next reported, or fewer than its total shown). */
export function showSeeMore(s: ListState): boolean {
  if (s.variant !== 'button') return false;
  return shownItems(s).length < s.items.length || feedHasMore(s);
}

/** Infinite scroll loads when the last card is fully visible, only if more exist and nothing is loading. */
export function canLoadOnScroll(s: ListState): boolean {
  return s.variant === 'infinite' && !s.loading && !s.failed && feedHasMore(s);
}

/** The button variant loads when its window is wider than the stories it has and the feed has more. */
export function needsLoadForWindow(s: ListState): boolean {
  return s.variant === 'button' && !s.loading && !s.failed && s.items.length < s.visible && feedHasMore(s);
}

export function listReducer(s: ListState, action: ListAction): ListState {
  switch (action.type) {
    case 'loadStart':
      return { ...s, loading: true, failed: false };
    case 'loaded': {
      const items = appendUnique(s.items, action.page?.content_elements);
      return {
        ...s,
        items,
        nextOffset: action.request.offset + action.request.size,
        loads: s.loads + 1,
        ...report(action.page),
        exhausted: items.length === s.items.length,
        loading: false,
      };
    }
    case 'loadFailed':
      return { ...s, loading: false, failed: true };
    case 'seeMore':
      // After a failed load the window already waits for stories: clicking again retries instead of growing it.
      if (s.failed && s.items.length < s.visible) return { ...s, failed: false };
      return { ...s, visible: s.visible + s.pageSize, failed: false };
  }
}
