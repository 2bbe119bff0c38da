import { defineFeature, field, fields } from '../../engine/index.ts';
import { DEFAULT_VIEWPORT_PERCENTAGE, MAX_VIEWPORT_PERCENTAGE, MIN_VIEWPORT_PERCENTAGE, VIDEO_RATIO_OPTIONS } from '../../common/video/index.ts';
import Video from './component.tsx';
import { VIDEO_BY_URL_SOURCE, videoByUrlQuery, websiteUrlOf } from './source.ts';
import phrases from './phrases.json';

// "Video block fields", with its defaults.
export const videoFields = fields({
  websiteURL: field.optional(field.text({
    label: { en: 'Video URL', mi: 'Wāhitau ataata' }, hint: 'url', group: 'Content',
    description: 'website_url of a video, used when the block neither inherits the page content nor has a content config',
  })),
  itemContentConfig: field.optional(field.contentConfig({
    label: { en: 'Video', mi: 'Ataata' }, source: [VIDEO_BY_URL_SOURCE, 'content-api'], group: 'Content',
    description: 'The video to play when the block does not inherit the page content',
  })),
  inheritGlobalContent: field.boolean({ label: { en: 'Inherit global content', mi: 'Whakamahia te ihirangi o te whārangi' }, default: true, group: 'Content' }),
  autoplay: field.boolean({ label: { en: 'Autoplay', mi: 'Pūrei aunoa' }, default: false, group: 'Player' }),
  playthrough: field.boolean({ label: { en: 'Playthrough', mi: 'Pūrei haere tonu' }, default: false, group: 'Player' }),
  hideVideoTitle: field.boolean({ label: { en: 'Hide video title', mi: 'Hunaia te taitara ataata' }, default: true, group: 'Player' }),
  hideVideoCredits: field.boolean({ label: { en: 'Hide video credits', mi: 'Hunaia ngā kaihanga ataata' }, default: true, group: 'Player' }),
  aspectRatio: field.select(VIDEO_RATIO_OPTIONS, {
    label: { en: 'Aspect ratio', mi: 'Ōwehenga' }, default: '--', group: 'Player',
    description: "'--' uses the promo image ratio, falling back to 16:9",
  }),
  viewportPercentage: field.number({
    label: { en: 'Video height (% of the viewport, 9:16 only)', mi: 'Te teitei o te ataata (% o te mata, 9:16 anake)' },
    minimum: MIN_VIEWPORT_PERCENTAGE, maximum: MAX_VIEWPORT_PERCENTAGE, default: DEFAULT_VIEWPORT_PERCENTAGE, group: 'Player',
  }),
  title: field.optional(field.text({ label: { en: 'Title', mi: 'Taitara' }, group: 'Display' })),
  description: field.optional(field.text({ label: { en: 'Description', mi: 'Whakamārama' }, hint: 'textarea', group: 'Display' })),
  alertBadge: field.optional(field.text({ label: { en: 'Alert badge', mi: 'Tohu whakatūpato' }, group: 'Display' })),
  displayStyle: field.select(['inlineVideo', 'featureVideo'] as const, { label: { en: 'Display style', mi: 'Momo whakaatu' }, default: 'inlineVideo', group: 'Display' }),
  borderRadius: field.boolean({ label: { en: 'Rounded corners', mi: 'Kokonga porotaka' }, default: false, group: 'Display' }),
});

export default defineFeature({
  name: 'video',
  label: { en: 'Video', mi: 'Ataata' },
  group: 'Media',
  description: "A video player (the page's video, a configured one or one by URL), inline or feature style, with an optional badge, title and description.",
  fields: videoFields,
  phrases,
  content: ({ site, customFields }) => {
    const url = websiteUrlOf(customFields);
    return url ? [{ source: VIDEO_BY_URL_SOURCE, query: videoByUrlQuery(site, url) }] : [];
  },
  // Not an island: the player is the embed markup itself; autoplay is markup too (see common/video/embed.tsx).
  component: Video,
});
