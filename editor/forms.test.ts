import { describe, expect, it } from 'vitest';
import { placeBlockErrors } from './form-errors.ts';
import { fits, serverValidator } from './form-validator.ts';
import { formChange, uiSchemaOf } from './form-ui.ts';
import { searchCatalogue } from './catalogue-logic.ts';
import type { CatalogueEntry, JsonSchema } from './state/types.ts';

describe('block forms', () => {
  it('a server error is shown at the custom field it is about, one deeper in a field at that field, and a missing required field at the field it names', () => {
    const { fields, block } = placeBlockErrors([
      { pointer: '/customFields/content/contentConfigValues/_id', message: 'no story' },
      { pointer: '/customFields', message: 'missing required field "content"' },
      { pointer: '/customFields/a~1b', message: 'odd name' },
      { pointer: '/type', message: 'unknown block type "x"' },
      { pointer: '', message: 'content "x" declares: bad' },
    ]);
    expect(fields).toEqual({ content: { __errors: ['no story', 'missing required field "content"'] }, 'a/b': { __errors: ['odd name'] } });
    expect(block).toEqual(['/type: unknown block type "x"', 'content "x" declares: bad']);
  });

  it('the forms\' own validator reports nothing (the server validates) but tells which schema data fits, for rjsf\'s branch choices', () => {
    expect(serverValidator.validateFormData({ a: 1 }, { type: 'object' })).toEqual({ errors: [], errorSchema: {} });
    const schema = { type: 'object', required: ['kind'], properties: { kind: { enum: ['story'] }, n: { type: 'number' } } } as const;
    expect(fits(schema as never, { kind: 'story', n: 2 })).toBe(true);
    expect(fits(schema as never, { kind: 'feed' })).toBe(false);
    expect(fits(schema as never, { n: 2 })).toBe(false);
    expect(fits(schema as never, { kind: 'story', n: 'two' })).toBe(false);
    expect(fits({ type: ['string', 'number'] }, 3)).toBe(true);
    expect(fits({ type: 'integer' }, 1.5)).toBe(false);
    expect(fits({ oneOf: [{ type: 'string' }, { type: 'number' }] }, true)).toBe(false);
  });

  it('labels come from x-label in the UI language, fields of one group together, contentConfig fields get the content picker, HTML the rich-text box with its code, a date and time its zoned input', () => {
    const schema: JsonSchema = {
      type: 'object',
      properties: {
        showImage: { type: 'boolean', 'x-group': 'Show', 'x-label': { en: 'Show image', mi: 'Whakaatu whakaahua' }, description: 'Shows the image', 'x-description': { en: 'Shows the image', mi: 'Ka whakaatu i te whakaahua' } },
        content: { type: 'object', 'x-kind': 'contentConfig', 'x-label': { en: 'Story', mi: 'Kōrero' } },
        ratio: { type: 'string', 'x-group': 'Image', 'x-label': 'Ratio' },
        showDate: { type: 'boolean', 'x-group': 'Show' },
        HTML: { type: 'string' },
        notes: { type: 'string', 'x-hint': 'textarea' },
        at: { type: 'string', 'x-kind': 'dateTime' },
        body: { type: 'string', 'x-kind': 'richText' },
      },
    };
    const ui = uiSchemaOf(schema, 'mi');
    expect(ui['ui:order']).toEqual(['content', 'HTML', 'notes', 'at', 'body', 'showImage', 'showDate', 'ratio']);
    expect(ui.showImage['ui:title']).toBe('Whakaatu whakaahua');
    expect(ui.showImage['ui:description']).toBe('Ka whakaatu i te whakaahua');
    expect(ui.ratio['ui:description']).toBeUndefined();
    expect(ui.ratio['ui:title']).toBe('Ratio');
    expect(ui.showDate['ui:title']).toBe('showDate');
    expect(ui.content['ui:field']).toBe('contentPicker');
    expect(ui.HTML['ui:widget']).toBe('richText');
    expect(ui.HTML['ui:options']).toEqual({ code: true });
    expect(ui.notes['ui:widget']).toBe('textarea');
    expect(ui.at['ui:widget']).toBe('dateTime');
    expect(ui.body['ui:widget']).toBe('richText');
    expect(ui.body['ui:options']).toBeUndefined();
    expect(ui['ui:submitButtonOptions']).toEqual({ norender: true });
  });

  it('the catalogue search matches every word in either language\'s label, the name or the description, and never offers layouts', () => {
    const entry = (name: string, en: string, mi: string, kind: CatalogueEntry['kind'] = 'feature'): CatalogueEntry => ({ name, kind, label: { en, mi }, fields: {} });
    const catalogue = [entry('medium-promo', 'Medium Promo', 'Whakatairanga Waenga'), entry('small-promo', 'Small Promo', 'Whakatairanga Iti'), entry('homepage-layout', 'Homepage promo', 'Whārangi', 'layout')];
    expect(searchCatalogue(catalogue, 'promo').map((c) => c.name)).toEqual(['medium-promo', 'small-promo']);
    expect(searchCatalogue(catalogue, 'whakatairanga iti').map((c) => c.name)).toEqual(['small-promo']);
    expect(searchCatalogue(catalogue, 'MEDIUM').map((c) => c.name)).toEqual(['medium-promo']);
    expect(searchCatalogue(catalogue, '').length).toBe(2);
  });

  it('an edit keeps the block\'s stored fields as they were but for the one changed: defaults the form filled in stay out', () => {
    const schema: JsonSchema = { properties: { a: { default: 1 }, b: { default: true }, c: {} } };
    expect(formChange({ c: 'x' }, { a: 1, b: true, c: 'y' }, schema)).toEqual({ fields: { c: 'y' }, changed: 'c' });
    expect(formChange({ c: 'x' }, { a: 2, b: true, c: 'x' }, schema)).toEqual({ fields: { a: 2, c: 'x' }, changed: 'a' });
    expect(formChange({ a: 1 }, { a: 1, b: true }, schema)).toBeNull();
    expect(formChange({ a: 2, c: 'x' }, { a: 1, c: 'x' }, schema)).toEqual({ fields: { a: 1, c: 'x' }, changed: 'a' });
    expect(formChange({ c: 'x' }, {}, schema)).toEqual({ fields: {}, changed: 'c' });
  });

  it('a required field the editor empties is kept as empty (null) for the server to refuse, not dropped so its default renders', () => {
    const schema: JsonSchema = { required: ['title', 'count', 'kind'], properties: { title: { type: 'string', default: 'Latest' }, count: { type: 'number' }, kind: { type: 'string' }, note: { type: 'string' } } };
    // Emptied from its default (absent before: the form showed the default), and emptied from a stored value.
    expect(formChange({ kind: 'x' }, { count: undefined, kind: 'x' }, schema)).toEqual({ fields: { title: null, kind: 'x' }, changed: 'title' });
    expect(formChange({ count: 3, kind: 'x' }, { title: 'Latest', kind: 'x' }, schema)).toEqual({ fields: { count: null, kind: 'x' }, changed: 'count' });
    // An optional field emptied is simply gone; a required one never given and still empty is no change.
    expect(formChange({ kind: 'x', note: 'n' }, { title: 'Latest', kind: 'x' }, schema)).toEqual({ fields: { kind: 'x' }, changed: 'note' });
    expect(formChange({ kind: 'x' }, { title: 'Latest', kind: 'x' }, schema)).toBeNull();
    // Typed into again, the value replaces the empty one.
    expect(formChange({ title: null, kind: 'x' }, { title: 'Top', kind: 'x' }, schema)).toEqual({ fields: { title: 'Top', kind: 'x' }, changed: 'title' });
  });
});
