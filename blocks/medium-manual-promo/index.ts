import { definePromo } from '../../common/promo-sizes/index.ts';
import MediumManualPromo from './component.tsx';
import phrases from './phrases.json';

export default definePromo({
  name: 'medium-manual-promo',
  label: { en: 'Medium Manual Promo', mi: 'Whakatairanga Ā-ringa Waenga' },
  group: 'Promos',
  description: 'An editor-written promo (image, headline, description) linking anywhere, optionally in a new tab.',
  phrases,
  component: MediumManualPromo,
});
