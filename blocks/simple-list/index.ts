import { defineFeature, fields } from '../../engine/index.ts';
import { listContentField, showToggles, titleFields, withFeatureFilter } from '../../common/promo/index.ts';
import SimpleList from './component.tsx';

export const simpleListFields = fields({
  content: listContentField(),
  ...titleFields,
  showHeadline: showToggles.showHeadline,
  showImage: showToggles.showImage,
});

export default defineFeature({
  name: 'simple-list',
  label: { en: 'Simple List', mi: 'Rārangi Māmā' },
  description: 'A list of stories: image and headline (headline truncated to 3 lines).',
  fields: simpleListFields,
  // The list's query carries the simple-list feature marker (its field filter).
  migrate: withFeatureFilter('simple-list'),
  component: SimpleList,
});
