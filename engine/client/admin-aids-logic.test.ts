import { describe, expect, it } from 'vitest';
import {
  blockOf, dropLine, dropMessage, dropTargetMessage, edgeAt, editorMessage, isDrag, labelOf, labelTop, moveMessage, previewMessage, readyMessage, selectMessage, unionRect,
  type AidsNode,
} from './admin-aids-logic.ts';

/** A stand-in element: attributes and a parent, all blockOf reads. */
function node(attrs: Record<string, string>, parentElement: AidsNode | null = null): AidsNode & { attrs: Record<string, string> } {
  return { attrs, parentElement, getAttribute: (name) => attrs[name] ?? null };
}

describe('blockOf: the block an event belongs to', () => {
  const chain = node({ 'data-block-id': 'c', 'data-block-type': 'double', 'data-block-label': 'Double' });
  const feature = node({ 'data-block-id': 'f', 'data-block-type': 'gallery', 'data-block-label': 'Gallery' }, chain);
  const button = node({ class: 'next' }, node({}, feature));

  it('the innermost block wins: a click deep in a feature inside a chain is the feature', () => {
    expect(blockOf(button)).toMatchObject({ id: 'f', type: 'gallery', label: 'Gallery', element: feature });
  });

  it('a click in the chain outside its features is the chain', () => {
    expect(blockOf(node({}, chain))).toMatchObject({ id: 'c', type: 'double' });
  });

  it('an element with an id but no type (a reader-mode island wrapper, a page-level error card) is no block', () => {
    const island = node({ 'data-block-id': 'x' }, null);
    expect(blockOf(node({}, island))).toBeUndefined();
    expect(blockOf(node({ 'data-block-type': 'x' }))).toBeUndefined();
  });

  it('without a label the type stands for it; nothing at all outside any block', () => {
    expect(blockOf(node({ 'data-block-id': 'p', 'data-block-type': 'ads' }))?.label).toBe('ads');
    expect(blockOf(node({}))).toBeUndefined();
    expect(blockOf(null)).toBeUndefined();
  });
});

describe('labelOf: the hover label names the block and its id', () => {
  it('the label, then type#id', () => {
    expect(labelOf({ id: 'g1', type: 'gallery', label: 'Taiwhanga whakaahua' })).toBe('Taiwhanga whakaahua · gallery#g1');
  });
  it('type#id alone when the label is the type', () => {
    expect(labelOf({ id: 'a', type: 'ads', label: 'ads' })).toBe('ads#a');
  });
});

describe('messages to the editor (the contract\'s shapes)', () => {
  it('select names the block and its type; ready says the preview is loaded', () => {
    expect(selectMessage({ id: 'g1', type: 'gallery' })).toEqual({ source: 'kupu-preview', type: 'select', blockId: 'g1', blockType: 'gallery' });
    expect(readyMessage()).toEqual({ source: 'kupu-preview', type: 'ready' });
  });
});

describe('editorMessage: only the editor\'s highlight, only from this origin', () => {
  const own = 'https://news.example';
  const highlight = { source: 'kupu-editor', type: 'highlight', blockId: 'g1' };

  it('a highlight from this origin is honoured, with a block id or null (clear)', () => {
    expect(editorMessage({ origin: own, data: highlight }, own)).toEqual({ type: 'highlight', blockId: 'g1' });
    expect(editorMessage({ origin: own, data: { ...highlight, blockId: null } }, own)).toEqual({ type: 'highlight', blockId: null });
  });

  it('the same message from another origin (a page framing the preview, another site) is ignored', () => {
    expect(editorMessage({ origin: 'https://evil.example', data: highlight }, own)).toBeUndefined();
    expect(editorMessage({ origin: 'null', data: highlight }, own)).toBeUndefined();
    expect(editorMessage({ origin: 'https://news.example.evil.example', data: highlight }, own)).toBeUndefined();
  });

  it('anything not shaped as the editor\'s highlight is ignored (other sources, other types, a bad id)', () => {
    for (const data of [null, 'highlight', 42, { ...highlight, source: 'kupu-preview' }, { ...highlight, type: 'select' }, { ...highlight, blockId: 7 }, { ...highlight, blockId: '' }, { source: 'kupu-editor', type: 'highlight' }]) {
      expect(editorMessage({ origin: own, data }, own), JSON.stringify(data)).toBeUndefined();
    }
  });
});

describe('geometry', () => {
  it('unionRect: a box-less wrapper\'s box is the smallest holding its parts\' boxes, empty boxes left out', () => {
    expect(unionRect([{ left: 10, top: 20, width: 100, height: 50 }, { left: 0, top: 60, width: 30, height: 40 }, { left: 500, top: 500, width: 0, height: 0 }]))
      .toEqual({ left: 0, top: 20, width: 110, height: 80 });
  });
  it('unionRect: nothing to outline when no part has a size', () => {
    expect(unionRect([])).toBeUndefined();
    expect(unionRect([{ left: 5, top: 5, width: 0, height: 0 }])).toBeUndefined();
  });
  it('labelTop: above the box, or inside its top edge at the top of the view', () => {
    expect(labelTop({ left: 0, top: 100, width: 10, height: 10 }, 20)).toBe(80);
    expect(labelTop({ left: 0, top: 5, width: 10, height: 10 }, 20)).toBe(5);
    expect(labelTop({ left: 0, top: -300, width: 10, height: 900 }, 20)).toBe(0);
  });
});

