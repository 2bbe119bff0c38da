import { describe, expect, it } from 'vitest';
import { mergeDocs } from './merge-tree.ts';

const box = (id: string, html: string, more: Record<string, unknown> = {}) => ({ type: 'html-box', id, customFields: { HTML: html, ...more } });
const chain = (id: string, children: unknown[]) => ({ type: 'double-chain', id, children });
const page = (main: unknown[], rail: unknown[] = [], extra: Record<string, unknown> = {}) => ({ uri: '/p/', title: 'P', layout: 'right-rail', sections: { main, rail }, ...extra });
const ids = (list: unknown[]) => (list as Array<{ id: string }>).map((b) => b.id);
type Page = ReturnType<typeof page> & { sections: Record<string, any[]> };

const base = page([box('a', 'A'), box('b', 'B'), box('c', 'C')], [box('r', 'R')]);

describe('three-way merge of a page tree', () => {
  it('edits to different blocks both survive, and their edit is reported as merged in', () => {
    const theirs = page([box('a', 'A by them'), box('b', 'B'), box('c', 'C')], [box('r', 'R')]);
    const mine = page([box('a', 'A'), box('b', 'B'), box('c', 'C by me')], [box('r', 'R')]);
    const { value, conflicts, changes } = mergeDocs(base, theirs, mine);
    expect(conflicts).toEqual([]);
    expect(value).toEqual(page([box('a', 'A by them'), box('b', 'B'), box('c', 'C by me')], [box('r', 'R')]));
    expect(changes).toEqual([{ kind: 'edit', block: 'a', field: 'customFields/HTML' }]);
  });

  it('edits to different fields of one block both survive', () => {
    const b = page([box('a', 'A', { title: 'T' })]);
    const theirs = page([box('a', 'A', { title: 'their title' })]);
    const mine = page([box('a', 'my words', { title: 'T' })]);
    const { value, conflicts } = mergeDocs(b, theirs, mine);
    expect(conflicts).toEqual([]);
    expect(value).toEqual(page([box('a', 'my words', { title: 'their title' })]));
  });

  it('the same field changed differently is a conflict naming the block and field, settled by a choice', () => {
    const theirs = page([box('a', 'theirs'), box('b', 'B'), box('c', 'C')], [box('r', 'R')]);
    const mine = page([box('a', 'mine'), box('b', 'B by me'), box('c', 'C')], [box('r', 'R')]);
    const first = mergeDocs(base, theirs, mine);
    expect(first.conflicts).toEqual([{ key: '#a/customFields/HTML', kind: 'field', block: 'a', field: 'customFields/HTML', base: 'A', theirs: 'theirs', mine: 'mine' }]);
    const settled = mergeDocs(base, theirs, mine, { '#a/customFields/HTML': 'mine' });
    expect(settled.conflicts).toEqual([]);
    expect((settled.value as Page).sections.main).toEqual([box('a', 'mine'), box('b', 'B by me'), box('c', 'C')]);
    expect((mergeDocs(base, theirs, mine, { '#a/customFields/HTML': 'theirs' }).value as Page).sections.main[0]).toEqual(box('a', 'theirs'));
  });

  it('the same change made on both sides is no conflict', () => {
    const both = page([box('a', 'same'), box('b', 'B'), box('c', 'C')], [box('r', 'R')]);
    expect(mergeDocs(base, both, structuredClone(both))).toMatchObject({ value: both, conflicts: [] });
  });

  it('a document field (the title) and block edits merge; the same document field twice is a conflict', () => {
    const theirs = { ...base, title: 'Their title' };
    const mine = page([box('a', 'A'), box('b', 'mine'), box('c', 'C')], [box('r', 'R')]);
    expect(mergeDocs(base, theirs, mine)).toMatchObject({ value: { ...mine, title: 'Their title' }, conflicts: [] });
    expect(mergeDocs(base, theirs, { ...mine, title: 'My title' }).conflicts).toEqual([expect.objectContaining({ key: '/title', theirs: 'Their title', mine: 'My title' })]);
  });

  it('a move on one side and an edit of the moved block on the other: moved, with the edit', () => {
    const theirs = page([box('b', 'B'), box('c', 'C')], [box('a', 'A'), box('r', 'R')]);
    const mine = page([box('a', 'A by me'), box('b', 'B'), box('c', 'C')], [box('r', 'R')]);
    const { value, conflicts, changes } = mergeDocs(base, theirs, mine);
    expect(conflicts).toEqual([]);
    expect(value).toEqual(page([box('b', 'B'), box('c', 'C')], [box('a', 'A by me'), box('r', 'R')]));
    expect(changes).toContainEqual({ kind: 'move', block: 'a' });
  });

  it('moves of different blocks within one list on both sides both take effect', () => {
    const b = page([box('a', 'A'), box('b', 'B'), box('c', 'C'), box('d', 'D')]);
    const theirs = page([box('b', 'B'), box('a', 'A'), box('c', 'C'), box('d', 'D')]); // a moved down
    const mine = page([box('a', 'A'), box('b', 'B'), box('d', 'D'), box('c', 'C')]); // d moved up
    const { value, conflicts } = mergeDocs(b, theirs, mine);
    expect(conflicts).toEqual([]);
    expect(ids((value as Page).sections.main)).toEqual(['b', 'a', 'd', 'c']);
  });

  it('one block moved to two different places in its list is a place conflict; the choice decides', () => {
    const b = page([box('a', 'A'), box('b', 'B'), box('c', 'C'), box('d', 'D')]);
    const theirs = page([box('b', 'B'), box('c', 'C'), box('d', 'D'), box('a', 'A')]);
    const mine = page([box('b', 'B'), box('a', 'A'), box('c', 'C'), box('d', 'D')]);
    expect(mergeDocs(b, theirs, mine).conflicts).toEqual([{ key: '#a@place', kind: 'place', block: 'a', theirs: { section: 'main', after: 'd' }, mine: { section: 'main', after: 'b' } }]);
    expect(ids((mergeDocs(b, theirs, mine, { '#a@place': 'mine' }).value as Page).sections.main)).toEqual(['b', 'a', 'c', 'd']);
    expect(ids((mergeDocs(b, theirs, mine, { '#a@place': 'theirs' }).value as Page).sections.main)).toEqual(['b', 'c', 'd', 'a']);
  });

  it('one block moved to two different sections is a place conflict; the choice decides where it goes', () => {
    const theirs = page([box('b', 'B'), box('c', 'C')], [box('r', 'R'), box('a', 'A')]);
    const mine = page([box('b', 'B'), box('c', 'C')], [box('r', 'R')], { sections: { main: [box('b', 'B'), box('c', 'C')], rail: [box('r', 'R')], footer: [box('a', 'A')] } });
    const first = mergeDocs(base, theirs, mine);
    expect(first.conflicts).toEqual([expect.objectContaining({ key: '#a@place', kind: 'place', theirs: { section: 'rail', after: null }, mine: { section: 'footer', after: null } })]);
    const settled = mergeDocs(base, theirs, mine, { '#a@place': 'mine' });
    expect(settled.conflicts).toEqual([]);
    expect(ids((settled.value as Page).sections.footer!)).toEqual(['a']);
    expect(ids((settled.value as Page).sections.rail!)).toEqual(['r']);
  });

  it('a delete on one side and an edit on the other is a conflict; keeping or deleting is the choice', () => {
    const theirs = page([box('b', 'B'), box('c', 'C')], [box('r', 'R')]);
    const mine = page([box('a', 'A by me'), box('b', 'B'), box('c', 'C')], [box('r', 'R')]);
    const first = mergeDocs(base, theirs, mine);
    expect(first.conflicts).toEqual([{ key: '#a', kind: 'delete', block: 'a', base: box('a', 'A'), mine: box('a', 'A by me') }]);
    expect(ids((mergeDocs(base, theirs, mine, { '#a': 'mine' }).value as Page).sections.main)).toEqual(['a', 'b', 'c']);
    expect(ids((mergeDocs(base, theirs, mine, { '#a': 'theirs' }).value as Page).sections.main)).toEqual(['b', 'c']);
    // Mine deleted what they edited: the same question the other way round.
    expect(mergeDocs(base, mine, theirs).conflicts).toEqual([{ key: '#a', kind: 'delete', block: 'a', base: box('a', 'A'), theirs: box('a', 'A by me') }]);
  });

  it('a delete of an unchanged block merges, and is reported when it was theirs', () => {
    const theirs = page([box('b', 'B'), box('c', 'C')], [box('r', 'R')]);
    const mine = page([box('a', 'A'), box('b', 'B'), box('c', 'C by me')], [box('r', 'R')]);
    const { value, conflicts, changes } = mergeDocs(base, theirs, mine);
    expect(conflicts).toEqual([]);
    expect(ids((value as Page).sections.main)).toEqual(['b', 'c']);
    expect(changes).toEqual([{ kind: 'delete', block: 'a' }]);
  });

  it('a chain deleted on one side while the other added a block inside it asks once, about the chain', () => {
    const b = page([chain('ch', [box('x', 'X')]), box('a', 'A')]);
    const theirs = page([box('a', 'A')]);
    const mine = page([chain('ch', [box('x', 'X'), box('y', 'new')]), box('a', 'A')]);
    const { conflicts } = mergeDocs(b, theirs, mine);
    expect(conflicts.map((c) => c.key)).toEqual(['#ch']);
    expect(mergeDocs(b, theirs, mine, { '#ch': 'mine' }).value).toEqual(mine);
    expect(mergeDocs(b, theirs, mine, { '#ch': 'theirs' }).value).toEqual(theirs);
  });

  it('blocks added on both sides are all kept, each after the block it follows on its side', () => {
    const theirs = page([box('a', 'A'), box('t', 'theirs'), box('b', 'B'), box('c', 'C')], [box('r', 'R')]);
    const mine = page([box('a', 'A'), box('b', 'B'), box('c', 'C'), box('m', 'mine')], [box('r', 'R'), box('m2', 'mine too')]);
    const { value, conflicts, changes } = mergeDocs(base, theirs, mine);
    expect(conflicts).toEqual([]);
    expect(ids((value as Page).sections.main)).toEqual(['a', 't', 'b', 'c', 'm']);
    expect(ids((value as Page).sections.rail!)).toEqual(['r', 'm2']);
    expect(changes).toEqual([{ kind: 'add', block: 't' }]);
  });

  it('two different blocks added on both sides under one id (the editor names new blocks type-1) are both kept', () => {
    const theirs = page([box('a', 'A'), box('b', 'B'), box('c', 'C'), box('html-box-1', 'theirs')], [box('r', 'R')]);
    const mine = page([box('a', 'A'), box('b', 'B'), box('c', 'C'), box('html-box-1', 'mine')], [box('r', 'R')]);
    const { value, conflicts } = mergeDocs(base, theirs, mine);
    expect(conflicts).toEqual([]);
    expect((value as Page).sections.main.slice(3)).toEqual([box('html-box-1', 'theirs'), box('html-box-1-2', 'mine')]);
  });

  it('blocks stored without ids are matched by the ids the loader gives them', () => {
    const noIds = { ...base, sections: { main: [{ type: 'html-box', customFields: { HTML: 'A' } }], rail: [] } };
    const theirs = { ...base, sections: { main: [box('main-0', 'A')], rail: [box('new', 'N')] } };
    const mine = { ...base, sections: { main: [box('main-0', 'A by me')], rail: [] } };
    expect(mergeDocs(noIds, theirs, mine)).toMatchObject({ conflicts: [], value: { sections: { main: [box('main-0', 'A by me')], rail: [box('new', 'N')] } } });
  });

  it('a document that is not a page tree merges as JSON, key by key', () => {
    const b = { id: 'site', name: 'Site', properties: { a: 1, b: 2 } };
    expect(mergeDocs(b, { ...b, properties: { a: 10, b: 2 } }, { ...b, name: 'Mine', properties: { a: 1, b: 20 } })).toMatchObject({ value: { id: 'site', name: 'Mine', properties: { a: 10, b: 20 } }, conflicts: [] });
    expect(mergeDocs(b, { ...b, name: 'Theirs' }, { ...b, name: 'Mine' }).conflicts.map((c) => c.key)).toEqual(['/name']);
  });
});
