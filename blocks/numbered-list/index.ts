import { defineFeature, fields } from '../../engine/index.ts';
import { listContentField, showToggles, titleFields, withFeatureFilter } from '../../common/promo/index.ts';
import NumberedList from './component.tsx';

export const numberedListFields = fields({
  content: listContentField(),
  ...titleFields,
  showHeadline: showToggles.showHeadline,
  showImage: showToggles.showImage,
});

export default defineFeature({
  name: 'numbered-list',
  label: { en: 'Numbered List', mi: 'Rārangi Tau' },
  description: 'A ranked list of stories: rank number, headline and image.',
  fields: numberedListFields,
  // The list's query carries the numbered-list feature marker (its field filter).
  migrate: withFeatureFilter('numbered-list'),
  component: NumberedList,
});
