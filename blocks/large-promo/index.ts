import { definePromo } from '../../common/promo-sizes/index.ts';
import LargePromo from './component.tsx';
import phrases from './phrases.json';

export default definePromo({
  name: 'large-promo',
  label: { en: 'Large Promo', mi: 'Whakatairanga Nui' },
  group: 'Promos',
  description: 'One story (overline, image, headline, description, byline and date): a story by URL, or the first story of a feed or collection on this site.',
  phrases,
  component: LargePromo,
});
