/** Gallery fixtures for the stories and tests (shaped like services/sample-content galleries). Not used at run time. */
const ID = 'GALLERYIMAGE';
const id = (n: number) => `${ID}${String(n).padStart(14, '0')}`;

const CAPTIONS = {
  en: ['Waka gather in the bay before the dawn karakia', 'Kapa haka groups wait to perform', 'The crowd at the Matariki festival', 'Fireworks over the harbour', 'Tamariki at the kite workshop', 'Sunrise over Ōtaki beach'],
  mi: ['Ka huihui ngā waka i te whanga i mua i te karakia o te ata', 'E tatari ana ngā rōpū kapa haka', 'Te mano i te hui ahurei o Matariki', 'Ngā pahū ahi i runga i te whanga', 'Ngā tamariki i te awheawhe manu tukutuku', 'Te whitinga o te rā i te one o Ōtaki'],
};

export function galleryImage(n: number, lang: 'en' | 'mi' = 'en', over: Record<string, unknown> = {}) {
  const caption = CAPTIONS[lang][n % CAPTIONS[lang].length];
  return {
    _id: id(n), type: 'image', url: `/resizer/v2/${id(n)}.jpg`, width: 1440, height: 960, focal_point: { x: 720, y: 480 },
    auth: { 2: `hash${n}` }, alt_text: caption, caption, subtitle: lang === 'mi' ? `Whakaahua ${n + 1}` : `Photo ${n + 1}`,
    credits: { by: [{ type: 'author', name: 'Aroha Te Whata', _id: 'aroha' }] },
    ...over,
  };
}

export function galleryDoc(count = 6, lang: 'en' | 'mi' = 'en') {
  return {
    _id: 'GALLERYDOC0000000000000000',
    type: 'gallery',
    headlines: { basic: lang === 'mi' ? 'Ngā whakaahua o Matariki' : 'Matariki in pictures' },
    description: { basic: 'A long description the carousel does not need.' },
    websites: { teaomarama: { website_url: '/2026/06/20/matariki-in-pictures/' } },
    content_elements: Array.from({ length: count }, (_, i) => galleryImage(i, lang)),
  };
}

/** The content config an editor sets to show a gallery off a gallery page. */
export const galleryContent = { contentService: 'content-api', contentConfigValues: { website_url: '/2026/06/20/matariki-in-pictures/' } };
