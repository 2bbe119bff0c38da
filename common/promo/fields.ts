/**
 * Custom fields list and promo blocks share: the list content field with what it selects, and the show
 * toggles ("show toggles per element (headline, image, description, byline, date, overline, bottom border;
 * default true)"; their one meaning is in show.ts).
 */
import { field, type ContentConfig, type Selection } from '../../engine/index.ts';
import { promoCard } from '../content/selections.ts';
import { showKey, type CardPart, type ShowKey } from './show.ts';

/** Sources a story list can be configured with, each with its own paging parameters. */
export const LIST_SOURCES = ['story-feed-query', 'story-feed-author', 'story-feed-sections', 'story-feed-tag', 'content-api-collections'] as const;
export type ListSource = (typeof LIST_SOURCES)[number];

/** A list's stories; `select`: what the block draws of each (by default everything a promo card may show). */
export const listContentField = (select: Selection = promoCard) =>
  field.contentConfig({
    label: { en: 'Stories', mi: 'Ngā kōrero' },
    description: 'A story feed or collection (story-feed-query, story-feed-author, story-feed-sections, story-feed-tag, content-api-collections)',
    source: [...LIST_SOURCES],
    select,
  });

/**
 * Stored list configs of older versions name a `featureFilter` (the block's field list was looked up by it): the
 * field's `select` says that now, so the key is dropped (else it would split the cache for nothing).
 */
export function withoutFeatureFilter(fieldName = 'content') {
  return (stored: Record<string, any>): Record<string, any> => {
    const config = stored?.[fieldName] as ContentConfig | undefined;
    const values = config?.contentConfigValues;
    if (!values || typeof values !== 'object' || !('featureFilter' in values)) return stored;
    const { featureFilter: _obsolete, ...rest } = values;
    return { ...stored, [fieldName]: { ...config, contentConfigValues: rest } };
  };
}

// Marked side-effect free so a component importing common/promo does not ship the schema builder.
const toggle = /* @__NO_SIDE_EFFECTS__ */ (en: string, mi: string) => field.boolean({ label: { en, mi }, default: true, group: 'Show' });

/**
 * Show toggles, all defaulting to true: the spec asks true of every block, so no block declares its own.
 * A block takes the ones it draws.
 */
export const showToggles = {
  showOverline: toggle('Show overline', 'Whakaatu tapanga'),
  showHeadline: toggle('Show headline', 'Whakaatu kupu matua'),
  showImage: toggle('Show image', 'Whakaatu whakaahua'),
  showDescription: toggle('Show description', 'Whakaatu whakamārama'),
  showByline: toggle('Show byline', 'Whakaatu kaituhi'),
  showDate: toggle('Show date', 'Whakaatu rā'),
  showBottomBorder: toggle('Show bottom border', 'Whakaatu tapa o raro'),
};

type Toggles = typeof showToggles;

/** The toggles of `parts`, in their order (the order editors see them in). */
export function showTogglesOf<const P extends readonly (CardPart | 'bottomBorder')[]>(parts: P): { [K in P[number] as ShowKey<K>]: Toggles[ShowKey<K>] } {
  return Object.fromEntries(parts.map((p) => [showKey(p), showToggles[showKey(p)]])) as never;
}

/** A title field pair: English, and Māori shown when lang is mi (title, maoriTitle). */
export const titleFields = {
  title: field.optional(field.text({ label: { en: 'Title', mi: 'Taitara' }, group: 'Title' })),
  maoriTitle: field.optional(field.text({ label: { en: 'Māori title', mi: 'Taitara Māori' }, group: 'Title' })),
};

/** The list title for the reader's language: the Māori title in Māori (else the English one), trimmed. */
export function titleFor(fields: { title?: string; maoriTitle?: string }, lang: string): string {
  const en = fields.title?.trim() ?? '';
  const mi = fields.maoriTitle?.trim() ?? '';
  return lang === 'mi' ? mi || en : en;
}
