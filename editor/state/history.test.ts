import { describe, expect, it } from 'vitest';
import { HISTORY_LIMIT, canRedo, canUndo, record, redo, startHistory, undo } from './history.ts';

describe('undo and redo', () => {
  it('undo goes back a step and redo forward again; a new change after an undo drops what could be redone', () => {
    let h = record(record(startHistory(1), 2), 3);
    h = undo(h);
    expect(h.present).toBe(2);
    expect(canRedo(h)).toBe(true);
    h = redo(h);
    expect(h.present).toBe(3);
    h = record(undo(h), 9);
    expect(h.present).toBe(9);
    expect(canRedo(h)).toBe(false);
    expect(undo(h).present).toBe(2);
  });

  it('changes with the same coalesce key (typing in one field) are one step; another key starts a new one', () => {
    let h = record(startHistory('a'), 'ab', 'f');
    h = record(h, 'abc', 'f');
    h = record(h, 'abcd', 'g');
    expect(undo(h).present).toBe('abc');
    expect(undo(undo(h)).present).toBe('a');
  });

  it('nothing to undo or redo at the start; undo there changes nothing', () => {
    const h = startHistory(0);
    expect(canUndo(h)).toBe(false);
    expect(undo(h)).toBe(h);
    expect(redo(h)).toBe(h);
  });

  it(`keeps at most ${HISTORY_LIMIT} steps back`, () => {
    let h = startHistory(0);
    for (let i = 1; i <= HISTORY_LIMIT + 10; i++) h = record(h, i);
    expect(h.past.length).toBe(HISTORY_LIMIT);
    expect(h.past[0]).toBe(10);
  });
});
