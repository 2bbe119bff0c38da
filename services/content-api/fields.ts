/**
 * Field paths a Lucene `q` may name, and how each is matched. Anything else is refused with 400, so a
 * query can never reach an unindexed or unintended part of the document.
 *   keyword   exact value (jsonb containment, GIN-indexed); array segments match any element
 *   ci        whole value, case-insensitive (tag text, names)
 *   text      words, like the full-text search (headlines)
 *   date      display_date column: exact day / instant, or a range
 *   bool      true / false
 *   id        the document _id
 *   published always true here: the embedded store only holds published content
 */
import { SITE_ID } from './validate.ts';

export type FieldKind = 'keyword' | 'ci' | 'text' | 'date' | 'bool' | 'id' | 'published';

export interface FieldSpec {
  kind: FieldKind;
  /** Path segments into the document; a segment ending in "[]" is an array. */
  path: string[];
}

const spec = (kind: FieldKind, dotted: string): FieldSpec => ({ kind, path: dotted.split('.') });

const FIELDS: Record<string, FieldSpec> = {
  _id: spec('id', '_id'),
  type: spec('keyword', 'type'),
  subtype: spec('keyword', 'subtype'),
  language: spec('keyword', 'language'),
  canonical_url: spec('keyword', 'canonical_url'),
  canonical_website: spec('keyword', 'canonical_website'),
  display_date: spec('date', 'display_date'),
  'headlines.basic': spec('text', 'headlines.basic'),
  'subheadlines.basic': spec('text', 'subheadlines.basic'),
  'description.basic': spec('text', 'description.basic'),
  'owner.sponsored': spec('bool', 'owner.sponsored'),
  'revision.published': spec('published', 'revision.published'),
  'taxonomy.tags.text': spec('ci', 'taxonomy.tags[].text'),
  'taxonomy.tags.slug': spec('keyword', 'taxonomy.tags[].slug'),
  'taxonomy.tags._id': spec('keyword', 'taxonomy.tags[]._id'),
  'taxonomy.sections._id': spec('keyword', 'taxonomy.sections[]._id'),
  'taxonomy.sections.name': spec('ci', 'taxonomy.sections[].name'),
  'taxonomy.primary_section._id': spec('keyword', 'taxonomy.primary_section._id'),
  'taxonomy.seo_keywords': spec('ci', 'taxonomy.seo_keywords[]'),
  'credits.by._id': spec('keyword', 'credits.by[]._id'),
  'credits.by.slug': spec('keyword', 'credits.by[].slug'),
  'credits.by.name': spec('ci', 'credits.by[].name'),
};

const WEBSITE_FIELD = /^websites\.([^.]+)\.(website_url|website_section\._id)$/;

export function lookupField(name: string): FieldSpec | undefined {
  if (Object.hasOwn(FIELDS, name)) return FIELDS[name];
  const m = WEBSITE_FIELD.exec(name);
  if (m && SITE_ID.test(m[1])) return { kind: 'keyword', path: ['websites', m[1], ...m[2].split('.')] };
  return undefined;
}

export const FIELD_NAMES = [...Object.keys(FIELDS), 'websites.{site}.website_url', 'websites.{site}.website_section._id'];

/** `{"taxonomy":{"tags":[{"slug": value}]}}`: the containment document matching value at the path. */
export function containment(path: string[], value: unknown): unknown {
  return path.reduceRight<unknown>((inner, segment) => {
    const isArray = segment.endsWith('[]');
    const key = isArray ? segment.slice(0, -2) : segment;
    const wrapped = isArray ? [inner] : inner;
    return key ? { [key]: wrapped } : wrapped;
  }, value);
}

/** `$."taxonomy"."tags"[*]."slug"`: every value at the path, arrays unwrapped. */
export function jsonPath(path: string[]): string {
  return (
    '$' +
    path
      .map((segment) => {
        const isArray = segment.endsWith('[]');
        const key = isArray ? segment.slice(0, -2) : segment;
        return `${key ? `."${key.replace(/["\\]/g, '\\$&')}"` : ''}${isArray ? '[*]' : ''}`;
      })
      .join('')
  );
}
