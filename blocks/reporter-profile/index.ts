import { defineFeature, field, fields } from '../../engine/index.ts';
import ReporterProfile from './component.tsx';
import phrases from './phrases.json';

export const reporterProfileFields = fields({
  storiesCount: field.number({
    label: { en: 'Latest stories shown', mi: 'Te maha o ngā kōrero hou' },
    integer: true, minimum: 0, maximum: 20, default: 5,
  }),
});

export default defineFeature({
  name: 'reporter-profile',
  label: { en: 'Reporter Profile', mi: 'Kōtaha Kairīpoata' },
  description: "The page content's first author: photo, byline, role, bio, social links, then their latest stories.",
  fields: reporterProfileFields,
  phrases,
  component: ReporterProfile,
});
