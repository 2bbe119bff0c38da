import { nothing, type FeatureProps, type FieldValues } from '../../engine/index.ts';
import { imageIdToSign, ManualPromo, manualShowsAnything, SignedManualPromo } from '../../common/promo-sizes/index.ts';
import type { mediumManualPromoFields } from './index.ts';

export default function MediumManualPromo({ customFields: f }: FeatureProps<FieldValues<typeof mediumManualPromoFields>>) {
  const show = { headline: f.showHeadline, image: f.showImage, description: f.showDescription, bottomBorder: f.showBottomBorder };
  if (!manualShowsAnything(f, show)) return nothing('no headline or image to show');
  const toSign = show.image ? imageIdToSign(f) : undefined;
  return toSign
    ? <SignedManualPromo block="medium-manual-promo" size="medium" values={f} show={show} imageId={toSign} />
    : <ManualPromo block="medium-manual-promo" size="medium" values={f} show={show} />;
}
