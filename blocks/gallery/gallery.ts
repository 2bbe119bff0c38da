/**
 * Gallery block rules, pure ("Gallery interstitial", content item, gallery widths via
 * common/gallery). Browser-safe: the island imports it.
 */
import { adGlobalContent, isGalleryAdTurn } from '../../common/ads/index.ts';

export interface GalleryAns {
  _id?: string;
  type: 'gallery';
  headlines?: { basic?: string };
  content_elements?: unknown[];
}

const isGallery = (c: unknown): c is GalleryAns =>
  !!c && typeof c === 'object' && (c as { type?: unknown }).type === 'gallery' && Array.isArray((c as { content_elements?: unknown }).content_elements);

/** The gallery to show: the page's own (a gallery page) when inheriting, else the configured one. */
export function galleryOf(globalContent: unknown, configured: unknown, inheritGlobalContent: boolean): GalleryAns | undefined {
  if (inheritGlobalContent && isGallery(globalContent)) return globalContent;
  return isGallery(configured) ? configured : undefined;
}

const IMAGE_FIELDS = ['_id', 'type', 'url', 'width', 'height', 'auth', 'focal_point', 'alt_text', 'caption', 'subtitle'] as const;
const names = (by: unknown) =>
  Array.isArray(by) ? by.map((p) => ({ name: typeof p?.name === 'string' ? p.name : undefined })).filter((p) => p.name) : [];

/**
 * The part of a gallery page's content the island needs in the browser (definition.browserGlobalContent):
 * the headline and, per image, what a slide draws. Nothing for other pages.
 */
export function browserGallery(globalContent: unknown): GalleryAns | undefined {
  if (!isGallery(globalContent)) return undefined;
  const content_elements = (globalContent.content_elements ?? []).flatMap((el) => {
    if (!el || typeof el !== 'object' || (el as { type?: unknown }).type !== 'image') return [];
    const image = el as Record<string, any>;
    const out: Record<string, unknown> = {};
    for (const k of IMAGE_FIELDS) if (image[k] !== undefined) out[k] = image[k];
    const credits = names(image.credits?.by);
    const vanity = names(image.vanity_credits?.by);
    if (credits.length) out.credits = { by: credits };
    if (vanity.length) out.vanity_credits = { by: vanity };
    return [out];
  });
  return {
    ...(globalContent._id ? { _id: globalContent._id } : {}),
    type: 'gallery',
    ...(globalContent.headlines?.basic ? { headlines: { basic: globalContent.headlines.basic } } : {}),
    content_elements,
  };
}

/** Slide titles (the image's subtitle) by the slide key common/gallery's gallerySlides gives each image. */
export function slideTitles(gallery: GalleryAns): Map<string, string> {
  const titles = new Map<string, string>();
  (gallery.content_elements ?? []).forEach((el, i) => {
    const image = el as { _id?: string; subtitle?: unknown };
    const title = typeof image?.subtitle === 'string' ? image.subtitle.trim() : '';
    if (title) titles.set(image._id ?? `slide-${i}`, title);
  });
  return titles;
}

export interface InterstitialState {
  /** Next / Previous clicks so far. */
  clicks: number;
  showing: boolean;
}

/** `galleryCubeClicks` is the site property as given (common/ads validates it: a positive integer, else no ads). */
export type InterstitialAction = { type: 'click'; galleryCubeClicks: unknown } | { type: 'dismiss' };

export const INITIAL_INTERSTITIAL: InterstitialState = { clicks: 0, showing: false };

/** Every galleryCubeClicks-th click (the 5th, 10th ... with 5) shows the ad; the reader dismisses it to go on. */
export function interstitialReducer(state: InterstitialState, action: InterstitialAction): InterstitialState {
  switch (action.type) {
    case 'click': {
      if (state.showing) return state;
      const clicks = state.clicks + 1;
      return { clicks, showing: isGalleryAdTurn(clicks, action.galleryCubeClicks) };
    }
    case 'dismiss':
      return state.showing ? { ...state, showing: false } : state;
  }
}

/**
 * What the island needs of the page content in the browser: the gallery's slide fields (gallery pages) plus
 * the fields its ad slot targets on (common/ads adGlobalContent: _id, type, section, tag slugs).
 */
export function islandGlobalContent(globalContent: unknown): unknown {
  const ad = adGlobalContent(globalContent);
  const gallery = browserGallery(globalContent);
  return gallery ? { ...(ad as object | undefined), ...gallery } : ad;
}
