/** Page contents with each kind of lead art, for stories and tests (shapes from services/sample-content). */
const IMG = '/static/brand/fallback.svg';

export const imageLead = (over: Record<string, unknown> = {}) => ({
  type: 'image', url: IMG, width: 1200, height: 630, alt_text: 'Waka on the harbour at dawn',
  subtitle: 'Waitangi', caption: 'Waka gather on the harbour before the dawn service.', credits: { by: [{ type: 'author', name: 'Hēmi Walker' }] }, ...over,
});

export const videoLead = (over: Record<string, unknown> = {}) => ({
  _id: 'VID1', type: 'video', headlines: { basic: 'Kapa haka at dawn' }, description: { basic: 'The opening bracket at Te Matatini.' },
  embed_html: '<video class="sample-video" controls playsinline preload="none" width="1280" height="720"></video>', ...over,
});

export const galleryLead = (count = 4, over: Record<string, unknown> = {}) => ({
  _id: 'GAL1', type: 'gallery', headlines: { basic: 'Matariki in pictures' },
  content_elements: Array.from({ length: count }, (_, i) => ({
    _id: `IMG${i + 1}`, type: 'image', url: IMG, width: 1200, height: 630, alt_text: `Matariki celebration, photo ${i + 1}`, caption: `Photo ${i + 1}`,
    credits: { by: [{ name: 'Aroha Smith' }] },
  })),
  ...over,
});

export const htmlLead = () => ({ _id: 'RAW1', type: 'raw_html', content: '<figure class="sample-lead-html"><blockquote>He aha te mea nui o te ao? He tangata.</blockquote></figure>' });

/** A story page whose promo_items.lead_art is `lead`. */
export const storyWith = (lead: unknown, lang: 'en' | 'mi' = 'en') => ({
  _id: 'STORY1', type: 'story', language: lang,
  headlines: { basic: lang === 'mi' ? 'Ka tīmata a Matariki' : 'Matariki begins' },
  content_elements: [{ type: 'text', content: 'Body text the island must not ship.' }],
  promo_items: { basic: imageLead({ alt_text: 'Promo image' }), lead_art: lead },
});
