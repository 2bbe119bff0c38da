/**
 * What feeds and sitemaps read, through the same content sources (and so the same cache) as the pages:
 * story-feed-query for lists, site-service-section and tags for what a section or tag feed is about.
 */
import { ContentError, type EndpointContext, type Lang } from '../engine/index.ts';
import { anyOf, quote, rangeTerm } from '../common/content/query.ts';
import { LEAD_ART_IMAGE, listItem } from '../common/content/selections.ts';
import type { FeedRequest } from './paths.ts';

/** One content item as `feedItem` selects it. */
export type Item = Record<string, any>;

/** What RSS items and sitemap entries read of a story: dates, language, authors, its section on the site, tags, images. */
export const feedItem = (site: string) =>
  listItem(
    site,
    'description.basic', 'display_date', 'first_publish_date', 'last_updated_date', 'canonical_url', 'language',
    'credits.by.name', 'credits.by.byline', 'credits.by.url', 'taxonomy.tags.text', 'taxonomy.tags.slug',
    `websites.${site}.website_section._id`, `websites.${site}.website_section.name`, `websites.${site}.website_section.maori_title`,
    'promo_items.basic.caption', 'promo_items.lead_art.url', 'promo_items.lead_art._id', 'promo_items.lead_art.auth',
    ...LEAD_ART_IMAGE,
  );

/** The content API pages at most 100 items per call. */
const PAGE_SIZE = 100;

interface ListResponse {
  content_elements?: Item[];
  count?: number;
  next?: number;
}

/** One call of story-feed-query selecting what feeds read. */
async function search(ctx: EndpointContext, query: string, offset: number, size: number, sort = 'display_date:desc'): Promise<ListResponse> {
  return ((await ctx.content('story-feed-query', { query, offset, size, sort, _select: feedItem(ctx.site.id) })) ?? {}) as ListResponse;
}

/** Lucene for a feed: stories only, narrowed to its section or tag and language. */
export function feedQuery(r: FeedRequest): string {
  const parts = [`type:${quote('story')}`];
  if (r.lang) parts.push(`language:${quote(r.lang)}`);
  if (r.scope.kind === 'section') parts.push(anyOf('taxonomy.sections._id', [r.scope.section]));
  if (r.scope.kind === 'tag') parts.push(anyOf('taxonomy.tags.slug', [r.scope.slug]));
  return parts.join(' AND ');
}

/** The newest stories of a feed, newest first. */
export async function feedItems(ctx: EndpointContext, r: FeedRequest, size: number): Promise<Item[]> {
  return (await search(ctx, feedQuery(r), 0, size)).content_elements ?? [];
}

/** What a section or tag feed is about: its names, or ContentError 404 when the site has no such section or tag. */
export interface Subject {
  name: string;
  /** Māori name, when it has one. */
  maori?: string;
  about?: Partial<Record<Lang, string>>;
}

export async function feedSubject(ctx: EndpointContext, r: FeedRequest): Promise<Subject | undefined> {
  const missing = (what: string) => (e: unknown) => {
    if (e instanceof ContentError && e.status === 404) throw new ContentError(`no ${what} on this site`, 404);
    throw e;
  };
  if (r.scope.kind === 'section') {
    const id = r.scope.section;
    const section = (await ctx.content('site-service-section', { _id: id }).catch(missing(`section ${id}`))) as Item | null;
    if (!section?._id) throw new ContentError(`no section ${id} on this site`, 404);
    const name = section.name ?? section.navigation?.nav_title ?? id;
    const maori = section.maori_title ?? section.navigation?.maori_title;
    return { name, maori, about: { en: section.site?.site_about, mi: section.site?.maori_section_about } };
  }
  if (r.scope.kind === 'tag') {
    const slug = r.scope.slug;
    const tags = (await ctx.content('tags', { slugs: slug }).catch(missing(`tag ${slug}`))) as { Payload?: Item[] } | null;
    const tag = tags?.Payload?.find(Boolean);
    if (!tag) throw new ContentError(`no tag ${slug} on this site`, 404);
    return { name: tag.name ?? slug, about: tag.description ? { en: tag.description } : undefined };
  }
  return undefined;
}

/**
 * Items whose display date falls in [from, to), newest first, up to `limit`: paged 100 at a time with offsets, so
 * each call's query (and so its cache key) stays the same however often it is asked.
 */
export async function itemsBetween(ctx: EndpointContext, from: Date | undefined, to: Date | undefined, limit: number, query = '*'): Promise<Item[]> {
  const range = `display_date:[${from ? rangeTerm(from.toISOString()) : '*'} TO ${to ? rangeTerm(to.toISOString()) : '*'}}`;
  const q = query === '*' ? range : `(${query}) AND ${range}`;
  const out: Item[] = [];
  for (let offset = 0; offset < limit; offset += PAGE_SIZE) {
    const page = await search(ctx, q, offset, Math.min(PAGE_SIZE, limit - offset));
    out.push(...(page.content_elements ?? []));
    if (page.next === undefined || !page.content_elements?.length) break;
  }
  return out;
}

/** The display date of the oldest item on the site, or undefined when it has none. */
export async function oldestDate(ctx: EndpointContext): Promise<Date | undefined> {
  const [oldest] = (await search(ctx, '*', 0, 1, 'display_date:asc')).content_elements ?? [];
  const at = oldest && Date.parse(oldest.display_date);
  return at ? new Date(at) : undefined;
}

/**
 * Stories first published at or after `since`, newest first, up to `limit`. Asks for the newest pages (a stable
 * query, so cached like any list) and stops at the first story older than `since`.
 */
export async function storiesSince(ctx: EndpointContext, since: Date, limit: number): Promise<Item[]> {
  const out: Item[] = [];
  for (let offset = 0; offset < limit; offset += PAGE_SIZE) {
    const page = (await search(ctx, `type:${quote('story')}`, offset, PAGE_SIZE)).content_elements ?? [];
    for (const item of page) if (publishedAt(item) >= since.getTime() && out.length < limit) out.push(item);
    const last = page[page.length - 1];
    if (!last || page.length < PAGE_SIZE || Date.parse(last.display_date) < since.getTime()) break;
  }
  return out;
}

/** First publication (epoch ms), falling back to the display date; NaN when neither parses. */
export function publishedAt(item: Item): number {
  return Date.parse(item.first_publish_date ?? item.display_date);
}
