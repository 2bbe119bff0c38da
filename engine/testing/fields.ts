import type { TSchema } from '@sinclair/typebox';
import { fieldsOf, type BlockDefinition } from '../define.ts';
import { validateValue } from '../config/validate.ts';
import { CONTENT_CONFIG_KIND } from '../fields.ts';
import { labelText } from '../site-setup.ts';
import { siteSetupOf } from './sites.ts';

/**
 * Custom fields as a stored page would give them to the block: migrated, defaults applied, validated.
 * Invalid fields throw with the field and the reason, so a broken story fails instead of rendering oddly.
 */
export function prepareCustomFields(def: BlockDefinition, given: Record<string, unknown> | undefined, where: string): Record<string, any> {
  const copy: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(given ?? {})) if (v !== undefined) copy[k] = structuredClone(v);
  const fields = def.migrate ? def.migrate(copy) : copy;
  const errors = validateValue(fieldsOf(def), fields, '/customFields');
  if (errors.length) {
    throw new Error(`${where}: invalid custom fields for "${def.name}": ${errors.map((e) => `${e.pointer}: ${e.message}`).join('; ')}`);
  }
  return fields;
}

export interface FieldArgType {
  name: string;
  description?: string;
  control?: { type: 'object' | 'select' | 'boolean' | 'number' | 'text' | 'color' } | false;
  options?: readonly unknown[];
  table?: { category?: string; defaultValue?: { summary: string } };
}

/** Storybook controls for a block's custom fields, from the same schema the editor uses. */
export function argTypesOfFields(def: BlockDefinition): Record<string, FieldArgType> {
  const props = (fieldsOf(def) as { properties?: Record<string, TSchema> }).properties ?? {};
  const out: Record<string, FieldArgType> = {};
  for (const [name, schema] of Object.entries(props)) {
    const s = schema as Record<string, any>;
    const label = s['x-label'] === undefined ? undefined : labelText(s['x-label'], siteSetupOf().defaultLanguage);
    out[name] = {
      name,
      description: [label, s.description].filter(Boolean).join(': ') || undefined,
      control: controlOf(s),
      ...(Array.isArray(s.enum) ? { options: s.enum } : {}),
      table: {
        ...(s['x-group'] ? { category: s['x-group'] } : {}),
        ...(s.default !== undefined ? { defaultValue: { summary: JSON.stringify(s.default) } } : {}),
      },
    };
  }
  return out;
}

function controlOf(s: Record<string, any>): FieldArgType['control'] {
  if (s['x-kind'] === CONTENT_CONFIG_KIND) return { type: 'object' };
  if (Array.isArray(s.enum)) return { type: 'select' };
  if (s.type === 'boolean') return { type: 'boolean' };
  if (s.type === 'number' || s.type === 'integer') return { type: 'number' };
  if (s.type === 'string') return { type: s['x-hint'] === 'color' ? 'color' : 'text' };
  return { type: 'object' };
}
