import { defineFeature, field, fields } from '../../engine/index.ts';
import { listContentField, showToggles, titleFields } from '../../common/promo/index.ts';
import SectionHeroes from './component.tsx';
import phrases from './phrases.json';

const { showOverline, showHeadline, showImage, showDescription, showByline, showDate } = showToggles;

export const sectionHeroesFields = fields({
  content: listContentField(),
  ...titleFields,
  // The header links here, labelled with the Māori title in Māori, otherwise the English title.
  Redirect_URL: field.optional(field.text({ label: { en: 'Header link', mi: 'Hono pane' }, hint: 'url', group: 'Title' })),
  showOverline,
  showHeadline,
  showImage,
  showDescription,
  showByline,
  showDate,
});

export default defineFeature({
  name: 'section-heroes',
  label: { en: 'Section Heroes', mi: 'Ngā Kōrero Matua o te Wāhanga' },
  group: 'Promos',
  description: 'A lead story and up to 4 more in 2 rows of 2 on wide screens; every story, stacked, below 1024 px.',
  fields: sectionHeroesFields,
  phrases,
  component: SectionHeroes,
});
