// Drops in the editor's preview: where a block dragged over the page would go, shown by a line (and the chain it
// would go into, outlined), for the editor's catalogue (it drags over the frame and asks by message, the frame
// never sees its pointer) and for a block of the page itself, pressed and dragged here. The page's own native drag
// (a link, an image) is turned off, so a press on one drags the block instead.
import { blockOf, dropLine, dropMessage, dropTargetMessage, edgeAt, isDrag, moveMessage, type BlockRef, type DragMessage, type DropTarget } from './admin-aids-logic.ts';
import { boxOf, overlay, tell } from './admin-dom.ts';

const LINE_COLOUR = '#0b57d0';

/** The block under a point, if it can take a drop: not the moved block or anything inside it. */
function targetAt(x: number, y: number, moving?: Element): { target: DropTarget; block: BlockRef<Element> } | undefined {
  const block = blockOf(document.elementFromPoint(x, y));
  if (!block || (moving && moving.contains(block.element))) return undefined;
  const box = boxOf(block.element);
  if (!box) return undefined;
  // A block holding blocks is a chain: the pointer on its own part (between its blocks) may drop into it.
  const chain = !!block.element.querySelector('[data-block-id][data-block-type]');
  return { target: { blockId: block.id, edge: edgeAt(box, y, chain) }, block };
}

function dropLineOverlay() {
  const line = document.createElement('div');
  line.setAttribute('data-kupu-aids', 'drop-line');
  line.setAttribute('aria-hidden', 'true');
  Object.assign(line.style, { position: 'fixed', pointerEvents: 'none', zIndex: '2147483647', display: 'none', background: LINE_COLOUR, borderRadius: '2px', boxShadow: '0 0 0 1px #fff' });
  document.body.append(line);
  const zone = overlay(LINE_COLOUR, 'drop-zone');
  return {
    show(at: ReturnType<typeof targetAt>) {
      const box = at && boxOf(at.block.element);
      zone.show(at?.target.edge === 'inside' ? at.block : undefined);
      line.style.display = box ? 'block' : 'none';
      if (!box || !at) return;
      const r = dropLine(box, at.target.edge);
      Object.assign(line.style, { left: `${r.left}px`, top: `${r.top}px`, width: `${r.width}px`, height: `${r.height}px` });
    },
  };
}

export function startDrops() {
  const line = dropLineOverlay();
  let pressed: { block: BlockRef<Element>; x: number; y: number; pointer: number } | undefined;
  let dragging = false;
  let justDragged = false;

  const stop = () => {
    pressed = undefined;
    dragging = false;
    line.show(undefined);
    document.documentElement.style.removeProperty('cursor');
  };

  document.addEventListener('pointerdown', (e) => {
    if (e.button !== 0 || !e.isPrimary) return;
    const block = blockOf(e.target instanceof Element ? e.target : null);
    pressed = block ? { block, x: e.clientX, y: e.clientY, pointer: e.pointerId } : undefined;
    justDragged = false;
  }, true);
  document.addEventListener('pointermove', (e) => {
    if (!pressed || e.pointerId !== pressed.pointer) return;
    if (!dragging && !isDrag(pressed, { x: e.clientX, y: e.clientY })) return;
    if (!dragging) {
      dragging = true;
      document.getSelection()?.removeAllRanges();
      document.documentElement.style.cursor = 'grabbing';
    }
    line.show(targetAt(e.clientX, e.clientY, pressed.block.element));
  }, true);
  document.addEventListener('pointerup', (e) => {
    if (!pressed || e.pointerId !== pressed.pointer) return;
    if (dragging) {
      const at = targetAt(e.clientX, e.clientY, pressed.block.element);
      if (at) tell(moveMessage(pressed.block.id, at.target));
      justDragged = true;
    }
    stop();
  }, true);
  document.addEventListener('pointercancel', stop, true);
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && dragging) {
      justDragged = true;
      stop();
    }
  }, true);
  // Text is not selected while a block is dragged, nor a link or image dragged away natively.
  document.addEventListener('selectstart', (e) => {
    if (dragging) e.preventDefault();
  }, true);
  document.addEventListener('dragstart', (e) => e.preventDefault(), true);

  return {
    /** Whether the click now happening ends a drag (once: the next click is a click again). */
    endedDrag() {
      const was = justDragged;
      justDragged = false;
      return was;
    },
    /** The editor's catalogue drags over the frame: answer where a drop goes, and show it. */
    fromEditor(message: DragMessage) {
      if (message.type === 'drag-end') return line.show(undefined);
      const at = targetAt(message.x, message.y);
      if (message.type === 'drag-over') {
        line.show(at);
        tell(dropTargetMessage(at?.target ?? null));
      } else {
        line.show(undefined);
        tell(dropMessage(at?.target ?? null));
      }
    },
  };
}
