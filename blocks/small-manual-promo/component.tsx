import { nothing, type FeatureProps, type FieldValues } from '../../engine/index.ts';
import { imageIdToSign, ManualPromo, manualShowsAnything, SignedManualPromo } from '../../common/promo-sizes/index.ts';
import type { smallManualPromoFields } from './index.ts';

export default function SmallManualPromo({ customFields: f }: FeatureProps<FieldValues<typeof smallManualPromoFields>>) {
  const show = { headline: f.showHeadline, image: f.showImage, bottomBorder: f.showBottomBorder };
  if (!manualShowsAnything(f, show)) return nothing('no headline or image to show');
  const toSign = show.image ? imageIdToSign(f) : undefined;
  return toSign
    ? <SignedManualPromo block="small-manual-promo" size="small" values={f} show={show} imageId={toSign} />
    : <ManualPromo block="small-manual-promo" size="small" values={f} show={show} />;
}
