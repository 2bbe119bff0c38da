import { defineFeature } from '../../engine/index.ts';
import SectionAbout from './component.tsx';

export default defineFeature({
  name: 'section-about',
  label: { en: 'Section About', mi: 'Mō te Wāhanga' },
  group: 'Page',
  description: "About text: the section's (section pages) else the site's site_about; maori_section_about for Māori readers.",
  component: SectionAbout,
});
