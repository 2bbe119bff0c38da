import { defineFeature, fields } from '../../engine/index.ts';
import { showToggles } from '../../common/promo/index.ts';
import {
  imageRatioField, lazyLoadField, MANUAL_DEFAULT_RATIO, manualImageFields, manualTextFields, showBottomBorderField, signingRequests,
} from '../../common/promo-sizes/index.ts';
import ExtraLargeManualPromo from './component.tsx';
import phrases from './phrases.json';

export const extraLargeManualPromoFields = fields({
  overline: manualTextFields.overline,
  overlineURL: manualTextFields.overlineURL,
  headline: manualTextFields.headline,
  description: manualTextFields.description,
  ...manualImageFields,
  linkURL: manualTextFields.linkURL,
  newTab: manualTextFields.newTab,
  showOverline: showToggles.showOverline,
  showHeadline: showToggles.showHeadline,
  showImage: showToggles.showImage,
  showDescription: showToggles.showDescription,
  showBottomBorder: showBottomBorderField(),
  imageRatio: imageRatioField(MANUAL_DEFAULT_RATIO),
  lazyLoad: lazyLoadField(),
});

export default defineFeature({
  name: 'extra-large-manual-promo',
  label: { en: 'Extra Large Manual Promo', mi: 'Whakatairanga Ā-ringa Nui Rawa' },
  description: 'An editor-written promo (overline, headline, full-width image, description) linking anywhere, optionally in a new tab.',
  fields: extraLargeManualPromoFields,
  phrases,
  // Signing-service: an image picked without a resizer token gets one, fetched with the page.
  content: ({ customFields }) => (customFields.showImage === false ? [] : signingRequests(customFields)),
  lazy: { field: 'lazyLoad' },
  component: ExtraLargeManualPromo,
});
