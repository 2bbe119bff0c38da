import { Type, type TSchema, type TString, type TNumber, type TBoolean, type TUnsafe, type TObject } from '@sinclair/typebox';
import type { Label } from './define.ts';

/** Editor metadata every custom field may carry. Stored under `x-*` keys so JSON Schema stays standard. */
export interface FieldMeta<T = unknown> {
  /** In every language of the site, or one text for all. */
  label: Label | string;
  description?: string;
  group?: string;
  default?: T;
  /** Free-form editor hint, e.g. 'textarea', 'color', 'url'. */
  hint?: string;
}

function meta(m: FieldMeta) {
  const out: Record<string, unknown> = { 'x-label': m.label };
  if (m.description) out.description = m.description;
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
  optional: <T extends TSchema>(schema: T) => Type.Optional(schema),
};

/** The custom fields object of a block: never accepts unknown keys (a typo in a stored page is an error). */
export function fields<P extends Record<string, TSchema>>(properties: P): TObject<P> {
  return Type.Object(properties, { additionalProperties: false });
}

function pick(o: Record<string, any>, keys: string[]) {
  const out: Record<string, unknown> = {};
  for (const k of keys) if (o[k] !== undefined) out[k] = o[k];
  return out;
}
