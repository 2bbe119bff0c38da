import { defineFeature, field, fields } from '../../engine/index.ts';
import LinksBar from './component.tsx';
import { hierarchyQuery, MENU_SOURCE } from '../../common/navigation/menu.ts';
import phrases from './phrases.json';

export const linksBarFields = fields({
  hierarchy: field.optional(field.text({
    label: { en: 'Navigation hierarchy', mi: 'Hanganga whakatere' },
    description: 'Site-service navigation hierarchy whose links the bar shows, e.g. MainMenu',
    minLength: 1,
  })),
  showSeparators: field.boolean({ label: { en: 'Show separators', mi: 'Whakaatu wehenga' }, default: true }),
  ariaLabel: field.optional(field.text({ label: { en: 'Aria label', mi: 'Tapanga aria' }, description: 'Names the links landmark for screen readers' })),
});

export default defineFeature({
  name: 'links-bar',
  label: { en: 'Links Bar', mi: 'Pae Hononga' },
  group: 'Navigation',
  description: 'A horizontal row of links from a navigation hierarchy, with separators.',
  fields: linksBarFields,
  phrases,
  content: ({ customFields }) => (customFields.hierarchy ? [{ source: MENU_SOURCE, query: hierarchyQuery(customFields.hierarchy) }] : []),
  component: LinksBar,
});
