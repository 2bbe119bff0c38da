/**
 * Story fixtures for the stories and tests of list blocks: feed-shaped, deterministic, with the fields the
 * card pieces read. Not used by blocks at run time.
 */
import type { TSchema } from '@sinclair/typebox';
import type { BlockDefinition } from '../../engine/index.ts';
import { fieldSelection } from '../../engine/testing/index.ts';
import { pickList } from '../content/field-filters.ts';
import type { PromoItem } from './link.ts';

export const FIXTURE_SITE = 'teaomarama';

const HEADLINES = {
  en: [
    'New wharenui opens its doors in Rotorua',
    'Kura kaupapa students win national science award',
    'Flood warnings lifted across Tairāwhiti',
    'Matariki celebrations draw record crowds',
    'Council votes to protect coastal wetlands',
    'Waka ama nationals return to Lake Karapiro',
    'Kaumātua honoured for decades of service',
    'Housing project breaks ground in Porirua',
    'Te reo Māori week fills libraries and classrooms',
    'Rangatahi netball team heads to the Pacific Games',
    'Iwi-led fishery reports strong season',
    'Budget boosts funding for rural health clinics',
  ],
  mi: [
    'Kua huakina ngā tatau o te wharenui hou i Rotorua',
    'Kua toa ngā tauira kura kaupapa i te tohu pūtaiao ā-motu',
    'Kua whakakorehia ngā whakatūpato waipuke puta noa i Tairāwhiti',
    'He tini te hunga i tae ki ngā whakanuitanga o Matariki',
    'Kua pōti te kaunihera ki te tiaki i ngā repo o te tahatika',
    'Ka hoki mai ngā whakataetae waka ama ki Karapiro',
    'Kua whakanuia ngā kaumātua mō ā rātou mahi',
    'Kua tīmata te kaupapa whare i Porirua',
    'Kua kī ngā whare pukapuka i te wiki o te reo Māori',
    'Ka haere te kapa poitarawhiti rangatahi ki ngā Taumāhekeheke o te Moana-nui-a-Kiwa',
    'He kaha te tau hī ika a te iwi',
    'Ka whakanuia e te tahua ngā whare hauora ā-taiwhenua',
  ],
};

/** A 26-character id (A-Z, 0-9) from a prefix and a number. */
export function fixtureId(prefix: string, n: number): string {
  return `${prefix}${String(n).padStart(6, '0')}`.toUpperCase().padEnd(26, 'X').slice(0, 26);
}

/**
 * `count` stories numbered from `start`: every one on `site`, with an image (signed), a description, an author
 * and a date a day apart from 2024-03-01T00:00:00Z backwards (long past: shown as full dates).
 */
export function fixtureStories(count: number, o: { start?: number; lang?: 'en' | 'mi'; site?: string } = {}): PromoItem[] {
  const start = o.start ?? 0;
  const lang = o.lang ?? 'en';
  const site = o.site ?? FIXTURE_SITE;
  return Array.from({ length: count }, (_, k) => {
    const n = start + k;
    const headline = HEADLINES[lang][n % HEADLINES[lang].length] + (n >= HEADLINES[lang].length ? ` (${n + 1})` : '');
    const url = `/2026/03/01/story-${n + 1}/`;
    const imageId = fixtureId('IMG', n);
    return {
      _id: fixtureId('STORY', n),
      type: 'story',
      headlines: { basic: headline },
      description: { basic: lang === 'mi' ? `He whakarāpopototanga mō te kōrero ${n + 1}.` : `A short summary of story ${n + 1}.` },
      display_date: new Date(Date.UTC(2024, 2, 1) - n * 86_400_000).toISOString(),
      websites: { [site]: { website_url: url, website_section: { _id: '/news', name: 'News' } } },
      taxonomy: { primary_section: { _id: '/news', name: 'News', nav_title: 'News', maori_title: 'Ngā Kōrero' } },
      credits: { by: [{ _id: 'aroha', name: 'Aroha Te Whata', byline: 'Aroha Te Whata', url: '/author/aroha-te-whata/', type: 'author' }] },
      promo_items: {
        basic: { _id: imageId, type: 'image', url: `/resizer/v2/${imageId}.jpg`, alt_text: headline, auth: { 2: `hash${n}` }, focal_point: { x: 720, y: 400 }, width: 1440, height: 810 },
      },
    };
  });
}

/** A feed response page (count, next, content_elements), with `next` only when more exist. */
export function feedPage(items: PromoItem[], o: { from?: number; count: number }): { type: 'results'; content_elements: PromoItem[]; count: number; next?: number } {
  const from = o.from ?? 0;
  const end = from + items.length;
  return { type: 'results', content_elements: items, count: o.count, ...(end < o.count ? { next: end } : {}) };
}

/**
 * A list answer as a list source gives it to `def`: each item trimmed to what the block's content field selects on
 * `site`. A block test rendering from it fails when the block draws a path its field does not select.
 */
export function selectedFor<R extends { content_elements: PromoItem[] }>(def: BlockDefinition, answer: R, site = FIXTURE_SITE, fieldName = 'content'): R {
  const field = (def.fields as { properties?: Record<string, TSchema> } | undefined)?.properties?.[fieldName];
  if (!field) throw new Error(`${def.name} has no field "${fieldName}"`);
  const paths = fieldSelection(field, site);
  if (!paths) throw new Error(`${def.name}.${fieldName} selects everything`);
  return pickList(answer, 'content_elements', paths);
}
