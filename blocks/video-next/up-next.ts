/**
 * Up Next rules ("Up Next"; "offset starts 0, grows by 12 when the last card fully scrolls into
 * view and the last response held exactly 12 items; loading flag on while fetching; merged without duplicates by
 * _id, sorted by display_date newest first"; "story-feed-query, Up Next: type video, excluding current
 * canonical_url, display_date before the current item, tag watch; sends offset and size 12"; "Up Next page
 * size 12, observer threshold 1"; "Video tag 'watch'"). Pure: the island dispatches, these rules decide.
 */
import { appendUnique, itemsForSite, storyUrl, type PromoItem } from '../../common/promo/index.ts';
import { videoCard } from '../../common/content/selections.ts';

export const UP_NEXT_SOURCE = 'story-feed-query';
export const UP_NEXT_PAGE_SIZE = 12;
export const VIDEO_TAG = 'watch';

/** The page's video, as much of it as the island needs (browserGlobalContent). */
export interface CurrentVideo { _id?: string; canonical_url?: string; display_date?: string }

const str = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);

export function currentVideoOf(globalContent: any): CurrentVideo {
  return { _id: str(globalContent?._id), canonical_url: str(globalContent?.canonical_url), display_date: str(globalContent?.display_date) };
}

/**
 * One page of Up Next. Without a current item (a page that is not a video) the newest videos are listed; a
 * display_date that is not a date is left out rather than sent (the source rejects it). It selects only what a
 * card needs, since the island ships the first page.
 */
export function upNextQuery(current: CurrentVideo, offset: number, site: string): Record<string, unknown> {
  const before = current.display_date && !Number.isNaN(Date.parse(current.display_date)) ? current.display_date : undefined;
  return {
    type: 'video',
    tag: VIDEO_TAG,
    excludeCanonicalUrl: current.canonical_url,
    before,
    offset,
    size: UP_NEXT_PAGE_SIZE,
    _select: videoCard(site),
  };
}

const time = (item: PromoItem) => {
  const t = Date.parse(String(item.display_date ?? ''));
  return Number.isNaN(t) ? -Infinity : t;
};

/** `existing` plus `incoming`, each _id once, never the current item, newest display_date first. */
export function mergeVideos(existing: readonly PromoItem[], incoming: readonly PromoItem[] | null | undefined, currentId?: string): PromoItem[] {
  const fresh = (incoming ?? []).filter((v) => !currentId || v?._id !== currentId);
  return appendUnique(existing, fresh).sort((a, b) => time(b) - time(a));
}

export interface FeedPage { content_elements?: PromoItem[]; count?: number; next?: number }

export interface UpNextState {
  items: PromoItem[];
  /** Offset of the last request (the server's first page is offset 0). */
  offset: number;
  /** How many items the last response held: exactly a page means there may be more. */
  lastCount: number;
  loading: boolean;
  failed: boolean;
}

export type UpNextAction =
  | { type: 'loadStart' }
  | { type: 'loaded'; page: FeedPage | null | undefined; currentId?: string }
  | { type: 'loadFailed' };

export function initialUpNext({ page, currentId }: { page: FeedPage | null | undefined; currentId?: string }): UpNextState {
  return { items: mergeVideos([], page?.content_elements, currentId), offset: 0, lastCount: page?.content_elements?.length ?? 0, loading: false, failed: false };
}

/** Loads more only when the last response was a full page and nothing is loading (or failed). */
export function canLoadMore(s: UpNextState): boolean {
  return !s.loading && !s.failed && s.lastCount === UP_NEXT_PAGE_SIZE;
}

export function upNextReducer(s: UpNextState, action: UpNextAction): UpNextState {
  switch (action.type) {
    case 'loadStart':
      return { ...s, offset: s.offset + UP_NEXT_PAGE_SIZE, loading: true, failed: false };
    case 'loaded':
      return { ...s, items: mergeVideos(s.items, action.page?.content_elements, action.currentId), lastCount: action.page?.content_elements?.length ?? 0, loading: false };
    case 'loadFailed':
      // The offset stays that of the last page that loaded; no retry loop against a failing source.
      return { ...s, offset: s.offset - UP_NEXT_PAGE_SIZE, loading: false, failed: true };
  }
}

/** Up Next cards link to {origin}/pf{website_url}; a path-absolute link resolves against the page's origin. */
export function upNextHref(websiteUrl: string): string {
  return `/pf${websiteUrl.startsWith('/') ? websiteUrl : `/${websiteUrl}`}`;
}

/** The cards: items this site can link to, in list order, with their link. */
export function upNextCards(items: readonly PromoItem[], site: string): Array<{ item: PromoItem; href: string }> {
  return itemsForSite(items, site).map((item) => ({ item, href: upNextHref(storyUrl(item, site)!) }));
}

/** Where to go when the player finishes: the first (newest) listed video. */
export function nextVideoHref(items: readonly PromoItem[], site: string): string | undefined {
  return upNextCards(items, site)[0]?.href;
}
