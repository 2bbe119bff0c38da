import { defineFeature, field, fields } from '../../engine/index.ts';
import { showToggles } from '../../common/promo/index.ts';
import SearchResultsList from './component.tsx';
import phrases from './phrases.json';

const { showHeadline, showImage, showDescription, showByline, showDate } = showToggles;

export const searchResultsListFields = fields({
  showSearchBox: field.boolean({ label: { en: 'Show search box', mi: 'Whakaatu pouaka rapu' }, default: true, group: 'Show' }),
  showHeadline,
  showImage,
  showDescription,
  showByline,
  showDate,
});

export default defineFeature({
  name: 'search-results-list',
  label: { en: 'Search Results List', mi: 'Rārangi Hua Rapu' },
  group: 'Lists',
  description: "The search page's results for metadata.q of the global content, with a search box and 'See more'.",
  fields: searchResultsListFields,
  phrases,
  island: { hydrate: 'interaction' },
  // Only what the list starts from: the first page of results and its metadata (term, total hits).
  browserGlobalContent: (gc) => ({ metadata: gc?.metadata, data: gc?.data }),
  component: SearchResultsList,
});
