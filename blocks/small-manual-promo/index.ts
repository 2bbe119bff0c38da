import { defineFeature, fields } from '../../engine/index.ts';
import { showToggles } from '../../common/promo/index.ts';
import {
  imageRatioField, lazyLoadField, MANUAL_DEFAULT_RATIO, manualImageFields, manualTextFields, showBottomBorderField, signingRequests,
} from '../../common/promo-sizes/index.ts';
import SmallManualPromo from './component.tsx';
import phrases from './phrases.json';

export const smallManualPromoFields = fields({
  headline: manualTextFields.headline,
  ...manualImageFields,
  linkURL: manualTextFields.linkURL,
  newTab: manualTextFields.newTab,
  showHeadline: showToggles.showHeadline,
  showImage: showToggles.showImage,
  showBottomBorder: showBottomBorderField(),
  imageRatio: imageRatioField(MANUAL_DEFAULT_RATIO),
  lazyLoad: lazyLoadField(),
});

export default defineFeature({
  name: 'small-manual-promo',
  label: { en: 'Small Manual Promo', mi: 'Whakatairanga Ā-ringa Iti' },
  description: 'An editor-written promo (headline and image) linking anywhere, optionally in a new tab.',
  fields: smallManualPromoFields,
  phrases,
  // Signing-service: an image picked without a resizer token gets one, fetched with the page.
  content: ({ customFields }) => (customFields.showImage === false ? [] : signingRequests(customFields)),
  lazy: { field: 'lazyLoad' },
  component: SmallManualPromo,
});
