/**
 * Carousel state as a pure reducer (spec "Carousel" and section 9), so every rule is testable without a DOM.
 * `current` is the 1-based number of the last slide in view: with 4 slides shown it starts at 4 ("4 of 10"
 * means slides 1-4 are showing), with 1 shown it starts at 1.
 */

/** Autoplay advances one slide every 4000 ms. */
export const AUTOPLAY_INTERVAL_MS = 4000;
/** Slides shown at once when the style variable does not say. */
export const DEFAULT_SLIDES_TO_SHOW = 4;
/** The style variable a theme (or a block's CSS) sets to choose how many slides show at once. */
export const SLIDES_TO_SHOW_VARIABLE = '--carousel-slides-to-show';
/** Spec "Carousel": a swipe shorter than this is not a swipe. */
export const MIN_SWIPE_DISTANCE = 10;

export interface CarouselState {
  total: number;
  slidesToShow: number;
  current: number;
  autoplay: boolean;
  fullScreen: boolean;
}

export type CarouselAction =
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'goTo'; slide: number }
  | { type: 'toggleAutoplay' }
  /** One autoplay interval elapsed. */
  | { type: 'tick' }
  | { type: 'toggleFullScreen' }
  /** The browser entered or left full screen on its own (Escape, the system UI). */
  | { type: 'setFullScreen'; value: boolean }
  | { type: 'setSlidesToShow'; slidesToShow: number }
  | { type: 'setTotal'; total: number };

const whole = (n: number, min: number) => (Number.isFinite(n) ? Math.max(min, Math.floor(n)) : min);

/** Slides shown at once can never exceed the slides there are (but is at least 1). */
function shown(slidesToShow: number, total: number): number {
  return Math.max(1, Math.min(whole(slidesToShow, 1), total || 1));
}

/** The first position: the first slides fill the view. */
export function firstPosition(state: Pick<CarouselState, 'slidesToShow' | 'total'>): number {
  return Math.min(state.slidesToShow, state.total);
}

function clampPosition(state: CarouselState, position: number): number {
  return Math.max(firstPosition(state), Math.min(state.total, Math.floor(position)));
}

/** Spec: the current slide starts at the number of slides shown at once. */
export function initCarousel({ total, slidesToShow = DEFAULT_SLIDES_TO_SHOW }: { total: number; slidesToShow?: number }): CarouselState {
  const t = whole(total, 0);
  const s = shown(slidesToShow, t);
  return { total: t, slidesToShow: s, current: Math.min(s, t), autoplay: false, fullScreen: false };
}

export function carouselReducer(state: CarouselState, action: CarouselAction): CarouselState {
  switch (action.type) {
    case 'next':
      return { ...state, current: clampPosition(state, state.current + 1) };
    case 'previous':
      return { ...state, current: clampPosition(state, state.current - 1) };
    case 'goTo': {
      // Bring the slide into view with the smallest move: a slide already showing leaves the view as it is.
      const slide = Math.max(1, Math.min(state.total, Math.floor(action.slide)));
      const firstInView = state.current - state.slidesToShow + 1;
      const current = slide > state.current ? slide : slide < firstInView ? slide + state.slidesToShow - 1 : state.current;
      return { ...state, current: clampPosition(state, current) };
    }
    case 'toggleAutoplay': {
      if (state.autoplay) return { ...state, autoplay: false };
      if (state.total <= state.slidesToShow) return state; // nothing to advance to
      // Starting from the last slide jumps back to slide 1 so the show has somewhere to go.
      const current = state.current >= state.total ? firstPosition(state) : state.current;
      return { ...state, autoplay: true, current };
    }
    case 'tick': {
      if (!state.autoplay) return state;
      const current = clampPosition(state, state.current + 1);
      return { ...state, current, autoplay: current < state.total };
    }
    case 'toggleFullScreen':
      return { ...state, fullScreen: !state.fullScreen };
    case 'setFullScreen':
      return state.fullScreen === action.value ? state : { ...state, fullScreen: action.value };
    case 'setSlidesToShow': {
      const slidesToShow = shown(action.slidesToShow, state.total);
      if (slidesToShow === state.slidesToShow) return state;
      const next = { ...state, slidesToShow };
      return { ...next, current: clampPosition(next, state.current) };
    }
    case 'setTotal': {
      const total = whole(action.total, 0);
      const next = { ...state, total, slidesToShow: shown(state.slidesToShow, total) };
      return { ...next, current: clampPosition(next, state.current), autoplay: state.autoplay && next.current < total };
    }
  }
}

/** The slides in view (1-based numbers). */
export function visibleSlides(state: CarouselState): number[] {
  const first = state.current - state.slidesToShow + 1;
  return Array.from({ length: Math.max(0, state.current - first + 1) }, (_, i) => first + i);
}

export const canGoNext = (state: CarouselState) => state.current < state.total;
export const canGoPrevious = (state: CarouselState) => state.current > firstPosition(state);

/** How far the track moves, in percent of the viewport: one slide is 100 / slidesToShow. */
export function trackOffsetPercent(state: CarouselState): number {
  return -((state.current - firstPosition(state)) * 100) / state.slidesToShow;
}

/** Spec: swipe left is next, swipe right is previous, at least 10 px. */
export function swipeAction(startX: number, endX: number): CarouselAction | null {
  const distance = endX - startX;
  if (!Number.isFinite(distance) || Math.abs(distance) < MIN_SWIPE_DISTANCE) return null;
  return distance < 0 ? { type: 'next' } : { type: 'previous' };
}

/** Keyboard: arrows move; Escape leaves full screen. */
export function keyAction(key: string, state: CarouselState): CarouselAction | null {
  if (key === 'ArrowRight') return { type: 'next' };
  if (key === 'ArrowLeft') return { type: 'previous' };
  if (key === 'Escape' && state.fullScreen) return { type: 'setFullScreen', value: false };
  return null;
}

/** Slides shown at once comes from a style variable, else 4. */
export function slidesToShowFrom(cssValue: string | null | undefined, fallback = DEFAULT_SLIDES_TO_SHOW): number {
  const n = Number.parseInt(String(cssValue ?? '').trim(), 10);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}
