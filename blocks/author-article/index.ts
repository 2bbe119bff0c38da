import { defineFeature } from '../../engine/index.ts';
import AuthorArticle from './component.tsx';
import phrases from './phrases.json';

export default defineFeature({
  name: 'author-article',
  label: { en: 'Author List', mi: 'Rārangi Kaituhi' },
  group: 'Article',
  description: "The page content's authors (credits.by) with a url, each linked, with an email link where they have one.",
  phrases,
  component: AuthorArticle,
});
