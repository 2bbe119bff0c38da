import { defineFeature, field, fields } from '../../engine/index.ts';
import Footer from './component.tsx';
import { hierarchyQuery, MENU_SOURCE } from '../../common/navigation/menu.ts';
import { DEFAULT_LIGHT_LOGO_OUTPUT_TYPES } from './logo.ts';
import { FOOTER_HIERARCHIES, footerHierarchies } from './lists.ts';
import phrases from './phrases.json';

const hierarchy = (en: string, mi: string, fallback: string) =>
  field.text({ label: { en, mi }, description: 'Site-service navigation hierarchy', minLength: 1, default: fallback, group: 'Links' });

export const footerFields = fields({
  sectionsHierarchy: hierarchy('Sections links hierarchy', 'Hanganga hononga wāhanga', FOOTER_HIERARCHIES.sectionsHierarchy),
  aboutHierarchy: hierarchy('About links hierarchy', 'Hanganga hononga mō mātou', FOOTER_HIERARCHIES.aboutHierarchy),
  legalHierarchy: hierarchy('Privacy and terms links hierarchy', 'Hanganga hononga tūmataiti', FOOTER_HIERARCHIES.legalHierarchy),
  lightLogoOutputTypes: field.text({
    label: { en: 'Light-logo output types', mi: 'Momo putanga waitohu mārama' },
    description: 'Comma-separated output types that show only the light-background logo, e.g. amp',
    default: DEFAULT_LIGHT_LOGO_OUTPUT_TYPES,
  }),
  showSocialLinks: field.boolean({ label: { en: 'Show social links', mi: 'Whakaatu hononga pāpori' }, default: true }),
});

export default defineFeature({
  name: 'footer',
  label: { en: 'Footer', mi: 'Hiku' },
  group: 'Navigation',
  description: 'Site footer: section, about and privacy/terms links, social links, logo and copyright.',
  fields: footerFields,
  phrases,
  content: ({ customFields }) => footerHierarchies(customFields).map((h) => ({ source: MENU_SOURCE, query: hierarchyQuery(h) })),
  component: Footer,
});
