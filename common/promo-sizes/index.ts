// Shared pieces of the promo sizes (small, medium, large, extra-large; automatic and manual) and the heroes.
export {
  AUTOMATIC_DEFAULT_RATIO, MANUAL_DEFAULT_RATIO, partsOf, PROMO_IMAGE_RATIOS, PROMO_IMAGE_SIZES_ATTR, PROMO_PARTS, PROMO_SIZES, PROMO_SRC_WIDTH,
  PROMO_WIDTHS, promoImageSpec,
} from './sizes.ts';
export type { PromoImageRatio, PromoSize } from './sizes.ts';
export {
  imageRatioField, lazyLoadField, manualImageFields, manualTextFields, offsetOverrideField, promoContentField,
} from './fields.ts';
export { firstStoryForSite, storiesForSite, storyWindow } from './item.ts';
export { flagsOf } from './flags.ts';
export type { FlagKind, StoryFlag } from './flags.ts';
export { imageIdToSign, manualImageId, manualImageItem, parseFocalPoint, parseImageAuth, signingRequests } from './manual.ts';
export type { ManualImageValues } from './manual.ts';
export {
  buildPicture, HOME_HERO_PICTURE, HOME_SUBHERO_PICTURE, SECTION_HERO_ITEM_PICTURE, SECTION_HERO_LEAD_PICTURE, VIEWPORT,
} from './picture.ts';
export type { BuiltPicture, PictureSpec, Rendition } from './picture.ts';
export { HeroPicture, NewWindowText, newTabProps, StoryFlags } from './parts.tsx';
export { AutomaticPromo, ManualPromo, manualShowsAnything, showsAnything, SignedManualPromo } from './promo.tsx';
export type { ManualValues, PromoShow } from './promo.tsx';
// The eight promo blocks: component.tsx makes the block's component, index.ts defines the block from it.
export { automaticPromoComponent, manualPromoComponent } from './promo-block.tsx';
export type { AutomaticPromoValues, ManualPromoValues, PromoComponent, PromoKind } from './promo-block.tsx';
export { definePromo } from './define-promo.ts';
export type { AutomaticPromoDefinition, ManualPromoDefinition, PromoOptions } from './define-promo.ts';
