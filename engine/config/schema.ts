import type { TSchema } from '@sinclair/typebox';
import type { Registry } from '../registry.ts';
import { fieldsOf } from '../define.ts';
import { labelText } from '../site-setup.ts';
import { PageFile, ResolverFile, SharedResolverFile, SiteFile, TemplateFile } from './types.ts';

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

/** The JSON Schema of a stored site (`page-configs/sites/*.json`) or resolvers file, from the types the loader checks. */
export function storedFileSchema(kind: 'site' | 'resolver' | 'shared-resolver') {
  const type = { site: SiteFile, resolver: ResolverFile, 'shared-resolver': SharedResolverFile }[kind];
  const schema = storedShape(JSON.parse(JSON.stringify(type)));
  return { $schema: 'http://json-schema.org/draft-07/schema#', title: `Stored ${kind} config`, ...schema };
}

/** Every schema `npm run schema` writes, by name (`page-configs/schema/{name}.schema.json`). */
export function configSchemas(registry: Registry): Record<'page' | 'template' | 'site' | 'resolver' | 'shared-resolver', object> {
  return {
    page: pageConfigSchema(registry, 'page'),
    template: pageConfigSchema(registry, 'template'),
    site: storedFileSchema('site'),
    resolver: storedFileSchema('resolver'),
    'shared-resolver': storedFileSchema('shared-resolver'),
  };
}

/**
 * A property with a default may be left out of a stored config (the default is applied at load): not required
 * here, at any depth (a block's fields, a resolver's priority).
 */
function storedShape(schema: TSchema): TSchema {
  if (!schema || typeof schema !== 'object') return schema;
  const copy: Record<string, any> = Array.isArray(schema) ? [...schema] : { ...schema };
  for (const key of ['properties', 'patternProperties']) {
    if (copy[key]) copy[key] = Object.fromEntries(Object.entries(copy[key]).map(([k, v]) => [k, storedShape(v as TSchema)]));
  }
  for (const key of ['items', 'additionalProperties']) if (copy[key] && typeof copy[key] === 'object') copy[key] = storedShape(copy[key]);
  if (Array.isArray(copy.required)) {
    const stillRequired = copy.required.filter((name: string) => copy.properties?.[name]?.default === undefined);
    if (stillRequired.length) copy.required = stillRequired;
    else delete copy.required;
  }
  return copy as TSchema;
}
