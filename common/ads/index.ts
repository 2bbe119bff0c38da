// Ads shared by blocks: the ad-type table, slot config and targeting rules, the slot manager, the slot component.
export * from './ad-types.ts';
export * from './constants.ts';
export * from './sizemap.ts';
export * from './targeting.ts';
export * from './slot-config.ts';
export * from './manager.ts';
export * from './lazy.ts';
export { ensureAdService, injectAdScript, AD_SCRIPT_ELEMENT_ID, type AdService, type AdServiceSlot, type AdWindow } from './scripts.ts';
export { AdSlot, adPageOf, metaAdPathOf, type AdSlotProps } from './ad-slot.tsx';
export { GalleryAd, GalleryInterstitial, isGalleryAdTurn, GALLERY_AD_TYPE, AD_BLOCK_NOT_FOUND } from './gallery-interstitial.tsx';
export { adPolicyOrigins, AD_SERVICE_ORIGINS } from './policy.ts';
