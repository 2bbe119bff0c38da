import { defineFeature, field, fields } from '../../engine/index.ts';
import SearchBox from './component.tsx';
import phrases from './phrases.json';

export const searchBoxFields = fields({
  customSearchAction: field.optional(field.text({
    label: { en: 'Custom search action', mi: 'Mahi rapu ritenga' },
    description: 'Where a search goes instead of /search/{term}: a URL where {term} is replaced by the URI-encoded term (else the term is appended)',
    hint: 'url',
  })),
  collapsible: field.boolean({
    label: { en: 'Open on click', mi: 'Huakina ina pāwhiria' },
    description: 'Show a search button that opens the box; the box closes again when it loses focus',
    default: false,
  }),
});

export default defineFeature({
  name: 'search-box',
  label: { en: 'Search Box', mi: 'Pouaka Rapu' },
  group: 'Navigation',
  description: 'A search box: a non-empty term goes to /search/{term} (URI-encoded) unless a custom search action is set.',
  fields: searchBoxFields,
  phrases,
  island: { hydrate: 'idle' },
  component: SearchBox,
});
