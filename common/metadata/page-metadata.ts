/** Every head tag of a page, as plain data ("Page types (metadata)", "Page metadata", ). */
import type { Lang } from '../../engine/index.ts';
import { canonicalUrl } from './canonical.ts';
import { addressIn, languageLinks, ogLocales, type LanguageLink } from './languages.ts';
import { metaNames } from './page-meta.ts';
import { SPONSORED_LANDING } from './page-type.ts';
import { socialImageUrl, type SocialImageSource } from './social-image.ts';
import { pageDescription, pageTitle, socialTitle } from './text.ts';

export const TWITTER_CARD = 'summary_large_image';
export const ARTICLE_ROBOTS = 'noarchive';
export const SPONSORED_ROBOTS = 'noindex, nofollow';

export interface MetaTag { name?: string; property?: string; content: string }

export interface PageMetadata {
  title: string;
  canonical?: string;
  /** The page's AMP version (`<link rel="amphtml">`), on the canonical pages of the types AMP output serves. */
  amphtml?: string;
  meta: MetaTag[];
  /** The page's address in each language and x-default (`<link rel="alternate" hreflang>`). */
  alternates?: LanguageLink[];
}

export interface PageMetadataInput {
  pageType: string;
  globalContent: any;
  siteProperties: Record<string, any>;
  lang: Lang;
  requestUri?: string;
  /** The page config's meta: its title, description and canonical name a page its content cannot name; its robots wins. */
  pageMeta?: Record<string, unknown>;
  /** From socialImageSource(); undefined when neither the content nor the site has an image. */
  image?: SocialImageSource;
  /** Signing-service hash for an image without its own token. */
  signedImageAuth?: string;
  /** The output type rendered (`?outputType=`): an AMP page links no AMP version of itself. */
  outputType?: string;
}

const CONTENT_TYPES = new Set(['article', 'video', 'gallery', SPONSORED_LANDING]);
/** The page types with an AMP version. */
export const AMP_PAGE_TYPES = new Set(['article', 'video', 'gallery']);

/**
 * The AMP version of a canonical address: the same address with `?outputType=amp`, in the same language. None for
 * an address off the site (a wire story's own canonical), which this site serves no AMP version at.
 */
export function ampUrl(canonical: string, websiteDomain: string | undefined): string | undefined {
  let url: URL;
  try {
    url = new URL(canonical);
    if (!websiteDomain || url.origin !== new URL(websiteDomain).origin) return undefined;
  } catch {
    return undefined;
  }
  url.searchParams.set('outputType', 'amp');
  return url.href;
}

/** Robots: noarchive on articles, noindex and nofollow on the sponsored landing type, none otherwise. */
export function robotsFor(pageType: string): string | undefined {
  if (pageType === 'article') return ARTICLE_ROBOTS;
  if (pageType === SPONSORED_LANDING) return SPONSORED_ROBOTS;
  return undefined;
}

/** Twitter wants the handle with '@'; site config may give it with or without. */
export function twitterHandle(username: unknown): string | undefined {
  if (typeof username !== 'string') return undefined;
  const h = username.trim().replace(/^@+/, '');
  return h ? `@${h}` : undefined;
}

function keywordsOf(gc: any): string | undefined {
  const words = gc?.taxonomy?.seo_keywords;
  if (!Array.isArray(words)) return undefined;
  const list = words.filter((w): w is string => typeof w === 'string' && !!w.trim()).map((w) => w.trim());
  return list.length ? list.join(', ') : undefined;
}

export function pageMetadata({ pageType, globalContent: gc, siteProperties, lang, requestUri, pageMeta, image, signedImageAuth, outputType }: PageMetadataInput): PageMetadata {
  const siteName: string | undefined = siteProperties.siteName;
  const named = metaNames(pageMeta, lang);
  const title = pageTitle(pageType, gc, siteName, lang, named.title);
  const description = pageDescription(pageType, gc, siteProperties, lang, named.description);
  // One canonical per language: the page's address in the page's own language.
  const anyLanguage = canonicalUrl(pageType, gc, siteProperties.websiteDomain, requestUri, named.canonical);
  const canonical = anyLanguage && addressIn(anyLanguage, lang, siteProperties.websiteDomain);
  const alternates = languageLinks(anyLanguage, siteProperties.websiteDomain);
  const amphtml = canonical && AMP_PAGE_TYPES.has(pageType) && outputType !== 'amp' ? ampUrl(canonical, siteProperties.websiteDomain) : undefined;
  const imageUrl = image ? socialImageUrl(image, siteProperties.websiteDomain, signedImageAuth) : undefined;
  const sponsored = pageType === SPONSORED_LANDING;
  const ogTitle = socialTitle(pageType, gc, siteName, lang, named.title);

  const meta: MetaTag[] = [];
  const add = (key: 'name' | 'property', id: string, content: string | undefined) => {
    if (content) meta.push({ [key]: id, content });
  };
  add('name', 'description', description);
  if (CONTENT_TYPES.has(pageType)) add('name', 'keywords', keywordsOf(gc));
  add('name', 'robots', named.robots ?? robotsFor(pageType));

  add('property', 'og:type', CONTENT_TYPES.has(pageType) ? 'article' : 'website');
  add('property', 'og:title', ogTitle);
  add('property', 'og:description', description);
  add('property', 'og:url', canonical);
  for (const locale of ogLocales(lang)) add('property', locale.property, locale.content);
  add('property', 'og:image', imageUrl);
  if (imageUrl) add('property', 'og:image:alt', image?.alt);
  // The sponsored landing type skips the social site tags.
  if (!sponsored) add('property', 'og:site_name', siteName);

  add('name', 'twitter:card', TWITTER_CARD);
  add('name', 'twitter:title', ogTitle);
  add('name', 'twitter:description', description);
  add('name', 'twitter:image', imageUrl);
  if (imageUrl) add('name', 'twitter:image:alt', image?.alt);
  if (!sponsored) add('name', 'twitter:site', twitterHandle(siteProperties.twitterUsername));

  return { title, ...(canonical ? { canonical } : {}), ...(amphtml ? { amphtml } : {}), meta, ...(alternates.length ? { alternates } : {}) };
}
