/**
 * The editing aids' decisions, apart from the DOM wiring (admin-aids.ts) so they can be tested without a browser:
 * which block an event belongs to, what the preview tells the editor, which of the editor's messages it honours.
 * The message shapes are the editor's contract with the preview (issue 14; docs/architecture.md, Browser).
 */

export const PREVIEW_SOURCE = 'kupu-preview';
export const EDITOR_SOURCE = 'kupu-editor';

/** What the aids need of an element: its attributes and its parent (a DOM Element, or a stand-in in tests). */
export interface AidsNode {
  getAttribute(name: string): string | null;
  readonly parentElement: AidsNode | null;
}

export interface BlockRef<N extends AidsNode = AidsNode> {
  element: N;
  id: string;
  type: string;
  /** The block's label in the page's language (the render writes it), else its type. */
  label: string;
}

/**
 * The innermost block holding `node`: the nearest element, from `node` up, that carries both `data-block-id` and
 * `data-block-type` (a chain holds its features: a click on a feature selects the feature). A page-level config
 * error card has no id: nothing to select there.
 */
export function blockOf<N extends AidsNode>(node: N | null | undefined): BlockRef<N> | undefined {
  for (let el: AidsNode | null | undefined = node; el; el = el.parentElement) {
    const id = el.getAttribute('data-block-id');
    const type = el.getAttribute('data-block-type');
    if (id && type) return { element: el as N, id, type, label: el.getAttribute('data-block-label') || type };
  }
  return undefined;
}

/** The hover label: the block's label, then its type and id (`Gallery · gallery#g1`; the type alone when no label). */
export function labelOf(block: Pick<BlockRef, 'id' | 'type' | 'label'>): string {
  const key = `${block.type}#${block.id}`;
  return block.label && block.label !== block.type ? `${block.label} · ${key}` : key;
}

export type PreviewMessage =
  | { source: typeof PREVIEW_SOURCE; type: 'select'; blockId: string; blockType: string }
  | { source: typeof PREVIEW_SOURCE; type: 'ready' };

export const selectMessage = (block: Pick<BlockRef, 'id' | 'type'>): PreviewMessage => ({ source: PREVIEW_SOURCE, type: 'select', blockId: block.id, blockType: block.type });
export const readyMessage = (): PreviewMessage => ({ source: PREVIEW_SOURCE, type: 'ready' });

export interface Highlight { type: 'highlight'; blockId: string | null }

/**
 * The editor's message this preview honours, or undefined: only from this page's own origin (the editor is served
 * with the preview; any other page may hold this one in a frame, or post to it), only the editor's `highlight`, with
 * a block id or null (clear).
 */
export function editorMessage(event: { origin: string; data: unknown }, ownOrigin: string): Highlight | undefined {
  if (event.origin !== ownOrigin) return undefined;
  const data = event.data as { source?: unknown; type?: unknown; blockId?: unknown } | null;
  if (typeof data !== 'object' || data === null || data.source !== EDITOR_SOURCE || data.type !== 'highlight') return undefined;
  if (data.blockId !== null && (typeof data.blockId !== 'string' || data.blockId === '')) return undefined;
  return { type: 'highlight', blockId: data.blockId };
}

export interface Rect { left: number; top: number; width: number; height: number }

/**
 * The box of a block drawn from its parts' boxes (a wrapper with `display: contents` has none of its own): the
 * smallest rectangle holding every non-empty one; undefined when none has a size (nothing to outline).
 */
export function unionRect(rects: Iterable<Rect>): Rect | undefined {
  let left = Infinity, top = Infinity, right = -Infinity, bottom = -Infinity;
  for (const r of rects) {
    if (r.width <= 0 && r.height <= 0) continue;
    left = Math.min(left, r.left);
    top = Math.min(top, r.top);
    right = Math.max(right, r.left + r.width);
    bottom = Math.max(bottom, r.top + r.height);
  }
  return left === Infinity ? undefined : { left, top, width: right - left, height: bottom - top };
}

/** Where the label goes: just above the box, or inside its top edge when the box starts at the top of the view. */
export function labelTop(box: Rect, labelHeight: number): number {
  return box.top >= labelHeight ? box.top - labelHeight : Math.max(box.top, 0);
}
