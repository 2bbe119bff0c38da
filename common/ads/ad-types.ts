// Spec section 3 "Ad types": the editor's choice of ad type and what each one means for the slot.

/** [width, height] of one creative size. */
export type Size = readonly [number, number];

/** Sizes served per sizemap tier, in SIZEMAP_BREAKPOINTS order: desktop (>= 992), tablet (>= 768), mobile (>= 0). */
export type TierSizes = readonly [readonly Size[], readonly Size[], readonly Size[]];

export type AdDisplay = 'mobile' | 'desktop' | 'all';

export interface AdType {
  /** The ad name (spec: oop, cube, gallery_cube, ...), sent as the slot's ad_type targeting. */
  name: string;
  /** The ad class: a "WxH" whose height is the reserved space. */
  adClass: string;
  dimensions: TierSizes;
  display: AdDisplay;
}

const s1x1: Size = [1, 1];
const s300x250: Size = [300, 250];
const s300x600: Size = [300, 600];
const s320x50: Size = [320, 50];
const s728x90: Size = [728, 90];
const s970x90: Size = [970, 90];
const s970x250: Size = [970, 250];

/**
 * The spec lists each key's sizes and names its class only for flex_cube (300x600); every other class is the
 * key's first size. The spec does not say which sizes go to which screen width: each size goes to the tiers
 * it fits (970 wide only from 992, 728 from 768, the 320/300 wide ones on mobile), and a desktop-only type
 * serves nothing in the mobile tier (below 768, see sizemap.ts).
 */
export const AD_TYPES = {
  '1x1': { name: 'oop', adClass: '1x1', dimensions: [[s1x1], [s1x1], [s1x1]], display: 'all' },
  '300x250': { name: 'cube', adClass: '300x250', dimensions: [[s300x250], [s300x250], [s300x250]], display: 'all' },
  '300x250_gallery': { name: 'gallery_cube', adClass: '300x250', dimensions: [[s300x250], [s300x250], [s300x250]], display: 'all' },
  '300x250|300x600': { name: 'flex_cube', adClass: '300x600', dimensions: [[s300x250, s300x600], [s300x250, s300x600], [s300x250]], display: 'all' },
  '300x250|300x600_rightrail': { name: 'right_rail_cube', adClass: '300x250', dimensions: [[s300x250, s300x600], [s300x250, s300x600], []], display: 'desktop' },
  '728x90|320x50': { name: 'leaderboard_medium', adClass: '728x90', dimensions: [[s728x90], [s728x90], [s320x50]], display: 'all' },
  '970x250|970x90|728x90|320x50': { name: 'leaderboard_large', adClass: '970x250', dimensions: [[s970x250, s970x90, s728x90], [s728x90], [s320x50]], display: 'all' },
} as const satisfies Record<string, AdType>;

export type AdTypeKey = keyof typeof AD_TYPES;
export const AD_TYPE_KEYS = /* @__PURE__ */ Object.keys(AD_TYPES) as AdTypeKey[];
/** Spec section 9: default ad type 1x1. */
export const DEFAULT_AD_TYPE: AdTypeKey = '1x1';

/** Labels editors pick from (English; the ad names are technical terms shared by both languages). */
export const AD_TYPE_LABELS: Record<AdTypeKey, string> = {
  '1x1': 'Out of page (1x1)',
  '300x250': 'Cube (300x250)',
  '300x250_gallery': 'Gallery cube (300x250)',
  '300x250|300x600': 'Flex cube (300x250, 300x600)',
  '300x250|300x600_rightrail': 'Right rail cube (300x250, 300x600; desktop only)',
  '728x90|320x50': 'Leaderboard medium (728x90, 320x50)',
  '970x250|970x90|728x90|320x50': 'Leaderboard large (970x250, 970x90, 728x90, 320x50)',
};

export function adTypeOf(key: string | undefined): AdType | undefined {
  return key && Object.hasOwn(AD_TYPES, key) ? AD_TYPES[key as AdTypeKey] : undefined;
}

/** Spec "Ad slot behaviour": reserved space is the ad class height, in px. */
export function adClassHeight(adClass: string): number {
  const height = Number(/^\d+x(\d+)$/.exec(adClass)?.[1]);
  return Number.isFinite(height) ? height : 0;
}

/**
 * The height a slot reserves in each sizemap tier (widest first): the tallest size that tier allows, 0 for none,
 * so a phone reserves the 50 px of its 320x50 and not the 250 px of the desktop billboard.
 */
export function tierHeights(dimensions: TierSizes): [number, number, number] {
  const tallest = (tier: readonly Size[]) => Math.max(0, ...tier.map((size) => size[1]));
  return [tallest(dimensions[0]), tallest(dimensions[1]), tallest(dimensions[2])];
}

/** Every distinct size of a type, for defining the slot (the sizemap then picks per screen width). */
export function allSizes(dimensions: TierSizes): Size[] {
  const seen = new Map<string, Size>();
  for (const tier of dimensions) for (const size of tier) seen.set(size.join('x'), size);
  return [...seen.values()];
}

/** "300x250, 300x600" for editors. */
export function formatSizes(sizes: readonly Size[]): string {
  return sizes.map((s) => s.join('x')).join(', ');
}
