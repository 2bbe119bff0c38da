// Waiting for what the page's own code waits for, instead of sleeping: each helper resolves once the browser has
// delivered the same event or fired the same timer to the page's code first, so "nothing happened" can be asserted.
import type { Locator, Page } from 'playwright-core';

/**
 * Resolves with the visible ratio once a new IntersectionObserver has been told where the element is now. The browser notifies
 * observers in the order they were created, in one task: every observer the page made before (lazy blocks,
 * infinite scroll) has had its callback for the current layout by then.
 */
export function intersectionSeen(page: Page, target: string | Locator, options: { rootMargin?: string; threshold?: number[] } = {}): Promise<number> {
  return (typeof target === 'string' ? page.locator(target) : target).evaluate(
    (el, opts) =>
      new Promise<number>((resolve) => {
        const observer = new IntersectionObserver((entries) => {
          observer.disconnect();
          resolve(entries[entries.length - 1].intersectionRatio);
        }, opts);
        observer.observe(el);
      }),
    { rootMargin: options.rootMargin ?? '0px', threshold: options.threshold ?? [0, 1] },
  );
}

/**
 * Arms a debounced listener for `type` on window, registered after the page's own: for the last such event it fires
 * `ms` after the page's equally debounced handler (timers of one delay run in the order they were set).
 * Call before causing the events; await `settled()` afterwards.
 */
export async function debouncedAfter(page: Page, type: string, ms: number): Promise<{ settled: () => Promise<void> }> {
  const name = `__settle_${type}_${Math.random().toString(36).slice(2)}`;
  await page.evaluate(
    ({ name, type, ms }) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      let done!: () => void;
      (window as any)[name] = new Promise<void>((resolve) => (done = resolve));
      // Then one posted-message turn: React's scheduler posts its render task while that handler sets state, earlier.
      const afterRender = () => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => done();
        channel.port2.postMessage(0);
      };
      window.addEventListener(type, () => {
        clearTimeout(timer);
        timer = setTimeout(afterRender, ms);
      }, { passive: true });
    },
    { name, type, ms },
  );
  return { settled: () => page.evaluate((n) => (window as any)[n] as Promise<void>, name) };
}

/**
 * Resolves after a `ms` timer set now, and the render it may cause: it fires after every timer of at most that
 * delay the page set before (e.g. a check `ms` after mount), and React's render task posted from it.
 */
export function timersBefore(page: Page, ms: number): Promise<void> {
  return page.evaluate(
    (delay) =>
      new Promise<void>((resolve) =>
        setTimeout(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(0);
        }, delay),
      ),
    ms,
  );
}

/** Resolves with whether the default was prevented once the next `type` event has bubbled up to the document. */
export async function nextEventHandled(page: Page, type: string): Promise<{ handled: () => Promise<boolean> }> {
  const name = `__event_${type}_${Math.random().toString(36).slice(2)}`;
  await page.evaluate(
    ({ name, type }) => {
      (window as any)[name] = new Promise<boolean>((resolve) => document.addEventListener(type, (e) => resolve(e.defaultPrevented), { once: true }));
    },
    { name, type },
  );
  return { handled: () => page.evaluate((n) => (window as any)[n] as Promise<boolean>, name) };
}
