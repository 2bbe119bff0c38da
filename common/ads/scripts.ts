// The ad service's browser API (the standard publisher tag) and, only when the site asks, its script.
import type { Size } from './ad-types.ts';

export interface AdServiceSlot {
  getSlotElementId(): string;
  addService(service: unknown): AdServiceSlot;
  defineSizeMapping(mapping: unknown): AdServiceSlot;
  setTargeting(key: string, value: string | string[]): AdServiceSlot;
}

export interface AdServicePubAds {
  setTargeting(key: string, value: string | string[]): AdServicePubAds;
  enableSingleRequest(): unknown;
  refresh(slots?: AdServiceSlot[] | null, options?: unknown): void;
}

export interface SizeMappingBuilder {
  addSize(viewport: Size | number[], sizes: Size[] | number[][]): SizeMappingBuilder;
  build(): unknown;
}

/** window.googletag: a command queue until the library loads, then the API. */
export interface AdService {
  cmd: Array<() => void> | { push(...fns: Array<() => void>): number };
  /** True once the library has loaded. */
  apiReady?: boolean;
  /** True once services are enabled and requests can be made. */
  pubadsReady?: boolean;
  defineSlot?(path: string, sizes: Size[] | number[][], id: string): AdServiceSlot | null;
  pubads?(): AdServicePubAds;
  sizeMapping?(): SizeMappingBuilder;
  enableServices?(): void;
  display?(id: string): void;
}

/** The parts of `window` the ad manager touches (a plain object in unit tests). */
export interface AdWindow {
  googletag?: AdService;
  innerWidth: number;
  addEventListener(type: 'resize', listener: () => void): void;
  document?: Pick<Document, 'getElementById' | 'createElement' | 'head'>;
}

/** The command queue stub pages create before the library arrives (the library adopts it). */
export function ensureAdService(win: AdWindow): AdService {
  const gt = (win.googletag ??= { cmd: [] });
  gt.cmd ??= [];
  return gt;
}

export const AD_SCRIPT_ELEMENT_ID = 'ad-service-script';

/** Adds the ad service script once; false when there is no document or it is already there. */
export function injectAdScript(win: AdWindow, url: string): boolean {
  const doc = win.document;
  if (!doc || doc.getElementById(AD_SCRIPT_ELEMENT_ID)) return false;
  const script = doc.createElement('script');
  script.async = true;
  script.src = url;
  script.id = AD_SCRIPT_ELEMENT_ID;
  doc.head.appendChild(script);
  return true;
}
