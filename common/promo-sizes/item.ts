/**
 * Which stories a promo or hero shows ("List items with no website entry for the current site are
 * skipped"): a content config gives either one story (content-api) or a feed / collection (content_elements).
 */
import { itemsForSite, uniqueById, type PromoItem } from '../promo/index.ts';

const ITEM_TYPES = new Set(['story', 'video', 'gallery']);

/** The stories of a content value that can show on `site`, in order, each _id once. */
export function storiesForSite(value: unknown, site: string): PromoItem[] {
  if (!value || typeof value !== 'object') return [];
  const { type, content_elements: list } = value as { type?: unknown; content_elements?: unknown };
  // A story, video or gallery carries its body in content_elements too: only a feed or collection is a list.
  const items = Array.isArray(list) && !ITEM_TYPES.has(type as string) ? (list as PromoItem[]) : [value as PromoItem];
  return uniqueById(itemsForSite(items.filter((i) => i && typeof i === 'object'), site));
}

/** The one story a promo shows: the story itself, or the first of a feed that has an address on this site. */
export function firstStoryForSite(value: unknown, site: string): PromoItem | undefined {
  return storiesForSite(value, site)[0];
}

/** The stories after the first `offset` (offsetOverride), at most `count` of them. */
export function storyWindow(items: readonly PromoItem[], offset: number, count?: number): PromoItem[] {
  const start = Number.isInteger(offset) && offset > 0 ? offset : 0;
  return items.slice(start, count === undefined ? undefined : start + Math.max(0, count));
}
