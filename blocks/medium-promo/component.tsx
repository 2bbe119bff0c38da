import { nothing, useAppContext, useFieldContent, type FeatureProps, type FieldValues } from '../../engine/index.ts';
import { AutomaticPromo, firstStoryForSite, showsAnything } from '../../common/promo-sizes/index.ts';
import type { mediumPromoFields } from './index.ts';

export default function MediumPromo({ customFields: f }: FeatureProps<FieldValues<typeof mediumPromoFields>>) {
  const { site } = useAppContext();
  const item = firstStoryForSite(useFieldContent('content'), site);
  if (!item) return nothing('no story with an address on this site');
  const show = { headline: f.showHeadline, image: f.showImage, description: f.showDescription, byline: f.showByline, date: f.showDate, bottomBorder: f.showBottomBorder };
  if (!showsAnything(show)) return nothing('headline and image are both turned off');
  return <AutomaticPromo block="medium-promo" size="medium" item={item} show={show} imageRatio={f.imageRatio} />;
}
