import { describe, expect, it } from 'vitest';
import { emptyListId, NEW_BLOCK, outlineLine, parseEmptyListId, pointerOf } from './outline-dnd.ts';
import type { TreeValue } from './state/types.ts';

const tree: TreeValue = {
  layout: 'l',
  sections: {
    top: [{ type: 'x', id: 'a' }, { type: 'x', id: 'b' }, { type: 'chain', id: 'c', children: [{ type: 'x', id: 'd' }] }],
    main: [{ type: 'x', id: 'e' }],
    empty: [],
  },
};

describe('the outline\'s drop line', () => {
  it('a block dragged into another section or chain shows the line before the block it is over (it takes that place)', () => {
    expect(outlineLine(tree, 'a', 'e')).toEqual({ id: 'e', edge: 'before' });
    expect(outlineLine(tree, 'e', 'd')).toEqual({ id: 'd', edge: 'before' });
    expect(outlineLine(tree, 'd', 'b')).toEqual({ id: 'b', edge: 'before' });
  });

  it('within its own list, a block moved down shows the line after the one it is over, moved up before it', () => {
    expect(outlineLine(tree, 'a', 'b')).toEqual({ id: 'b', edge: 'after' });
    expect(outlineLine(tree, 'c', 'a')).toEqual({ id: 'a', edge: 'before' });
  });

  it('a block from the catalogue shows the line before the block it is over; over itself, nothing or an empty list, no line', () => {
    expect(outlineLine(tree, `${NEW_BLOCK}x`, 'b')).toEqual({ id: 'b', edge: 'before' });
    expect(outlineLine(tree, 'a', 'a')).toBeNull();
    expect(outlineLine(tree, 'a', null)).toBeNull();
    expect(outlineLine(tree, 'a', emptyListId('empty', null))).toBeNull();
    expect(outlineLine(tree, 'a', 'gone')).toBeNull();
  });

  it('an empty list\'s droppable names its section and chain; the pointer is where it went down plus the drag', () => {
    expect(parseEmptyListId(emptyListId('main', 'c'))).toEqual(['main', 'c']);
    expect(parseEmptyListId('a')).toBeUndefined();
    expect(pointerOf({ activatorEvent: { clientX: 10, clientY: 20 } as PointerEvent, delta: { x: 5, y: -5 } })).toEqual({ x: 15, y: 15 });
    expect(pointerOf({ activatorEvent: new Event('keydown'), delta: { x: 5, y: -5 } })).toBeUndefined();
  });
});
