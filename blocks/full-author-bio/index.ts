import { defineFeature, field, fields } from '../../engine/index.ts';
import { authorPhotoContent } from '../../common/metadata/index.ts';
import FullAuthorBio from './component.tsx';
import { fullBio } from './bio.ts';
import phrases from './phrases.json';

export const fullAuthorBioFields = fields({
  lazyLoad: field.boolean({ label: { en: 'Lazy load', mi: 'Uta māngere' }, default: false, group: 'Display' }),
});

export default defineFeature({
  name: 'full-author-bio',
  label: { en: 'Full Author Bio', mi: 'Haurongo Kaituhi' },
  group: 'Article',
  description: "The page content's first author (authors, else credits.by): photo, name linked to their profile, role, bio and social links.",
  fields: fullAuthorBioFields,
  phrases,
  lazy: { field: 'lazyLoad' },
  // Rendered in the browser when lazy: it needs only the authors of the page content there.
  browserGlobalContent: (gc) => ({ authors: gc?.authors, credits: { by: gc?.credits?.by } }),
  // The author's photo token, planned once the page content is known (a lazy bio reads it in the browser).
  content: ({ customFields, globalContent }) => (customFields.lazyLoad ? [] : authorPhotoContent(fullBio(globalContent)?.author.image)),
  component: FullAuthorBio,
});
