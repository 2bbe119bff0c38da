import { defineFeature, fields } from '../../engine/index.ts';
import { showToggles, withoutFeatureFilter } from '../../common/promo/index.ts';
import { LEAD_ART_IMAGE, listItem } from '../../common/content/selections.ts';
import { AUTOMATIC_DEFAULT_RATIO, imageRatioField, lazyLoadField, promoContentField, showBottomBorderField } from '../../common/promo-sizes/index.ts';
import SmallPromo from './component.tsx';
import phrases from './phrases.json';

export const smallPromoFields = fields({
  content: promoContentField((site) => listItem(site, 'label', ...LEAD_ART_IMAGE)),
  showHeadline: showToggles.showHeadline,
  showImage: showToggles.showImage,
  showBottomBorder: showBottomBorderField(),
  imageRatio: imageRatioField(AUTOMATIC_DEFAULT_RATIO['small']),
  lazyLoad: lazyLoadField(),
});

export default defineFeature({
  name: 'small-promo',
  label: { en: 'Small Promo', mi: 'Whakatairanga Iti' },
  description: 'One story (headline and image): a story by URL, or the first story of a feed or collection on this site.',
  fields: smallPromoFields,
  phrases,
  // Older stored configs name a feature marker; the field's selection replaced it.
  migrate: withoutFeatureFilter(),
  lazy: { field: 'lazyLoad' },
  component: SmallPromo,
});
