// The editing aids of an editor's preview: loaded only on admin-mode pages (engine/render/document.tsx writes it
// there alone, with the response's nonce), never on a reader's. The page stays the reader's page (islands hydrate,
// menus open); on top of it each block is outlined and labelled under the pointer, a click tells the editor which
// block it was in, the editor's `highlight` outlines a block and scrolls to it, and nothing leaves the preview:
// links do not navigate and forms do not submit. Blocks are dropped here too (admin-drop.ts): one dragged from the
// editor's catalogue, or a block of the page dragged to another place. It imports nothing but its own logic (no
// React, no engine chunk).
import { blockOf, editorMessage, readyMessage, selectMessage } from './admin-aids-logic.ts';
import { blockAt, HIGHLIGHT_COLOUR, HOVER_COLOUR, own, overlay, scrollTo, tell } from './admin-dom.ts';
import { startDrops } from './admin-drop.ts';

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
  const drops = startDrops();
  window.addEventListener('click', (e) => {
    // The click that ends a drag on the page is the drop, not a click on the block.
    if (drops.endedDrag()) {
      e.preventDefault();
      e.stopImmediatePropagation();
      return;
    }
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
    if (message.type !== 'highlight') return drops.fromEditor(message);
    const el = message.blockId === null ? null : document.querySelector(`[data-block-id="${CSS.escape(message.blockId)}"][data-block-type]`);
    const block = blockOf(el);
    highlight.show(block);
    if (block) scrollTo(block.element);
    redraw();
  });

  tell(readyMessage());
}

start();
