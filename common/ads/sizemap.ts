// Spec section 3 "Ad slot config": sizemap breakpoints 992, 768, 0 (refresh true), and device classes.
import type { AdDisplay, Size, TierSizes } from './ad-types.ts';

/** Viewport widths (px) where the served sizes change, widest first; tier i of a type's dimensions goes with entry i. */
export const SIZEMAP_BREAKPOINTS = [992, 768, 0] as const;

export interface Sizemap {
  breakpoints: readonly number[];
  /** Spec: refresh true: the slot is refreshed when the window crosses a breakpoint. */
  refresh: boolean;
}

export const DEFAULT_SIZEMAP: Sizemap = { breakpoints: SIZEMAP_BREAKPOINTS, refresh: true };

/** The sizemap tier a width falls in: the widest breakpoint it reaches. */
export function breakpointOf(width: number, breakpoints: readonly number[] = SIZEMAP_BREAKPOINTS): number {
  return [...breakpoints].sort((a, b) => b - a).find((bp) => width >= bp) ?? 0;
}

export type DeviceClass = 'mobile' | 'desktop';

/**
 * Device class from the sizemap: the tier that starts at 0 (below the smallest non-zero breakpoint, 768) is
 * mobile; 768 and up is desktop (tablets included). Decided from the window width when a slot registers.
 */
export function deviceClassOf(width: number, breakpoints: readonly number[] = SIZEMAP_BREAKPOINTS): DeviceClass {
  const smallest = Math.min(...breakpoints.filter((bp) => bp > 0));
  return width < smallest ? 'mobile' : 'desktop';
}

/** Spec: a slot registers only for the device class it allows (mobile, desktop or all). */
export function displayAllows(display: AdDisplay, device: DeviceClass): boolean {
  return display === 'all' || display === device;
}

/** (viewport, sizes) pairs for the ad service's size mapping, widest first. */
export function sizeMappingOf(dimensions: TierSizes, breakpoints: readonly number[] = SIZEMAP_BREAKPOINTS): Array<[Size, Size[]]> {
  return breakpoints.map((bp, i) => [[bp, 0] as Size, [...(dimensions[i] ?? [])]]);
}
