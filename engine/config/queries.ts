import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import type { Registry } from '../registry.ts';
import type { SourceDefinition } from '../source.ts';
import type { TreeError } from './validate.ts';
import { didYouMean } from './suggest.ts';

// The same options the content fetch coerces queries with (engine/content/fetch.ts): a value the fetch would
// accept ("2" for an integer) passes here, and a query that would fail at render fails here first.
const ajv = new Ajv({ coerceTypes: true, useDefaults: true, removeAdditional: false, strict: false, allErrors: true });
const compiled = new WeakMap<object, ValidateFunction>();

/** `{name}` in a value: a URL part a template or resolver query is filled with at request time (engine/routing.ts). */
const PLACEHOLDER = /\{\w+\}/;

const escape = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

export interface QueryCheck {
  /** Values naming URL parts are filled per request: they count as valid whatever the param's type. */
  placeholders?: boolean;
}

/**
 * Checks one content query against its source's params schema, as the fetch will see it. `pointer` is where the
 * source name sits, `queryPointer` where the query object sits (they differ between contentConfig fields and
 * global content). Nothing is changed in the stored query.
 */
export function checkQuery(
  registry: Registry,
  request: { source: string; query?: Record<string, unknown> },
  pointer: { source: string; query: string },
  opts: QueryCheck = {},
): TreeError[] {
  const source = registry.source(request.source);
  if (!source) return [{ pointer: pointer.source, message: `unknown content source "${request.source}"${didYouMean(request.source, registry.sources.keys())}` }];
  const query = { ...(request.query ?? {}) };
  const filled = new Set(opts.placeholders ? Object.keys(query).filter((k) => typeof query[k] === 'string' && PLACEHOLDER.test(query[k] as string)) : []);
  const validate = validatorFor(source);
  if (validate(query)) return [];
  return (validate.errors ?? [])
    .filter((e) => !filled.has(e.instancePath.split('/')[1]))
    .map((e) => describe(e, source, pointer.query));
}

function validatorFor(source: SourceDefinition<any>): ValidateFunction {
  let fn = compiled.get(source.params);
  if (!fn) compiled.set(source.params, (fn = ajv.compile(source.params)));
  return fn;
}

function describe(e: ErrorObject, source: SourceDefinition<any>, base: string): TreeError {
  const of = `of content source "${source.name}"`;
  switch (e.keyword) {
    case 'required':
      return { pointer: base, message: `missing required param "${e.params.missingProperty}" ${of}` };
    case 'additionalProperties':
      return { pointer: `${base}/${escape(e.params.additionalProperty)}`, message: `unknown param "${e.params.additionalProperty}" ${of}` };
    case 'type':
      return { pointer: base + e.instancePath, message: `param "${e.instancePath.slice(1)}" ${of} must be ${e.params.type}` };
    default:
      return { pointer: base + e.instancePath, message: `param "${e.instancePath.slice(1) || 'query'}" ${of} ${e.message ?? e.keyword}` };
  }
}
