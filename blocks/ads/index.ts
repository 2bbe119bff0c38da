import { defineFeature, field, fields } from '../../engine/index.ts';
import { AD_TYPE_KEYS, DEFAULT_AD_TYPE, adGlobalContent, adPolicyOrigins } from '../../common/ads/index.ts';
import Ads from './component.tsx';
import phrases from './phrases.json';

export const adsFields = fields({
  adType: field.select(AD_TYPE_KEYS, {
    label: { en: 'Ad type', mi: 'Momo pānuitanga' },
    description: 'Size and placement of the ad (spec section 3 "Ad types").',
    default: DEFAULT_AD_TYPE,
  }),
  lazyLoad: field.boolean({ label: { en: 'Lazy load', mi: 'Uta māngere' }, description: 'Request the ad only when it is about to scroll into view.', default: true }),
  displayAdLabel: field.boolean({ label: { en: 'Display advertisement label', mi: 'Whakaatu tapanga pānuitanga' }, default: true }),
  reserveSpace: field.boolean({ label: { en: 'Reserve space', mi: 'Rāhui wāhi' }, description: "Keep the ad's height free before it loads, so the page does not jump.", default: true }),
});

export default defineFeature({
  name: 'ads',
  label: { en: 'Ad', mi: 'Pānuitanga' },
  group: 'Ads',
  description: 'An ad slot of the chosen type. Placed in an article body chain, it is the inline ad.',
  fields: adsFields,
  phrases,
  // Registers its slot with the ad service in the browser; the slot markup (and reserved space) is server-rendered,
  // so the page's own code goes first and ads once the browser is idle.
  // An editor's preview keeps the server's description of the slot: a preview must not request or count an ad.
  island: { hydrate: 'idle', preview: 'static' },
  browserGlobalContent: adGlobalContent,
  // The ad service's hosts join the site's policy when the site loads its script.
  policyOrigins: adPolicyOrigins,
  component: Ads,
});
