import { defineFeature, fields } from '../../engine/index.ts';
import { listContentField, showToggles, titleFields, withoutFeatureFilter } from '../../common/promo/index.ts';
import { listItem } from '../../common/content/selections.ts';
import SimpleList from './component.tsx';

export const simpleListFields = fields({
  content: listContentField(listItem),
  ...titleFields,
  showHeadline: showToggles.showHeadline,
  showImage: showToggles.showImage,
});

export default defineFeature({
  name: 'simple-list',
  label: { en: 'Simple List', mi: 'Rārangi Māmā' },
  group: 'Lists',
  description: 'A list of stories: image and headline (headline truncated to 3 lines).',
  fields: simpleListFields,
  // Older stored configs name a feature marker; the field's selection replaced it.
  migrate: withoutFeatureFilter(),
  component: SimpleList,
});
