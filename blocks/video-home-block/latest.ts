/**
 * Latest videos rules ("Latest videos"; "first item selected by default; clicking another selects
 * it"; "story-feed-query, Latest videos: query 'type:video AND taxonomy.tags.text:\"watch\"', size 4";
 * "Latest videos 4 items"). Pure: the island imports it.
 */
import { itemsForSite, type PromoItem } from '../../common/promo/index.ts';
import { embedHtmlOf } from '../../common/video/index.ts';
import { CARD_IMAGE, storyLink } from '../../common/content/selections.ts';

export const LATEST_SOURCE = 'story-feed-query';
export const LATEST_COUNT = 4;
/** The More Videos button goes to /pf/video/. */
export const MORE_VIDEOS_URL = '/pf/video/';

/**
 * What the player and list read of each video: headline, link, thumbnail, duration and the embed markup. The
 * island ships this selection to the browser, so nothing else (descriptions, dates, tags, types) is selected;
 * the block's test fails when the component reads a path not listed here or stops reading one that is.
 */
export const latestVideoSelect = (site: string) => [
  '_id',
  'headlines.basic',
  ...CARD_IMAGE,
  ...storyLink(site),
  'duration',
  'embed_html',
];

/** The feed query, selecting only what the player and list need (the island ships it). */
export const latestQuery = (site: string) => ({ query: 'type:video AND taxonomy.tags.text:"watch"', size: LATEST_COUNT, _select: latestVideoSelect(site) });

/** Up to 4 videos this site can link to and play (a video without embed markup has nothing to play). */
export function latestVideos(feed: { content_elements?: PromoItem[] } | null | undefined, site: string): PromoItem[] {
  return itemsForSite(feed?.content_elements, site).filter((v) => embedHtmlOf(v)).slice(0, LATEST_COUNT);
}

/** The selected video: the chosen one while it is listed, else the first. */
export function selectedVideo(videos: readonly PromoItem[], selectedId: string | undefined): PromoItem | undefined {
  return videos.find((v) => selectedId !== undefined && v._id === selectedId) ?? videos[0];
}
