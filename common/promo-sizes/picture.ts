/**
 * Hero images: fixed renditions per viewport, so the browser picks with <picture>, srcset and sizes (no JS).
 * "hero width 800 (1024 above 1920; home hero up to 1440)"; "home subheroes 800 under 1024, 1024 above
 * tablet, ratio 16:9 above laptop width else 1.5, sizes small 274x206, medium 400x300, large 800x533";
 * viewport thresholds desktop 1920, laptop 1280, tablet 1024; sizes 274x206 ... 1440x810.
 */
import { imageIdFromUrl, isImageId, NO_AUTH_TOKEN_MESSAGE, RESIZER_AUTH_VERSION, resizerUrl } from '../images.ts';
import { DEFAULT_RESIZER_BASE, isBrokenImageUrl, promoImageOf, type PromoItem } from '../promo/index.ts';

export interface Rendition { width: number; height: number }

export interface PictureSourceSpec {
  /** Media query of a <source>; the last entry of a spec has none (it is the <img>). */
  media?: string;
  renditions: readonly Rendition[];
  sizes: string;
}

export interface PictureSpec {
  /** Art-directed sources, first match wins, then the <img> candidates. */
  sources: readonly PictureSourceSpec[];
  img: PictureSourceSpec;
  /** The rendition `src` (and the width/height attributes) use. */
  src: Rendition;
}

const r = (width: number, height: number): Rendition => ({ width, height });

/** Viewport thresholds. */
export const VIEWPORT = { desktop: 1920, laptop: 1280, tablet: 1024, mobile: 820 } as const;

/** Home hero: 16:9, 800 wide by default, 1024 from the tablet width, up to 1440 on desktop widths. */
export const HOME_HERO_PICTURE: PictureSpec = {
  sources: [],
  img: {
    renditions: [r(800, 450), r(1024, 576), r(1440, 810)],
    sizes: `(min-width: ${VIEWPORT.desktop}px) 1440px, (min-width: ${VIEWPORT.tablet}px) 1024px, 100vw`,
  },
  src: r(800, 450),
};

/** Section heroes' lead: hero width 800, 1024 above 1920 (16:9). */
export const SECTION_HERO_LEAD_PICTURE: PictureSpec = {
  sources: [],
  img: {
    renditions: [r(800, 450), r(1024, 576)],
    sizes: `(min-width: ${VIEWPORT.desktop}px) 1024px, (min-width: ${VIEWPORT.tablet}px) 800px, 100vw`,
  },
  src: r(800, 450),
};

/** Section heroes' other stories: the spec's 4:3 renditions 274x206, 400x300, 800x600. */
export const SECTION_HERO_ITEM_PICTURE: PictureSpec = {
  sources: [],
  img: {
    renditions: [r(274, 206), r(400, 300), r(800, 600)],
    sizes: `(min-width: ${VIEWPORT.tablet}px) 25vw, 33vw`,
  },
  src: r(400, 300),
};

/**
 * Home subheroes: from the laptop width 1024 wide at 16:9, from the tablet width 1024 wide at 1.5, below it the
 * small / medium / large renditions (800 for src). CSS crops every rendition to the ratio of its band.
 */
export const HOME_SUBHERO_PICTURE: PictureSpec = {
  sources: [
    { media: `(min-width: ${VIEWPORT.laptop}px)`, renditions: [r(1024, 576)], sizes: '1024px' },
    { media: `(min-width: ${VIEWPORT.tablet}px)`, renditions: [r(1024, 683)], sizes: '1024px' },
  ],
  img: { renditions: [r(274, 206), r(400, 300), r(800, 533)], sizes: '(min-width: 768px) 50vw, 40vw' },
  src: r(800, 533),
};

export interface BuiltSource { media?: string; srcSet: string; sizes: string }

export interface BuiltPicture {
  sources: BuiltSource[];
  src: string;
  srcSet?: string;
  sizes?: string;
  width?: number;
  height?: number;
  alt: string;
  isFallback: boolean;
}

/**
 * The picture of an item's promo image. Falls back to the site's fallback image (alt = the logo alt) when the
 * item has no image or its URL contains 'undefined', and to the plain source image, with 'No auth
 * token provided for resizer', when it cannot be signed. Undefined when there is nothing to show.
 */
export function buildPicture(item: PromoItem | null | undefined, spec: PictureSpec, siteProperties: Record<string, any> | undefined): BuiltPicture | undefined {
  const image = promoImageOf(item);
  if (!image || isBrokenImageUrl(image.url)) {
    const fallback = siteProperties?.fallbackImage;
    if (typeof fallback !== 'string' || !fallback) return undefined;
    return { sources: [], src: fallback, alt: String(siteProperties?.primaryLogoAlt ?? ''), width: spec.src.width, height: spec.src.height, isFallback: true };
  }
  const alt = image.alt_text ?? '';
  const id = typeof image._id === 'string' && isImageId(image._id) ? image._id : imageIdFromUrl(image.url);
  if (!id) return { sources: [], src: image.url ?? '', alt, width: image.width, height: image.height, isFallback: false };
  const auth = image.auth?.[String(RESIZER_AUTH_VERSION)];
  if (!auth) {
    console.warn(NO_AUTH_TOKEN_MESSAGE);
    return { sources: [], src: image.url ?? '', alt, width: image.width, height: image.height, isFallback: false };
  }
  const resizerBase = typeof siteProperties?.resizerUrl === 'string' ? siteProperties.resizerUrl : DEFAULT_RESIZER_BASE;
  const focal = image.focal_point && typeof image.focal_point.x === 'number' && typeof image.focal_point.y === 'number'
    ? { x: image.focal_point.x, y: image.focal_point.y }
    : null;
  const url = (x: Rendition) => resizerUrl({ resizerBase, id, auth, width: x.width, height: x.height, focal });
  const srcSetOf = (s: PictureSourceSpec) => s.renditions.map((x) => `${url(x)} ${x.width}w`).join(', ');
  return {
    sources: spec.sources.map((s) => ({ ...(s.media ? { media: s.media } : {}), srcSet: srcSetOf(s), sizes: s.sizes })),
    src: url(spec.src),
    srcSet: srcSetOf(spec.img),
    sizes: spec.img.sizes,
    width: spec.src.width,
    height: spec.src.height,
    alt,
    isFallback: false,
  };
}