describe('dragging over the preview: the messages both ways', () => {
  const own = 'https://news.example';
  const from = (data: unknown, origin = own) => ({ origin, data });

  it('the editor\'s drag-over, drag-drop and drag-end are honoured with finite coordinates, from this origin only', () => {
    expect(editorMessage(from({ source: 'kupu-editor', type: 'drag-over', x: 10, y: 20.5 }), own)).toEqual({ type: 'drag-over', x: 10, y: 20.5 });
    expect(editorMessage(from({ source: 'kupu-editor', type: 'drag-drop', x: 0, y: 0, extra: 1 }), own)).toEqual({ type: 'drag-drop', x: 0, y: 0 });
    expect(editorMessage(from({ source: 'kupu-editor', type: 'drag-end' }), own)).toEqual({ type: 'drag-end' });
    expect(editorMessage(from({ source: 'kupu-editor', type: 'drag-over', x: 1, y: 1 }, 'https://evil.example'), own)).toBeUndefined();
    for (const data of [{ type: 'drag-over', x: 1, y: 1 }, { source: 'kupu-editor', type: 'drag-over', x: '1', y: 1 }, { source: 'kupu-editor', type: 'drag-drop', x: NaN, y: 1 }, { source: 'kupu-editor', type: 'drag-over', x: Infinity, y: 1 }, { source: 'kupu-editor', type: 'drag-drop', x: 1 }, { source: 'kupu-editor', type: 'move', blockId: 'a' }]) {
      expect(editorMessage(from(data), own), JSON.stringify(data)).toBeUndefined();
    }
  });

  it('the preview\'s answers and moves reach the editor as built, from this origin only; a bad target or id is dropped', () => {
    const target = { blockId: 'b1', edge: 'after' as const };
    for (const message of [readyMessage(), selectMessage({ id: 'g1', type: 'gallery' }), dropTargetMessage(target), dropTargetMessage(null), dropMessage(target), dropMessage(null), moveMessage('a1', target)]) {
      expect(previewMessage(from(message), own)).toEqual(message);
      expect(previewMessage(from(message, 'https://evil.example'), own)).toBeUndefined();
    }
    expect(previewMessage(from({ ...moveMessage('a1', target), sneaky: '<script>' }), own)).toEqual(moveMessage('a1', target));
    for (const data of [
      null, 'drop', { ...dropMessage(target), source: 'kupu-editor' }, { source: 'kupu-preview', type: 'drop' }, { source: 'kupu-preview', type: 'drop', target: { blockId: 'b1', edge: 'over' } },
      { source: 'kupu-preview', type: 'drop-target', target: { blockId: '', edge: 'after' } }, { source: 'kupu-preview', type: 'move', blockId: 'a1', target: null },
      { source: 'kupu-preview', type: 'move', blockId: 7, target }, { source: 'kupu-preview', type: 'select', blockId: 'x' }, { source: 'kupu-preview', type: 'delete', blockId: 'x' },
    ]) {
      expect(previewMessage(from(data), own), JSON.stringify(data)).toBeUndefined();
    }
  });
});

describe('drop geometry', () => {
  const box = { left: 10, top: 100, width: 200, height: 100 };
  it('edgeAt: over a feature the upper half is before it and the lower half after it', () => {
    expect(edgeAt(box, 120, false)).toBe('before');
    expect(edgeAt(box, 149, false)).toBe('before');
    expect(edgeAt(box, 151, false)).toBe('after');
  });
  it('edgeAt: over a chain\'s own part the top and bottom quarters are before and after it, the middle inside it', () => {
    expect(edgeAt(box, 110, true)).toBe('before');
    expect(edgeAt(box, 150, true)).toBe('inside');
    expect(edgeAt(box, 190, true)).toBe('after');
  });
  it('dropLine: a bar along the edge the drop goes to, as wide as the block', () => {
    expect(dropLine(box, 'before')).toEqual({ left: 10, top: 98, width: 200, height: 4 });
    expect(dropLine(box, 'after')).toEqual({ left: 10, top: 198, width: 200, height: 4 });
    expect(dropLine(box, 'inside')).toEqual({ left: 10, top: 192, width: 200, height: 4 });
  });
  it('isDrag: a press that travels less than the threshold is still a click', () => {
    expect(isDrag({ x: 0, y: 0 }, { x: 3, y: 4 })).toBe(false);
    expect(isDrag({ x: 0, y: 0 }, { x: 6, y: 8 })).toBe(true);
  });
});
