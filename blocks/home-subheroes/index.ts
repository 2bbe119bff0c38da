import { defineFeature, field, fields } from '../../engine/index.ts';
import { listContentField, showToggles } from '../../common/promo/index.ts';
import { offsetOverrideField } from '../../common/promo-sizes/index.ts';
import HomeSubheroes from './component.tsx';
import phrases from './phrases.json';

const { showOverline, showHeadline, showImage } = showToggles;

export const homeSubheroesFields = fields({
  // "home subheroes require content config": optional here so a block can be placed before it is set up.
  content: field.optional(listContentField()),
  offsetOverride: offsetOverrideField(),
  count: field.number({ label: { en: 'Number of stories', mi: 'Te maha o ngā kōrero' }, integer: true, minimum: 1, maximum: 8, default: 4, group: 'Stories' }),
  showOverline,
  showHeadline,
  showImage,
});

export default defineFeature({
  name: 'home-subheroes',
  label: { en: 'Home Subheroes', mi: 'Ngā Kōrero Tuarua o te Kāinga' },
  group: 'Promos',
  description: 'A row of stories under the home hero, from a collection or feed (skip the hero\'s story with "Skip stories").',
  fields: homeSubheroesFields,
  phrases,
  component: HomeSubheroes,
});
