/**
 * RSS 2.0 for a site, a section or a tag, in every language or one (the `feed` package writes the document).
 * Items carry their canonical link (as the story page's canonical), authors as dc:creator, the section and tags
 * as categories (domain: their page), the promo image as media:content, and their language as dc:language.
 */
import { Feed, type Item as FeedItem } from 'feed';
import type { Lang } from '../engine/index.ts';
import { absoluteUrl, canonicalUrl } from '../common/metadata/canonical.ts';
import { socialImageSource, socialImageUrl } from '../common/metadata/social-image.ts';
import { SOCIAL_IMAGE_SIZE } from '../common/images.ts';
import { publishedAt, type Item, type Subject } from './content.ts';
import { feedPath, type FeedRequest } from './paths.ts';
import { cdataSafe, xmlClean } from './xml.ts';

// Namespaces of the extension elements: the feed package declares only the ones it writes itself.
const NAMESPACES = { 'xmlns:dc': 'http://purl.org/dc/elements/1.1/', 'xmlns:media': 'http://search.yahoo.com/mrss/' };

export interface RssInput {
  site: { id: string; name: string; properties: Record<string, any> };
  request: FeedRequest;
  /** The feed base path (feedBase of rssUrl). */
  base: string;
  subject?: Subject;
  items: Item[];
}

// xml-js (under the feed package) escapes only '"' in attribute values: '&' and '<' are escaped here first.
const attr = (v: string | undefined) => v && xmlClean(v).replace(/&/g, '&amp;').replace(/</g, '&lt;');

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? xmlClean(v.trim()) : undefined);

/** The page a feed mirrors: the home page, the section page or the tag page. */
function channelLink(r: FeedRequest, origin: string | undefined): string | undefined {
  if (r.scope.kind === 'section') return canonicalUrl('section', { _id: r.scope.section }, origin);
  if (r.scope.kind === 'tag') return canonicalUrl('tag', { Payload: [{ slug: r.scope.slug }] }, origin);
  return canonicalUrl('homepage', undefined, origin);
}

function channelTitle(siteName: string, subject: Subject | undefined, lang: Lang | undefined): string {
  if (!subject) return siteName;
  const name = (lang === 'mi' && subject.maori) || subject.name;
  return `${name} – ${siteName}`;
}

function channelDescription(props: Record<string, any>, subject: Subject | undefined, lang: Lang | undefined): string {
  const about = subject?.about?.[lang ?? 'en'];
  const site = lang === 'mi' ? props.maori_section_about : props.site_about;
  return text(about) ?? text(site) ?? '';
}

/** The item's section on this site and its tags, each naming its page as the category domain. */
function categories(item: Item, siteId: string, origin: string | undefined, lang: Lang | undefined): FeedItem['category'] {
  const out: NonNullable<FeedItem['category']> = [];
  const section = item.websites?.[siteId]?.website_section;
  const sectionName = text((lang ?? item.language) === 'mi' ? section?.maori_title : undefined) ?? text(section?.name);
  if (sectionName && typeof section?._id === 'string') out.push({ name: sectionName, domain: attr(canonicalUrl('section', section, origin)) });
  for (const tag of Array.isArray(item.taxonomy?.tags) ? item.taxonomy.tags : []) {
    const name = text(tag?.text);
    if (name) out.push({ name, domain: typeof tag.slug === 'string' ? attr(canonicalUrl('tag', { Payload: [tag] }, origin)) : undefined });
  }
  return out;
}

function extensions(item: Item, origin: string | undefined): FeedItem['extensions'] {
  const out: NonNullable<FeedItem['extensions']> = [];
  const authors = (Array.isArray(item.credits?.by) ? item.credits.by : []).map((a: Item) => text(a?.name) ?? text(a?.byline)).filter(Boolean);
  if (authors.length) out.push({ name: 'dc:creator', objects: authors.map((name: string) => ({ _text: name })) });
  const language = text(item.language);
  if (language) out.push({ name: 'dc:language', objects: { _text: language } });
  const image = socialImageSource('article', item);
  const url = image && socialImageUrl(image, origin);
  if (image && url) {
    const resized = Boolean(image.id && image.auth);
    const media: Record<string, unknown> = {
      _attributes: { url: attr(url), medium: 'image', ...(resized ? { width: SOCIAL_IMAGE_SIZE.width, height: SOCIAL_IMAGE_SIZE.height } : {}) },
    };
    if (image.alt) media['media:description'] = { _text: xmlClean(image.alt) };
    out.push({ name: 'media:content', objects: media });
  }
  return out;
}

/** The RSS 2.0 document; items without a usable canonical link are left out. */
export function buildRss({ site, request, base, subject, items }: RssInput): string {
  const origin: string | undefined = site.properties.websiteDomain;
  const lang = request.lang;
  const dated = items.map((i) => Date.parse(i.last_updated_date ?? i.display_date)).filter((t) => !Number.isNaN(t));
  const feed = new Feed({
    title: cdataSafe(channelTitle(site.name, subject, lang)),
    description: channelDescription(site.properties, subject, lang),
    link: channelLink(request, origin),
    feed: absoluteUrl(feedPath(base, request), origin),
    language: lang,
    copyright: text(site.properties.copyrightText),
    // The newest change, not the time of the request: the same content gives the same document.
    updated: dated.length ? new Date(Math.max(...dated)) : new Date(0),
    generator: false,
    ttl: 5,
  });
  for (const item of items) {
    const link = canonicalUrl('article', item, origin);
    const title = text(item.headlines?.basic);
    const published = publishedAt(item);
    if (!link || !title || Number.isNaN(published)) continue;
    const description = text(item.description?.basic);
    feed.addItem({
      title: cdataSafe(title),
      id: String(item._id),
      link,
      date: new Date(published),
      ...(description ? { description: cdataSafe(description) } : {}),
      category: categories(item, site.id, origin, lang),
      extensions: extensions(item, origin),
    });
  }
  const xml = feed.rss2();
  const attrs = Object.entries(NAMESPACES).map(([k, v]) => ` ${k}="${v}"`).join('');
  return xml.replace('<rss version="2.0"', `<rss version="2.0"${attrs}`);
}
