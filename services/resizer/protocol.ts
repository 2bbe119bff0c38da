// The resizer's URL protocol, as its clients (common/images.ts) and the service itself both read it: which ids it
// signs, which auth-map version it answers to, and which sizes it produces. Plain constants, no service code.

/** Image auth maps are keyed by resizer version; this is the version our resizer signs. */
export const RESIZER_AUTH_VERSION = 2;

/** Largest width or height the resizer produces. */
export const RESIZER_MAX_DIMENSION = 4000;

/**
 * Every width a block, chain or page asks the resizer for. The signature covers only the image id (that is the
 * Arc protocol: blocks and islands get one token per image, never the secret), so without this list one token
 * would open 4000 x 4000 sizes per image, each resized and cached. A block that needs a new width adds it here;
 * tests/resizer-sizes.test.ts fails until it does.
 *
 * 100/200 author photos; 105, 377/754/1508 card list; 137/274/548 lists and video thumbnails; 200-1200 promos
 * and top table; 250/500 results list; 300/600 subtype logos; 137/200/384/512/720 floated and 274-1440
 * full-width article images; 400-1600 galleries and lead art; 1096 simple list; 1200 social images.
 */
export const RESIZER_WIDTHS: readonly number[] = [
  100, 105, 137, 200, 250, 274, 300, 377, 384, 400, 500, 512, 548, 600, 720, 754, 768, 800, 1024, 1096, 1200, 1440, 1508, 1600,
];

/**
 * Crop ratios (width:height) a listed width may be cropped to: the promo, list, lead-art and hero ratios, square
 * author photos and the 1200x630 social image. The height is the width at the ratio, rounded to the nearest pixel
 * (the rounding common/images.ts heightForWidth uses), so 274 at 4:3 is 274x206.
 */
export const RESIZER_CROP_RATIOS: readonly string[] = ['16:9', '3:2', '4:3', '1:1', '1200:630'];

/** What sizes a resizer serves: widths alone keep the aspect ratio; a crop is a listed width at a listed ratio. */
export type SizeAllowList = { widths: readonly number[]; ratios: readonly string[] };

export const RESIZER_SIZES: SizeAllowList = { widths: RESIZER_WIDTHS, ratios: RESIZER_CROP_RATIOS };

/** The height of `width` cropped at a "W:H" ratio: width / (W/H), rounded half up, at least 1. */
export function cropHeight(width: number, ratio: string): number {
  const [w, h] = ratio.split(':').map(Number);
  return Math.max(1, Math.round(width / (w! / h!)));
}

/**
 * Whether the resizer serves this size: no dimensions (the original re-encoded), a listed width alone, or a listed
 * width with the height of one of the listed ratios. A height alone is never a size blocks ask for.
 */
export function isAllowedSize(width: number | undefined, height: number | undefined, allowed: SizeAllowList = RESIZER_SIZES): boolean {
  if (width === undefined) return height === undefined;
  if (!allowed.widths.includes(width)) return false;
  return height === undefined || allowed.ratios.some((ratio) => cropHeight(width, ratio) === height);
}

const IMAGE_ID = /^[A-Z0-9]{26}$/;

/** ANS image ids are exactly 26 characters, A-Z and 0-9. */
export function isImageId(value: unknown): boolean {
  return typeof value === 'string' && IMAGE_ID.test(value);
}

/** Where a crop centres, in source pixels. */
export type FocalPoint = { x: number; y: number };
