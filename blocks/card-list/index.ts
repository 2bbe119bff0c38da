import { defineFeature, fields } from '../../engine/index.ts';
import { listContentField, showToggles, titleFields, withoutFeatureFilter } from '../../common/promo/index.ts';
import { listItem } from '../../common/content/selections.ts';
import CardList from './component.tsx';

const { showHeadline, showImage, showByline, showDate } = showToggles;

export const cardListFields = fields({
  content: listContentField((site) => listItem(site, 'display_date', 'credits.by.name', 'credits.by.byline', 'credits.by.url')),
  ...titleFields,
  showHeadline,
  showImage,
  showByline,
  showDate,
});

export default defineFeature({
  name: 'card-list',
  label: { en: 'Card List', mi: 'Rārangi Kāri' },
  group: 'Lists',
  description: 'A main story card with a large 4:3 image, then smaller cards with a thumbnail.',
  fields: cardListFields,
  // Older stored configs name a feature marker; the field's selection replaced it.
  migrate: withoutFeatureFilter(),
  component: CardList,
});
