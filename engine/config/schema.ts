import type { TSchema } from '@sinclair/typebox';
import type { Registry } from '../registry.ts';
import { fieldsOf } from '../define.ts';
import { labelText } from '../site-setup.ts';
import { PageFile, TemplateFile } from './types.ts';

/**
 * A JSON Schema of stored page trees generated from the registry, for editors' IDEs: block types and layouts
 * autocomplete, and each block's customFields are checked against that block's own fields.
 */
export function pageConfigSchema(registry: Registry, kind: 'page' | 'template' = 'page') {
  const defs = [...registry.blocks.values()].map((b) => b.definition);
  const layouts = defs.filter((d) => d.kind === 'layout');
  const nodes = defs.filter((d) => d.kind !== 'layout');
  const envelope = JSON.parse(JSON.stringify(kind === 'page' ? PageFile : TemplateFile));
  const block = {
    type: 'object',
    required: ['type'],
    additionalProperties: false,
    properties: {
      type: { enum: nodes.map((d) => d.name) },
      id: { type: 'string', pattern: '^[A-Za-z0-9_-]+$' },
      customFields: { type: 'object' },
      children: { type: 'array', items: { $ref: '#/$defs/block' } },
    },
    allOf: nodes.map((d) => ({
      if: { properties: { type: { const: d.name } } },
      then: {
        properties: { customFields: storedShape(fieldsOf(d)), ...(d.kind === 'feature' ? { children: false } : {}) },
        description: labelText(d.label),
      },
    })),
  };
  envelope.properties.layout = { enum: layouts.map((l) => l.name) };
  envelope.properties.sections = { type: 'object', additionalProperties: { type: 'array', items: { $ref: '#/$defs/block' } } };
  envelope.allOf = layouts.map((l) => ({
    if: { properties: { layout: { const: l.name } } },
    then: { properties: { sections: { propertyNames: { enum: l.kind === 'layout' ? [...l.sections] : [] } } } },
  }));
  return { $schema: 'http://json-schema.org/draft-07/schema#', title: `Stored ${kind} config`, ...envelope, $defs: { block } };
}

/** A field with a default may be left out of a stored config (the default is applied at load): not required here. */
function storedShape(fields: TSchema): TSchema {
  const { required, properties } = fields as { required?: string[]; properties?: Record<string, { default?: unknown }> };
  if (!required) return fields;
  const stillRequired = required.filter((name) => properties?.[name]?.default === undefined);
  const copy: Record<string, unknown> = { ...fields, required: stillRequired };
  if (!stillRequired.length) delete copy.required;
  return copy as TSchema;
}
