// How a block's fields are laid out in its form, from their editor metadata (engine/fields.ts): rjsf's uiSchema.
import type { UiSchema } from '@rjsf/utils';
import { labelIn } from './i18n.tsx';
import type { JsonSchema, Lang } from './state/types.ts';

/** The form's uiSchema from the fields' editor metadata. */
export function uiSchemaOf(schema: JsonSchema, lang: Lang): UiSchema {
  const ui: UiSchema = { 'ui:submitButtonOptions': { norender: true } };
  const props = Object.entries(schema.properties ?? {});
  // Fields of one group together, groups in the order their first field comes; ungrouped fields first.
  const groups: string[] = [];
  for (const [, f] of props) if (f['x-group'] && !groups.includes(f['x-group'])) groups.push(f['x-group']);
  ui['ui:order'] = [...props.map(([name, f]) => ({ name, g: f['x-group'] ? groups.indexOf(f['x-group']) : -1 }))]
    .sort((a, b) => a.g - b.g)
    .map((x) => x.name);
  for (const [name, f] of props) {
    const field: UiSchema = { 'ui:title': labelIn(lang, f['x-label'], name) };
    if (f['x-description']) field['ui:description'] = labelIn(lang, f['x-description']);
    if (f['x-group']) field['ui:classNames'] = `ed-group-${f['x-group'].replace(/\W+/g, '-').toLowerCase()}`;
    if (f['x-hint'] === 'textarea') field['ui:widget'] = 'textarea';
    // HTML a block shows as it is: the rich-text box, with its code a click away.
    else if (f['x-hint'] === 'code' || /html/i.test(name)) Object.assign(field, { 'ui:widget': 'richText', 'ui:options': { code: true } });
    if (f['x-kind'] === 'contentConfig') field['ui:field'] = 'contentPicker';
    if (f['x-kind'] === 'dateTime') field['ui:widget'] = 'dateTime';
    if (f['x-kind'] === 'richText') field['ui:widget'] = 'richText';
    ui[name] = field;
  }
  return ui;
}


const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What an edit in the form changed: rjsf hands back the fields with every default filled in, which the stored
 * block need not carry (the server applies defaults on load): a field absent before and now at its default stays
 * absent. A required field the editor empties is kept as null, not dropped: dropped, the page would quietly render
 * its default while the form shows it empty; null is refused by the server's validation at that field, so the form
 * says so and the page cannot be published so. The field that changed names the undo step; null when nothing did.
 */
export function formChange(before: Record<string, unknown>, after: Record<string, unknown>, schema: JsonSchema): { fields: Record<string, unknown>; changed: string } | null {
  const defaulted = (k: string) => !(k in before) && same(after[k], schema.properties?.[k]?.default);
  const emptied = (k: string) => after[k] === undefined && (k in before ? before[k] !== undefined : schema.properties?.[k]?.default !== undefined);
  const fields = Object.fromEntries(Object.entries(after).filter(([k]) => !defaulted(k)));
  for (const k of schema.required ?? []) if (emptied(k)) fields[k] = null;
  const changed = [...new Set([...Object.keys(fields), ...Object.keys(before)])].find((k) => !same(fields[k], before[k]));
  return changed === undefined ? null : { fields, changed };
}
