import { defineFeature, fields } from '../../engine/index.ts';
import { listContentField, showToggles } from '../../common/promo/index.ts';
import HomeHero from './component.tsx';
import phrases from './phrases.json';

const { showOverline, showHeadline, showImage, showDescription, showByline, showDate } = showToggles;

export const homeHeroFields = fields({
  content: listContentField(),
  showOverline,
  showHeadline,
  showImage,
  showDescription,
  showByline,
  showDate,
});

export default defineFeature({
  name: 'home-hero',
  label: { en: 'Home Hero', mi: 'Kōrero Matua o te Kāinga' },
  group: 'Promos',
  description: 'The lead story of a collection or feed, large: image up to 1440 wide, overline, headline, description, byline and date.',
  fields: homeHeroFields,
  phrases,
  component: HomeHero,
});
