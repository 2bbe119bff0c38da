import { defineFeature, field, fields } from '../../engine/index.ts';
import Subheadline from './component.tsx';

export const subheadlineFields = fields({
  useDescription: field.boolean({
    label: { en: 'Show the description instead', mi: 'Whakaaturia te whakamārama' },
    description: 'Show description.basic instead of subheadlines.basic',
    default: false,
  }),
});

export default defineFeature({
  name: 'subheadline',
  label: { en: 'Subheadline', mi: 'Kupu Matua Tuarua' },
  group: 'Article',
  description: "The page content's subheadline (subheadlines.basic), or its description when configured.",
  fields: subheadlineFields,
  component: Subheadline,
});
