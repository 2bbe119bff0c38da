import { describe, expect, it } from 'vitest';
import { renderBlock, type BlockSpec } from '../../engine/testing/index.ts';
import headerNav from './index.ts';
import { NAV_BAR_SLOTS, navSlots } from './slots.ts';
import htmlBox from '../../blocks/html-box/index.ts';

const box = (id: string): BlockSpec => ({ block: htmlBox, id, customFields: { HTML: `<span>${id}</span>` } });
const render = (children: BlockSpec[], customFields: Record<string, unknown> = {}, isAdmin = false) =>
  renderBlock(headerNav, { children, customFields, isAdmin });

describe('header-nav chain (Chains "header-nav"; "nav slots: bar mobile 1, desktop 2")', () => {
  it('slots: one per side on mobile, two on desktop', () => expect(NAV_BAR_SLOTS).toEqual({ mobile: 1, desktop: 2 }));
  it('the first startCount children go to the start side, the rest to the end', () => {
    expect(navSlots(['a', 'b', 'c'], 1)).toEqual({
      start: { always: ['a'], desktopOnly: [], hidden: 0 },
      end: { always: ['b'], desktopOnly: ['c'], hidden: 0 },
    });
    expect(navSlots(['a', 'b'], 0).start.always).toEqual([]);
    expect(navSlots(['a', 'b'], 5).end.always).toEqual([]);
  });
  it('a side shows its first child at every width, its second from 768 px, and no more', () => {
    expect(navSlots(['a', 'b', 'c', 'd'], 4).start).toEqual({ always: ['a'], desktopOnly: ['b'], hidden: 2 });
    const html = render([box('one'), box('two'), box('three')], { startCount: 0 });
    expect(html).toMatch(/<div class="header-nav__slot"><div class="html-box"><span>one<\/span><\/div><\/div><div class="header-nav__slot header-nav__slot--desktop"><div class="html-box"><span>two</);
    expect(html).not.toContain('three');
  });
  it('lays its children out in the bar in order: start side then end side (default startCount 1)', () => {
    const html = render([box('logo'), box('links')]);
    expect(html).toMatch(/^<div class="header-nav"><div class="header-nav__bar page-container"><div class="header-nav__side header-nav__side--start">/);
    expect(html.indexOf('logo')).toBeLessThan(html.indexOf('header-nav__side--end'));
    expect(html.indexOf('links')).toBeGreaterThan(html.indexOf('header-nav__side--end'));
  });
  it('editors are told when blocks beyond the slots are not shown; readers are not', () => {
    const kids = [box('a'), box('b'), box('c')];
    expect(render(kids, { startCount: 3 }, true)).toContain('Only 2 blocks per side show in the navigation bar: 1 more at the start are not shown.');
    expect(render(kids, { startCount: 3 })).not.toContain('header-nav__note');
    expect(renderBlock(headerNav, { children: kids, customFields: { startCount: 3 }, isAdmin: true, lang: 'mi' })).toContain('i te tīmatanga');
  });
  it('shows nothing without children ("A chain shows nothing without children"); editors get the placeholder', () => {
    expect(render([])).toBe('');
    expect(render([], {}, true)).toContain('class="pb-admin-placeholder"');
  });
  it('startCount must be >= 0 ("Column counts must be >= 0")', () => {
    expect(() => render([box('a')], { startCount: -1 })).toThrow(/startCount: must be >= 0/);
  });
});
