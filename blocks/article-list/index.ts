import { defineFeature, field, fields } from '../../engine/index.ts';
import { listContentField, showToggles, titleFields, withoutFeatureFilter } from '../../common/promo/index.ts';
import { listItem } from '../../common/content/selections.ts';
import ArticleList from './component.tsx';

export const articleListFields = fields({
  content: listContentField((site) => listItem(site, 'display_date')),
  ...titleFields,
  showNumber: field.boolean({ label: { en: 'Number the stories', mi: 'Tau ngā kōrero' }, default: false }),
  showHeadline: showToggles.showHeadline,
  showImage: showToggles.showImage,
  showDate: showToggles.showDate,
});

export default defineFeature({
  name: 'article-list',
  label: { en: 'Article List', mi: 'Rārangi Tuhinga' },
  group: 'Lists',
  description: 'A titled list of stories (English or Māori title by language), optionally numbered.',
  fields: articleListFields,
  // Older stored configs name a feature marker; the field's selection replaced it.
  migrate: withoutFeatureFilter(),
  component: ArticleList,
});
