import { defineFeature, fields } from '../../engine/index.ts';
import { showToggles } from '../../common/promo/index.ts';
import { AUTOMATIC_DEFAULT_RATIO, imageRatioField, lazyLoadField, promoContentField, showBottomBorderField } from '../../common/promo-sizes/index.ts';
import LargePromo from './component.tsx';
import phrases from './phrases.json';

export const largePromoFields = fields({
  content: promoContentField(),
  showOverline: showToggles.showOverline,
  showHeadline: showToggles.showHeadline,
  showImage: showToggles.showImage,
  showDescription: showToggles.showDescription,
  showByline: showToggles.showByline,
  showDate: showToggles.showDate,
  showBottomBorder: showBottomBorderField(),
  imageRatio: imageRatioField(AUTOMATIC_DEFAULT_RATIO['large']),
  lazyLoad: lazyLoadField(),
});

export default defineFeature({
  name: 'large-promo',
  label: { en: 'Large Promo', mi: 'Whakatairanga Nui' },
  description: 'One story (overline, image, headline, description, byline and date): a story by URL, or the first story of a feed or collection on this site.',
  fields: largePromoFields,
  phrases,
  lazy: { field: 'lazyLoad' },
  component: LargePromo,
});
