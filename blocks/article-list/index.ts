import { defineFeature, field, fields } from '../../engine/index.ts';
import { listContentField, showToggles, titleFields, withFeatureFilter } from '../../common/promo/index.ts';
import ArticleList from './component.tsx';

export const articleListFields = fields({
  content: listContentField(),
  ...titleFields,
  showNumber: field.boolean({ label: { en: 'Number the stories', mi: 'Tau ngā kōrero' }, default: false }),
  showHeadline: showToggles.showHeadline,
  showImage: showToggles.showImage,
  showDate: showToggles.showDate,
});

export default defineFeature({
  name: 'article-list',
  label: { en: 'Article List', mi: 'Rārangi Tuhinga' },
  description: 'A titled list of stories (English or Māori title by language), optionally numbered.',
  fields: articleListFields,
  // The list's query carries the article-list feature marker (its field filter).
  migrate: withFeatureFilter('article-list'),
  component: ArticleList,
});
