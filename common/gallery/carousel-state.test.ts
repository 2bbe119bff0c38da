import { describe, expect, it } from 'vitest';
import {
  AUTOPLAY_INTERVAL_MS, canGoNext, canGoPrevious, carouselReducer, DEFAULT_SLIDES_TO_SHOW, initCarousel, keyAction,
  MIN_SWIPE_DISTANCE, slidesToShowFrom, swipeAction, trackOffsetPercent, visibleSlides, type CarouselAction, type CarouselState,
} from './carousel-state.ts';

const run = (state: CarouselState, ...actions: CarouselAction[]) => actions.reduce(carouselReducer, state);
const n = (count: number, type: CarouselAction['type']) => Array.from({ length: count }, () => ({ type }) as CarouselAction);

describe('carousel state (spec "Carousel", section 9)', () => {
  it('current slide starts at the number of slides shown at once', () => {
    expect(initCarousel({ total: 10, slidesToShow: 1 }).current).toBe(1);
    expect(initCarousel({ total: 10, slidesToShow: 4 }).current).toBe(4);
    expect(initCarousel({ total: 2, slidesToShow: 4 })).toMatchObject({ current: 2, slidesToShow: 2 });
  });

  it('default slides shown is 4', () => {
    expect(DEFAULT_SLIDES_TO_SHOW).toBe(4);
    expect(initCarousel({ total: 10 }).slidesToShow).toBe(4);
  });

  it('next and previous move by one', () => {
    const s = initCarousel({ total: 5, slidesToShow: 1 });
    expect(run(s, { type: 'next' }).current).toBe(2);
    expect(run(s, { type: 'next' }, { type: 'next' }, { type: 'previous' }).current).toBe(2);
  });

  it('next is bounded at the last slide, previous at the first view', () => {
    const one = initCarousel({ total: 3, slidesToShow: 1 });
    expect(run(one, ...n(10, 'next')).current).toBe(3);
    expect(run(one, { type: 'previous' }).current).toBe(1);
    const four = initCarousel({ total: 6, slidesToShow: 4 });
    expect(run(four, ...n(10, 'next')).current).toBe(6);
    expect(run(four, ...n(10, 'previous')).current).toBe(4);
    expect(canGoPrevious(four)).toBe(false);
    expect(canGoNext(run(four, ...n(2, 'next')))).toBe(false);
  });

  it('autoplay toggles on and off', () => {
    const s = initCarousel({ total: 5, slidesToShow: 1 });
    expect(run(s, { type: 'toggleAutoplay' }).autoplay).toBe(true);
    expect(run(s, { type: 'toggleAutoplay' }, { type: 'toggleAutoplay' }).autoplay).toBe(false);
  });

  it('autoplay advances one slide every 4000 ms (one tick per interval)', () => {
    expect(AUTOPLAY_INTERVAL_MS).toBe(4000);
    const s = run(initCarousel({ total: 5, slidesToShow: 1 }), { type: 'toggleAutoplay' });
    expect(run(s, { type: 'tick' }).current).toBe(2);
    expect(run(s, { type: 'tick' }, { type: 'tick' }).current).toBe(3);
  });

  it('autoplay stops at the last slide', () => {
    const s = run(initCarousel({ total: 3, slidesToShow: 1 }), { type: 'toggleAutoplay' });
    const end = run(s, { type: 'tick' }, { type: 'tick' });
    expect(end).toMatchObject({ current: 3, autoplay: false });
    expect(run(end, { type: 'tick' }).current).toBe(3);
  });

  it('a tick without autoplay changes nothing', () => {
    const s = initCarousel({ total: 3, slidesToShow: 1 });
    expect(run(s, { type: 'tick' })).toBe(s);
  });

  it('starting autoplay from the last slide jumps to slide 1', () => {
    const last = run(initCarousel({ total: 4, slidesToShow: 1 }), ...n(3, 'next'));
    expect(last.current).toBe(4);
    expect(run(last, { type: 'toggleAutoplay' })).toMatchObject({ current: 1, autoplay: true });
    // With several slides shown, slide 1 is back in view (the first view).
    const many = run(initCarousel({ total: 6, slidesToShow: 3 }), ...n(3, 'next'));
    const restarted = run(many, { type: 'toggleAutoplay' });
    expect(visibleSlides(restarted)[0]).toBe(1);
  });

  it('full screen toggles; leaving it through the browser resets the state', () => {
    const s = initCarousel({ total: 3, slidesToShow: 1 });
    const on = run(s, { type: 'toggleFullScreen' });
    expect(on.fullScreen).toBe(true);
    expect(run(on, { type: 'toggleFullScreen' }).fullScreen).toBe(false);
    expect(run(on, { type: 'setFullScreen', value: false }).fullScreen).toBe(false);
  });

  it('"Go to slide {n}": brings slide n into view', () => {
    const one = initCarousel({ total: 8, slidesToShow: 1 });
    expect(run(one, { type: 'goTo', slide: 6 }).current).toBe(6);
    expect(run(one, { type: 'goTo', slide: 99 }).current).toBe(8);
    const three = run(initCarousel({ total: 8, slidesToShow: 3 }), { type: 'goTo', slide: 7 });
    expect(visibleSlides(three)).toEqual([5, 6, 7]);
    expect(visibleSlides(run(three, { type: 'goTo', slide: 2 }))).toEqual([2, 3, 4]);
    expect(run(three, { type: 'goTo', slide: 6 })).toEqual(three);
  });

  it('swipe left is next, swipe right is previous', () => {
    expect(swipeAction(200, 100)).toEqual({ type: 'next' });
    expect(swipeAction(100, 200)).toEqual({ type: 'previous' });
  });

  it('a swipe needs a minimum distance of 10', () => {
    expect(MIN_SWIPE_DISTANCE).toBe(10);
    expect(swipeAction(100, 91)).toBeNull();
    expect(swipeAction(100, 90)).toEqual({ type: 'next' });
    expect(swipeAction(100, 110)).toEqual({ type: 'previous' });
    expect(swipeAction(100, Number.NaN)).toBeNull();
  });

  it('keyboard: ArrowRight is next, ArrowLeft previous, Escape leaves full screen', () => {
    const s = initCarousel({ total: 3, slidesToShow: 1 });
    expect(keyAction('ArrowRight', s)).toEqual({ type: 'next' });
    expect(keyAction('ArrowLeft', s)).toEqual({ type: 'previous' });
    expect(keyAction('Escape', s)).toBeNull();
    expect(keyAction('Escape', { ...s, fullScreen: true })).toEqual({ type: 'setFullScreen', value: false });
    expect(keyAction('a', s)).toBeNull();
  });

  it('slides shown comes from the style variable, else 4', () => {
    expect(slidesToShowFrom(' 2')).toBe(2);
    expect(slidesToShowFrom('')).toBe(4);
    expect(slidesToShowFrom(undefined)).toBe(4);
    expect(slidesToShowFrom('0')).toBe(4);
    expect(slidesToShowFrom('abc')).toBe(4);
  });

  it('changing slides shown keeps the current slide within bounds', () => {
    const s = initCarousel({ total: 6, slidesToShow: 4 });
    expect(run(s, { type: 'setSlidesToShow', slidesToShow: 1 })).toMatchObject({ slidesToShow: 1, current: 4 });
    const one = initCarousel({ total: 6, slidesToShow: 1 });
    expect(run(one, { type: 'setSlidesToShow', slidesToShow: 3 })).toMatchObject({ slidesToShow: 3, current: 3 });
  });

  it('fewer slides than the view: autoplay has nowhere to go and stays off', () => {
    const s = initCarousel({ total: 1, slidesToShow: 1 });
    expect(run(s, { type: 'toggleAutoplay' }).autoplay).toBe(false);
  });

  it('the track moves one slide width (100 / slides shown %) per step', () => {
    const s = run(initCarousel({ total: 6, slidesToShow: 2 }), { type: 'next' }, { type: 'next' });
    expect(trackOffsetPercent(s)).toBe(-100);
    expect(trackOffsetPercent(initCarousel({ total: 6, slidesToShow: 1 }))).toBe(-0);
  });
});
