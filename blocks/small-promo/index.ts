import { definePromo } from '../../common/promo-sizes/index.ts';
import { withFeatureFilter } from '../../common/promo/index.ts';
import SmallPromo from './component.tsx';
import phrases from './phrases.json';

export default definePromo({
  name: 'small-promo',
  label: { en: 'Small Promo', mi: 'Whakatairanga Iti' },
  description: 'One story (headline and image): a story by URL, or the first story of a feed or collection on this site.',
  phrases,
  // A feed or collection query carries the small-promo feature marker (its field filter).
  migrate: withFeatureFilter('small-promo'),
  component: SmallPromo,
});
