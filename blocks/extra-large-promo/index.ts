import { definePromo } from '../../common/promo-sizes/index.ts';
import ExtraLargePromo from './component.tsx';
import phrases from './phrases.json';

export default definePromo({
  name: 'extra-large-promo',
  label: { en: 'Extra Large Promo', mi: 'Whakatairanga Nui Rawa' },
  group: 'Promos',
  description: 'One story (overline, headline, full-width image, description, byline and date): a story by URL, or the first story of a feed or collection on this site.',
  phrases,
  component: ExtraLargePromo,
});
