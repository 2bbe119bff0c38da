import { defineFeature, fields } from '../../engine/index.ts';
import { listContentField, showToggles, titleFields, withFeatureFilter } from '../../common/promo/index.ts';
import CardList from './component.tsx';

const { showHeadline, showImage, showByline, showDate } = showToggles;

export const cardListFields = fields({
  content: listContentField(),
  ...titleFields,
  showHeadline,
  showImage,
  showByline,
  showDate,
});

export default defineFeature({
  name: 'card-list',
  label: { en: 'Card List', mi: 'Rārangi Kāri' },
  description: 'A main story card with a large 4:3 image, then smaller cards with a thumbnail.',
  fields: cardListFields,
  // The list's query carries the card-list feature marker (its field filter).
  migrate: withFeatureFilter('card-list'),
  component: CardList,
});
