import { definePromo } from '../../common/promo-sizes/index.ts';
import MediumPromo from './component.tsx';
import phrases from './phrases.json';

export default definePromo({
  name: 'medium-promo',
  label: { en: 'Medium Promo', mi: 'Whakatairanga Waenga' },
  group: 'Promos',
  description: 'One story (image, headline, description, byline and date): a story by URL, or the first story of a feed or collection on this site.',
  phrases,
  component: MediumPromo,
});
