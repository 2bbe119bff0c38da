/**
 * When an island hydrates, by name: a block definition names one (`island: { hydrate: 'visible' }`), the registry
 * refuses any other name, and the browser runs the named function. Lazy blocks render through `visible`.
 * Nothing here runs on import: the server reads the names only.
 */
export type Strategy = (el: HTMLElement, run: () => void) => void;

/** How close to the viewport a block must come to render or hydrate: 300 px above or below it. */
export const VISIBLE_MARGIN = '300px 0px';

export const strategies = {
  /** At once, as the page's script runs. */
  load: (_el, run) => run(),
  /** When the browser is idle (after a short delay where it cannot say). */
  idle: (_el, run) => void ('requestIdleCallback' in window ? requestIdleCallback(() => run()) : setTimeout(run, 200)),
  /** When the block comes within VISIBLE_MARGIN of the viewport. */
  visible: (el, run) => whenVisible(el, VISIBLE_MARGIN, run),
} satisfies Record<string, Strategy>;

export type Hydrate = keyof typeof strategies;

export const HYDRATE_NAMES = Object.keys(strategies) as Hydrate[];

export function isHydrate(name: unknown): name is Hydrate {
  return typeof name === 'string' && Object.hasOwn(strategies, name);
}

/** The strategy of that name, or undefined for any other string (never one of Object's own keys). */
export function strategyOf(name: string | undefined): Strategy | undefined {
  return isHydrate(name) ? strategies[name] : undefined;
}

function whenVisible(el: HTMLElement, margin: string, run: () => void) {
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((e) => e.isIntersecting)) {
      observer.disconnect();
      run();
    }
  }, { rootMargin: margin });
  // An island's wrapper is display: contents (no box of its own, so never "intersecting"): watch what it holds.
  const targets = getComputedStyle(el).display === 'contents' ? [...el.children] : [el];
  if (targets.length === 0) return; // an island that rendered nothing has nothing to hydrate
  targets.forEach((t) => observer.observe(t));
}
