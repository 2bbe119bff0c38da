// The preview's drawing and messaging parts shared by its editing aids (admin-aids.ts) and its drops
// (admin-drop.ts): boxes drawn over the page, a block's box, the block under an event, a message to the editor.
import { blockOf, labelOf, labelTop, unionRect, type BlockRef, type PreviewMessage, type Rect } from './admin-aids-logic.ts';

export const HOVER_COLOUR = '#1a73e8';
export const HIGHLIGHT_COLOUR = '#e8710a';
const LABEL_HEIGHT = 20;

export const own = window.location.origin;

/** To the editor holding this page in a frame, on this origin only (postMessage drops it for any other parent). */
export function tell(message: PreviewMessage) {
  if (window.parent !== window) window.parent.postMessage(message, own);
}

/** An outline box and its label, drawn over the page (fixed, ignoring the pointer, so the page works as before). */
export function overlay(colour: string, name: string) {
  const box = document.createElement('div');
  box.setAttribute('data-kupu-aids', name);
  // Drawn for the eye only: assistive technology reads the page as readers get it.
  box.setAttribute('aria-hidden', 'true');
  Object.assign(box.style, {
    position: 'fixed', pointerEvents: 'none', zIndex: '2147483646', boxSizing: 'border-box', display: 'none',
    outline: `2px solid ${colour}`, outlineOffset: '-1px', background: `${colour}14`,
  });
  const label = document.createElement('div');
  label.setAttribute('data-kupu-aids', `${name}-label`);
  label.setAttribute('aria-hidden', 'true');
  Object.assign(label.style, {
    position: 'fixed', pointerEvents: 'none', zIndex: '2147483647', display: 'none', height: `${LABEL_HEIGHT}px`,
    padding: '0 6px', font: `12px/${LABEL_HEIGHT}px system-ui, sans-serif`, color: '#fff', background: colour,
    whiteSpace: 'nowrap', borderRadius: '2px',
  });
  document.body.append(box, label);
  let shown: BlockRef<Element> | undefined;
  const draw = () => {
    const rect = shown?.element.isConnected ? boxOf(shown.element) : undefined;
    box.style.display = label.style.display = rect ? 'block' : 'none';
    if (!rect) return;
    Object.assign(box.style, { left: `${rect.left}px`, top: `${rect.top}px`, width: `${rect.width}px`, height: `${rect.height}px` });
    Object.assign(label.style, { left: `${Math.max(rect.left, 0)}px`, top: `${labelTop(rect, LABEL_HEIGHT)}px` });
  };
  return {
    show(block: BlockRef<Element> | undefined) {
      shown = block;
      label.textContent = block ? labelOf(block) : '';
      draw();
    },
    get block() {
      return shown;
    },
    draw,
  };
}

/**
 * The block's box in the viewport. A wrapper with `display: contents` (an island's, or one the render put around a
 * block whose output is not one element) has no box: its contents' boxes, joined, are the block's.
 */
export function boxOf(el: Element): Rect | undefined {
  const rect = el.getBoundingClientRect();
  if (rect.width > 0 || rect.height > 0) return rect;
  const range = document.createRange();
  range.selectNodeContents(el);
  return unionRect(Array.from(range.getClientRects()));
}

/** Scrolls the block into the middle of the view: itself, or (a wrapper without a box) its first part with one. */
export function scrollTo(el: Element) {
  const rect = el.getBoundingClientRect();
  const target = rect.width > 0 || rect.height > 0 ? el : Array.from(el.querySelectorAll('*')).find((c) => c.getBoundingClientRect().height > 0);
  target?.scrollIntoView({ block: 'center' });
}

export const blockAt = (target: EventTarget | null) => blockOf(target instanceof Element ? target : (target as Node | null)?.parentElement ?? null);

