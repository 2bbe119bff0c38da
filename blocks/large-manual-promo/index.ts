import { definePromo } from '../../common/promo-sizes/index.ts';
import LargeManualPromo from './component.tsx';
import phrases from './phrases.json';

export default definePromo({
  name: 'large-manual-promo',
  label: { en: 'Large Manual Promo', mi: 'Whakatairanga Ā-ringa Nui' },
  group: 'Promos',
  description: 'An editor-written promo (overline, image, headline, description) linking anywhere, optionally in a new tab.',
  phrases,
  component: LargeManualPromo,
});
