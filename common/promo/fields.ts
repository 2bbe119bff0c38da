/**
 * Custom fields list and promo blocks share: the list content field with its feature marker, and the show
 * toggles ("show toggles per element (headline, image, description, byline, date, overline, bottom border;
 * default true)"; their one meaning is in show.ts).
 */
import { field, type ContentConfig } from '../../engine/index.ts';
import { showKey, type CardPart, type ShowKey } from './show.ts';

/** Sources a story list can be configured with, each with its own paging parameters. */
export const LIST_SOURCES = ['story-feed-query', 'story-feed-author', 'story-feed-sections', 'story-feed-tag', 'content-api-collections'] as const;
export type ListSource = (typeof LIST_SOURCES)[number];

/** Sources that take a `featureFilter` param (sources/*.ts: FeatureFilterParam). */
export const FEATURE_FILTER_SOURCES: ReadonlySet<string> = new Set<string>([...LIST_SOURCES, 'search-api']);

export const listContentField = () =>
  field.contentConfig({
    label: { en: 'Stories', mi: 'Ngā kōrero' },
    description: 'A story feed or collection (story-feed-query, story-feed-author, story-feed-sections, story-feed-tag, content-api-collections)',
    source: [...LIST_SOURCES],
  });

/**
 * "query values plus feature marker": a stored list config without a featureFilter gets the block's
 * marker, so the planned request asks only for the fields the block draws. Used as the block's `migrate`, so
 * it leaves configs that already name a filter (e.g. "full") untouched.
 */
export function withFeatureFilter(feature: string, fieldName = 'content') {
  return (stored: Record<string, any>): Record<string, any> => {
    const config = stored?.[fieldName] as ContentConfig | undefined;
    if (!config || typeof config !== 'object' || !FEATURE_FILTER_SOURCES.has(config.contentService)) return stored;
    const values = config.contentConfigValues;
    if (!values || typeof values !== 'object' || values.featureFilter !== undefined) return stored;
    return { ...stored, [fieldName]: { ...config, contentConfigValues: { ...values, featureFilter: feature } } };
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
