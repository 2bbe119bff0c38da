import { nothing, type FeatureProps, type FieldValues } from '../../engine/index.ts';
import { imageIdToSign, ManualPromo, manualShowsAnything, SignedManualPromo } from '../../common/promo-sizes/index.ts';
import type { extraLargeManualPromoFields } from './index.ts';

export default function ExtraLargeManualPromo({ customFields: f }: FeatureProps<FieldValues<typeof extraLargeManualPromoFields>>) {
  const show = { overline: f.showOverline, headline: f.showHeadline, image: f.showImage, description: f.showDescription, bottomBorder: f.showBottomBorder };
  if (!manualShowsAnything(f, show)) return nothing('no headline or image to show');
  const toSign = show.image ? imageIdToSign(f) : undefined;
  return toSign
    ? <SignedManualPromo block="extra-large-manual-promo" size="extra-large" values={f} show={show} imageId={toSign} />
    : <ManualPromo block="extra-large-manual-promo" size="extra-large" values={f} show={show} />;
}
