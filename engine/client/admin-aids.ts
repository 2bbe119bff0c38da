// The editing aids of an editor's preview: loaded only on admin-mode pages (engine/render/document.tsx writes it
// there alone, with the response's nonce), never on a reader's. The page stays the reader's page (islands hydrate,
// menus open); on top of it each block is outlined and labelled under the pointer, a click tells the editor which
// block it was in, the editor's `highlight` outlines a block and scrolls to it, and nothing leaves the preview:
// links do not navigate and forms do not submit. It imports nothing but its own logic (no React, no engine chunk).
import { blockOf, editorMessage, labelOf, labelTop, readyMessage, selectMessage, unionRect, type BlockRef, type PreviewMessage, type Rect } from './admin-aids-logic.ts';

const HOVER_COLOUR = '#1a73e8';
const HIGHLIGHT_COLOUR = '#e8710a';
const LABEL_HEIGHT = 20;

const own = window.location.origin;

/** To the editor holding this page in a frame, on this origin only (postMessage drops it for any other parent). */
function tell(message: PreviewMessage) {
  if (window.parent !== window) window.parent.postMessage(message, own);
}

/** An outline box and its label, drawn over the page (fixed, ignoring the pointer, so the page works as before). */
function overlay(colour: string, name: string) {
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
function boxOf(el: Element): Rect | undefined {
  const rect = el.getBoundingClientRect();
  if (rect.width > 0 || rect.height > 0) return rect;
  const range = document.createRange();
  range.selectNodeContents(el);
  return unionRect(Array.from(range.getClientRects()));
}

/** Scrolls the block into the middle of the view: itself, or (a wrapper without a box) its first part with one. */
function scrollTo(el: Element) {
  const rect = el.getBoundingClientRect();
  const target = rect.width > 0 || rect.height > 0 ? el : Array.from(el.querySelectorAll('*')).find((c) => c.getBoundingClientRect().height > 0);
  target?.scrollIntoView({ block: 'center' });
}

const blockAt = (target: EventTarget | null) => blockOf(target instanceof Element ? target : (target as Node | null)?.parentElement ?? null);

function start() {
  const hover = overlay(HOVER_COLOUR, 'hover');
  const highlight = overlay(HIGHLIGHT_COLOUR, 'highlight');
  const redraw = () => {
    hover.draw();
    highlight.draw();
  };
  let frame = 0;
  const redrawSoon = () => {
    if (!frame) frame = requestAnimationFrame(() => ((frame = 0), redraw()));
  };

  document.addEventListener('pointerover', (e) => {
    const block = blockAt(e.target);
    if (block?.element !== hover.block?.element) hover.show(block);
  }, { capture: true, passive: true });
  document.documentElement.addEventListener('pointerleave', () => hover.show(undefined), { passive: true });
  window.addEventListener('scroll', redrawSoon, { capture: true, passive: true });
  // A block that changed under the pointer (a menu opened, a gallery turned) is outlined as it is now.
  document.addEventListener('pointermove', redrawSoon, { passive: true });
  document.addEventListener('transitionend', redrawSoon, { passive: true });
  window.addEventListener('resize', redrawSoon, { passive: true });

  // Capture, first of all listeners: the editor learns of every click in a block, and the block still gets it (a
  // menu opens, a gallery turns). Only leaving the page is stopped: a link's default (navigation) is prevented.
  window.addEventListener('click', (e) => {
    const block = blockAt(e.target);
    if (block) tell(selectMessage(block));
    if (e.target instanceof Element && e.target.closest('a[href], area[href]')) e.preventDefault();
  }, true);
  // A middle click or a modifier opens a link elsewhere: not from a preview either.
  window.addEventListener('auxclick', (e) => {
    if (e.target instanceof Element && e.target.closest('a[href], area[href]')) e.preventDefault();
  }, true);
  // No form submits from a preview, whatever its block does on submit: stopped before it reaches the form or React.
  window.addEventListener('submit', (e) => {
    e.preventDefault();
    e.stopImmediatePropagation();
  }, true);

  window.addEventListener('message', (e) => {
    if (e.source !== window.parent) return;
    const message = editorMessage(e, own);
    if (!message) return;
    const el = message.blockId === null ? null : document.querySelector(`[data-block-id="${CSS.escape(message.blockId)}"][data-block-type]`);
    const block = blockOf(el);
    highlight.show(block);
    if (block) scrollTo(block.element);
    redraw();
  });

  tell(readyMessage());
}

start();
