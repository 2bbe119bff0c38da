import { defineFeature, field, fields } from '../../engine/index.ts';
import LeadArt from './component.tsx';
import { DEFAULT_VIEWPORT_PERCENTAGE, islandContent, LEAD_ART_RATIOS, leadArtHydrate, leadArtOf } from './lead-art.ts';
import phrases from './phrases.json';

export const leadArtFields = fields({
  enableAutoplay: field.boolean({ label: { en: 'Autoplay video', mi: 'Pūrei aunoa i te ataata' }, default: false, group: 'Video' }),
  playthrough: field.boolean({ label: { en: 'Playthrough', mi: 'Pūrei haere tonu' }, default: false, group: 'Video' }),
  viewportPercentage: field.number({
    label: { en: 'Video height (% of the viewport)', mi: 'Te teitei o te ataata (% o te mata)' },
    minimum: 0, maximum: 150, default: DEFAULT_VIEWPORT_PERCENTAGE, group: 'Video',
  }),
  aspectRatio: field.select(LEAD_ART_RATIOS, { label: { en: 'Aspect ratio', mi: 'Ōwehenga' }, default: '16:9', group: 'Display' }),
  hideTitle: field.boolean({ label: { en: 'Hide title', mi: 'Hunaia te taitara' }, default: false, group: 'Display' }),
  hideCaption: field.boolean({ label: { en: 'Hide caption', mi: 'Hunaia te whakamārama' }, default: false, group: 'Display' }),
  hideCredits: field.boolean({ label: { en: 'Hide credits', mi: 'Hunaia ngā kaiwhakaahua' }, default: false, group: 'Display' }),
  borderRadius: field.boolean({ label: { en: 'Rounded corners', mi: 'Kokonga porotaka' }, default: false, group: 'Display' }),
  imageLoadingStrategy: field.select(['lazy', 'eager'] as const, { label: { en: 'Image loading', mi: 'Te uta whakaahua' }, default: 'eager', group: 'Display' }),
});

export default defineFeature({
  name: 'leadart',
  label: { en: 'Lead Art', mi: 'Toi Matua' },
  group: 'Article',
  description: "The story's lead art (promo_items.lead_art, else basic): an image with a full-screen button, a video, a gallery or raw HTML.",
  fields: leadArtFields,
  phrases,
  // Interactive (full screen, gallery controls, video autoplay); it ships only the lead art, not the story.
  island: { hydrate: ({ customFields, globalContent }) => leadArtHydrate(leadArtOf(globalContent), customFields.enableAutoplay) },
  browserGlobalContent: islandContent,
  component: LeadArt,
});
