import { definePromo } from '../../common/promo-sizes/index.ts';
import ExtraLargeManualPromo from './component.tsx';
import phrases from './phrases.json';

export default definePromo({
  name: 'extra-large-manual-promo',
  label: { en: 'Extra Large Manual Promo', mi: 'Whakatairanga Ā-ringa Nui Rawa' },
  group: 'Promos',
  description: 'An editor-written promo (overline, headline, full-width image, description) linking anywhere, optionally in a new tab.',
  phrases,
  component: ExtraLargeManualPromo,
});
