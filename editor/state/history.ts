// Undo and redo over whole values. Typing in one field is one step, not one per key: a change with the same
// `coalesce` key as the step before replaces it.

export interface History<T> {
  past: T[];
  present: T;
  future: T[];
  /** The coalesce key of the last change, while the next change with the same key should merge into it. */
  lastKey?: string;
}

/** Steps kept: the oldest are dropped past it, so a long session does not hold every state it went through. */
export const HISTORY_LIMIT = 200;

export const startHistory = <T>(present: T): History<T> => ({ past: [], present, future: [] });

/** A new present; `coalesce` names a change that merges with the previous one of the same name (a field being typed). */
export function record<T>(h: History<T>, next: T, coalesce?: string): History<T> {
  if (next === h.present) return h;
  if (coalesce !== undefined && coalesce === h.lastKey) return { ...h, present: next, future: [] };
  return { past: [...h.past, h.present].slice(-HISTORY_LIMIT), present: next, future: [], lastKey: coalesce };
}

export function undo<T>(h: History<T>): History<T> {
  if (!h.past.length) return h;
  return { past: h.past.slice(0, -1), present: h.past[h.past.length - 1], future: [h.present, ...h.future] };
}

export function redo<T>(h: History<T>): History<T> {
  if (!h.future.length) return h;
  return { past: [...h.past, h.present], present: h.future[0], future: h.future.slice(1) };
}

export const canUndo = (h: History<unknown>) => h.past.length > 0;
export const canRedo = (h: History<unknown>) => h.future.length > 0;
