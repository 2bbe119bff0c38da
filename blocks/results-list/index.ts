import { defineFeature, field, fields } from '../../engine/index.ts';
import { listContentField, showToggles, withFeatureFilter } from '../../common/promo/index.ts';
import ResultsList from './component.tsx';
import phrases from './phrases.json';

const { showHeadline, showImage, showDescription, showByline, showDate } = showToggles;

export const resultsListFields = fields({
  content: listContentField(),
  variant: field.select(['button', 'infinite'] as const, {
    label: { en: 'Loading more', mi: 'Te uta i ētahi atu' },
    description: "button: a 'See more' button shows another page; infinite: the next page loads when the last story is in view",
    default: 'button',
  }),
  imageRatio: field.select(['3:2', '16:9', '4:3'] as const, { label: { en: 'Image ratio', mi: 'Ōwehenga whakaahua' }, default: '3:2', group: 'Image' }),
  showHeadline,
  showImage,
  showDescription,
  showByline,
  showDate,
});

export default defineFeature({
  name: 'results-list',
  label: { en: 'Results List', mi: 'Rārangi Hua' },
  description: "A story feed that grows: a 'See more' button or infinite scroll, without repeating a story.",
  fields: resultsListFields,
  phrases,
  // The list's query carries the results-list feature marker (its field filter).
  migrate: withFeatureFilter('results-list'),
  island: { hydrate: 'visible' },
  component: ResultsList,
});
