/**
 * Promo sizes: image ratios and widths ("Image ratio options: 16:9, 3:2, 4:3"; "promo
 * 200/400/600/800/1200 (width 600)", "Default ratios: 3:2 manual and medium promos, 4:3 extra-large and large").
 */
import type { CardPart, ImageSpec } from '../promo/index.ts';

export const PROMO_SIZES = ['small', 'medium', 'large', 'extra-large'] as const;
export type PromoSize = (typeof PROMO_SIZES)[number];

/**
 * What each size draws (before its show toggles): small is headline and image; medium adds description, byline
 * and date; large and extra-large add the overline. A manual promo has no author or date (MANUAL_PARTS).
 */
export const PROMO_PARTS: Record<PromoSize, readonly CardPart[]> = {
  small: ['headline', 'image'],
  medium: ['headline', 'image', 'description', 'byline', 'date'],
  large: ['overline', 'headline', 'image', 'description', 'byline', 'date'],
  'extra-large': ['overline', 'headline', 'image', 'description', 'byline', 'date'],
};

export const partsOf = (size: PromoSize, manual: boolean): readonly CardPart[] =>
  manual ? PROMO_PARTS[size].filter((p) => p !== 'byline' && p !== 'date') : PROMO_PARTS[size];

/** The ratios an editor may pick for a promo image. */
export const PROMO_IMAGE_RATIOS = ['16:9', '3:2', '4:3'] as const;
export type PromoImageRatio = (typeof PROMO_IMAGE_RATIOS)[number];

/** Promo srcset widths, and the width of `src`. */
export const PROMO_WIDTHS = [200, 400, 600, 800, 1200] as const;
export const PROMO_SRC_WIDTH = 600;

/**
 * Default ratio of the automatic promos. The spec names medium (3:2), large and extra-large (4:3) and none for
 * small: small takes 3:2 like medium.
 */
export const AUTOMATIC_DEFAULT_RATIO: Record<PromoSize, PromoImageRatio> = {
  small: '3:2',
  medium: '3:2',
  large: '4:3',
  'extra-large': '4:3',
};

/** "3:2 manual ... promos": every manual promo, whatever its size. */
export const MANUAL_DEFAULT_RATIO: PromoImageRatio = '3:2';

/**
 * How wide each size's image shows, for the `sizes` attribute (the browser picks from the srcset): small is a
 * thumbnail beside the headline, medium and large sit beside their text from 768 px, extra-large spans its column.
 */
export const PROMO_IMAGE_SIZES_ATTR: Record<PromoSize, string> = {
  small: '(min-width: 768px) 200px, 33vw',
  medium: '(min-width: 768px) 400px, 100vw',
  large: '(min-width: 768px) 600px, 100vw',
  'extra-large': '(min-width: 1280px) 1200px, 100vw',
};

/** The image spec of a promo of `size` at `ratio` (an unknown ratio falls back to the size's default). */
export function promoImageSpec(size: PromoSize, ratio: string | undefined, fallbackRatio: PromoImageRatio = AUTOMATIC_DEFAULT_RATIO[size]): ImageSpec {
  const known = (PROMO_IMAGE_RATIOS as readonly string[]).includes(ratio ?? '') ? (ratio as PromoImageRatio) : fallbackRatio;
  return { widths: PROMO_WIDTHS, width: PROMO_SRC_WIDTH, ratio: known, sizes: PROMO_IMAGE_SIZES_ATTR[size] };
}
