import { nothing, useAppContext, useFieldContent, type FeatureProps, type FieldValues } from '../../engine/index.ts';
import { AutomaticPromo, firstStoryForSite, showsAnything } from '../../common/promo-sizes/index.ts';
import type { smallPromoFields } from './index.ts';

export default function SmallPromo({ customFields: f }: FeatureProps<FieldValues<typeof smallPromoFields>>) {
  const { site } = useAppContext();
  const item = firstStoryForSite(useFieldContent('content'), site);
  if (!item) return nothing('no story with an address on this site');
  const show = { headline: f.showHeadline, image: f.showImage, bottomBorder: f.showBottomBorder };
  if (!showsAnything(show)) return nothing('headline and image are both turned off');
  return <AutomaticPromo block="small-promo" size="small" item={item} show={show} imageRatio={f.imageRatio} />;
}
