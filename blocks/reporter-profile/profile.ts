/**
 * Reporter profile rules (first author of the page content; round photo 100 px wide; social links only
 * where the author has the field; heading 'LATEST FROM {BYLINE UPPERCASE}'; story-feed-author paging).
 */
import type { Lang } from '../../engine/index.ts';
import type { Author } from '../../common/metadata/index.ts';
import { listItem } from '../../common/content/selections.ts';

export const PHOTO_WIDTH = 100;
export const FEED_SOURCE = 'story-feed-author';

/** , in the spec's order. */
export const PROFILE_NETWORKS = ['email', 'linkedin', 'instagram', 'youtube', 'rss', 'reddit', 'pinterest', 'snapchat', 'whatsapp', 'twitter', 'facebook'] as const;

/** The author's latest stories (headline, link and date): one more than shown, so the page's own story can be left out. */
export function feedQuery(author: Author, count: number, site: string): Record<string, unknown> | undefined {
  const authorId = author.id ?? author.slug;
  if (!authorId) return undefined;
  return { authorId, feedOffset: 0, feedSize: count + 1, _select: listItem(site, 'display_date') };
}

export interface FeedItem { id: string; headline: string; url: string; date?: string }

/** Items with a headline and an address on this site, without the page's own story, at most `count`. */
export function feedItems(feed: any, site: string, currentId: string | undefined, count: number): FeedItem[] {
  const items: any[] = Array.isArray(feed?.content_elements) ? feed.content_elements : [];
  const out: FeedItem[] = [];
  for (const item of items) {
    const headline = item?.headlines?.basic;
    const url = item?.websites?.[site]?.website_url;
    if (typeof headline !== 'string' || !headline.trim() || typeof url !== 'string' || !url || item._id === currentId) continue;
    out.push({ id: String(item._id ?? url), headline: headline.trim(), url, ...(typeof item.display_date === 'string' ? { date: item.display_date } : {}) });
    if (out.length >= count) break;
  }
  return out;
}

/** The byline as the heading writes it: upper case (in the reader's language's rules). */
export function upperByline(byline: string, lang: Lang): string {
  return byline.toLocaleUpperCase(lang === 'mi' ? 'mi' : 'en');
}
