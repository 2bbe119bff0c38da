/**
 * Story-card thumbnails ("Thumbnails whose URL contains the text undefined fall back to the fallback
 * image, with alt text set to the logo alt"; resized images). Pure and browser-safe: islands use it.
 */
import { heightForWidth, resizedImage, type Ratio } from '../images.ts';
import type { PromoImageAns, PromoItem } from './link.ts';

/** Where the resizer is mounted (`/resizer/v2/{id}`); a site may point elsewhere with `resizerUrl`. */
export const DEFAULT_RESIZER_BASE = '/resizer/v2';

export interface Thumbnail {
  src: string;
  srcSet?: string;
  alt: string;
  width?: number;
  height?: number;
  /** The site's fallback image stands in for a missing or broken one. */
  isFallback: boolean;
}

export interface ThumbnailOptions {
  /** srcset widths, e.g. [250, 500]. */
  widths: readonly number[];
  /** Width of `src`; defaults to the largest listed. */
  width?: number;
  /** Crop ratio, e.g. '16:9' or 1.5. */
  ratio?: Ratio;
  /** The slot's `sizes`: the srcset keeps only the widths that make a choice for it (common/images.ts usefulWidths). */
  sizes?: string;
  siteProperties: Record<string, any>;
}

/** The card image of an item: promo_items.basic, else (videos) the lead art's promo image. */
export function promoImageOf(item: PromoItem | null | undefined): PromoImageAns | undefined {
  const basic = item?.promo_items?.basic;
  if (basic && (basic.url || basic._id)) return basic;
  const lead = item?.promo_items?.lead_art?.promo_items?.basic;
  return lead && (lead.url || lead._id) ? lead : undefined;
}

/** A URL built from a missing value ("/resizer/undefined.jpg") is broken: show the fallback instead. */
export function isBrokenImageUrl(url: string | undefined): boolean {
  return !url || url.includes('undefined');
}

/**
 * The thumbnail to draw: the resized promo image, or the site's fallback image (alt = the logo alt) when the
 * item has no image or its URL contains "undefined". Undefined when there is no fallback either.
 */
export function thumbnailOf(item: PromoItem | null | undefined, o: ThumbnailOptions): Thumbnail | undefined {
  const image = promoImageOf(item);
  const width = o.width ?? Math.max(...o.widths);
  if (!image || isBrokenImageUrl(image.url)) {
    const fallback = o.siteProperties?.fallbackImage;
    if (typeof fallback !== 'string' || !fallback) return undefined;
    return {
      src: fallback,
      alt: String(o.siteProperties?.primaryLogoAlt ?? ''),
      width,
      height: o.ratio !== undefined ? heightForWidth(width, o.ratio) : undefined,
      isFallback: true,
    };
  }
  const resizerBase = typeof o.siteProperties?.resizerUrl === 'string' ? o.siteProperties.resizerUrl : DEFAULT_RESIZER_BASE;
  const resized = resizedImage(image, { widths: o.widths, width, ratio: o.ratio, sizes: o.sizes, resizerBase });
  return {
    src: resized.src,
    srcSet: resized.srcSet || undefined,
    alt: image.alt_text ?? '',
    width: resized.width,
    height: resized.height,
    isFallback: false,
  };
}
