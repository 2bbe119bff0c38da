import { defineFeature } from '../../engine/index.ts';
import Overline from './component.tsx';

export default defineFeature({
  name: 'overline',
  label: { en: 'Overline', mi: 'Rārangi Runga' },
  group: 'Article',
  description: "Above the headline: the content's section and its first tag (capitalised), joined by ' | ', each a link.",
  component: Overline,
});
