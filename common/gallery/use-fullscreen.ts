import { useEffect, useRef, type RefObject } from 'react';
import { exitFullscreen, fullscreenCommand, fullscreenElement, onFullscreenChange, requestFullscreen, type FullscreenDocument } from './fullscreen.ts';

/**
 * Keeps the browser's full screen in step with `active` for the element in `ref`. Where the API is missing
 * or refuses, callers still style the element as full screen (an in-page overlay) from `active`.
 * When the reader leaves full screen through the browser (Escape), `onExit` is called.
 */
export function useFullscreen(ref: RefObject<HTMLElement | null>, active: boolean, onExit: () => void): void {
  const exit = useRef(onExit);
  exit.current = onExit;
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const doc = el.ownerDocument as unknown as FullscreenDocument;
    const command = fullscreenCommand(active, fullscreenElement(doc), el);
    if (command === 'request') void requestFullscreen(el as never);
    else if (command === 'exit') void exitFullscreen(doc);
  }, [active]);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const doc = el.ownerDocument as unknown as FullscreenDocument;
    let wasOurs = false;
    return onFullscreenChange(doc, () => {
      const ours = fullscreenElement(doc) === el;
      if (wasOurs && !ours) exit.current();
      wasOurs = ours;
    });
  }, []);
}
