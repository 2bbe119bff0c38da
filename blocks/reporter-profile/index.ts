import { defineFeature, field, fields } from '../../engine/index.ts';
import { authorPhotoContent, firstAuthor } from '../../common/metadata/index.ts';
import ReporterProfile from './component.tsx';
import { FEED_SOURCE, feedQuery } from './profile.ts';
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
  group: 'Article',
  description: "The page content's first author: photo, byline, role, bio, social links, then their latest stories.",
  fields: reporterProfileFields,
  phrases,
  // Planned with the page once its content is known: the author's photo token and their latest stories.
  content: ({ site, customFields, globalContent }) => {
    const author = firstAuthor(globalContent);
    if (!author?.byline) return [];
    const query = customFields.storiesCount > 0 ? feedQuery(author, customFields.storiesCount, site) : undefined;
    return [...authorPhotoContent(author.image), ...(query ? [{ source: FEED_SOURCE, query }] : [])];
  },
  component: ReporterProfile,
});
