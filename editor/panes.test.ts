import { describe, expect, it } from 'vitest';
import { PANE_MAX, PANE_MIN, readLayout } from './panes.tsx';
import { blockSubtitle } from './outline.tsx';

describe('editor panes and outline rows', () => {
  it('the pane layout is read back as stored, widths kept within bounds, and anything unreadable is the default', () => {
    expect(readLayout(JSON.stringify({ outline: 420, fields: 260, hidden: ['fields'] }))).toEqual({ outline: 420, fields: 260, hidden: ['fields'] });
    expect(readLayout(JSON.stringify({ outline: 5, fields: 5000, hidden: ['outline', 'nonsense'] }))).toEqual({ outline: PANE_MIN, fields: PANE_MAX, hidden: ['outline'] });
    const fallback = readLayout(null);
    for (const stored of ['{', '"x"', JSON.stringify({ outline: 'wide' }), 'null']) expect(readLayout(stored).outline, stored).toBe(fallback.outline);
  });

  it("an outline row's subtitle is the block's type and id, then its first text or number field in the form's order, tags stripped", () => {
    const entry = { name: 'promo', kind: 'feature' as const, label: { en: 'Promo', mi: 'Promo' }, fields: { properties: { heading: {}, count: {}, HTML: {} } } };
    expect(blockSubtitle({ type: 'promo', id: 'p1', customFields: { count: 3, heading: 'Top stories' } }, entry)).toBe('promo#p1 · Top stories');
    expect(blockSubtitle({ type: 'promo', id: 'p1', customFields: { heading: '  ', HTML: '<p>Kia <b>ora</b></p>' } }, entry)).toBe('promo#p1 · Kia ora');
    expect(blockSubtitle({ type: 'promo', id: 'p1', customFields: { content: { contentService: 'x' } } }, entry)).toBe('promo#p1');
    expect(blockSubtitle({ type: 'promo', id: 'p1', customFields: { heading: 'x'.repeat(100) } }, entry)).toHaveLength('promo#p1 · '.length + 80);
  });
});
