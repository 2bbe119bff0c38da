/**
 * A content page's main entity, from the ANS the page renders: NewsArticle on articles and galleries (a gallery's
 * images as its associated media), VideoObject on videos, and on sponsored content an AdvertiserContentArticle
 * (schema.org's Article for paid content: the page says it is an advertiser's, not the newsroom's journalism).
 * Subscriber-only content says so with isAccessibleForFree false and the paywalled part (Google's paywall markup).
 */
import type { AdvertiserContentArticle, NewsArticle, Person, VideoObject, WebPageElement } from 'schema-dts';
import { creditedAuthors } from './author.ts';
import { absoluteUrl, onDomain } from './canonical.ts';
import { SPONSORED_LANDING } from './page-type.ts';
import { text, type SdContext } from './sd-context.ts';
import { galleryImage, imageCrops } from './sd-images.ts';
import { organisation } from './sd-site.ts';
import { pageDescription, subjectName } from './text.ts';

/** The element holding an article's body (chains/article-body): the part a paywall would hold back. */
export const PAYWALLED_SELECTOR = '.article-body';

/** ANS content_restrictions.content_code values that mean anyone may read the story. */
const FREE_CODES = new Set(['', 'free', 'none', 'open']);

/** Whether the content is behind the paywall: a content code other than a free one (e.g. premium, metered). */
export function isSubscriberOnly(gc: any): boolean {
  const code = gc?.content_restrictions?.content_code;
  return typeof code === 'string' && !FREE_CODES.has(code.trim().toLowerCase());
}

/** Sponsored content: its own page type, or ANS owner.sponsored (the content item's flag). */
export function isSponsored(pageType: string, gc: any): boolean {
  return pageType === SPONSORED_LANDING || gc?.owner?.sponsored === true;
}

const iso = (v: unknown): string | undefined => {
  const s = text(v);
  return s && !Number.isNaN(Date.parse(s)) ? new Date(s).toISOString() : undefined;
};

/** First publication, else publication, else the display date; modification falls back to publication. */
export function contentDates(gc: any): { published?: string; modified?: string } {
  const published = iso(gc?.first_publish_date) ?? iso(gc?.publish_date) ?? iso(gc?.display_date);
  const modified = iso(gc?.last_updated_date) ?? iso(gc?.display_date) ?? published;
  return { ...(published ? { published } : {}), ...(modified ? { modified } : {}) };
}

/** The story's own language (ANS language), not the reader's interface language. */
export function contentLanguage(gc: any): string | undefined {
  const lang = text(gc?.language);
  return lang && /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(lang) ? lang : undefined;
}

/** ISO 8601 duration of milliseconds (ANS duration); none for zero (a live stream) or a missing one. */
export function isoDuration(ms: unknown): string | undefined {
  if (typeof ms !== 'number' || !Number.isFinite(ms) || ms <= 0) return undefined;
  let s = Math.round(ms / 1000);
  const h = Math.floor(s / 3600);
  s -= h * 3600;
  const m = Math.floor(s / 60);
  s -= m * 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || (!h && !m) ? `${s}S` : ''}`;
}

/** Credited people, with their profile address; the publisher when nobody is credited (wire copy, staff). */
function authors(ctx: SdContext): Array<Exclude<Person, string>> | ReturnType<typeof organisation> {
  const people = creditedAuthors(ctx.globalContent).map((a): Exclude<Person, string> => {
    const url = absoluteUrl(a.url ?? a.bioPage, ctx.domain);
    return { '@type': 'Person', name: a.byline, ...(url ? { url } : {}) };
  });
  return people.length ? people : organisation(ctx);
}

function paywall(gc: any): { isAccessibleForFree: boolean; hasPart?: WebPageElement } {
  if (!isSubscriberOnly(gc)) return { isAccessibleForFree: true };
  return {
    isAccessibleForFree: false,
    hasPart: { '@type': 'WebPageElement', isAccessibleForFree: false, cssSelector: PAYWALLED_SELECTOR },
  };
}

type ArticleNode = Exclude<NewsArticle, string> | Exclude<AdvertiserContentArticle, string>;

export function article(ctx: SdContext): ArticleNode | undefined {
  const gc = ctx.globalContent;
  const headline = subjectName(ctx.pageType, gc);
  if (!headline || !gc || typeof gc !== 'object') return undefined;
  const { published, modified } = contentDates(gc);
  const images = imageCrops(ctx.image, ctx.domain, ctx.signedImageAuth);
  const description = pageDescription(ctx.pageType, gc, ctx.siteProperties, ctx.lang);
  const inLanguage = contentLanguage(gc);
  const section = text(gc.taxonomy?.primary_section?.name);
  const keywords = Array.isArray(gc.taxonomy?.seo_keywords) ? gc.taxonomy.seo_keywords.map(text).filter(Boolean) : [];
  const media = gc.type === 'gallery' && Array.isArray(gc.content_elements)
    ? gc.content_elements.filter((el: any) => el?.type === 'image').map((el: any) => galleryImage(el, ctx.domain)).filter(Boolean)
    : [];
  const sponsored = isSponsored(ctx.pageType, gc);
  const node = {
    '@type': sponsored ? 'AdvertiserContentArticle' : 'NewsArticle',
    headline,
    ...(description ? { description } : {}),
    ...(images.length ? { image: images } : {}),
    ...(published ? { datePublished: published } : {}),
    ...(modified ? { dateModified: modified } : {}),
    author: authors(ctx),
    publisher: organisation(ctx),
    ...(inLanguage ? { inLanguage } : {}),
    ...(ctx.canonical ? { url: ctx.canonical, mainEntityOfPage: ctx.canonical } : {}),
    ...(section ? { articleSection: section } : {}),
    ...(keywords.length ? { keywords } : {}),
    ...(media.length ? { associatedMedia: media } : {}),
    ...paywall(gc),
  };
  return node as ArticleNode;
}

/** A video page: the video itself (its file as contentUrl), with the three thumbnails. */
export function video(ctx: SdContext): Exclude<VideoObject, string> | undefined {
  const gc = ctx.globalContent;
  const name = subjectName('video', gc);
  if (!name || !gc || typeof gc !== 'object') return undefined;
  const { published, modified } = contentDates(gc);
  const description = text(gc.description?.basic) ?? text(gc.subheadlines?.basic) ?? pageDescription('video', gc, ctx.siteProperties, ctx.lang);
  const stream = Array.isArray(gc.streams) ? gc.streams.find((s: any) => text(s?.url)) : undefined;
  const contentUrl = stream ? onDomain(text(stream.url), ctx.domain)?.href : undefined;
  const duration = isoDuration(gc.duration);
  const inLanguage = contentLanguage(gc);
  return {
    '@type': 'VideoObject',
    name,
    ...(description ? { description } : {}),
    thumbnailUrl: imageCrops(ctx.image, ctx.domain, ctx.signedImageAuth),
    ...(published ? { uploadDate: published } : {}),
    ...(modified ? { dateModified: modified } : {}),
    ...(duration ? { duration } : {}),
    ...(contentUrl ? { contentUrl } : {}),
    ...(ctx.canonical ? { url: ctx.canonical } : {}),
    ...(inLanguage ? { inLanguage } : {}),
    publisher: organisation(ctx),
    // A video page has no article body to point a paywalled part at.
    isAccessibleForFree: !isSubscriberOnly(gc),
  };
}
