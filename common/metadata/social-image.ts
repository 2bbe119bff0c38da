/**
 * The social preview image (og:image, twitter:image): "falls back to a configured fallback image",
 * "Social preview images 1200x630 (author and fallback: height open)", fallback images add smart=true,
 * "Thumbnails whose URL contains the text undefined fall back to the fallback image".
 */
import { RESIZER_AUTH_VERSION, SOCIAL_IMAGE_SIZE, imageIdFromUrl, isImageId, resizerUrl, type FocalPoint } from '../images.ts';
import { firstAuthor } from './author.ts';
import { onDomain } from './canonical.ts';
import { resolvePageType } from './page-type.ts';

export type SocialImageKind = 'content' | 'author' | 'fallback';

export interface SocialImageSource {
  kind: SocialImageKind;
  url: string;
  /** 26-character image id, when the image can go through the resizer. */
  id?: string;
  /** Resizer token from the image's own auth map; else the block asks the signing service for one. */
  auth?: string;
  focal?: FocalPoint;
  alt?: string;
}

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
const usable = (url: string | undefined): url is string => !!url && !url.includes('undefined');

function fromAns(image: any, kind: SocialImageKind, alt?: string): SocialImageSource | undefined {
  const url = typeof image === 'string' ? text(image) : text(image?.url);
  if (!usable(url)) return undefined;
  const obj = typeof image === 'object' && image ? image : {};
  const id = isImageId(obj._id) ? obj._id : imageIdFromUrl(url) ?? undefined;
  const auth = text(obj.auth?.[String(RESIZER_AUTH_VERSION)]);
  const focal = typeof obj.focal_point?.x === 'number' && typeof obj.focal_point?.y === 'number' ? { x: obj.focal_point.x, y: obj.focal_point.y } : undefined;
  const altText = text(obj.alt_text) ?? alt;
  return { kind, url, ...(id ? { id } : {}), ...(auth ? { auth } : {}), ...(focal ? { focal } : {}), ...(altText ? { alt: altText } : {}) };
}

/** The content's own image: promo image, else the lead art's image or its promo image, else a gallery's first image. */
function contentImage(gc: any): SocialImageSource | undefined {
  const lead = gc?.promo_items?.lead_art;
  const candidates = [
    gc?.promo_items?.basic,
    lead?.type === 'image' ? lead : undefined,
    lead?.promo_items?.basic,
    gc?.type === 'gallery' ? gc?.content_elements?.[0] : undefined,
  ];
  for (const c of candidates) {
    if (c && (c.type === undefined || c.type === 'image')) {
      const found = fromAns(c, 'content');
      if (found) return found;
    }
  }
  return undefined;
}

/** Which image a page shares: the content's, the author's on author pages, else the site's fallback image. */
export function socialImageSource(pageType: string | undefined, gc: any, siteProperties: Record<string, any> = {}): SocialImageSource | undefined {
  let found: SocialImageSource | undefined;
  if (pageType === 'author') {
    const author = firstAuthor(gc);
    if (author?.image) {
      found = fromAns({ url: author.image.url, _id: author.image.id, auth: author.image.auth }, 'author', author.image.alt);
    }
  } else if (!['homepage', 'section', 'tag', 'search', 'search-widget'].includes(pageType ?? '')) {
    found = contentImage(gc);
  }
  return found ?? fromAns(siteProperties.fallbackImage, 'fallback', text(siteProperties.primaryLogoAlt));
}

/**
 * The signing request the page metadata reads for the page's social image (none when the image has its own
 * token), declared as the block's content so it is fetched before render: the head tags must not wait mid-stream,
 * or React writes them after <head> has gone out. The fallback image is the site's and not signed here.
 */
export function socialImageContent(globalContent: unknown): Array<{ source: string; query: Record<string, unknown> }> {
  if (!globalContent) return [];
  const image = socialImageSource(resolvePageType(undefined, globalContent), globalContent);
  return image?.id && !image.auth ? [{ source: 'signing-service', query: { id: image.id } }] : [];
}

/** The resizer's address on the site's domain (it is mounted at /resizer, version 2 URLs). */
export function resizerBaseOf(websiteDomain: string | undefined): string | undefined {
  return onDomain('/resizer/v2', websiteDomain)?.href;
}

export const NO_AUTH_MESSAGE = 'No auth token provided for resizer';

/**
 * Absolute image address: through the resizer at 1200 wide, 630 high for content images (centred on the focal
 * point), height open for author and fallback images, smart=true for the fallback. Without an id or a token the
 * plain image, made absolute (a missing token is logged, ).
 */
export function socialImageUrl(source: SocialImageSource, websiteDomain: string | undefined, signedAuth?: string): string | undefined {
  const auth = source.auth ?? signedAuth;
  const base = resizerBaseOf(websiteDomain);
  if (source.id && auth && base) {
    return resizerUrl({
      resizerBase: base,
      id: source.id,
      auth,
      width: SOCIAL_IMAGE_SIZE.width,
      height: source.kind === 'content' ? SOCIAL_IMAGE_SIZE.height : undefined,
      focal: source.kind === 'content' ? source.focal : undefined,
      smart: source.kind === 'fallback',
    });
  }
  if (source.id && !auth) console.warn(NO_AUTH_MESSAGE);
  return onDomain(source.url, websiteDomain)?.href;
}
