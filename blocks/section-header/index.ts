import { defineFeature, field, fields } from '../../engine/index.ts';
import SectionHeader from './component.tsx';
import { HEADER_SIZES } from './header.ts';

export const sectionHeaderFields = fields({
  headerSize: field.select(HEADER_SIZES, { label: { en: 'Header size', mi: 'Te rahi o te upoko' }, default: 'Large' }),
  uppercase: field.boolean({ label: { en: 'Uppercase', mi: 'Pū matua' }, default: false }),
});

export default defineFeature({
  name: 'section-header',
  label: { en: 'Section Header', mi: 'Upoko Wāhanga' },
  group: 'Page',
  description: "The section's title: nav_title, or maori_title for Māori readers.",
  fields: sectionHeaderFields,
  component: SectionHeader,
});
