import { defineChain, field, fields } from '../../engine/index.ts';
import Single from './component.tsx';

export default defineChain({
  name: 'single',
  label: { en: 'Single Chain', mi: 'Mekameka Kotahi' },
  group: 'Layout',
  fields: fields({ heading: field.optional(field.text({ label: { en: 'Heading', mi: 'Upoko' } })) }),
  component: Single,
});
