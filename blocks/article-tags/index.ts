import { defineFeature } from '../../engine/index.ts';
import ArticleTags from './component.tsx';
import phrases from './phrases.json';

export default defineFeature({
  name: 'article-tags',
  label: { en: 'Article Tags', mi: 'Ngā Tūtohu Kōrero' },
  group: 'Article',
  description: "The page content's tags (taxonomy.tags) after a 'Tags:' label, each linking to /tags/{slug}/.",
  phrases,
  component: ArticleTags,
});
