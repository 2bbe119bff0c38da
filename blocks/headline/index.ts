import { defineFeature } from '../../engine/index.ts';
import Headline from './component.tsx';

export default defineFeature({
  name: 'headline',
  label: { en: 'Headline', mi: 'Kupu Matua' },
  group: 'Article',
  description: "The page content's headline (headlines.basic).",
  component: Headline,
});
