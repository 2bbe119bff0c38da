import { defineFeature, fields } from '../../engine/index.ts';
import { showToggles } from '../../common/promo/index.ts';
import { AUTOMATIC_DEFAULT_RATIO, imageRatioField, lazyLoadField, promoContentField, showBottomBorderField } from '../../common/promo-sizes/index.ts';
import MediumPromo from './component.tsx';
import phrases from './phrases.json';

export const mediumPromoFields = fields({
  content: promoContentField(),
  showHeadline: showToggles.showHeadline,
  showImage: showToggles.showImage,
  showDescription: showToggles.showDescription,
  showByline: showToggles.showByline,
  showDate: showToggles.showDate,
  showBottomBorder: showBottomBorderField(),
  imageRatio: imageRatioField(AUTOMATIC_DEFAULT_RATIO['medium']),
  lazyLoad: lazyLoadField(),
});

export default defineFeature({
  name: 'medium-promo',
  label: { en: 'Medium Promo', mi: 'Whakatairanga Waenga' },
  description: 'One story (image, headline, description, byline and date): a story by URL, or the first story of a feed or collection on this site.',
  fields: mediumPromoFields,
  phrases,
  lazy: { field: 'lazyLoad' },
  component: MediumPromo,
});
