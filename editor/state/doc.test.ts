import { describe, expect, it } from 'vitest';
import { canPublish, docReducer, isChecked, isDirty, valueOf, type DocAction, type DocState } from './doc.ts';
import { moveBlock } from './tree.ts';
import type { Revision, TreeValue } from './types.ts';

const revision = (id: number, value: unknown): Revision => ({ id, parent: id - 1, author: 'a@example.com', at: '2026-01-01T00:00:00Z', doc: 'pages/s/home.json', value });
const tree = (title: string): TreeValue => ({ uri: '/', title, layout: 'l', sections: { main: [{ type: 'x', id: 'x' }, { type: 'y' }] } });
const run = (actions: DocAction[], from: DocState | null = null) => actions.reduce(docReducer, from)!;
const loaded = (value = tree('one')): DocAction => ({ type: 'loaded', doc: 'pages/s/home.json', head: revision(5, value), published: null, errors: [] });

describe('an open document', () => {
  it('opens clean, with ids on every block, at the head revision as its base', () => {
    const s = run([loaded()]);
    expect(s.base).toBe(5);
    expect(isDirty(s)).toBe(false);
    expect((valueOf(s) as TreeValue).sections.main.map((n) => n.id)).toEqual(['x', 'main-1']);
  });

  it('an edit makes it dirty; undoing it makes it clean again', () => {
    const s = run([loaded()]);
    const edited = run([{ type: 'edit', value: moveBlock(valueOf(s) as TreeValue, 'x', { section: 'main', parent: null, index: 1 }) }], s);
    expect(isDirty(edited)).toBe(true);
    expect(isDirty(run([{ type: 'undo' }], edited))).toBe(false);
    expect(isDirty(run([{ type: 'undo' }, { type: 'redo' }], edited))).toBe(true);
  });

  it('cannot be published until the server has checked the present value and found no error', () => {
    const s = run([loaded()]);
    const value = tree('two');
    const edited = run([{ type: 'edit', value }], s);
    expect(isChecked(edited)).toBe(false);
    expect(canPublish(edited)).toBe(false);
    const bad = run([{ type: 'validated', value, errors: [{ pointer: '/title', message: 'bad' }] }], edited);
    expect(canPublish(bad)).toBe(false);
    expect(canPublish(run([{ type: 'validated', value, errors: [] }], edited))).toBe(true);
  });

  it('a check of a value since changed is ignored (its errors are not the present value\'s)', () => {
    const first = tree('a');
    const s = run([loaded(), { type: 'edit', value: first }, { type: 'edit', value: tree('b') }, { type: 'validated', value: first, errors: [{ pointer: '/x', message: 'old' }] }]);
    expect(s.errors).toEqual([]);
    expect(isChecked(s)).toBe(false);
  });

  it('a save makes the saved value the base: clean, and the next save names the new revision', () => {
    const value = tree('two');
    const s = run([loaded(), { type: 'edit', value }, { type: 'saved', value, revision: { id: 6, parent: 5, author: 'a', at: '' }, errors: [] }]);
    expect(s.base).toBe(6);
    expect(isDirty(s)).toBe(false);
  });

  it('a conflict loses nothing: keeping mine rebases onto their revision with my value still unsaved', () => {
    const mine = tree('mine');
    const theirs = revision(7, tree('theirs'));
    const s = run([loaded(), { type: 'edit', value: mine }, { type: 'conflict', current: theirs }]);
    expect(s.conflict).toBe(theirs);
    expect(valueOf(s)).toBe(mine);
    expect(canPublish(s)).toBe(false);
    const kept = run([{ type: 'keep-mine' }], s);
    expect(kept.conflict).toBeNull();
    expect(kept.base).toBe(7);
    expect(valueOf(kept)).toBe(mine);
    expect(isDirty(kept)).toBe(true);
    expect(kept.history.past.length).toBe(1); // my undo history is kept
  });

  it('a conflict resolved by taking theirs shows their value, clean, based on their revision', () => {
    const theirs = revision(7, tree('theirs'));
    const s = run([loaded(), { type: 'edit', value: tree('mine') }, { type: 'conflict', current: theirs }, { type: 'take-theirs' }]);
    expect(s.base).toBe(7);
    expect((valueOf(s) as TreeValue).title).toBe('theirs');
    expect(isDirty(s)).toBe(false);
    expect(s.conflict).toBeNull();
  });

  it('a save the server merged goes on from the merged value, clean, based on the merged revision', () => {
    const sent = tree('mine');
    const merged = { ...tree('mine'), uri: '/theirs/' };
    const s = run([loaded(), { type: 'edit', value: sent }, { type: 'merged', sent, value: merged, revision: { id: 8, parent: 7, author: 'a', at: '' }, errors: [] }]);
    expect(s.base).toBe(8);
    expect(valueOf(s)).toMatchObject({ uri: '/theirs/', title: 'mine' });
    expect(isDirty(s)).toBe(false);
    expect(canPublish(s)).toBe(true);
  });

  it('edits made while a save was being merged are kept on top of the merged value, unsaved', () => {
    const sent = tree('mine');
    const later = { ...tree('mine'), title: 'typed meanwhile' };
    const merged = { ...tree('mine'), uri: '/theirs/' };
    const s = run([loaded(), { type: 'edit', value: sent }, { type: 'edit', value: later }, { type: 'merged', sent, value: merged, revision: { id: 8, parent: 7, author: 'a', at: '' }, errors: [] }]);
    expect(valueOf(s)).toMatchObject({ uri: '/theirs/', title: 'typed meanwhile' });
    expect(isDirty(s)).toBe(true);
  });

  it('a conflict with fields keeps them to ask; answering makes the merged value the next save on their revision', () => {
    const theirs = revision(7, tree('theirs'));
    const conflicts = [{ key: '/title', kind: 'field' as const, field: 'title', base: 'one', theirs: 'theirs', mine: 'mine' }];
    const s = run([loaded(), { type: 'edit', value: tree('mine') }, { type: 'conflict', current: theirs, base: tree('one'), conflicts }]);
    expect(s.clash).toEqual({ base: tree('one'), conflicts });
    expect(canPublish(s)).toBe(false);
    const answered = tree('answered');
    const resolved = run([{ type: 'resolve', value: answered }], s);
    expect([resolved.base, resolved.conflict, resolved.clash]).toEqual([7, null, null]);
    expect(valueOf(resolved)).toBe(answered);
    expect(isDirty(resolved)).toBe(true);
  });

  it('a new document (no head) has no base: its first save creates it', () => {
    const s = run([{ type: 'loaded', doc: 'pages/s/new.json', head: null, value: tree('new'), published: null, errors: [] }]);
    expect(s.base).toBeNull();
  });
});
