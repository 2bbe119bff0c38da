// Spec section 3 "Ad slot config": what one ad block asks the ad service for.
import { adTypeOf, type AdDisplay, type TierSizes } from './ad-types.ts';
import { SLOT_ID_PREFIX } from './constants.ts';
import { DEFAULT_SIZEMAP, type Sizemap } from './sizemap.ts';
import { slotPathOf, type AdPage } from './targeting.ts';

export interface AdSlotConfig {
  /** The slot element's id: 'arcad_' plus the block's instance id. */
  id: string;
  /** The slot path (site ad path plus section), under the ad-service id. */
  slotName: string;
  /** The ad name (oop, cube, ...). */
  adType: string;
  adClass: string;
  dimensions: TierSizes;
  sizemap: Sizemap;
  display: AdDisplay;
  targeting: { ad_type: string };
}

/** A DOM id from a block id: ids of stored blocks are free text. */
export const slotIdOf = (instanceId: string) => `${SLOT_ID_PREFIX}${instanceId.replace(/[^A-Za-z0-9_-]/g, '_')}`;

/** The slot config of an ad type on a page; undefined for an unknown type. */
export function adSlotConfig(instanceId: string, adTypeKey: string | undefined, page: AdPage): AdSlotConfig | undefined {
  const type = adTypeOf(adTypeKey);
  if (!type) return undefined;
  return {
    id: slotIdOf(instanceId),
    slotName: slotPathOf(page),
    adType: type.name,
    adClass: type.adClass,
    dimensions: type.dimensions,
    sizemap: DEFAULT_SIZEMAP,
    // Spec: display defaults to all; desktop for the right rail (the table says which).
    display: type.display,
    targeting: { ad_type: type.name },
  };
}
