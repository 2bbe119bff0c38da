import { describe, expect, it } from 'vitest';
import { bestMatch, groupCatalogue, humanise, insertionPlace, mainSection, placeOfDrop, searchCatalogue, sectionName } from './catalogue-logic.ts';
import { moveBlock } from './state/tree.ts';
import type { CatalogueEntry, TreeValue } from './state/types.ts';

const entry = (name: string, kind: CatalogueEntry['kind'], en: string, mi: string, extra: Partial<CatalogueEntry> = {}): CatalogueEntry =>
  ({ name, kind, label: { en, mi }, fields: { type: 'object', properties: {} }, ...extra });

const catalogue: CatalogueEntry[] = [
  entry('small-promo', 'feature', 'Small Promo', 'Whakatairanga Iti', { group: 'Promos', description: 'One story, small' }),
  entry('medium-promo', 'feature', 'Medium Promo', 'Whakatairanga Waenga', { group: 'Promos' }),
  entry('simple-list', 'feature', 'Simple List', 'Rārangi Māmā', { group: 'Lists' }),
  entry('login', 'feature', 'Login', 'Takiuru', { group: 'Account' }),
  entry('mystery', 'feature', 'Mystery', 'Muna'),
  entry('div', 'chain', 'Div Chain', 'Mekameka Div'),
  entry('home', 'layout', 'Home', 'Kāinga', { sections: ['navigation', 'main'], sectionLabels: { main: { en: 'Main stories', mi: 'Ngā kōrero matua' } } }),
];

const tree: TreeValue = {
  layout: 'home',
  sections: {
    navigation: [{ type: 'masthead', id: 'nav-1' }],
    main: [
      { type: 'small-promo', id: 'a' },
      { type: 'div', id: 'box', children: [{ type: 'simple-list', id: 'b' }] },
      { type: 'small-promo', id: 'c' },
    ],
  },
};
const sections = ['navigation', 'main'];

describe('the catalogue drawer', () => {
  it('search finds blocks by every word, in the label of either language, the group or the description, never layouts', () => {
    expect(searchCatalogue(catalogue, 'promo').map((c) => c.name)).toEqual(['small-promo', 'medium-promo']);
    expect(searchCatalogue(catalogue, 'whakatairanga waenga').map((c) => c.name)).toEqual(['medium-promo']);
    expect(searchCatalogue(catalogue, 'lists').map((c) => c.name)).toEqual(['simple-list']);
    expect(searchCatalogue(catalogue, 'one story').map((c) => c.name)).toEqual(['small-promo']);
    expect(searchCatalogue(catalogue, 'home')).toEqual([]);
    expect(searchCatalogue(catalogue, '')).toHaveLength(6);
  });

  it('groups come in a newsroom\'s order, blocks without a group under their kind last, each sorted by label in the UI language', () => {
    const groups = groupCatalogue(searchCatalogue(catalogue, ''), 'en');
    expect(groups.map((g) => g.group)).toEqual(['Promos', 'Lists', 'Account', 'chain', 'feature']);
    expect(groups[0]!.entries.map((e) => e.name)).toEqual(['medium-promo', 'small-promo']);
    // In Māori, "Whakatairanga Iti" sorts before "Whakatairanga Waenga".
    expect(groupCatalogue(searchCatalogue(catalogue, 'promo'), 'mi')[0]!.entries.map((e) => e.name)).toEqual(['small-promo', 'medium-promo']);
  });

  it('Enter adds the block whose label is the search, else the first one shown', () => {
    const groups = (text: string) => groupCatalogue(searchCatalogue(catalogue, text), 'en');
    expect(bestMatch(groups('small promo'), 'small promo', 'en')?.name).toBe('small-promo');
    expect(bestMatch(groups('promo'), 'promo', 'en')?.name).toBe('medium-promo');
    expect(bestMatch(groupCatalogue(searchCatalogue(catalogue, 'whakatairanga iti'), 'mi'), 'Whakatairanga Iti', 'mi')?.name).toBe('small-promo');
    expect(bestMatch(groups('zzz'), 'zzz', 'en')).toBeUndefined();
  });

  it('a section is called by the layout\'s label in the UI language, else by its key in words', () => {
    const layout = catalogue.find((c) => c.name === 'home');
    expect(sectionName(layout, 'main', 'mi')).toBe('Ngā kōrero matua');
    expect(sectionName(layout, 'navigation', 'en')).toBe('Navigation');
    expect(humanise('fullwidth2BeforeVideo')).toBe('Fullwidth 2 before video');
    expect(humanise('rightrail-top')).toBe('Rightrail top');
    expect(humanise('main-1')).toBe('Main 1');
  });

  it('with nothing selected a block goes to the main content, not the navigation', () => {
    expect(mainSection(['navigation', 'fullwidth1', 'herostory', 'footer'])).toBe('herostory');
    expect(mainSection(['navigation', 'fullwidth1', 'header', 'main', 'rightrail'])).toBe('main');
    expect(mainSection(['navigation'])).toBe('navigation');
    expect(insertionPlace(tree, sections, null)).toEqual({ section: 'main', parent: null, index: 3 });
    expect(insertionPlace(tree, sections, 'gone')).toEqual({ section: 'main', parent: null, index: 3 });
  });

  it('a block goes just after the selected block, or at the end of the selected chain', () => {
    expect(insertionPlace(tree, sections, 'a')).toEqual({ section: 'main', parent: null, index: 1 });
    expect(insertionPlace(tree, sections, 'b')).toEqual({ section: 'main', parent: 'box', index: 1 });
    expect(insertionPlace(tree, sections, 'box')).toEqual({ section: 'main', parent: 'box', index: 1 });
  });

  it('a drop before, after or inside a block is the place there; a moved block lands where the line was shown', () => {
    expect(placeOfDrop(tree, { blockId: 'c', edge: 'before' })).toEqual({ section: 'main', parent: null, index: 2 });
    expect(placeOfDrop(tree, { blockId: 'b', edge: 'after' })).toEqual({ section: 'main', parent: 'box', index: 1 });
    expect(placeOfDrop(tree, { blockId: 'box', edge: 'inside' })).toEqual({ section: 'main', parent: 'box', index: 1 });
    expect(placeOfDrop(tree, { blockId: 'a', edge: 'inside' })).toBeUndefined();
    expect(placeOfDrop(tree, { blockId: 'nope', edge: 'after' })).toBeUndefined();
    // Moving "a" after "c": counted without "a", so it ends last.
    const after = placeOfDrop(tree, { blockId: 'c', edge: 'after' }, 'a')!;
    expect(moveBlock(tree, 'a', after).sections.main!.map((n) => n.id)).toEqual(['box', 'c', 'a']);
    const before = placeOfDrop(tree, { blockId: 'a', edge: 'before' }, 'c')!;
    expect(moveBlock(tree, 'c', before).sections.main!.map((n) => n.id)).toEqual(['c', 'a', 'box']);
    expect(placeOfDrop(tree, { blockId: 'a', edge: 'before' }, 'a')).toBeUndefined();
  });
});
