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

/** A place next to a block: just before it, just after it, or (a chain) inside it at the end. */
export interface DropTarget { blockId: string; edge: 'before' | 'after' | 'inside' }

export type PreviewMessage =
  | { source: typeof PREVIEW_SOURCE; type: 'select'; blockId: string; blockType: string }
  | { source: typeof PREVIEW_SOURCE; type: 'ready' }
  /** The answer to the editor's `drag-over`: where a drop there would go (null: nowhere), the line drawn there. */
  | { source: typeof PREVIEW_SOURCE; type: 'drop-target'; target: DropTarget | null }
  /** The answer to the editor's `drag-drop`: where the block it drags goes. */
  | { source: typeof PREVIEW_SOURCE; type: 'drop'; target: DropTarget | null }
  /** A block dragged on the page itself, dropped at `target`. */
  | { source: typeof PREVIEW_SOURCE; type: 'move'; blockId: string; target: DropTarget };

export const selectMessage = (block: Pick<BlockRef, 'id' | 'type'>): PreviewMessage => ({ source: PREVIEW_SOURCE, type: 'select', blockId: block.id, blockType: block.type });
export const readyMessage = (): PreviewMessage => ({ source: PREVIEW_SOURCE, type: 'ready' });
export const dropTargetMessage = (target: DropTarget | null): PreviewMessage => ({ source: PREVIEW_SOURCE, type: 'drop-target', target });
export const dropMessage = (target: DropTarget | null): PreviewMessage => ({ source: PREVIEW_SOURCE, type: 'drop', target });
export const moveMessage = (blockId: string, target: DropTarget): PreviewMessage => ({ source: PREVIEW_SOURCE, type: 'move', blockId, target });

export interface Highlight { type: 'highlight'; blockId: string | null }
/**
 * The editor drags something new (from its catalogue) over the frame: `drag-over` at a point (the frame's CSS
 * pixels, as clientX / clientY in it) asks where a drop would go and shows the line, `drag-drop` drops there,
 * `drag-end` (left the frame, cancelled) takes the line away.
 */
export type DragMessage = { type: 'drag-over' | 'drag-drop'; x: number; y: number } | { type: 'drag-end' };
export type EditorMessage = Highlight | DragMessage;

const isId = (v: unknown): v is string => typeof v === 'string' && v !== '' && v.length <= 200;
const isCoordinate = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && Math.abs(v) < 1e6;
const EDGES: ReadonlyArray<unknown> = ['before', 'after', 'inside'];
const asTarget = (v: unknown): DropTarget | undefined => {
  const t = v as { blockId?: unknown; edge?: unknown } | null;
  return typeof t === 'object' && t !== null && isId(t.blockId) && EDGES.includes(t.edge) ? { blockId: t.blockId, edge: t.edge as DropTarget['edge'] } : undefined;
};

/**
 * The editor's message this preview honours, or undefined: only from this page's own origin (the editor is served
 * with the preview; any other page may hold this one in a frame, or post to it), only the editor's `highlight`
 * (a block id or null: clear) and its drag messages (finite coordinates), nothing else.
 */
export function editorMessage(event: { origin: string; data: unknown }, ownOrigin: string): EditorMessage | undefined {
  if (event.origin !== ownOrigin) return undefined;
  const data = event.data as { source?: unknown; type?: unknown; blockId?: unknown; x?: unknown; y?: unknown } | null;
  if (typeof data !== 'object' || data === null || data.source !== EDITOR_SOURCE) return undefined;
  if (data.type === 'highlight') {
    if (data.blockId !== null && !isId(data.blockId)) return undefined;
    return { type: 'highlight', blockId: data.blockId };
  }
  if (data.type === 'drag-end') return { type: 'drag-end' };
  if ((data.type === 'drag-over' || data.type === 'drag-drop') && isCoordinate(data.x) && isCoordinate(data.y)) return { type: data.type, x: data.x, y: data.y };
  return undefined;
}

/**
 * The preview's message the editor honours, or undefined: from its own origin only (the frame is the editor's own
 * preview page), with the shapes of PreviewMessage and nothing more (extra keys are dropped).
 */
export function previewMessage(event: { origin: string; data: unknown }, ownOrigin: string): PreviewMessage | undefined {
  if (event.origin !== ownOrigin) return undefined;
  const data = event.data as { source?: unknown; type?: unknown; blockId?: unknown; blockType?: unknown; target?: unknown } | null;
  if (typeof data !== 'object' || data === null || data.source !== PREVIEW_SOURCE) return undefined;
  switch (data.type) {
    case 'ready':
      return readyMessage();
    case 'select':
      return isId(data.blockId) && typeof data.blockType === 'string' ? selectMessage({ id: data.blockId, type: data.blockType }) : undefined;
    case 'drop-target':
    case 'drop': {
      const target = data.target === null ? null : asTarget(data.target);
      if (target === undefined) return undefined;
      return data.type === 'drop' ? dropMessage(target) : dropTargetMessage(target);
    }
    case 'move': {
      const target = asTarget(data.target);
      return isId(data.blockId) && target ? moveMessage(data.blockId, target) : undefined;
    }
    default:
      return undefined;
  }
}

/**
 * Where a drop on `box` (the innermost block under the pointer, at height `y`) goes: the upper half of a feature
 * before it, the lower after it; a chain (pointer on its own part, between its blocks) takes its top and bottom
 * quarter as before and after, and in between the drop goes inside it, at its end.
 */
export function edgeAt(box: Rect, y: number, chain: boolean): DropTarget['edge'] {
  const at = box.height > 0 ? (y - box.top) / box.height : 0.5;
  if (!chain) return at < 0.5 ? 'before' : 'after';
  return at < 0.25 ? 'before' : at > 0.75 ? 'after' : 'inside';
}

/** The drop line's box: a bar across the block's top or bottom edge, or inside a chain along its bottom. */
export function dropLine(box: Rect, edge: DropTarget['edge'], thickness = 4): Rect {
  const top = edge === 'before' ? box.top - thickness / 2 : edge === 'after' ? box.top + box.height - thickness / 2 : box.top + box.height - thickness * 2;
  return { left: box.left, top, width: box.width, height: thickness };
}

/** How far (CSS px) the pointer travels pressed on a block before it is a drag, not a click. */
export const DRAG_THRESHOLD = 8;
export const isDrag = (from: { x: number; y: number }, to: { x: number; y: number }) => Math.hypot(to.x - from.x, to.y - from.y) >= DRAG_THRESHOLD;

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
