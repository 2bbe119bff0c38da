/**
 * Video items for the stories and tests of the video blocks, shaped like services/sample-content videos (type
 * video, embed_html with a local <video>, duration in ms, tag watch, 16:9 promo image). Not used at run time.
 */
import { fixtureId, FIXTURE_SITE } from '../promo/fixtures.ts';
import type { PromoItem } from '../promo/index.ts';

export { FIXTURE_SITE };

const TITLES = {
  en: [
    'Kapa haka regionals: the highlights',
    'Flooding closes roads around Taupō overnight',
    'Volunteers plant 2000 trees along the Rangitaiki River',
    'Māori electorate candidates debate water in Hamilton',
    'Wellington hosts national hockey tournament',
    'Aotearoa delegation lands in Honolulu for climate talks',
  ],
  mi: [
    'Ngā whakataetae kapa haka ā-rohe: ngā wāhanga pai',
    'Kua katia ngā rori huri noa i Taupō i te pō',
    'Kua whakatōngia e ngā kaitūao ngā rākau 2000 ki te awa o Rangitaiki',
    'Ka tautohe ngā kaitono o ngā tūru Māori mō te wai i Kirikiriroa',
    'Ka manaaki a Te Whanganui-a-Tara i te whakataetae hōkī ā-motu',
    'Kua tau te rōpū o Aotearoa ki Honolulu mō ngā kōrero huarere',
  ],
};

export const SAMPLE_EMBED = (durationMs: number) =>
  `<video class="sample-video" controls playsinline preload="none" width="1280" height="720" data-duration-ms="${durationMs}"><source src="/static/sample/sample.mp4" type="video/mp4"></video>`;

/** The date of video n: newest first, six hours apart, back from 2024-03-01T00:00:00Z (shown as full dates). */
export const videoDate = (n: number) => new Date(Date.UTC(2024, 2, 1) - n * 6 * 3_600_000).toISOString();

/**
 * `count` videos numbered from `start`, newest first. Durations cycle through a few lengths, one over an hour,
 * so both badge formats show.
 */
export function fixtureVideos(count: number, o: { start?: number; lang?: 'en' | 'mi'; site?: string } = {}): PromoItem[] {
  const start = o.start ?? 0;
  const lang = o.lang ?? 'en';
  const site = o.site ?? FIXTURE_SITE;
  const durations = [430_000, 65_000, 3_725_000, 45_000, 778_000, 249_000];
  return Array.from({ length: count }, (_, k) => {
    const n = start + k;
    const title = TITLES[lang][n % TITLES[lang].length] + (n >= TITLES[lang].length ? ` (${n + 1})` : '');
    const url = `/2024/03/01/video-${n + 1}/`;
    const imageId = fixtureId('VIMG', n);
    const duration = durations[n % durations.length];
    return {
      _id: fixtureId('VIDEO', n),
      type: 'video',
      headlines: { basic: title },
      description: { basic: lang === 'mi' ? `He ataata mō te kaupapa ${n + 1}.` : `A video about topic ${n + 1}.` },
      display_date: videoDate(n),
      canonical_url: url,
      websites: { [site]: { website_url: url } },
      credits: { by: [{ _id: 'wiremu', name: 'Wiremu Heke', type: 'author' }] },
      duration,
      embed_html: SAMPLE_EMBED(duration),
      taxonomy: { primary_section: { _id: '/news', name: 'News' }, tags: [{ text: 'watch', slug: 'watch' }] },
      promo_items: {
        basic: { _id: imageId, type: 'image', url: `/resizer/v2/${imageId}.jpg`, alt_text: title, auth: { 2: `vhash${n}` }, focal_point: { x: 720, y: 405 }, width: 1440, height: 810 },
      },
    };
  });
}

/** A feed response (count, next, content_elements). */
export function videoFeed(items: PromoItem[], o: { from?: number; count?: number } = {}) {
  const from = o.from ?? 0;
  const count = o.count ?? from + items.length;
  const end = from + items.length;
  return { type: 'results', content_elements: items, count, ...(end < count ? { next: end } : {}) };
}
