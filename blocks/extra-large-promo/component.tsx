import { nothing, useAppContext, useFieldContent, type FeatureProps, type FieldValues } from '../../engine/index.ts';
import { AutomaticPromo, firstStoryForSite, showsAnything } from '../../common/promo-sizes/index.ts';
import type { extraLargePromoFields } from './index.ts';

export default function ExtraLargePromo({ customFields: f }: FeatureProps<FieldValues<typeof extraLargePromoFields>>) {
  const { site } = useAppContext();
  const item = firstStoryForSite(useFieldContent('content'), site);
  if (!item) return nothing('no story with an address on this site');
  const show = { overline: f.showOverline, headline: f.showHeadline, image: f.showImage, description: f.showDescription, byline: f.showByline, date: f.showDate, bottomBorder: f.showBottomBorder };
  if (!showsAnything(show)) return nothing('headline and image are both turned off');
  return <AutomaticPromo block="extra-large-promo" size="extra-large" item={item} show={show} imageRatio={f.imageRatio} />;
}
