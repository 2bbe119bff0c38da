/**
 * Resized-image URLs for blocks (spec sections 3, 5, 7, 8, 9). Pure and browser-safe: islands import it too,
 * so no Node modules here.
 */
import { isImageId, RESIZER_AUTH_VERSION, RESIZER_MAX_DIMENSION, type FocalPoint } from '../services/resizer/protocol.ts';

// The sizes the resizer serves (widths alone, or at a crop ratio): a block asking for any other size gets a 400.
export {
  isAllowedSize, isImageId, RESIZER_AUTH_VERSION, RESIZER_CROP_RATIOS, RESIZER_MAX_DIMENSION, RESIZER_SIZES, RESIZER_WIDTHS, type FocalPoint, type SizeAllowList,
} from '../services/resizer/protocol.ts';

/** Where the resizer is mounted (readers fetch `/resizer/v2/{id}?auth=...`); a site may point elsewhere. */
export const DEFAULT_RESIZER_BASE = '/resizer/v2';

/** The resizer base a block passes to `resizedImage`: the site property `resizerURL`, else DEFAULT_RESIZER_BASE. */
export function resizerBaseOf(siteProperties: Record<string, unknown> | undefined): string {
  const configured = siteProperties?.resizerURL;
  return typeof configured === 'string' && configured.trim() ? configured.trim() : DEFAULT_RESIZER_BASE;
}

/** Image widths by device class (spec section 9). */
export const IMAGE_WIDTHS = { desktop: 1440, laptop: 1024, mobile: 800, default: 768 } as const;

/** Fixed renditions blocks ask for (spec sections 3 and 7). */
export const IMAGE_SIZES = {
  '274x154': { width: 274, height: 154 },
  '274x206': { width: 274, height: 206 },
  '400x300': { width: 400, height: 300 },
  '800x533': { width: 800, height: 533 },
  '800x600': { width: 800, height: 600 },
  '1024x576': { width: 1024, height: 576 },
  '1440x810': { width: 1440, height: 810 },
} as const;

/** Social preview image (og:image, twitter:image); author and fallback images leave the height open (spec section 7). */
export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export const NO_AUTH_TOKEN_MESSAGE = 'No auth token provided for resizer';

/**
 * The image id in a resizer-style or original-image URL (`.../resizer/v2/{ID}.jpg?auth=...`,
 * `https://cdn/.../{ID}.png`): the last path segment without its extension, only when it is a 26-character id
 * (spec section 7). Anything else gives null, so a non-Arc URL is never mistaken for a signable id.
 */
export function imageIdFromUrl(url: string | null | undefined): string | null {
  if (typeof url !== 'string') return null;
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const segment = path.slice(path.lastIndexOf('/') + 1);
  const dot = segment.indexOf('.');
  const candidate = dot === -1 ? segment : segment.slice(0, dot);
  return isImageId(candidate) ? candidate : null;
}

export type ResizerUrlOptions = {
  /** e.g. `https://www.example.com/resizer/v2` or `/resizer/v2`; a trailing slash is ignored. */
  resizerBase: string;
  id: string;
  /** The hash from the signing service (the image's auth map entry for the resizer version). */
  auth: string;
  width: number;
  /** With a height the resizer crops to width x height; without, it keeps the aspect ratio. */
  height?: number;
  /** Pixel coordinates in the original that the crop is centred on. Only sent with a height. */
  focal?: FocalPoint | null;
  /** Fallback images ask the resizer to choose the crop (spec section 7). */
  smart?: boolean;
};

/** `{resizer}/{id}?auth={hash}&width={w}[&height={h}][&focal={x}%2C{y}][&smart=true]` (spec section 7). */
export function resizerUrl({ resizerBase, id, auth, width, height, focal, smart }: ResizerUrlOptions): string {
  assertDimension('width', width);
  if (height !== undefined) assertDimension('height', height);
  let url = `${resizerBase.replace(/\/+$/, '')}/${encodeURIComponent(id)}?auth=${encodeURIComponent(auth)}&width=${width}`;
  if (height !== undefined) {
    url += `&height=${height}`;
    if (focal && Number.isFinite(focal.x) && Number.isFinite(focal.y)) {
      // Rounded so equal focal points give equal (cacheable) URLs.
      url += `&focal=${Math.max(0, Math.round(focal.x))}%2C${Math.max(0, Math.round(focal.y))}`;
    }
  }
  if (smart) url += '&smart=true';
  return url;
}

/** The widths a srcset is built from: each positive integer listed, once, in the order given (spec section 5). */
export function srcSetWidths(widths: readonly unknown[]): number[] {
  const seen = new Set<number>();
  for (const w of widths) if (typeof w === 'number' && Number.isInteger(w) && w > 0) seen.add(w);
  return [...seen];
}

