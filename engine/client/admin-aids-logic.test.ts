import { describe, expect, it } from 'vitest';
import { blockOf, editorMessage, labelOf, labelTop, readyMessage, selectMessage, unionRect, type AidsNode } from './admin-aids-logic.ts';

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
