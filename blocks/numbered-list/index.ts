import { defineFeature, fields } from '../../engine/index.ts';
import { listContentField, showToggles, titleFields, withoutFeatureFilter } from '../../common/promo/index.ts';
import { listItem } from '../../common/content/selections.ts';
import NumberedList from './component.tsx';

export const numberedListFields = fields({
  content: listContentField(listItem),
  ...titleFields,
  showHeadline: showToggles.showHeadline,
  showImage: showToggles.showImage,
});

export default defineFeature({
  name: 'numbered-list',
  label: { en: 'Numbered List', mi: 'Rārangi Tau' },
  group: 'Lists',
  description: 'A ranked list of stories: rank number, headline and image.',
  fields: numberedListFields,
  // Older stored configs name a feature marker; the field's selection replaced it.
  migrate: withoutFeatureFilter(),
  component: NumberedList,
});
