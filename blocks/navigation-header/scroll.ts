/** Scroll, width and logo rules of the header ("States and transitions", timing and layout). */
export const SCROLL_DEBOUNCE_MS = 100;
export const RESIZE_DEBOUNCE_MS = 250;
export const LOGO_SHOW_AFTER_PX = 150;
export const LOGO_HIDE_BELOW_PX = 30;
export const MASTHEAD_LOGO_WAIT_MS = 1000;
/** Breakpoint "medium": at this width and wider the logo follows the scroll position. */
export const WIDE_MIN_WIDTH_PX = 768;
export const HEADER_HEIGHT_PX = 65;

/** Whether the masthead's logo is on the page: unknown until MASTHEAD_LOGO_WAIT_MS after mount. */
export type MastheadLogo = 'pending' | 'present' | 'absent';

/** The nav is marked scrolled when the page is scrolled beyond 0. */
export const isScrolled = (scrollY: number) => scrollY > 0;

export interface LogoState {
  /** Whether the logo shows now: between the two thresholds it keeps its state. */
  previous: boolean;
  scrollY: number;
  width: number;
  mastheadLogo: MastheadLogo;
}

/**
 * At widths >= 768 the nav logo shows after scrolling past 150 px and hides below 30 px; on narrow
 * widths, or if no masthead logo exists after 1 second, it shows.
 */
export function logoVisible({ previous, scrollY, width, mastheadLogo }: LogoState): boolean {
  if (width < WIDE_MIN_WIDTH_PX) return true;
  if (mastheadLogo === 'absent') return true;
  if (scrollY > LOGO_SHOW_AFTER_PX) return true;
  if (scrollY < LOGO_HIDE_BELOW_PX) return false;
  return previous;
}

/** Calls `fn` once calls have stopped for `ms` (scroll 100 ms, resize 250 ms). */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number): ((...args: A) => void) & { cancel(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = (...args: A) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, ms);
  };
  return Object.assign(run, { cancel: () => timer !== undefined && clearTimeout(timer) });
}
