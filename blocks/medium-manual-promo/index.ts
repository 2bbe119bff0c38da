import { defineFeature, fields } from '../../engine/index.ts';
import { showToggles } from '../../common/promo/index.ts';
import {
  imageRatioField, lazyLoadField, MANUAL_DEFAULT_RATIO, manualImageFields, manualTextFields, showBottomBorderField, signingRequests,
} from '../../common/promo-sizes/index.ts';
import MediumManualPromo from './component.tsx';
import phrases from './phrases.json';

export const mediumManualPromoFields = fields({
  headline: manualTextFields.headline,
  description: manualTextFields.description,
  ...manualImageFields,
  linkURL: manualTextFields.linkURL,
  newTab: manualTextFields.newTab,
  showHeadline: showToggles.showHeadline,
  showImage: showToggles.showImage,
  showDescription: showToggles.showDescription,
  showBottomBorder: showBottomBorderField(),
  imageRatio: imageRatioField(MANUAL_DEFAULT_RATIO),
  lazyLoad: lazyLoadField(),
});

export default defineFeature({
  name: 'medium-manual-promo',
  label: { en: 'Medium Manual Promo', mi: 'Whakatairanga Ā-ringa Waenga' },
  description: 'An editor-written promo (image, headline, description) linking anywhere, optionally in a new tab.',
  fields: mediumManualPromoFields,
  phrases,
  // Signing-service: an image picked without a resizer token gets one, fetched with the page.
  content: ({ customFields }) => (customFields.showImage === false ? [] : signingRequests(customFields)),
  lazy: { field: 'lazyLoad' },
  component: MediumManualPromo,
});
