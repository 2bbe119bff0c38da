import { defineFeature, fields } from '../../engine/index.ts';
import { showToggles } from '../../common/promo/index.ts';
import { AUTOMATIC_DEFAULT_RATIO, imageRatioField, lazyLoadField, promoContentField, showBottomBorderField } from '../../common/promo-sizes/index.ts';
import ExtraLargePromo from './component.tsx';
import phrases from './phrases.json';

export const extraLargePromoFields = fields({
  content: promoContentField(),
  showOverline: showToggles.showOverline,
  showHeadline: showToggles.showHeadline,
  showImage: showToggles.showImage,
  showDescription: showToggles.showDescription,
  showByline: showToggles.showByline,
  showDate: showToggles.showDate,
  showBottomBorder: showBottomBorderField(),
  imageRatio: imageRatioField(AUTOMATIC_DEFAULT_RATIO['extra-large']),
  lazyLoad: lazyLoadField(),
});

export default defineFeature({
  name: 'extra-large-promo',
  label: { en: 'Extra Large Promo', mi: 'Whakatairanga Nui Rawa' },
  description: 'One story (overline, headline, full-width image, description, byline and date): a story by URL, or the first story of a feed or collection on this site.',
  fields: extraLargePromoFields,
  phrases,
  lazy: { field: 'lazyLoad' },
  component: ExtraLargePromo,
});
