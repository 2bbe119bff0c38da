import { defineFeature, field, fields } from '../../engine/index.ts';
import RecommendationWidget from './component.tsx';
import { recommendationPolicyOrigins } from './widget.ts';

export const recommendationWidgetFields = fields({
  placement: field.optional(field.text({ label: { en: 'Placement', mi: 'Tauwāhi' }, description: "The provider's placement name, e.g. 'Below Article Thumbnails'." })),
  mode: field.optional(field.text({ label: { en: 'Mode', mi: 'Aratau' }, description: "The provider's widget mode, e.g. 'thumbnails-a'." })),
  container: field.optional(field.text({ label: { en: 'Container', mi: 'Ipu' }, description: 'Id of the element the widget fills (unique on the page).', pattern: '^([A-Za-z][A-Za-z0-9_-]*)?$' })),
});

export default defineFeature({
  name: 'recommendation-widget',
  label: { en: 'Recommendation Widget', mi: 'Tāwhiri Tūtohu' },
  group: 'Lists',
  description: 'Taboola-style recommended stories, filled by the provider\'s script (publisher id from the site properties).',
  fields: recommendationWidgetFields,
  policyOrigins: recommendationPolicyOrigins,
  component: RecommendationWidget,
});
