import { defineFeature, field, fields } from '../../engine/index.ts';
import { listContentField, showToggles, withoutFeatureFilter } from '../../common/promo/index.ts';
import { resultCard } from '../../common/content/selections.ts';
import ResultsList from './component.tsx';
import phrases from './phrases.json';

const { showHeadline, showImage, showDescription, showByline, showDate } = showToggles;

export const resultsListFields = fields({
  content: listContentField(resultCard),
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
  group: 'Lists',
  description: "A story feed that grows: a 'See more' button or infinite scroll, without repeating a story.",
  fields: resultsListFields,
  phrases,
  // Older stored configs name a feature marker; the field's selection replaced it.
  migrate: withoutFeatureFilter(),
  island: { hydrate: 'visible' },
  component: ResultsList,
});
