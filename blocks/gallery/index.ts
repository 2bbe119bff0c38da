import { defineFeature, field, fields } from '../../engine/index.ts';
import { adPolicyOrigins } from '../../common/ads/index.ts';
import Gallery from './component.tsx';
import { islandGlobalContent } from './gallery.ts';
import phrases from './phrases.json';

export const galleryFields = fields({
  inheritGlobalContent: field.boolean({
    label: { en: "Use the page's gallery", mi: 'Whakamahia te kohinga o te whārangi' },
    description: 'On a gallery page, show its gallery; otherwise (or when off) the gallery configured below',
    default: true,
  }),
  galleryContent: field.optional(field.contentConfig({
    label: { en: 'Gallery', mi: 'Kohinga whakaahua' },
    description: 'A gallery by website_url or _id (content-api)',
    source: 'content-api',
  })),
  hideTitle: field.boolean({ label: { en: 'Hide image titles', mi: 'Hunaia ngā taitara whakaahua' }, default: false, group: 'Display' }),
  hideCaption: field.boolean({ label: { en: 'Hide captions', mi: 'Hunaia ngā whakamārama' }, default: false, group: 'Display' }),
  hideCredits: field.boolean({ label: { en: 'Hide credits', mi: 'Hunaia ngā kaiwhakaahua' }, default: false, group: 'Display' }),
});

export default defineFeature({
  name: 'gallery',
  label: { en: 'Gallery', mi: 'Kohinga Whakaahua' },
  group: 'Media',
  description: "A photo gallery carousel (the page's gallery or a configured one), with an ad every galleryCubeClicks clicks.",
  fields: galleryFields,
  phrases,
  // Interactive (arrows, swipe, keys, autoplay, full screen, interstitial); hydrates when scrolled near.
  island: { hydrate: 'visible' },
  browserGlobalContent: islandGlobalContent,
  // Its interstitial is an ad slot: the ad service's hosts join the site's policy when the site loads its script.
  policyOrigins: adPolicyOrigins,
  component: Gallery,
});