/** `url 274w, url 548w`: one candidate per positive integer width, each with its w descriptor. */
export function srcSet(widths: readonly unknown[], urlForWidth: (width: number) => string): string {
  return srcSetWidths(widths)
    .map((w) => `${urlForWidth(w)} ${w}w`)
    .join(', ');
}

/**
 * The widest viewport a `vw` length in `sizes` is measured against when its condition has no upper bound: the
 * desktop threshold, above which the page frame stops growing (common/theme.css --max-width).
 */
export const SLOT_MAX_VIEWPORT = 1920;
/** The narrowest viewport a slot is drawn in (a small phone). */
export const SLOT_MIN_VIEWPORT = 320;
/** Slots at most this wide (CSS px) may list candidates up to 3x; wider ones stop at 2x. */
export const SMALL_SLOT = 160;

/**
 * The narrowest and widest CSS width a `sizes` attribute gives its image, over viewports SLOT_MIN_VIEWPORT to
 * SLOT_MAX_VIEWPORT. Only `(min-width: Npx)` conditions and px / vw lengths are read; anything else (calc(),
 * max-width, em) gives undefined, and the caller keeps every width (a srcset too long is only heavier, one too
 * short is blurry).
 */
export function slotWidths(sizes: string): { min: number; max: number } | undefined {
  const entries: { from: number; value: number; unit: 'px' | 'vw' }[] = [];
  for (const raw of sizes.split(',')) {
    const m = /^\s*(?:\(\s*min-width\s*:\s*(\d+(?:\.\d+)?)px\s*\)\s+)?(\d+(?:\.\d+)?)(px|vw)\s*$/.exec(raw);
    if (!m) return undefined;
    entries.push({ from: m[1] === undefined ? 0 : Number(m[1]), value: Number(m[2]), unit: m[3] as 'px' | 'vw' });
  }
  // The browser takes the first entry whose condition matches: each entry holds from its own min-width up to the
  // next smaller min-width listed before it (entries after an unconditional one never apply).
  let min = Infinity;
  let max = 0;
  let upTo = SLOT_MAX_VIEWPORT;
  for (const e of entries) {
    const from = Math.max(e.from, SLOT_MIN_VIEWPORT);
    if (from <= upTo) {
      const lo = e.unit === 'px' ? e.value : (e.value * from) / 100;
      const hi = e.unit === 'px' ? e.value : (e.value * upTo) / 100;
      min = Math.min(min, lo);
      max = Math.max(max, hi);
      upTo = Math.min(upTo, from - 1);
    }
    if (e.from === 0) break;
  }
  return max > 0 ? { min: Math.ceil(min), max: Math.ceil(max) } : undefined;
}

/**
 * The widths of a srcset that give the browser a real choice for a slot (issue 11): from the smallest listed width
 * that fills the slot at its narrowest (1x), up to the smallest that fills it at its widest at 2x (3x for slots
 * at most SMALL_SLOT wide: a phone's dense screen), ascending. Widths outside that range are never the browser's
 * best pick, so they only add signed URLs to the page. Without a readable `sizes`, every width as listed.
 */
export function usefulWidths(widths: readonly unknown[], sizes: string | undefined): number[] {
  const slot = sizes ? slotWidths(sizes) : undefined;
  if (!slot) return srcSetWidths(widths);
  const all = srcSetWidths(widths).sort((a, b) => a - b);
  if (!all.length) return all;
  const dpr = slot.max <= SMALL_SLOT ? 3 : 2;
  const covering = (need: number) => all.find((w) => w >= need) ?? all[all.length - 1]!;
  const lowest = covering(slot.min);
  const highest = covering(slot.max * dpr);
  return all.filter((w) => w >= lowest && w <= highest);
}

/** A ratio as width / height: '16:9', '3:2', '4:3', '1:1', '9:16', or a number such as 1.5. */
export type Ratio = string | number;

export function parseRatio(ratio: Ratio): number {
  if (typeof ratio === 'number') {
    if (Number.isFinite(ratio) && ratio > 0) return ratio;
  } else {
    const match = /^\s*(\d+(?:\.\d+)?)\s*[:/x]\s*(\d+(?:\.\d+)?)\s*$/.exec(ratio);
    if (match) {
      const w = Number(match[1]);
      const h = Number(match[2]);
      if (w > 0 && h > 0) return w / h;
    }
  }
  throw new RangeError(`image ratio ${JSON.stringify(ratio)} is not valid: expected "W:H" (e.g. "16:9") or a positive number`);
}

/**
 * Height for a width at a ratio, rounded to the nearest pixel (half up). Rounding to nearest is what makes the
 * spec's sizes come out exactly: 274 at 16:9 -> 154, 274 at 4:3 -> 206 (205.5), 800 at 3:2 -> 533.
 */
export function heightForWidth(width: number, ratio: Ratio): number {
  return Math.max(1, Math.round(width / parseRatio(ratio)));
}

/** Width for a height at a ratio, rounded the same way. */
export function widthForHeight(height: number, ratio: Ratio): number {
  return Math.max(1, Math.round(height * parseRatio(ratio)));
}

