import { ContentTimeoutError } from './cache-core.ts';

/**
 * One page request gets one content time budget, counted from its start: the prefetch and every read during
 * render draw on it, so a hung upstream costs a page one timeout, not one per query that meets it.
 */
export class ContentBudgetSpentError extends ContentTimeoutError {
  constructor(key: string) {
    super(key, 0);
    this.message = `content budget of this request is spent: "${key}" was not requested`;
    this.name = 'ContentBudgetSpentError';
  }
}

/** Less than this left cannot load anything: a call started then could only time out (and timers fire ~1 ms early). */
const MIN_USEFUL_MS = 10;

/** Milliseconds of the budget left for `key`; a spent budget fails at once (no upstream call is started). */
export function timeLeft(deadline: number, key: string, now = Date.now()): number {
  const left = deadline - now;
  if (left < MIN_USEFUL_MS) throw new ContentBudgetSpentError(key);
  return left;
}

/**
 * Settles with `promise`, or fails as a timeout once the deadline passes: a read that joins a load started by
 * another request (with a later deadline) still ends within this request's budget.
 */
export function beforeDeadline<T>(promise: Promise<T>, deadline: number, key: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const ms = Math.max(0, deadline - Date.now());
    const timer = setTimeout(() => reject(new ContentTimeoutError(key, ms)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}
