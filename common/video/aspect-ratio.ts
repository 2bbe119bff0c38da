/**
 * Video aspect ratio ("aspectRatio ('--', 16:9, 9:16, 1:1, 4:3; '--' uses the promo image ratio, falling
 * back to 16:9)", "viewportPercentage (65; min 0, max 150)"; "classified 16:9, 1:1, 4:3 or 9:16, default
 * 16:9; video height 65 when ratio is at most 1; ratio rounds to 4 decimals"). Pure: islands import it.
 */
import { promoImageOf, type PromoItem } from '../promo/index.ts';

/** The options editors pick from; '--' means "from the video's promo image". */
export const VIDEO_RATIO_OPTIONS = ['--', '16:9', '9:16', '1:1', '4:3'] as const;
export type VideoRatioOption = (typeof VIDEO_RATIO_OPTIONS)[number];
export type VideoRatio = Exclude<VideoRatioOption, '--'>;

export const DEFAULT_VIDEO_RATIO: VideoRatio = '16:9';
export const DEFAULT_VIEWPORT_PERCENTAGE = 65;
export const MIN_VIEWPORT_PERCENTAGE = 0;
export const MAX_VIEWPORT_PERCENTAGE = 150;

/** Width / height rounded to 4 decimals. */
export function roundRatio(ratio: number): number {
  return Math.round(ratio * 10_000) / 10_000;
}

/** Each class's ratio (width / height), rounded like the measured ones so they compare exactly. */
export const VIDEO_RATIOS: Record<VideoRatio, number> = {
  '16:9': roundRatio(16 / 9),
  '1:1': 1,
  '4:3': roundRatio(4 / 3),
  '9:16': roundRatio(9 / 16),
};

/** The class whose rounded ratio equals this one; anything else (or no ratio) is 16:9. */
export function classifyRatio(ratio: number | undefined): VideoRatio {
  if (ratio === undefined || !Number.isFinite(ratio) || ratio <= 0) return DEFAULT_VIDEO_RATIO;
  const rounded = roundRatio(ratio);
  const match = (Object.keys(VIDEO_RATIOS) as VideoRatio[]).find((k) => VIDEO_RATIOS[k] === rounded);
  return match ?? DEFAULT_VIDEO_RATIO;
}

/** Width / height of the item's promo image (basic, else the lead art's), rounded; undefined without both sides. */
export function promoRatio(item: PromoItem | null | undefined): number | undefined {
  const image = promoImageOf(item);
  const w = image?.width;
  const h = image?.height;
  if (typeof w !== 'number' || typeof h !== 'number' || !(w > 0) || !(h > 0)) return undefined;
  return roundRatio(w / h);
}

/** The ratio to draw: the editor's choice, or for '--' (or nothing) the promo image's class. */
export function videoRatioOf(option: VideoRatioOption | undefined, item: PromoItem | null | undefined): VideoRatio {
  if (option && option !== '--') return option;
  return classifyRatio(promoRatio(item));
}

export interface VideoFrame {
  ratio: VideoRatio;
  /** Width / height, 4 decimals: the frame's CSS aspect-ratio. */
  value: number;
  /** Portrait and square frames (ratio at most 1) take a fixed share of the viewport height instead of the full width. */
  height?: string;
}

/** The player frame for a ratio: portrait and square get `{viewportPercentage}vh` (default 65, clamped 0 to 150). */
export function videoFrame(ratio: VideoRatio, viewportPercentage: number = DEFAULT_VIEWPORT_PERCENTAGE): VideoFrame {
  const value = VIDEO_RATIOS[ratio] ?? VIDEO_RATIOS[DEFAULT_VIDEO_RATIO];
  if (value > 1) return { ratio, value };
  const vp = Number.isFinite(viewportPercentage) ? viewportPercentage : DEFAULT_VIEWPORT_PERCENTAGE;
  const clamped = Math.min(MAX_VIEWPORT_PERCENTAGE, Math.max(MIN_VIEWPORT_PERCENTAGE, vp));
  return { ratio, value, height: `${clamped}vh` };
}