/** The image fields blocks read from ANS (spec section 3, Image object). */
export type ImageAns = {
  _id?: string;
  url?: string;
  /** Token map keyed by resizer version, e.g. { "2": "hash" }. */
  auth?: Record<string, string | undefined> | null;
  focal_point?: { x?: number; y?: number } | null;
  width?: number;
  height?: number;
};

export type ResizedImageOptions = {
  /** Widths for the srcset: those `usefulWidths` keeps for `sizes`; none when one of them fits all. */
  widths: readonly number[];
  /** The slot's `sizes` attribute; without it every width is listed. */
  sizes?: string;
  /** Crop ratio; without one the images keep the original aspect ratio. */
  ratio?: Ratio;
  resizerBase: string;
  /** Which entry of the image's auth map to use; defaults to RESIZER_AUTH_VERSION. */
  authVersion?: number | string;
  /** Width of `src`; defaults to the largest listed width. */
  width?: number;
  /** Let the resizer pick the crop (fallback images). */
  smart?: boolean;
};

export type ResizedImage = { src: string; srcSet: string; width?: number; height?: number };

/**
 * `src`, `srcSet` and intrinsic size for an ANS image. Without an auth token for the resizer version the
 * resizer would refuse the URLs, so it logs 'No auth token provided for resizer' and returns the plain source
 * image (spec section 8).
 */
export function resizedImage(image: ImageAns, options: ResizedImageOptions): ResizedImage {
  const key = slotKey(options);
  let bySlot = resized.get(image);
  if (!bySlot) resized.set(image, (bySlot = new Map()));
  const known = bySlot.get(key);
  if (known) return known;
  // The source image as it is, unless the resizer's URLs can be made (what a block's selection ships must cover it).
  const plain: ResizedImage = { src: image.url ?? '', srcSet: '', width: image.width, height: image.height };
  const signed = signedImage(image, options);
  // An image that cannot be signed is not kept: it is told about (logged) each time it is drawn.
  if (!signed) return plain;
  bySlot.set(key, Object.freeze(signed));
  return signed;
}

// An image's URLs depend only on the image and the slot's options. Images are content values, the same objects on
// every page while the content cache holds them (and never changed in place): each image's URLs for a slot are
// built once, not on every page (signing, the slot's widths from its `sizes`, a URL per width). Frozen: shared.
const resized = new WeakMap<ImageAns, Map<string, ResizedImage>>();
function slotKey(o: ResizedImageOptions): string {
  return `${o.widths.join(',')}|${o.sizes ?? ''}|${o.ratio ?? ''}|${o.resizerBase}|${o.authVersion ?? ''}|${o.width ?? ''}|${o.smart ? 1 : 0}`;
}

/** The resizer's URLs for the image; undefined when it has no resizer id, or no token (logged). */
function signedImage(image: ImageAns, options: ResizedImageOptions): ResizedImage | undefined {
  const id = typeof image._id === 'string' && isImageId(image._id) ? image._id : imageIdFromUrl(image.url);
  if (!id) return undefined;
  const auth = image.auth?.[String(options.authVersion ?? RESIZER_AUTH_VERSION)];
  if (!auth) {
    console.warn(NO_AUTH_TOKEN_MESSAGE);
    return undefined;
  }

  const widths = usefulWidths(options.widths, options.sizes);
  // One useful width fits every reader: it is the src, and a srcset would only repeat it.
  const single = widths.length === 1 ? widths[0] : undefined;
  const width = single ?? options.width ?? (widths.length ? Math.max(...widths) : IMAGE_WIDTHS.default);
  const focal = focalPoint(image.focal_point);
  const heightFor = (w: number): number | undefined => {
    if (options.ratio !== undefined) return heightForWidth(w, options.ratio);
    if (image.width && image.height) return Math.max(1, Math.round((w * image.height) / image.width));
    return undefined;
  };
  const urlFor = (w: number) =>
    resizerUrl({
      resizerBase: options.resizerBase,
      id,
      auth,
      width: w,
      // Without a ratio the resizer keeps the aspect ratio itself; a computed height would only risk a 1px crop.
      height: options.ratio !== undefined ? heightFor(w) : undefined,
      focal,
      smart: options.smart,
    });
  return { src: urlFor(width), srcSet: single === undefined ? srcSet(widths, urlFor) : '', width, height: heightFor(width) };
}

function focalPoint(point: ImageAns['focal_point']): FocalPoint | null {
  if (!point || typeof point.x !== 'number' || typeof point.y !== 'number') return null;
  return { x: point.x, y: point.y };
}

function assertDimension(name: string, value: number) {
  if (!Number.isInteger(value) || value < 1 || value > RESIZER_MAX_DIMENSION) {
    throw new RangeError(`resizer ${name} must be an integer from 1 to ${RESIZER_MAX_DIMENSION}, got ${String(value)}`);
  }
}
