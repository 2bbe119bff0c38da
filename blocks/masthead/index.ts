import { defineFeature, field, fields } from '../../engine/index.ts';
import Masthead from './component.tsx';

export const mastheadFields = fields({
  showLogo: field.boolean({ label: { en: 'Show logo', mi: 'Whakaatu waitohu' }, default: true }),
  logoURL: field.optional(field.text({
    label: { en: 'Logo URL', mi: 'URL waitohu' },
    description: "Instead of the site's light-background logo",
    hint: 'url',
  })),
  tagline: field.optional(field.text({ label: { en: 'Tagline', mi: 'Rārangi tautohu' } })),
  maoriTagline: field.optional(field.text({ label: { en: 'Tagline (Māori)', mi: 'Rārangi tautohu (Māori)' } })),
  showDate: field.boolean({ label: { en: 'Show date', mi: 'Whakaatu rā' }, default: true }),
  dateFormat: field.optional(field.text({
    label: { en: 'Date format', mi: 'Hōputu rā' },
    description: "strftime format, e.g. %A, %B %d, %Y; defaults to the site's date format",
  })),
});

export default defineFeature({
  name: 'masthead',
  label: { en: 'Masthead', mi: 'Upoko Pae' },
  group: 'Navigation',
  description: "The site's logo with an optional tagline and today's date.",
  fields: mastheadFields,
  component: Masthead,
});
