// The forms' validator: the server checks every value (POST /editor/api/validate, the same code as loading and
// `npm run validate`), and its errors reach the fields as rjsf's extraErrors. rjsf still asks a validator whether
// data fits a schema (to pick a oneOf / anyOf branch or an if / then); @rjsf/validator-ajv8 compiles schemas with
// `new Function`, which the editor's Content-Security-Policy (no 'unsafe-eval') refuses, so these checks are done
// here by walking the schema: types, enums, const, required and nested properties, as much as branch choice needs.
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';

type Schema = RJSFSchema & { type?: string | string[] };

const typeOf = (v: unknown): string => (v === null ? 'null' : Array.isArray(v) ? 'array' : Number.isInteger(v) ? 'integer' : typeof v);

function typeFits(expected: string, actual: string): boolean {
  return expected === actual || (expected === 'number' && actual === 'integer');
}

/** Whether `data` fits `schema` as far as types, enum, const, required, properties and items go. */
export function fits(schema: Schema | boolean | undefined, data: unknown): boolean {
  if (schema === undefined || schema === true) return true;
  if (schema === false) return false;
  if (schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (!types.some((t) => typeFits(t, typeOf(data)))) return false;
  }
  if (schema.enum && !schema.enum.some((v) => JSON.stringify(v) === JSON.stringify(data))) return false;
  if ('const' in schema && JSON.stringify(schema.const) !== JSON.stringify(data)) return false;
  if (data && typeof data === 'object' && !Array.isArray(data)) {
    const obj = data as Record<string, unknown>;
    if (schema.required?.some((k) => !(k in obj))) return false;
    for (const [k, sub] of Object.entries(schema.properties ?? {})) if (k in obj && !fits(sub as Schema, obj[k])) return false;
  }
  if (Array.isArray(data) && schema.items && !Array.isArray(schema.items) && typeof schema.items === 'object') {
    if (!data.every((item) => fits(schema.items as Schema, item))) return false;
  }
  if (schema.allOf && !schema.allOf.every((s) => fits(s as Schema, data))) return false;
  if (schema.anyOf && !schema.anyOf.some((s) => fits(s as Schema, data))) return false;
  if (schema.oneOf && schema.oneOf.filter((s) => fits(s as Schema, data)).length !== 1) return false;
  return true;
}

export const serverValidator: ValidatorType = {
  // Errors come from the server (extraErrors); the form itself reports none.
  validateFormData: () => ({ errors: [], errorSchema: {} }),
  isValid: (schema, formData) => fits(schema as Schema, formData),
  rawValidation: () => ({ errors: [] }),
};
