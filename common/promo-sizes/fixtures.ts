/**
 * Fixtures for the stories and tests of the promo and hero blocks (not used at run time): stories with flags,
 * content fixtures for a story by URL or a feed, and manual promo values in English and Māori.
 */
import type { ContentFixture } from '../../engine/testing/index.ts';
import { feedPage, fixtureId, fixtureStories } from '../promo/fixtures.ts';
import type { PromoItem } from '../promo/index.ts';

export { FIXTURE_SITE, feedPage, fixtureStories } from '../promo/fixtures.ts';

type Lang = 'en' | 'mi';

const FLAG_TEXT = { en: { updated: 'Updated', breaking: 'Breaking' }, mi: { updated: 'Kua whakahōungia', breaking: 'Hou tonu mai' } };

/** `count` fixture stories; the first is breaking and updated, the second has a displayed label (label.*). */
export function flaggedStories(count: number, lang: Lang = 'en'): PromoItem[] {
  return fixtureStories(count, { lang }).map((s, i) => {
    if (i === 0) {
      const label = { breaking_news_flag: { display: true, text: FLAG_TEXT[lang].breaking, url: '' }, updated_flag: { display: true, text: FLAG_TEXT[lang].updated, url: '' } };
      return { ...s, label } as PromoItem;
    }
    if (i === 1) return { ...s, label: { basic: { display: true, text: lang === 'mi' ? 'Tātaritanga' : 'Analysis', url: '' } } };
    return s;
  });
}

/** A content config for one story by its address (content-api). */
export const byUrl = (url = '/2026/03/01/story-1/') => ({ contentService: 'content-api', contentConfigValues: { website_url: url } });

/** A content config for a collection, as an editor stores it. */
export const collection = (alias = 'homepage-top', size = 8) => ({ contentService: 'content-api-collections', contentConfigValues: { content_alias: alias, from: 0, size } });

/** The fixture a story-by-URL config reads. */
export const storyFixture = (story: PromoItem, url = '/2026/03/01/story-1/'): ContentFixture =>
  ({ source: 'content-api', query: { website_url: url }, value: story });

/** The fixture a collection config reads. */
export function collectionFixture(items: PromoItem[], o: { alias?: string; size?: number } = {}): ContentFixture {
  const query = { content_alias: o.alias ?? 'homepage-top', from: 0, size: o.size ?? 8 };
  return { source: 'content-api-collections', query, value: { ...feedPage(items, { count: items.length }), _id: 'COLLECTION', type: 'collection' } };
}

export const MANUAL_IMAGE_ID = fixtureId('MANUAL', 1);

/** Manual promo values as the editor stores them (image picker values included). */
export const MANUAL_VALUES = {
  en: {
    headline: 'Watch: Te Matatini highlights',
    description: 'Every performance from the national kapa haka festival.',
    overline: 'Kapa Haka',
    overlineURL: '/kapa-haka/',
    linkURL: 'https://www.example.com/te-matatini/',
    newTab: true,
  },
  mi: {
    headline: 'Mātakitaki: Ngā hua o Te Matatini',
    description: 'Ngā whakaaturanga katoa o te ahurei kapa haka ā-motu.',
    overline: 'Kapa Haka',
    overlineURL: '/kapa-haka/',
    linkURL: 'https://www.example.com/te-matatini/',
    newTab: true,
  },
  image: {
    imageURL: `/resizer/v2/${MANUAL_IMAGE_ID}.jpg`,
    imageId: MANUAL_IMAGE_ID,
    imageAuth: '{"2":"manualhash"}',
    imageFocalPoint: '{"x":600,"y":300}',
  },
} as const;
