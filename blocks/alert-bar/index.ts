import { defineFeature, field, fields } from '../../engine/index.ts';
import AlertBar from './component.tsx';
import { alertQuery, ALERT_SOURCE } from './alert.ts';
import phrases from './phrases.json';

export const alertBarFields = fields({
  ariaLabel: field.optional(field.text({ label: { en: 'Aria label', mi: 'Tapanga aria' }, description: 'Names the alert region for screen readers' })),
});

export default defineFeature({
  name: 'alert-bar',
  label: { en: 'Alert Bar', mi: 'Pae Whakatūpato' },
  group: 'Page',
  description: 'The latest breaking alert; readers can dismiss it until a new one arrives.',
  fields: alertBarFields,
  phrases,
  content: ({ site }) => [{ source: ALERT_SOURCE, query: alertQuery(site) }],
  island: { hydrate: 'load' },
  component: AlertBar,
});
