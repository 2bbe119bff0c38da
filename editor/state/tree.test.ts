import { describe, expect, it } from 'vitest';
import { addBlock, allBlocks, blockOfPointer, defaultsOf, duplicateBlock, findBlock, moveBlock, removeBlock, setFields, withIds } from './tree.ts';
import type { CatalogueEntry, TreeValue } from './types.ts';

const page = (): TreeValue => ({
  uri: '/',
  layout: 'right-rail',
  sections: {
    main: [
      { type: 'headline', id: 'h' },
      { type: 'double', id: 'chain', children: [{ type: 'small-promo', id: 'a' }, { type: 'small-promo', id: 'b' }] },
    ],
    rightrail: [{ type: 'divider', id: 'd' }],
  },
});

const promo: CatalogueEntry = {
  name: 'medium-promo',
  kind: 'feature',
  label: { en: 'Medium Promo', mi: 'Whakatairanga Waenga' },
  fields: { type: 'object', properties: { showHeadline: { type: 'boolean', default: true }, content: { type: 'object' }, imageRatio: { type: 'string', enum: ['3:2'], default: '3:2' } } },
};
const ids = (t: TreeValue, section: string) => t.sections[section].map((n) => n.id);

describe('page tree operations', () => {
  it('a block stored without an id gets the one the server gives it (section-index, then parent-index for children)', () => {
    const t = withIds({ layout: 'l', sections: { main: [{ type: 'x' }, { type: 'c', children: [{ type: 'y' }] }], rail: [{ type: 'z', id: 'kept' }] } });
    expect(allBlocks(t).map((f) => f.node.id)).toEqual(['main-0', 'main-1', 'main-1-0', 'kept']);
  });

  it('adding a block puts it at the place with its fields at their defaults and an id no other block has', () => {
    const before = page();
    const { tree, id } = addBlock(before, promo, { section: 'main', parent: 'chain', index: 1 });
    expect(id).toBe('medium-promo-1');
    expect(findBlock(tree, 'chain')!.node.children!.map((n) => n.id)).toEqual(['a', 'medium-promo-1', 'b']);
    expect(findBlock(tree, id)!.node.customFields).toEqual({ showHeadline: true, imageRatio: '3:2' });
    expect(findBlock(before, id)).toBeUndefined(); // the tree given is left as it was (history keeps it)
    expect(addBlock(tree, promo, { section: 'rightrail', parent: null, index: 0 }).id).toBe('medium-promo-2');
  });

  it('a chain is added with an empty list of children; a layout cannot be added to a section', () => {
    const { tree, id } = addBlock(page(), { ...promo, name: 'single', kind: 'chain' }, { section: 'main', parent: null, index: 0 });
    expect(findBlock(tree, id)!.node.children).toEqual([]);
    expect(() => addBlock(page(), { ...promo, kind: 'layout' }, { section: 'main', parent: null, index: 0 })).toThrow(/layout/);
  });

  it('moving within a list counts the index without the block (as arrayMove); across sections and into a chain too', () => {
    const t = page();
    expect(ids(moveBlock(t, 'h', { section: 'main', parent: null, index: 1 }), 'main')).toEqual(['chain', 'h']);
    const across = moveBlock(t, 'a', { section: 'rightrail', parent: null, index: 0 });
    expect(ids(across, 'rightrail')).toEqual(['a', 'd']);
    expect(findBlock(across, 'chain')!.node.children!.map((n) => n.id)).toEqual(['b']);
    const into = moveBlock(t, 'd', { section: 'main', parent: 'chain', index: 2 });
    expect(findBlock(into, 'chain')!.node.children!.map((n) => n.id)).toEqual(['a', 'b', 'd']);
    expect(into.sections.rightrail).toEqual([]);
  });

  it('a chain cannot be moved into itself: the tree is unchanged', () => {
    const t = page();
    expect(moveBlock(t, 'chain', { section: 'main', parent: 'chain', index: 0 })).toBe(t);
  });

  it('duplicating copies the block and its children with fresh ids, just after it', () => {
    const { tree, id } = duplicateBlock(page(), 'chain');
    expect(ids(tree, 'main')).toEqual(['h', 'chain', id]);
    const copy = findBlock(tree, id)!.node;
    expect(copy.type).toBe('double');
    const all = allBlocks(tree).map((f) => f.node.id);
    expect(new Set(all).size).toBe(all.length);
    expect(copy.children!.map((c) => c.type)).toEqual(['small-promo', 'small-promo']);
  });

  it('removing takes the block and its children out', () => {
    const t = removeBlock(page(), 'chain');
    expect(allBlocks(t).map((f) => f.node.id)).toEqual(['h', 'd']);
  });

  it('setting fields replaces the block\'s custom fields only', () => {
    const t = setFields(page(), 'a', { headline: 'Hi' });
    expect(findBlock(t, 'a')!.node.customFields).toEqual({ headline: 'Hi' });
    expect(findBlock(page(), 'a')!.node.customFields).toBeUndefined();
  });

  it('an error pointer names the innermost block it is in and the rest of the pointer; a page error names none', () => {
    const t = page();
    expect(blockOfPointer(t, '/sections/main/1/children/0/customFields/content')).toEqual({ id: 'a', rest: '/customFields/content' });
    expect(blockOfPointer(t, '/sections/main/1')).toEqual({ id: 'chain', rest: '' });
    expect(blockOfPointer(t, '/sections/main/10/x')).toBeUndefined();
    expect(blockOfPointer(t, '/layout')).toBeUndefined();
  });

  it('defaults come only from fields that declare one', () => {
    expect(defaultsOf({ properties: { a: { default: 1 }, b: {} } })).toEqual({ a: 1 });
    expect(defaultsOf(undefined)).toEqual({});
  });
});
