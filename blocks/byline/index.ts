import { defineFeature } from '../../engine/index.ts';
import Byline from './component.tsx';
import phrases from './phrases.json';

export default defineFeature({
  name: 'byline',
  label: { en: 'Byline', mi: 'Kaituhi' },
  group: 'Article',
  description: "The page content's authors (credits.by): 'By A, B and C' ('Na A, B me C' in Māori), linked to their pages.",
  phrases,
  component: Byline,
});
