import { definePromo } from '../../common/promo-sizes/index.ts';
import { withoutFeatureFilter } from '../../common/promo/index.ts';
import { LEAD_ART_IMAGE, listItem } from '../../common/content/selections.ts';
import SmallPromo from './component.tsx';
import phrases from './phrases.json';

export default definePromo({
  name: 'small-promo',
  label: { en: 'Small Promo', mi: 'Whakatairanga Iti' },
  group: 'Promos',
  description: 'One story (headline and image): a story by URL, or the first story of a feed or collection on this site.',
  phrases,
  // A headline and an image: the smallest card reads only what it draws.
  select: (site) => listItem(site, 'label', ...LEAD_ART_IMAGE),
  // Older stored configs name a feature marker; the field's selection replaced it.
  migrate: withoutFeatureFilter(),
  component: SmallPromo,
});
