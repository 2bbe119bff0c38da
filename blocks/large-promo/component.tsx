import { nothing, useAppContext, useFieldContent, type FeatureProps, type FieldValues } from '../../engine/index.ts';
import { AutomaticPromo, firstStoryForSite, showsAnything } from '../../common/promo-sizes/index.ts';
import type { largePromoFields } from './index.ts';

export default function LargePromo({ customFields: f }: FeatureProps<FieldValues<typeof largePromoFields>>) {
  const { site } = useAppContext();
  const item = firstStoryForSite(useFieldContent('content'), site);
  if (!item) return nothing('no story with an address on this site');
  const show = { overline: f.showOverline, headline: f.showHeadline, image: f.showImage, description: f.showDescription, byline: f.showByline, date: f.showDate, bottomBorder: f.showBottomBorder };
  if (!showsAnything(show)) return nothing('headline and image are both turned off');
  return <AutomaticPromo block="large-promo" size="large" item={item} show={show} imageRatio={f.imageRatio} />;
}
