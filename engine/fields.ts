import { Type, type TArray, type TSchema, type TString, type TNumber, type TBoolean, type TUnsafe, type TObject } from '@sinclair/typebox';
import type { Label } from './define.ts';

/** Editor metadata every custom field may carry. Stored under `x-*` keys so JSON Schema stays standard. */
export interface FieldMeta<T = unknown> {
  /** In every language of the site, or one text for all. */
  label: Label | string;
  /** In every language of the site, or one text for all (the editor shows it under the field). */
  description?: Label | string;
  group?: string;
  default?: T;
  /** Free-form editor hint, e.g. 'textarea', 'color', 'url'. */
  hint?: string;
}

function meta(m: FieldMeta) {
  const out: Record<string, unknown> = { 'x-label': m.label };
  // JSON Schema's description is one text: the default language's (or the first); the editor reads every one.
  if (typeof m.description === 'string') out.description = m.description;
  else if (m.description) Object.assign(out, { description: Object.values(m.description)[0], 'x-description': m.description });
  if (m.group) out['x-group'] = m.group;
  if (m.hint) out['x-hint'] = m.hint;
  if (m.default !== undefined) out.default = m.default;
  return out;
}

/** A content configuration as the editor stores it: which source, with which query. */
export interface ContentConfig {
  contentService: string;
  contentConfigValues: Record<string, string | number | boolean>;
}

export const CONTENT_CONFIG_KIND = 'contentConfig';

/**
 * What a block needs of each content item: dotted paths (e.g. `headlines.basic`), or a function of the site
 * returning them (paths that name the site). `null` or absent: the source's whole answer.
 */
export type Selection = readonly string[] | ((site: string) => readonly string[]) | null;

/**
 * Typed field builders. Each returns a TypeBox schema, so a block's props are inferred from its fields.
 * Optional fields are wrapped with Type.Optional by the caller via `optional`.
 */
export const field = {
  text: (m: FieldMeta<string> & { minLength?: number; maxLength?: number; pattern?: string }) =>
    Type.String({ ...meta(m), ...pick(m, ['minLength', 'maxLength', 'pattern']) }) as TString,
  number: (m: FieldMeta<number> & { minimum?: number; maximum?: number; integer?: boolean }) =>
    (m.integer ? Type.Integer : Type.Number)({ ...meta(m), ...pick(m, ['minimum', 'maximum']) }) as TNumber,
  boolean: (m: FieldMeta<boolean>) => Type.Boolean(meta(m)) as TBoolean,
  select: <const O extends readonly string[]>(options: O, m: FieldMeta<O[number]>) =>
    Type.Unsafe<O[number]>({ type: 'string', enum: [...options], ...meta(m) }) as TUnsafe<O[number]>,
  /**
   * Content from a source; `source` restricts the editor to one source (else any). `select` names what the block
   * reads of the content: the content plan passes it to the source (engine/content/select.ts), which may trim to it.
   */
  contentConfig: (m: FieldMeta & { source?: string | string[]; select?: Selection }) =>
    Type.Unsafe<ContentConfig>({
      type: 'object',
      required: ['contentService', 'contentConfigValues'],
      additionalProperties: false,
      properties: {
        contentService: m.source
          ? { type: 'string', enum: Array.isArray(m.source) ? m.source : [m.source] }
          : { type: 'string', minLength: 1 },
        contentConfigValues: { type: 'object', additionalProperties: { type: ['string', 'number', 'boolean'] } },
      },
      'x-kind': CONTENT_CONFIG_KIND,
      ...(m.select ? { 'x-select': m.select } : {}),
      ...meta(m),
    }),
  /** An ordered list of one kind of item (a field or an object of fields): the form adds, removes and reorders. */
  list: <T extends TSchema>(item: T, m: FieldMeta<unknown[]> & { minItems?: number; maxItems?: number }) =>
    Type.Array(item, { ...meta(m), ...pick(m, ['minItems', 'maxItems']) }) as TArray<T>,
  /** Fields that belong together (a link's text and address), as one value; unknown keys are an error. */
  object: <P extends Record<string, TSchema>>(properties: P, m: FieldMeta) => Type.Object(properties, { ...meta(m), additionalProperties: false }),
  /**
   * HTML an editor writes in a rich-text box (paragraphs, emphasis, links, lists, subheadings): the form keeps only
   * those elements; the block renders it through the content HTML rules, like an article's body.
   */
  richText: (m: FieldMeta<string>) => Type.String({ ...meta(m), 'x-kind': RICH_TEXT_KIND }) as TString,
  /** A moment, as an ISO 8601 date and time with its offset; the form shows and takes it in the site's time zone. */
  dateTime: (m: FieldMeta<string>) =>
    Type.String({ ...meta(m), pattern: ISO_DATE_TIME, 'x-expected': 'a date and time such as 2026-12-02T09:30:00+13:00', 'x-kind': DATE_TIME_KIND }) as TString,
  /** A photo of the content API by id, with the point to keep in view when it is cropped (percent from top left). */
  image: (m: FieldMeta<ImageRef>) =>
    Type.Unsafe<ImageRef>({
      type: 'object',
      required: ['_id'],
      additionalProperties: false,
      properties: {
        _id: { type: 'string', minLength: 1 },
        focal: { type: 'object', required: ['x', 'y'], additionalProperties: false, properties: { x: PERCENT, y: PERCENT } },
      },
      'x-kind': IMAGE_KIND,
      ...meta(m),
    }),
  optional: <T extends TSchema>(schema: T) => Type.Optional(schema),
};

export const RICH_TEXT_KIND = 'richText';
export const DATE_TIME_KIND = 'dateTime';
export const IMAGE_KIND = 'image';

/** A photo chosen for a block, and where its subject is (0-100 across and down). */
export interface ImageRef { _id: string; focal?: { x: number; y: number } }

const PERCENT = { type: 'number', minimum: 0, maximum: 100 };
// Date, time to the minute at least, and an offset or Z: a moment, never a wall-clock time of no zone.
const ISO_DATE_TIME = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:\\d{2})$';

/** The custom fields object of a block: never accepts unknown keys (a typo in a stored page is an error). */
export function fields<P extends Record<string, TSchema>>(properties: P): TObject<P> {
  return Type.Object(properties, { additionalProperties: false });
}

function pick(o: Record<string, any>, keys: string[]) {
  const out: Record<string, unknown> = {};
  for (const k of keys) if (o[k] !== undefined) out[k] = o[k];
  return out;
}
