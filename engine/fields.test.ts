import { describe, expect, it } from 'vitest';
import { field, fields } from './fields.ts';
import { validateValue } from './config/validate.ts';

const label = 'x';

describe('field kinds beyond text, number, boolean and select', () => {
  it('a list holds items of its kind, within its bounds, in order', () => {
    const links = fields({ links: field.list(field.object({ text: field.text({ label }), url: field.text({ label, pattern: '^/' }) }, { label }), { label, maxItems: 2 }) });
    expect(validateValue(links, { links: [{ text: 'A', url: '/a' }, { text: 'B', url: '/b' }] })).toEqual([]);
    expect(validateValue(links, { links: [{ text: 'A', url: 'a' }] }).map((e) => e.pointer)).toEqual(['/links/0/url']);
    expect(validateValue(links, { links: [{ text: 'A', url: '/a', extra: 1 }] })).toEqual([{ pointer: '/links/0/extra', message: 'unknown field "extra"' }]);
    expect(validateValue(links, { links: [1, 2, 3].map((n) => ({ text: `${n}`, url: `/${n}` })) })[0]?.pointer).toBe('/links');
  });

  it('a date and time is a moment with its offset, and the error says what is expected', () => {
    const at = fields({ at: field.dateTime({ label }) });
    for (const ok of ['2026-12-02T09:30+13:00', '2026-12-02T09:30:00Z', '2026-12-02T09:30:00.250-05:00']) expect(validateValue(at, { at: ok }), ok).toEqual([]);
    expect(validateValue(at, { at: '2026-12-02T09:30' })).toEqual([{ pointer: '/at', message: 'must be a date and time such as 2026-12-02T09:30:00+13:00, not "2026-12-02T09:30"' }]);
  });

  it('an image is a photo id with an optional focal point inside the picture', () => {
    const photo = fields({ photo: field.image({ label }) });
    expect(validateValue(photo, { photo: { _id: 'ABC', focal: { x: 30, y: 70 } } })).toEqual([]);
    expect(validateValue(photo, { photo: { _id: 'ABC' } })).toEqual([]);
    expect(validateValue(photo, { photo: { _id: 'ABC', focal: { x: 130, y: 0 } } }).map((e) => e.pointer)).toEqual(['/photo/focal/x']);
    expect(validateValue(photo, { photo: { focal: { x: 1, y: 1 } } })).toEqual([{ pointer: '/photo', message: 'missing required field "_id"' }]);
  });

  it('the editor learns each kind from the schema (x-kind), as it learns a content config', () => {
    expect(field.richText({ label })['x-kind']).toBe('richText');
    expect(field.dateTime({ label })['x-kind']).toBe('dateTime');
    expect(field.image({ label })['x-kind']).toBe('image');
  });

  it('a description in both languages keeps JSON Schema\'s one text and gives the editor each', () => {
    const f = field.text({ label, description: { en: 'Shown first', mi: 'Ka whakaaturia tuatahi' } });
    expect(f.description).toBe('Shown first');
    expect(f['x-description']).toEqual({ en: 'Shown first', mi: 'Ka whakaaturia tuatahi' });
    expect(field.text({ label, description: 'One text' })).toMatchObject({ description: 'One text' });
  });
});
