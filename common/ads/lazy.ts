// Spec "Ad slot behaviour": lazy ad loading starts 200 px before the slot becomes visible.
import { LAZY_OFFSET_PX } from './constants.ts';

export const LAZY_ROOT_MARGIN = `${LAZY_OFFSET_PX}px 0px`;

type Observer = Pick<IntersectionObserver, 'observe' | 'disconnect'>;
export type ObserverFactory = (callback: (entries: Array<Pick<IntersectionObserverEntry, 'isIntersecting'>>) => void, options: IntersectionObserverInit) => Observer;

const browserObserver: ObserverFactory | undefined =
  typeof IntersectionObserver === 'function' ? (cb, options) => new IntersectionObserver(cb, options) : undefined;

/** Calls run once the element is within 200 px of the viewport (at once without IntersectionObserver); returns a cancel. */
export function whenNearView(el: Element, run: () => void, observe: ObserverFactory | undefined = browserObserver): () => void {
  if (!observe) {
    run();
    return () => {};
  }
  const observer = observe((entries) => {
    if (!entries.some((e) => e.isIntersecting)) return;
    observer.disconnect();
    run();
  }, { rootMargin: LAZY_ROOT_MARGIN });
  observer.observe(el);
  return () => observer.disconnect();
}
