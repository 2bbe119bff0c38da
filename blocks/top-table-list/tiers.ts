/**
 * Top table list rules ("Top table list (mixed-size tiers)", tier counts, offsetOverride,
 * storiesPerRowSM, imagePositionSM, playVideoInPlace per tier; "top table 400/600/800/1200"). Pure.
 */
import type { ImageSpec, PromoItem } from '../../common/promo/index.ts';

/** Tiers in page order, each with the suffix its per-tier fields carry (playVideoInPlaceXL ...). */
export const TIERS = ['extraLarge', 'large', 'medium', 'small'] as const;
export type Tier = (typeof TIERS)[number];
export const TIER_SUFFIX = { extraLarge: 'XL', large: 'LG', medium: 'MD', small: 'SM' } as const satisfies Record<Tier, string>;

/** Image ratio options. */
export const IMAGE_RATIOS = ['16:9', '3:2', '4:3'] as const;
export type ImageRatio = (typeof IMAGE_RATIOS)[number];
/** Default ratios: 4:3 extra-large and large, 3:2 medium (and the small promos, like manual ones). */
export const DEFAULT_RATIOS = { extraLarge: '4:3', large: '4:3', medium: '3:2', small: '3:2' } as const satisfies Record<Tier, ImageRatio>;

export const IMAGE_POSITIONS = ['above', 'below', 'left', 'right'] as const;
export type ImagePosition = (typeof IMAGE_POSITIONS)[number];
export const DEFAULT_IMAGE_POSITION_SM: ImagePosition = 'right';
export const STORIES_PER_ROW = { min: 1, max: 4, default: 2 } as const;

/** Every tier draws from the 400/600/800/1200 renditions; `width` is the src a tier asks for. */
export const TOP_TABLE_WIDTHS = [400, 600, 800, 1200] as const;
const TIER_IMAGE = {
  extraLarge: { width: 1200, sizes: '(min-width: 1024px) 800px, 100vw' },
  large: { width: 800, sizes: '(min-width: 768px) 50vw, 100vw' },
  medium: { width: 600, sizes: '(min-width: 768px) 33vw, 100vw' },
  small: { width: 400, sizes: '(min-width: 768px) 25vw, 100vw' },
} as const satisfies Record<Tier, { width: number; sizes: string }>;

export function tierImage(tier: Tier, ratio: ImageRatio): ImageSpec {
  return { widths: TOP_TABLE_WIDTHS, width: TIER_IMAGE[tier].width, ratio, sizes: TIER_IMAGE[tier].sizes };
}

export type TierCounts = Record<Tier, number>;

const count = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0);

/**
 * The stories of each tier: skip `offset` stories, then the extra-large tier takes the next `extraLarge`,
 * the large tier the next `large`, and so on. Tiers left without stories are dropped.
 */
export function splitTiers<T>(items: readonly T[], counts: Partial<TierCounts>, offset = 0): Array<{ tier: Tier; items: T[] }> {
  let at = count(offset);
  const out: Array<{ tier: Tier; items: T[] }> = [];
  for (const tier of TIERS) {
    const n = count(counts[tier]);
    const taken = items.slice(at, at + n);
    at += n;
    if (taken.length) out.push({ tier, items: taken });
  }
  return out;
}

export function totalCount(counts: Partial<TierCounts>): number {
  return TIERS.reduce((sum, t) => sum + count(counts[t]), 0);
}

/** A video item's player markup: its own embed_html, else its video lead art's. Undefined for anything else. */
export function videoEmbedOf(item: PromoItem): string | undefined {
  const own = item.type === 'video' && typeof item.embed_html === 'string' ? item.embed_html.trim() : '';
  if (own) return own;
  const lead = item.promo_items?.lead_art as { type?: string; embed_html?: unknown } | undefined;
  const leadEmbed = lead?.type === 'video' && typeof lead.embed_html === 'string' ? lead.embed_html.trim() : '';
  return leadEmbed || undefined;
}

/** storiesPerRowSM as a whole number from 1 to 4, 2 when unset. */
export function storiesPerRow(value: unknown): number {
  const n = typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : STORIES_PER_ROW.default;
  return Math.min(STORIES_PER_ROW.max, Math.max(STORIES_PER_ROW.min, n));
}
