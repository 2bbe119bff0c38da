import { definePromo } from '../../common/promo-sizes/index.ts';
import SmallManualPromo from './component.tsx';
import phrases from './phrases.json';

export default definePromo({
  name: 'small-manual-promo',
  label: { en: 'Small Manual Promo', mi: 'Whakatairanga Ā-ringa Iti' },
  group: 'Promos',
  description: 'An editor-written promo (headline and image) linking anywhere, optionally in a new tab.',
  phrases,
  component: SmallManualPromo,
});
