// Drag and drop beyond one list of the outline: where the drop line goes in the outline (across sections and
// chains too), a block dragged from the catalogue drawer (its id NEW_BLOCK + type), and any drag carried on over the
// preview, whose frame is asked by message where a drop there goes and draws its own drop line
// (engine/client/admin-drop.ts); and blocks moved on the preview page itself, which it posts back.
import { useEffect, useRef } from 'react';
import type { ClientRect, CollisionDetection, DragMoveEvent } from '@dnd-kit/core';
import { closestCenter } from '@dnd-kit/core';
import { EDITOR_SOURCE, previewMessage, type DropTarget } from '../engine/client/admin-aids-logic.ts';
import { findBlock } from './state/tree.ts';
import type { TreeValue } from './state/types.ts';

export const NEW_BLOCK = 'new:';
const EMPTY = 'empty:';
/** The droppable of an empty list (a section or a chain with no blocks yet), so a block can be dropped into it. */
export const emptyListId = (section: string, parent: string | null) => `${EMPTY}${JSON.stringify([section, parent])}`;
export const parseEmptyListId = (id: string): [string, string | null] | undefined =>
  id.startsWith(EMPTY) ? (JSON.parse(id.slice(EMPTY.length)) as [string, string | null]) : undefined;

export interface OutlineLine { id: string; edge: 'before' | 'after' }

/**
 * Where the outline draws the drop line while `activeId` is over `overId`: the drop takes the over block's place,
 * so the line is before it, except for a block moved down its own list (it ends after the one it is over). An
 * empty list marks itself (no line: its box is highlighted).
 */
export function outlineLine(tree: TreeValue, activeId: string, overId: string | null): OutlineLine | null {
  if (!overId || overId === activeId || parseEmptyListId(overId)) return null;
  const over = findBlock(tree, overId);
  if (!over) return null;
  const from = activeId.startsWith(NEW_BLOCK) ? undefined : findBlock(tree, activeId);
  const sameList = from && from.place.section === over.place.section && from.place.parent === over.place.parent;
  return { id: overId, edge: sameList && from.place.index < over.place.index ? 'after' : 'before' };
}

/** The pointer during a drag: where it went down, plus how far it has moved. */
export function pointerOf(e: Pick<DragMoveEvent, 'activatorEvent' | 'delta'>): { x: number; y: number } | undefined {
  const start = e.activatorEvent as PointerEvent | null;
  if (!start || typeof start.clientX !== 'number') return undefined;
  return { x: start.clientX + e.delta.x, y: start.clientY + e.delta.y };
}

const inside = (r: ClientRect | DOMRect, p: { x: number; y: number }) => p.x >= r.left && p.x <= r.left + r.width && p.y >= r.top && p.y <= r.top + r.height;

/**
 * The outline's collisions: a block from the drawer is over a row only while the pointer is over the outline (not
 * the drawer it came from, not the preview), a row dragged unless the pointer is on the preview; then over the
 * innermost row (or empty list) under the pointer, as the page hit-tests it (a chain's child, not the chain; and
 * what a drawer entry drags is a small chip, far from where the entry was). A row between rows, or moved by
 * keyboard, is over the nearest.
 */
export function outlineCollisions(outline: () => HTMLElement | null): CollisionDetection {
  return (args) => {
    const p = args.pointerCoordinates;
    const nav = outline();
    const box = nav?.getBoundingClientRect();
    const isNew = String(args.active.id).startsWith(NEW_BLOCK);
    if (p && box && (isNew || overFrame(p)) && !inside(box, p)) return [];
    if (p && nav) {
      // The first of the outline's lists under the pointer, past what is dragged (the drawer's chip, in the outline
      // too, or the row itself, moved along).
      const own = args.droppableContainers.find((c) => c.id === args.active.id)?.node.current;
      const hit = document.elementsFromPoint(p.x, p.y).find((el) => nav.contains(el) && el.closest('.ed-blocks') && !own?.contains(el));
      const holding = hit ? args.droppableContainers.filter((c) => !c.disabled && c.node.current?.contains(hit)) : [];
      const innermost = holding.find((c) => !holding.some((d) => d !== c && c.node.current!.contains(d.node.current)));
      if (innermost) return [{ id: innermost.id }];
      if (isNew) return [];
    }
    return closestCenter(args);
  };
}

const frameOf = () => document.querySelector<HTMLIFrameElement>('iframe.ed-frame');
const overFrame = (p: { x: number; y: number }) => {
  const frame = frameOf();
  return !!frame && inside(frame.getBoundingClientRect(), p);
};

/** A point of the editor's page in the frame's own CSS pixels (the frame may be shown scaled down), or undefined. */
function inFrame(frame: HTMLIFrameElement, p: { x: number; y: number }) {
  const r = frame.getBoundingClientRect();
  if (!inside(r, p) || !frame.offsetWidth) return undefined;
  const scale = r.width / frame.offsetWidth;
  return { x: (p.x - r.left) / scale, y: (p.y - r.top) / scale };
}

const post = (frame: HTMLIFrameElement, message: object) => frame.contentWindow?.postMessage({ source: EDITOR_SOURCE, ...message }, window.location.origin);

/** How long the editor waits for the frame's answer to a drop (a frame reloading answers nothing). */
const DROP_ANSWER_MS = 2000;

/**
 * Drags carried on over the preview. `over` tells the frame where the pointer is (true while it is over the
 * frame), `drop` asks it where the drop goes, `end` takes its line away; a block moved on the page is `onMove`d.
 */
export function usePreviewDrops(onMove: (blockId: string, target: DropTarget) => void) {
  const answers = useRef<Array<(target: DropTarget | null) => void>>([]);
  const moved = useRef(onMove);
  moved.current = onMove;
  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      const frame = frameOf();
      if (!frame || e.source !== frame.contentWindow) return;
      const message = previewMessage(e, window.location.origin);
      if (message?.type === 'drop') answers.current.shift()?.(message.target);
      if (message?.type === 'move') moved.current(message.blockId, message.target);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  const wasOver = useRef(false);
  const end = () => {
    const frame = frameOf();
    if (frame && wasOver.current) post(frame, { type: 'drag-end' });
    wasOver.current = false;
    document.documentElement.classList.remove('ed-dragging-any');
  };
  return {
    /** A drag started: the frame lets the editor's page see the pointer over it (it would take the events). */
    start: () => document.documentElement.classList.add('ed-dragging-any'),
    over(p: { x: number; y: number } | undefined): boolean {
      const frame = frameOf();
      const at = frame && p ? inFrame(frame, p) : undefined;
      if (!at) {
        if (wasOver.current && frame) post(frame, { type: 'drag-end' });
        wasOver.current = false;
        return false;
      }
      wasOver.current = true;
      post(frame!, { type: 'drag-over', ...at });
      return true;
    },
    drop(p: { x: number; y: number } | undefined): Promise<DropTarget | null> {
      const frame = frameOf();
      const at = frame && p ? inFrame(frame, p) : undefined;
      end();
      if (!at) return Promise.resolve(null);
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          answers.current = answers.current.filter((a) => a !== answer);
          resolve(null);
        }, DROP_ANSWER_MS);
        const answer = (target: DropTarget | null) => {
          clearTimeout(timer);
          resolve(target);
        };
        answers.current.push(answer);
        post(frame!, { type: 'drag-drop', ...at });
      });
    },
    end,
  };
}

