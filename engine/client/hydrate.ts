/**
 * When an island hydrates, by name: a block definition names one (`island: { hydrate: 'visible' }`, or a function
 * of the block's fields and global content returning a name), the registry and the render refuse any other name,
 * and the browser runs the named function. Lazy blocks render through `visible`.
 * Nothing here runs on import: the server reads the names only.
 */

/**
 * Calls `run` when the block should mount. `run` settles once the block is mounted (or failed to): a strategy that
 * held back a reader's event replays it then.
 */
export type Strategy = (el: HTMLElement, run: () => Promise<unknown> | void) => void;

/** How close to the viewport a block must come to render or hydrate: 300 px above or below it. */
export const VISIBLE_MARGIN = '300px 0px';

/** What shows a reader is about to act on a block: a pointer over or down on it, a touch, focus moving into it. */
export const INTERACTION_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

export const strategies = {
  /** At once, as the page's script runs. */
  load: (_el, run) => void run(),
  /** When the browser is idle (after a short delay where it cannot say). */
  idle: (_el, run) => void ('requestIdleCallback' in window ? requestIdleCallback(() => run()) : setTimeout(run, 200)),
  /** When the block comes within VISIBLE_MARGIN of the viewport. */
  visible: (el, run) => whenVisible(el, VISIBLE_MARGIN, run),
  /** On the first interaction within the block; a click before it is mounted is replayed once after. */
  interaction: (el, run) => onInteraction(el, run),
  /** As `interaction`, or on the page's first scroll: a block whose look follows the scroll position. */
  'interaction-or-scroll': (el, run) => onInteraction(el, run, window),
  /**
   * As `interaction`; but when idle if the page's root element carries `data-hydrate-<block name>` by then. The
   * block's own inline script sets it (a plain string: a shared helper would put engine code in the block's chunk
   * and the entry's) before first paint when the browser knows what the server cannot (a session
   * in its storage), so most readers download nothing for the block and the others see it live without acting.
   */
  'interaction-or-flag': (el, run) => (document.documentElement.hasAttribute('data-hydrate-' + el.dataset.island) ? strategies.idle : onInteraction)(el, run),
} satisfies Record<string, Strategy>;

export type Hydrate = keyof typeof strategies;

// Pure: only the server reads the names; the client bundle drops the call (an unknown call would be kept).
export const HYDRATE_NAMES = /* @__PURE__ */ Object.keys(strategies) as Hydrate[];

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
  // Read from its inline style, where the render puts it: computed style would make the browser compute the styles
  // of the whole page, mid-load, inside the page script's task.
  const targets = el.style.display === 'contents' ? [...el.children] : [el];
  if (targets.length === 0) return; // an island that rendered nothing has nothing to hydrate
  targets.forEach((t) => observer.observe(t));
}

/**
 * Runs the block on the first interaction event within `el` (or a scroll of `scroller`). A click that arrives
 * before the block is mounted (a tap is pointerdown, then click, long before a chunk arrives) does nothing
 * then: its default is prevented and it goes no further, and once mounted it is dispatched again at the same
 * target, so the reader's first tap opens the menu instead of being lost. Only the first such click is replayed
 * (a double tap must not toggle twice). Listeners are on the island's wrapper: events reach it through the DOM
 * tree whatever its display.
 */
export function onInteraction(el: EventTarget, run: () => Promise<unknown> | void, scroller?: EventTarget) {
  let started = false;
  let mounted = false;
  let held: EventTarget | null = null;
  const options = { capture: true, passive: true } as const;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of INTERACTION_EVENTS) el.removeEventListener(type, start, options);
    scroller?.removeEventListener('scroll', start, options);
    let mounting: Promise<unknown> | void;
    try {
      mounting = run();
    } catch (error) {
      mounting = Promise.reject(error);
    }
    void Promise.resolve(mounting).catch(() => {}).finally(() => {
      mounted = true;
      el.removeEventListener('click', hold, true);
      const target = held;
      held = null;
      // Still in the page (hydration keeps the server's nodes): the mounted block's handlers get the click.
      if (target && (target as Node).isConnected !== false) target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }));
    });
  };
  const hold = (e: Event) => {
    if (mounted) return;
    e.preventDefault();
    // Immediate: React listens on this same element (the root) from hydrateRoot on, before it has committed.
    e.stopImmediatePropagation();
    held ??= e.target;
    start(); // a click with no event before it (a keyboard's Enter on an element focused before the script ran)
  };
  for (const type of INTERACTION_EVENTS) el.addEventListener(type, start, options);
  scroller?.addEventListener('scroll', start, options);
  el.addEventListener('click', hold, true);
}
