/**
 * Element full screen through the standard API or the webkit-prefixed one (Safari), spec section 4 "lead art
 * fullscreen (standard or webkit events)". Plain functions over minimal shapes, so they are testable with stubs.
 */

export interface FullscreenTarget {
  requestFullscreen?: () => Promise<void> | void;
  webkitRequestFullscreen?: () => void;
}

export interface FullscreenDocument {
  fullscreenElement?: unknown;
  webkitFullscreenElement?: unknown;
  exitFullscreen?: () => Promise<void> | void;
  webkitExitFullscreen?: () => void;
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}

/** Both events, because Safari only fires the prefixed one. */
export const FULLSCREEN_EVENTS = ['fullscreenchange', 'webkitfullscreenchange'] as const;

export function fullscreenElement(doc: FullscreenDocument): unknown {
  return doc.fullscreenElement ?? doc.webkitFullscreenElement ?? null;
}

export function canRequestFullscreen(el: FullscreenTarget): boolean {
  return typeof el.requestFullscreen === 'function' || typeof el.webkitRequestFullscreen === 'function';
}

/** Standard API first, else webkit. False when neither exists or the browser refused. */
export async function requestFullscreen(el: FullscreenTarget): Promise<boolean> {
  try {
    if (typeof el.requestFullscreen === 'function') {
      await el.requestFullscreen();
      return true;
    }
    if (typeof el.webkitRequestFullscreen === 'function') {
      el.webkitRequestFullscreen();
      return true;
    }
  } catch {
    // Refused (no user gesture, iframe without allowfullscreen): callers keep their in-page full screen.
  }
  return false;
}

export async function exitFullscreen(doc: FullscreenDocument): Promise<void> {
  try {
    if (typeof doc.exitFullscreen === 'function') await doc.exitFullscreen();
    else if (typeof doc.webkitExitFullscreen === 'function') doc.webkitExitFullscreen();
  } catch {
    // Already left (e.g. by Escape between the click and this call).
  }
}

/** Calls `listener` on either full-screen change event; returns the unsubscribe function. */
export function onFullscreenChange(doc: FullscreenDocument, listener: () => void): () => void {
  for (const type of FULLSCREEN_EVENTS) doc.addEventListener(type, listener);
  return () => {
    for (const type of FULLSCREEN_EVENTS) doc.removeEventListener(type, listener);
  };
}

/** What to do so the browser matches the wanted state for `el`. */
export function fullscreenCommand(wanted: boolean, current: unknown, el: unknown): 'request' | 'exit' | 'none' {
  if (wanted && current !== el) return 'request';
  if (!wanted && current === el && el != null) return 'exit';
  return 'none';
}
