import { defineFeature, field, fields } from '../../engine/index.ts';
import { listContentField, titleFields } from '../../common/promo/index.ts';
import TrendingStories from './component.tsx';

export const trendingStoriesFields = fields({
  // Optional in the schema so an unfinished block still saves: it renders nothing until all three are set.
  content: field.optional(listContentField()),
  ...titleFields,
  hideTag: field.boolean({ label: { en: 'Hide tag', mi: 'Hunaia te tūtohu' }, default: false }),
  hideImage: field.boolean({ label: { en: 'Hide image', mi: 'Hunaia te whakaahua' }, default: false }),
});

export default defineFeature({
  name: 'trending-stories',
  label: { en: 'Trending Stories', mi: 'Ngā Kōrero Rongonui' },
  group: 'Lists',
  description: 'Ranked stories with their section and tag. Needs a title, a Māori title and a story feed.',
  fields: trendingStoriesFields,
  component: TrendingStories,
});
